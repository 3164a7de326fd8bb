import { sha256Of, toBase64, toBech32, utf8 } from './encoding.ts'
import { channelKey, controllerPortPrefix, counterpartyPrefix, feeVersion } from './ibcIds.ts'
import { createRandom, type Random } from './random.ts'
import type { DevnetChannel, GenesisState } from './state.ts'

// The packet history of the devnet's channels before its first block, drawn from the
// genesis: packets sent, received and acknowledged, and channel upgrades. The chain
// reads it for the first sequence each channel sends; ibcPackets.ts adds what the
// produced transactions sent.

/** A height in the gateway's JSON. */
type HeightJson = { revision_number: string; revision_height: string }

/** One channel's packet state. Sequences are bigints, data raw bytes. */
export type ChannelPacketState = {
  channel: DevnetChannel
  /** The sequence the next packet sent gets. */
  nextSequenceSend: bigint
  /** The stored next sequence to receive; ibc-go advances it on ordered channels only. */
  nextSequenceRecv: bigint
  /** Commitments of packets sent and neither acknowledged nor timed out, by sequence. */
  commitments: Map<bigint, Uint8Array>
  /** Hashes of the acknowledgements this chain wrote for packets it received, by sequence. */
  acknowledgements: Map<bigint, Uint8Array>
  /** Sequences with a packet receipt (unordered channels only, as in ibc-go). */
  receipts: Set<bigint>
  /** The channel end's `upgrade_sequence`: how many upgrades were started on it. */
  upgradeSequence: bigint
  /** The upgrade in progress, in the gateway's JSON. */
  upgrade?: UpgradeJson | undefined
  /** The error receipt of the last failed upgrade, in the gateway's JSON. */
  upgradeError?: { sequence: string; message: string } | undefined
}

/** A channel upgrade (`ibc.core.channel.v1.Upgrade`) in the gateway's JSON. */
export type UpgradeJson = {
  fields: { ordering: string; connection_hops: string[]; version: string }
  timeout: { height: HeightJson; timestamp: string }
  next_sequence_send: string
}

// The successful ICS-20 acknowledgement `{"result":"AQ=="}`, and the error one
// ibc-go writes when the receiving application fails; the store keeps their SHA-256.
const successAck = utf8('{"result":"AQ=="}')
const errorAck = utf8('{"error":"ABCI code: 5: error handling packet: see events for details"}')

/**
 * The commitment ibc-go stores for a sent packet: SHA-256 over the timeout
 * timestamp, the timeout height's revision number and height (8 bytes
 * big-endian each) and the SHA-256 of the packet data.
 */
export function packetCommitment(packet: {
  data: Uint8Array
  timeoutTimestamp: bigint
  timeoutHeight: { revisionNumber: bigint; revisionHeight: bigint }
}): Uint8Array {
  const bytes = new Uint8Array(24 + 32)
  const view = new DataView(bytes.buffer)
  view.setBigUint64(0, packet.timeoutTimestamp)
  view.setBigUint64(8, packet.timeoutHeight.revisionNumber)
  view.setBigUint64(16, packet.timeoutHeight.revisionHeight)
  bytes.set(sha256Of(packet.data), 24)
  return sha256Of(bytes)
}

/** The ICS-27 controller channel's counterparty (`icahost`) never sends packets. */
const receivesPackets = (channel: DevnetChannel) => !channel.portId.startsWith(controllerPortPrefix)

// Timeouts of the history's packets (only their commitments show): ten minutes
// apart from a fixed date, in nanoseconds, so they are the same on every run.
const historyEpochNs = BigInt(Date.UTC(2025, 0, 1)) * 1_000_000n

export type History = Omit<ChannelPacketState, 'channel' | 'nextSequenceSend' | 'commitments'> & {
  /** Packets sent before the devnet's blocks: 1 to this. */
  sent: bigint
  commitments: Map<bigint, Uint8Array>
}

const histories = new WeakMap<GenesisState, Map<string, History>>()

/** What the packet history is drawn from: the genesis and the chain id, known before the first block. */
type HistorySource = { genesis: GenesisState; chainId: string }

/** Packet history of every channel, drawn once per genesis. */
export function historyOf(chain: HistorySource): Map<string, History> {
  const cached = histories.get(chain.genesis)
  if (cached) return cached
  // The genesis is a function of the devnet's seed, and its never-used
  // address is drawn from it: a seed for the history that differs per seed.
  const random = createRandom(`ibc-packets/${chain.chainId}/${chain.genesis.fixtures.unknownAddress}`)
  const byChannel = new Map<string, History>()
  for (const channel of chain.genesis.channels) {
    byChannel.set(channelKey(channel), channelHistory(chain, channel, random.fork(channelKey(channel))))
  }
  applyUpgrades(chain.genesis, byChannel)
  histories.set(chain.genesis, byChannel)
  return byChannel
}

