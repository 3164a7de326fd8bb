import type { Chain } from '../chain.ts'
import { toBase64 } from '../encoding.ts'
import { invalidArgument, notFound } from '../errors.ts'
import { clientStateJson, requireIdentifier, selfHeight } from '../ibcCore.ts'
import type { ChannelPacketState } from '../ibcHistory.ts'
import { channelKey } from '../ibcIds.ts'
import {
  channelPacketState,
  channelRoute,
  consensusStateJson,
  packetStoreKey,
  storeOrder,
} from '../ibcPackets.ts'
import { paginate } from '../paginate.ts'
import type { Route } from '../router.ts'
import type { DevnetChannel } from '../state.ts'

const prefix = '/ibc/core/channel/v1'
const channelPath = `${prefix}/channels/{channel_id}/ports/{port_id}`

/** The current height in IBC form (revision from the chain id, as ibc-go's `GetSelfHeight`). */
export const ibcHeight = (chain: Chain) => selfHeight(chain)

/** A channel end as the gateway shows it (`Channel`). */
export function channelJson(chain: Chain, channel: DevnetChannel) {
  return {
    state: channel.state,
    ordering: channel.ordering,
    counterparty: channel.counterparty,
    connection_hops: [channel.connectionId],
    version: channel.version,
    upgrade_sequence: channelPacketState(chain, channel).upgradeSequence.toString(),
  }
}

/** A channel end as the gateway shows it in a list (`IdentifiedChannel`). */
export function identifiedChannelJson(chain: Chain, channel: DevnetChannel) {
  return { ...channelJson(chain, channel), port_id: channel.portId, channel_id: channel.channelId }
}

const sortedChannels = (chain: Chain) =>
  [...chain.genesis.channels].sort((a, b) => (channelKey(a) < channelKey(b) ? -1 : 1))

const maxUint64 = 2n ** 64n - 1n

/** Parses a decimal uint64 as Go's `strconv.ParseUint`, or returns its error text. */
function parseUint64(text: string): bigint | string {
  if (!/^\d+$/.test(text)) return `strconv.ParseUint: parsing ${JSON.stringify(text)}: invalid syntax`
  const value = BigInt(text)
  return value > maxUint64 ? `strconv.ParseUint: parsing ${JSON.stringify(text)}: value out of range` : value
}

// grpc-gateway converts uint64 path parameters before the query runs; a
// repeated one is a comma-separated list (`runtime.Uint64Slice(value, ",")`).
function pathUint(params: Record<string, string>, name: string): bigint {
  const value = parseUint64(params[name]!)
  if (typeof value === 'string') throw invalidArgument(`type mismatch, parameter: ${name}, error: ${value}`)
  return value
}

function pathUintList(params: Record<string, string>, name: string): bigint[] {
  return params[name]!.split(',').map((item) => {
    const value = parseUint64(item)
    if (typeof value === 'string') throw invalidArgument(`type mismatch, parameter: ${name}, error: ${value}`)
    return value
  })
}

// Repeated query keys (`packet_commitment_sequences=1&packet_commitment_sequences=2`).
function queryUintList(query: URLSearchParams, name: string): bigint[] {
  return query.getAll(name).map((item) => {
    const value = parseUint64(item)
    if (typeof value === 'string') throw invalidArgument(value)
    return value
  })
}

/**
 * ibc-go's not-found messages for a channel differ by query; these are the
 * three forms it uses.
 */
const channelNotFound = {
  dash: (port: string, channel: string) => `port-id: ${port}, channel-id ${channel}: channel not found`,
  colons: (port: string, channel: string) => `port-id: ${port}, channel-id: ${channel}: channel not found`,
  parens: (port: string, channel: string) => `port ID (${port}) channel ID (${channel}): channel not found`,
}

/**
 * The channel of a request's path, checked as ibc-go does: malformed port or
 * channel identifiers answer 400 with code 3, an unknown channel 404 with code 5.
 */
function requireChannel(
  chain: Chain,
  params: Record<string, string>,
  message: (port: string, channel: string) => string = channelNotFound.dash,
): DevnetChannel {
  const portId = requireIdentifier('port', params.port_id!)
  const channelId = requireIdentifier('channel', params.channel_id!)
  const channel = findChannel(chain, portId, channelId)
  if (!channel) throw notFound(message(portId, channelId))
  return channel
}

const findChannel = (chain: Chain, portId: string, channelId: string) =>
  chain.genesis.channels.find((candidate) => candidate.portId === portId && candidate.channelId === channelId)

/** Identifiers first, then the sequence, then the channel: the order ibc-go checks them in. */
function requirePacketChannel(chain: Chain, params: Record<string, string>): [DevnetChannel, bigint] {
  const sequence = pathUint(params, 'sequence')
  requireIdentifier('port', params.port_id!)
  requireIdentifier('channel', params.channel_id!)
  if (sequence === 0n) throw invalidArgument('packet sequence cannot be 0')
  return [requireChannel(chain, params, channelNotFound.parens), sequence]
}

