import type { Chain } from './chain.ts'
import type { EventJson } from './chainTypes.ts'
import { sha256Of, toBech32 } from './encoding.ts'
import { controllerPortPrefix, counterpartyPrefix, escrowAddress, hasFeeVersion } from './ibcIds.ts'
import { invalidArgument } from './errors.ts'
import { readUint } from './paginate.ts'
import { createRandom } from './random.ts'
import type { DevnetChannel } from './state.ts'

// IBC application state of the simulated chain: ICS-20 escrow, ICS-29 relayer
// fees and ICS-27 interchain accounts. Everything is derived from the genesis
// and the produced transactions, so it is the same for the same seed and
// consistent with the channel, transfer and transaction endpoints.

// The SDK's denom rule (sdk.ValidateDenom).
const denomPattern = /^[a-zA-Z][a-zA-Z0-9/:._-]{2,127}$/

/** A denom the SDK accepts, or 400 with code 3. */
export function requireDenom(denom: string): string {
  if (!denomPattern.test(denom)) throw invalidArgument(`invalid denom: ${denom}`)
  return denom
}

/**
 * Tokens in ICS-20 escrow for a denom, as ibc-go's `TotalEscrowForDenom` counts them:
 * what the escrow accounts of the transfer channels hold. A transfer escrows its
 * tokens in its own channel's account (vouchers going home are burned instead), so
 * the total is the sum over the channels.
 */
export function totalEscrow(chain: Chain, denom: string): bigint {
  return transferChannels(chain.genesis).reduce(
    (total, channel) => total + (chain.balances(escrowAddress(channel.portId, channel.channelId)).get(denom) ?? 0n),
    0n,
  )
}

/** The channels of the transfer port, whatever their state: each has its escrow account. */
export function transferChannels(genesis: { channels: readonly DevnetChannel[] }): DevnetChannel[] {
  return genesis.channels.filter((channel) => channel.portId === 'transfer')
}

/**
 * Reads `query_height` of the fee queries: 0 or absent means the latest
 * block; a height above the latest answers 400 with code 3, as the SDK does
 * for a query in the future.
 */
export function readQueryHeight(chain: Chain, query: URLSearchParams): bigint {
  const latest = chain.latestHeight()
  const height = readUint(query, 'query_height') ?? 0n
  if (height > latest) throw invalidArgument('cannot query with height in the future; please provide a valid height')
  return height === 0n ? latest : height
}

/**
 * Channels with ICS-29 fees enabled: the transfer channels whose handshake completed
 * (`STATE_OPEN`) with the fee middleware, which their version says. They were enabled
 * at genesis, so every height shows them; the channel endpoints show the same version.
 */
export function feeEnabledChannels(chain: Chain): DevnetChannel[] {
  return chain.genesis.channels
    .filter((channel) => channel.portId === 'transfer' && channel.state === 'STATE_OPEN' && hasFeeVersion(channel.version))
    .sort((a, b) => compare(feeChannelKey(a), feeChannelKey(b)))
}

/** Whether ICS-29 fees are enabled on a channel. */
export function isFeeEnabled(chain: Chain, portId: string, channelId: string): boolean {
  return feeEnabledChannels(chain).some((channel) => channel.portId === portId && channel.channelId === channelId)
}

/** The store key of a fee-enabled channel (`feeEnabled/{port}/{channel}`), also its page key. */
export const feeChannelKey = (channel: { portId: string; channelId: string }) => `${channel.portId}/${channel.channelId}`

type CoinJson = { denom: string; amount: string }

/** One payment of relayer fees for a packet (ICS-29 `PacketFee`), in the gateway's JSON. */
export type PacketFeeJson = {
  fee: { recv_fee: CoinJson[]; ack_fee: CoinJson[]; timeout_fee: CoinJson[] }
  refund_address: string
  relayers: string[]
}

/** A packet with fees in escrow (ICS-29 `IdentifiedPacketFees`) and the height its fees were paid at. */
export type IncentivizedPacket = {
  portId: string
  channelId: string
  sequence: bigint
  /** Height of the transaction that sent the packet and paid its fees. */
  height: bigint
  packetFees: PacketFeeJson[]
}

/**
 * Every incentivized packet up to a height: each packet that a successful
 * transaction sent (a `send_packet` event) on a fee-enabled channel, with the
 * fees its sender paid in the same transaction and, for some packets, a second
 * payment by another account. Amounts are in `akii` (above 2^53 as a rule),
 * sometimes with an IBC voucher added to the receive fee. Sorted by the fee
 * store's key: port, channel, then the sequence as decimal text.
 */