function channelHistory(chain: HistorySource, channel: DevnetChannel, random: Random): History {
  const history: History = {
    sent: 0n,
    nextSequenceRecv: 1n,
    commitments: new Map(),
    acknowledgements: new Map(),
    receipts: new Set(),
    upgradeSequence: 0n,
  }
  // A channel whose handshake has not completed has sent and received nothing.
  if (channel.state === 'STATE_INIT' || channel.state === 'STATE_TRYOPEN') return history

  const closed = channel.state === 'STATE_CLOSED'
  const ordered = channel.ordering === 'ORDER_ORDERED'
  const sent = BigInt(closed ? random.int(8, 30) : ordered ? random.int(4, 24) : random.int(60, 180))
  history.sent = sent

  // In flight: on an ordered channel acknowledgements arrive in order, so only
  // the newest packets can wait; on an unordered one any of the newest can,
  // and now and then an old packet timed out without anyone relaying the timeout.
  const pending = new Set<bigint>()
  if (ordered) {
    for (let waiting = BigInt(random.int(0, 2)); waiting > 0n; waiting--) pending.add(sent - waiting + 1n)
  } else {
    const window = closed ? 4n : 16n
    const chance = closed ? 0.3 : 0.6
    for (let sequence = sent > window ? sent - window + 1n : 1n; sequence <= sent; sequence++) {
      if (random.next() < chance) pending.add(sequence)
    }
    if (!closed && sent > window && random.next() < 0.6) pending.add(BigInt(random.int(1, Number(sent - window))))
  }
  const senders = chain.genesis.accounts.filter((account) => account.kind === 'base' && account.pubKey !== null)
  for (const sequence of pending) {
    const data = ordered
      ? icaPacketData(random)
      : transferPacketData({
          amount: (BigInt(random.int(1, 5_000)) * 10n ** 18n + random.bigint(10n ** 18n)).toString(),
          denom: 'akii',
          receiver: toBech32(counterpartyPrefix(chain, channel), random.bytes(20)),
          sender: random.pick(senders).address,
        })
    const timeoutTimestamp = historyEpochNs + sequence * 600_000_000_000n + BigInt(random.int(0, 999_999_999))
    history.commitments.set(
      sequence,
      packetCommitment({ data, timeoutTimestamp, timeoutHeight: { revisionNumber: 0n, revisionHeight: 0n } }),
    )
  }

  if (!receivesPackets(channel)) return history
  // Received from the counterparty: every sequence up to the newest but those
  // still in flight near the top and the rare one that timed out on the way.
  const top = BigInt(closed ? random.int(5, 25) : random.int(40, 160))
  const received: bigint[] = []
  for (let sequence = 1n; sequence <= top; sequence++) {
    if (ordered) {
      received.push(sequence)
      continue
    }
    const inFlight = sequence > top - 6n && random.next() < 0.5
    const timedOut = random.next() < 0.02
    if (!inFlight && !timedOut) received.push(sequence)
  }
  for (const sequence of received) {
    history.acknowledgements.set(sequence, sha256Of(random.next() < 0.05 ? errorAck : successAck))
    // ibc-go writes receipts on unordered channels; ordered ones advance nextSequenceRecv instead.
    if (!ordered) history.receipts.add(sequence)
  }
  if (ordered) history.nextSequenceRecv = top + 1n
  return history
}

/** ICS-20 packet data as ibc-go sends it: JSON with sorted keys, `memo` left out when empty. */
function transferPacketData(data: { amount: string; denom: string; receiver: string; sender: string }): Uint8Array {
  return utf8(JSON.stringify({ amount: data.amount, denom: data.denom, receiver: data.receiver, sender: data.sender }))
}

/** ICS-27 packet data: an `EXECUTE_TX` with encoded messages. */
function icaPacketData(random: Random): Uint8Array {
  return utf8(JSON.stringify({ data: toBase64(random.bytes(random.int(90, 240))), memo: '', type: 'TYPE_EXECUTE_TX' }))
}

/**
 * Channel upgrades (ibc-go 8.1+). The second open unordered channel has an
 * upgrade in progress that adds the fee middleware: this chain started it
 * (`ChanUpgradeInit`), so the channel is still OPEN and, as ibc-go stores it at
 * that step, the upgrade's timeout and next sequence send are zero until the
 * counterparty answers. The last open unordered channel's upgrade timed out
 * once, which left an error receipt. Both channels started one upgrade, so
 * their `upgrade_sequence` is 1.
 */
function applyUpgrades(genesis: GenesisState, state: Map<string, History>) {
  const candidates = genesis.channels.filter(
    (channel) => channel.state === 'STATE_OPEN' && channel.ordering === 'ORDER_UNORDERED',
  )
  const upgrading = candidates[1] ?? candidates[0]
  const failed = candidates.at(-1)
  if (upgrading) {
    const history = state.get(channelKey(upgrading))!
    history.upgradeSequence = 1n
    history.upgrade = {
      fields: {
        ordering: upgrading.ordering,
        connection_hops: [upgrading.connectionId],
        version: feeVersion(upgrading.version),
      },
      timeout: { height: { revision_number: '0', revision_height: '0' }, timestamp: '0' },
      next_sequence_send: '0',
    }
  }
  if (failed && failed !== upgrading) {
    const history = state.get(channelKey(failed))!
    history.upgradeSequence = 1n
    // ibc-go keeps the failing error's ABCI code (34: upgrade timed-out) and a fixed text.
    history.upgradeError = { sequence: '1', message: 'ABCI code: 34: restored channel to pre-upgrade state' }
  }
}

/**
 * The sequence the first packet a devnet transaction sends on a channel (`port/channel`)
 * gets: one above the packets of its history. From there each channel counts on its
 * own, as ibc-go keeps `nextSequenceSend` per channel.
 */
export function firstSequenceSend(chain: HistorySource, channel: string): bigint {
  const history = historyOf(chain).get(channel)
  return (history?.sent ?? 0n) + 1n
}