/** Packet states (`PacketState`) of a channel in the gateway's JSON. */
function packetStatesJson(state: ChannelPacketState, entries: [bigint, Uint8Array][]) {
  return entries.map(([sequence, data]) => ({
    port_id: state.channel.portId,
    channel_id: state.channel.channelId,
    sequence: sequence.toString(),
    data: toBase64(data),
  }))
}

/** A store list of a channel (commitments or acknowledgements), paged by store key. */
function pagedPacketStates(state: ChannelPacketState, stored: Map<bigint, Uint8Array>, query: URLSearchParams) {
  const { page, pagination } = paginate(storeOrder(stored.keys()), query, packetStoreKey)
  return { entries: packetStatesJson(state, page.map((sequence) => [sequence, stored.get(sequence)!])), pagination }
}

// Like ibc-go's gRPC queries, the gateway proves nothing: `proof` is null.
const unproven = (chain: Chain) => ({ proof: null, proof_height: selfHeight(chain) })

/** IBC core channel routes (`/ibc/core/channel/v1`). */
export const ibcChannelRoutes: Route[] = [
  {
    method: 'GET',
    path: `${prefix}/channels`,
    handle: ({ chain, query }) => {
      const { page, pagination } = paginate(sortedChannels(chain), query, channelKey)
      const listed = page.map((channel) => identifiedChannelJson(chain, channel))
      return { channels: listed, pagination, height: selfHeight(chain) }
    },
  },
  {
    method: 'GET',
    path: channelPath,
    handle: ({ chain, params }) => ({ channel: channelJson(chain, requireChannel(chain, params)), ...unproven(chain) }),
  },
  {
    method: 'GET',
    path: `${channelPath}/consensus_state/revision/{revision_number}/height/{revision_height}`,
    handle: ({ chain, params }) => {
      const revisionNumber = pathUint(params, 'revision_number')
      const revisionHeight = pathUint(params, 'revision_height')
      const channel = requireChannel(chain, params)
      const route = channelRoute(chain.genesis, channel)
      if (!route) throw notFound(`connection-id: ${channel.connectionId}: connection not found`)
      const consensusState = consensusStateJson(chain.genesis, route.client, { revisionNumber, revisionHeight })
      if (!consensusState) throw notFound(`client-id: ${route.client.clientId}: consensus state not found`)
      return { consensus_state: consensusState, client_id: route.client.clientId, ...unproven(chain) }
    },
  },
  {
    method: 'GET',
    path: `${channelPath}/next_sequence`,
    handle: ({ chain, params }) => {
      const channel = requireChannel(chain, params)
      // Since ibc-go 7.1 unordered channels answer 0: they do not use the counter.
      const sequence = channel.ordering === 'ORDER_UNORDERED' ? 0n : channelPacketState(chain, channel).nextSequenceRecv
      return { next_sequence_receive: sequence.toString(), ...unproven(chain) }
    },
  },
  {
    method: 'GET',
    path: `${channelPath}/next_sequence_send`,
    handle: ({ chain, params }) => {
      const portId = requireIdentifier('port', params.port_id!)
      const channelId = requireIdentifier('channel', params.channel_id!)
      const channel = findChannel(chain, portId, channelId)
      // ibc-go reads the counter without looking the channel up first.
      if (!channel) throw notFound(`port-id: ${portId}, channel-id ${channelId}: sequence send not found`)
      return { next_sequence_send: channelPacketState(chain, channel).nextSequenceSend.toString(), ...unproven(chain) }
    },
  },
  {
    method: 'GET',
    path: `${channelPath}/client_state`,
    handle: ({ chain, params }) => {
      const channel = requireChannel(chain, params, channelNotFound.colons)
      const route = channelRoute(chain.genesis, channel)
      if (!route) throw notFound(`connection-id: ${channel.connectionId}: connection not found`)
      return {
        identified_client_state: { client_id: route.client.clientId, client_state: clientStateJson(route.client) },
        ...unproven(chain),
      }
    },
  },
  {
    method: 'GET',
    path: `${channelPath}/packet_acknowledgements`,
    handle: ({ chain, params, query }) => {
      const channel = requireChannel(chain, params, channelNotFound.parens)
      const state = channelPacketState(chain, channel)
      const sequences = queryUintList(query, 'packet_commitment_sequences')
      // With a list of sequences ibc-go looks each one up, in the order given, and does not page.
      if (sequences.length > 0) {
        const found = sequences.flatMap((sequence): [bigint, Uint8Array][] => {
          const ack = state.acknowledgements.get(sequence)
          return ack ? [[sequence, ack]] : []
        })
        return { acknowledgements: packetStatesJson(state, found), pagination: null, height: selfHeight(chain) }
      }
      const { entries, pagination } = pagedPacketStates(state, state.acknowledgements, query)
      return { acknowledgements: entries, pagination, height: selfHeight(chain) }
    },
  },
  {
    method: 'GET',
    path: `${channelPath}/packet_acks/{sequence}`,
    handle: ({ chain, params }) => {
      const [channel, sequence] = requirePacketChannel(chain, params)
      const ack = channelPacketState(chain, channel).acknowledgements.get(sequence)
      if (!ack) throw notFound('packet acknowledgement hash not found')
      return { acknowledgement: toBase64(ack), ...unproven(chain) }
    },
  },
  {
    method: 'GET',
    path: `${channelPath}/packet_commitments`,
    handle: ({ chain, params, query }) => {
      const state = channelPacketState(chain, requireChannel(chain, params, channelNotFound.parens))
      const { entries, pagination } = pagedPacketStates(state, state.commitments, query)
      return { commitments: entries, pagination, height: selfHeight(chain) }
    },
  },
  {
    method: 'GET',
    path: `${channelPath}/packet_commitments/{sequence}`,
    handle: ({ chain, params }) => {
      const [channel, sequence] = requirePacketChannel(chain, params)
      const commitment = channelPacketState(chain, channel).commitments.get(sequence)
      if (!commitment) throw notFound('packet commitment hash not found')
      return { commitment: toBase64(commitment), ...unproven(chain) }
    },
  },
  {
    method: 'GET',
    path: `${channelPath}/packet_commitments/{packet_ack_sequences}/unreceived_acks`,
    handle: ({ chain, params }) => {
      const sequences = pathUintList(params, 'packet_ack_sequences')
      const state = channelPacketState(chain, requireChannel(chain, params, channelNotFound.parens))
      sequences.forEach(refuseZero)
      // An acknowledgement not processed yet leaves the packet's commitment in place.
      const unreceived = sequences.filter((sequence) => state.commitments.has(sequence))
      return { sequences: unreceived.map(String), height: selfHeight(chain) }
    },
  },
  {
    method: 'GET',
    path: `${channelPath}/packet_commitments/{packet_commitment_sequences}/unreceived_packets`,
    handle: ({ chain, params }) => {
      const sequences = pathUintList(params, 'packet_commitment_sequences')
      const channel = requireChannel(chain, params)
      const state = channelPacketState(chain, channel)
      sequences.forEach(refuseZero)
      const unreceived = sequences.filter((sequence) =>
        channel.ordering === 'ORDER_ORDERED' ? sequence >= state.nextSequenceRecv : !state.receipts.has(sequence),
      )
      return { sequences: unreceived.map(String), height: selfHeight(chain) }
    },
  },
  {
    method: 'GET',
    path: `${channelPath}/packet_receipts/{sequence}`,
    handle: ({ chain, params }) => {
      const [channel, sequence] = requirePacketChannel(chain, params)
      return { received: channelPacketState(chain, channel).receipts.has(sequence), ...unproven(chain) }
    },
  },
  {
    method: 'GET',
    path: `${channelPath}/upgrade`,
    handle: ({ chain, params }) => {
      const channel = requireChannel(chain, params)
      const { upgrade } = channelPacketState(chain, channel)
      if (!upgrade) throw notFound(`port-id: ${channel.portId}, channel-id ${channel.channelId}: upgrade not found`)
      return { upgrade, ...unproven(chain) }
    },
  },
  {
    method: 'GET',
    path: `${channelPath}/upgrade_error`,
    handle: ({ chain, params }) => {
      const channel = requireChannel(chain, params)
      const { upgradeError } = channelPacketState(chain, channel)
      if (!upgradeError) {
        throw notFound(`port-id ${channel.portId}, channel-id ${channel.channelId}: upgrade error receipt not found`)
      }
      return { error_receipt: upgradeError, ...unproven(chain) }
    },
  },
  {
    method: 'GET',
    path: `${prefix}/connections/{connection}/channels`,
    handle: ({ chain, params, query }) => {
      const connection = requireIdentifier('connection', params.connection!)
      // A connection without channels, known or not, is an empty list in ibc-go.
      const channels = sortedChannels(chain).filter((channel) => channel.connectionId === connection)
      const { page, pagination } = paginate(channels, query, channelKey)
      const listed = page.map((channel) => identifiedChannelJson(chain, channel))
      return { channels: listed, pagination, height: selfHeight(chain) }
    },
  },
]

function refuseZero(sequence: bigint, index: number) {
  if (sequence === 0n) throw invalidArgument(`packet sequence ${index} cannot be 0`)
}