export function incentivizedPackets(chain: Chain, atHeight: bigint = chain.latestHeight()): IncentivizedPacket[] {
  const enabled = new Set(feeEnabledChannels(chain).map(feeChannelKey))
  const users = chain.genesis.accounts.filter((account) => account.kind === 'base' && account.pubKey !== null)
  const voucher = chain.genesis.fixtures.ibcDenom
  const packets = new Map<string, IncentivizedPacket>()
  for (const tx of chain.allTxs()) {
    if (tx.height > atHeight || tx.response.code !== 0) continue
    const events = (tx.response.events ?? []) as EventJson[]
    for (const event of events) {
      if (event.type !== 'send_packet') continue
      const attribute = (key: string) => event.attributes.find((candidate) => candidate.key === key)?.value ?? ''
      const portId = attribute('packet_src_port')
      const channelId = attribute('packet_src_channel')
      const sequence = attribute('packet_sequence')
      if (!/^\d+$/.test(sequence)) continue
      const key = packetKey({ portId, channelId, sequence: BigInt(sequence) })
      if (!enabled.has(`${portId}/${channelId}`) || packets.has(key)) continue
      // The packet's sender pays its fees; for data that names none, the transaction's fee payer does.
      const sender = packetSender(attribute('packet_data')) ?? feePayer(events)
      if (sender === undefined) continue
      const random = createRandom(`ibc-fee/${tx.hash}/${sequence}`)
      const payment = (refundAddress: string): PacketFeeJson => {
        const recv: CoinJson[] = [{ denom: 'akii', amount: (10n ** 15n + random.bigint(49n * 10n ** 15n)).toString() }]
        if (random.next() < 0.3) recv.push({ denom: voucher, amount: String(random.int(1_000, 250_000)) })
        return {
          fee: {
            recv_fee: recv,
            ack_fee: [{ denom: 'akii', amount: (10n ** 15n + random.bigint(9n * 10n ** 15n)).toString() }],
            timeout_fee: [{ denom: 'akii', amount: (10n ** 14n + random.bigint(9n * 10n ** 14n)).toString() }],
          },
          refund_address: refundAddress,
          relayers: [],
        }
      }
      const packetFees = [payment(sender)]
      if (random.next() < 0.35) packetFees.push(payment(random.pick(users.filter((user) => user.address !== sender)).address))
      packets.set(key, { portId, channelId, sequence: BigInt(sequence), height: tx.height, packetFees })
    }
  }
  return [...packets.entries()].sort(([a], [b]) => compare(a, b)).map(([, packet]) => packet)
}

// The sender named in ICS-20 packet data, the account that paid the packet's fees.
function packetSender(packetData: string): string | undefined {
  try {
    const sender = (JSON.parse(packetData) as { sender?: unknown }).sender
    return typeof sender === 'string' && sender !== '' ? sender : undefined
  } catch {
    return undefined
  }
}

function feePayer(events: readonly EventJson[]): string | undefined {
  for (const event of events) {
    const payer = event.type === 'tx' ? event.attributes.find((attribute) => attribute.key === 'fee_payer')?.value : undefined
    if (payer) return payer
  }
  return undefined
}

/** The fee store's key of a packet (`{port}/{channel}/{sequence}`), also its page key. */
export const packetKey = (packet: { portId: string; channelId: string; sequence: bigint }) =>
  `${packet.portId}/${packet.channelId}/${packet.sequence}`

/** An incentivized packet in the gateway's JSON (`IdentifiedPacketFees`). */
export function incentivizedPacketJson(packet: IncentivizedPacket) {
  return {
    packet_id: { port_id: packet.portId, channel_id: packet.channelId, sequence: packet.sequence.toString() },
    packet_fees: packet.packetFees,
  }
}

/** Sums coins by denom, sorted by denom, as `sdk.Coins.Add` does. */
export function sumCoins(coins: readonly CoinJson[]): CoinJson[] {
  const totals = new Map<string, bigint>()
  for (const coin of coins) totals.set(coin.denom, (totals.get(coin.denom) ?? 0n) + BigInt(coin.amount))
  return [...totals.entries()]
    .filter(([, amount]) => amount > 0n)
    .sort(([a], [b]) => compare(a, b))
    .map(([denom, amount]) => ({ denom, amount: amount.toString() }))
}

/** A relayer's registration on one fee-enabled channel. */
export type RelayerRegistration = {
  relayer: string
  channelId: string
  /** The address paid the relayer's fees on this chain; absent when it never registered one. */
  payee?: string | undefined
  /** The relayer's address on the counterparty chain. */
  counterpartyPayee: string
}

/**
 * The relayers of the devnet and what they registered on every fee-enabled
 * channel: the first relayer registered a separate payee and a counterparty
 * payee, the second only a counterparty payee (fees go to itself).
 */
export function relayerRegistrations(chain: Chain): RelayerRegistration[] {
  const users = chain.genesis.accounts.filter((account) => account.kind === 'base' && account.pubKey !== null)
  const [withPayee, withoutPayee, payee] = users.slice(-3).map((account) => account.address) as [string, string, string]
  return feeEnabledChannels(chain).flatMap((channel) => {
    const counterpartyPayee = (relayer: string) =>
      toBech32(counterpartyPrefix(chain, channel), sha256Of(`counterparty-payee/${relayer}/${channel.channelId}`).slice(0, 20))
    return [
      { relayer: withPayee, channelId: channel.channelId, payee, counterpartyPayee: counterpartyPayee(withPayee) },
      { relayer: withoutPayee, channelId: channel.channelId, counterpartyPayee: counterpartyPayee(withoutPayee) },
    ]
  })
}

/** An interchain account the chain controls: its owner, connection and address on the host. */
export type InterchainAccount = { owner: string; portId: string; connectionId: string; address: string }

/**
 * Interchain accounts registered by the devnet's controller channels: each
 * open `icacontroller-{owner}` channel, with the host address from its
 * channel version metadata.
 */
export function interchainAccounts(chain: Chain): InterchainAccount[] {
  return chain.genesis.channels
    .filter((channel) => channel.portId.startsWith(controllerPortPrefix) && channel.state === 'STATE_OPEN')
    .map((channel) => ({
      owner: channel.portId.slice(controllerPortPrefix.length),
      portId: channel.portId,
      connectionId: channel.connectionId,
      address: (JSON.parse(channel.version) as { address: string }).address,
    }))
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
