import type { Chain } from './chain.ts'
import type { EventJson } from './chainTypes.ts'
import { sha256Of, toBase64, toHexUpper, utf8 } from './encoding.ts'
import { clientLatestHeight, type DevnetClient, type DevnetConnection } from './ibcCore.ts'
import { historyOf, packetCommitment, type ChannelPacketState } from './ibcHistory.ts'
import { channelKey } from './ibcIds.ts'
import { createRandom } from './random.ts'
import type { DevnetChannel, GenesisState } from './state.ts'

// Packet state of the simulated chain's channels: what ibc-go keeps under
// nextSequenceSend, nextSequenceRecv, commitments, receipts and acks, plus
// channel upgrades. It has two sources, so that it agrees with every other
// endpoint:
//
// - the history before the devnet's first block, drawn from the genesis;
// - the packets the produced transactions sent (their `send_packet` events,
//   also what the fee module lists as incentivized packets). The devnet has no
//   relayer, so these stay in flight: their commitments stay until the end.

/**
 * The page key of a packet in a commitment or acknowledgement list: the rest
 * of its store key below the channel's prefix. ibc-go writes the sequence as
 * decimal text, so lists come in text order (`/10` before `/9`).
 */
export const packetStoreKey = (sequence: bigint) => `/${sequence}`

/** Sorts sequences in the store's order (their decimal text). */
export function storeOrder(sequences: Iterable<bigint>): bigint[] {
  return [...sequences].sort((a, b) => compareText(packetStoreKey(a), packetStoreKey(b)))
}

/** The connection and light client behind a channel (its first connection hop). */
export function channelRoute(
  genesis: GenesisState,
  channel: DevnetChannel,
): { connection: DevnetConnection; client: DevnetClient } | undefined {
  const connection = genesis.connections.find((candidate) => candidate.connectionId === channel.connectionId)
  const client = genesis.clients.find((candidate) => candidate.clientId === connection?.clientId)
  return connection && client ? { connection, client } : undefined
}


type SentPacket = { sequence: bigint; commitment: Uint8Array }

const sentCache = new WeakMap<Chain, { height: bigint; byChannel: Map<string, SentPacket[]> }>()

/**
 * The packets the chain's transactions sent, by channel: each `send_packet`
 * event of a successful transaction, first occurrence of a sequence only.
 */
function sentPackets(chain: Chain): Map<string, SentPacket[]> {
  const height = chain.latestHeight()
  const cached = sentCache.get(chain)
  if (cached && cached.height === height) return cached.byChannel
  const byChannel = new Map<string, SentPacket[]>()
  for (const tx of chain.allTxs()) {
    if (tx.response.code !== 0) continue
    for (const event of (tx.response.events ?? []) as EventJson[]) {
      if (event.type !== 'send_packet') continue
      const attribute = (key: string) => event.attributes.find((candidate) => candidate.key === key)?.value ?? ''
      const key = channelKey({ portId: attribute('packet_src_port'), channelId: attribute('packet_src_channel') })
      const sequence = BigInt(attribute('packet_sequence'))
      const [revisionNumber = '0', revisionHeight = '0'] = attribute('packet_timeout_height').split('-')
      const packets = byChannel.get(key) ?? []
      if (packets.some((packet) => packet.sequence === sequence)) continue
      packets.push({
        sequence,
        commitment: packetCommitment({
          data: utf8(attribute('packet_data')),
          timeoutTimestamp: BigInt(attribute('packet_timeout_timestamp') || '0'),
          timeoutHeight: { revisionNumber: BigInt(revisionNumber), revisionHeight: BigInt(revisionHeight) },
        }),
      })
      byChannel.set(key, packets)
    }
  }
  sentCache.set(chain, { height, byChannel })
  return byChannel
}

/**
 * The packet state of a channel now: its history, plus the packets the
 * produced transactions sent on it, which are in flight. `nextSequenceSend`
 * is one above the highest sequence sent.
 *
 * @example
 * ```ts
 * const state = channelPacketState(chain, chain.genesis.channels[0]!)
 * state.commitments.size // packets in flight
 * ```
 */
export function channelPacketState(chain: Chain, channel: DevnetChannel): ChannelPacketState {
  const history = historyOf(chain).get(channelKey(channel))!
  const { sent, ...rest } = history
  const commitments = new Map(history.commitments)
  let highest = sent
  for (const packet of sentPackets(chain).get(channelKey(channel)) ?? []) {
    commitments.set(packet.sequence, packet.commitment)
    if (packet.sequence > highest) highest = packet.sequence
  }
  return { ...rest, channel, nextSequenceSend: highest + 1n, commitments }
}

/**
 * The consensus state a devnet light client stored for a height of the chain
 * it tracks, as a proto3 JSON `Any`, or `undefined` for a height it has none
 * for. Like the client module's membership check, a client has one for every
 * height from 1 to its latest on its chain's revision. The counterparty
 * chains make a block every 6 s since 2021-06-01; roots and validator hashes
 * are hashes of the client and height.
 */
export function consensusStateJson(
  genesis: GenesisState,
  client: DevnetClient,
  height: { revisionNumber: bigint; revisionHeight: bigint },
): Record<string, unknown> | undefined {
  const latest = clientLatestHeight(client)
  if (height.revisionNumber.toString() !== latest.revision_number) return undefined
  if (height.revisionHeight < 1n || height.revisionHeight > client.latestHeight) return undefined
  const label = `${genesis.fixtures.unknownAddress}/${client.clientId}/${height.revisionHeight}`
  const nanos = BigInt(createRandom(`${label}/time`).int(0, 999_999_999))
  const seconds = BigInt(Date.UTC(2021, 5, 1) / 1000) + height.revisionHeight * 6n
  // Validator sets change at most once every 10 000 blocks here.
  const validators = sha256Of(`${client.chainId}/validators/${height.revisionHeight / 10_000n}`)
  return {
    '@type': '/ibc.lightclients.tendermint.v1.ConsensusState',
    timestamp: rfc3339Nano(seconds, nanos),
    root: { hash: toBase64(sha256Of(`${label}/root`)) },
    next_validators_hash: toHexUpper(validators),
  }
}

function rfc3339Nano(seconds: bigint, nanos: bigint): string {
  const iso = new Date(Number(seconds) * 1000).toISOString()
  return `${iso.slice(0, 19)}.${nanos.toString().padStart(9, '0')}Z`
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
