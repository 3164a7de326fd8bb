import type { Chain } from '../chain.ts'
import { invalidArgument, notFound } from '../errors.ts'
import {
  feeChannelKey,
  feeEnabledChannels,
  incentivizedPacketJson,
  incentivizedPackets,
  isFeeEnabled,
  packetKey,
  readQueryHeight,
  relayerRegistrations,
  sumCoins,
  type IncentivizedPacket,
  type PacketFeeJson,
} from '../ibcApps.ts'
import { paginate } from '../paginate.ts'
import type { Route, RouteContext } from '../router.ts'

const prefix = '/ibc/apps/fee/v1'
const packetPath = `${prefix}/channels/{packet_id.channel_id}/ports/{packet_id.port_id}/sequences/{packet_id.sequence}`

// grpc-gateway parses a uint64 path parameter before the query runs.
function pathSequence(params: Record<string, string>): bigint {
  const text = params['packet_id.sequence']!
  if (!/^\d+$/.test(text)) {
    throw invalidArgument(`type mismatch, parameter: packet_id.sequence, error: strconv.ParseUint: parsing "${text}": invalid syntax`)
  }
  return BigInt(text)
}

/** The packet named by the path, as of a height, or 404 with code 5 as ibc-go answers. */
function packetAt(chain: Chain, params: Record<string, string>, height: bigint): IncentivizedPacket {
  const sequence = pathSequence(params)
  const portId = params['packet_id.port_id']!
  const channelId = params['packet_id.channel_id']!
  const key = packetKey({ portId, channelId, sequence })
  const packet = incentivizedPackets(chain, height).find((candidate) => packetKey(candidate) === key)
  if (!packet) {
    throw notFound(`channel: ${channelId}, port: ${portId}, sequence: ${sequence}: there is no fee escrowed for the given packetID`)
  }
  return packet
}

const totalFees =
  (field: 'ack_fees' | 'recv_fees' | 'timeout_fees', pick: (fee: PacketFeeJson['fee']) => PacketFeeJson['fee']['recv_fee']) =>
  ({ chain, params }: RouteContext) => {
    const packet = packetAt(chain, params, chain.latestHeight())
    return { [field]: sumCoins(packet.packetFees.flatMap((payment) => pick(payment.fee))) }
  }

/** ICS-29 relayer-fee routes (`/ibc/apps/fee/v1`). */
export const ibcFeeRoutes: Route[] = [
  {
    method: 'GET',
    path: `${prefix}/incentivized_packets`,
    handle: ({ chain, query }) => {
      const packets = incentivizedPackets(chain, readQueryHeight(chain, query))
      const { page, pagination } = paginate(packets, query, packetKey)
      return { incentivized_packets: page.map(incentivizedPacketJson), pagination }
    },
  },
  {
    method: 'GET',
    path: `${packetPath}/incentivized_packet`,
    handle: ({ chain, params, query }) => ({
      incentivized_packet: incentivizedPacketJson(packetAt(chain, params, readQueryHeight(chain, query))),
    }),
  },
  {
    method: 'GET',
    path: `${prefix}/channels/{channel_id}/ports/{port_id}/incentivized_packets`,
    handle: ({ chain, params, query }) => {
      const packets = incentivizedPackets(chain, readQueryHeight(chain, query)).filter(
        (packet) => packet.portId === params.port_id && packet.channelId === params.channel_id,
      )
      const { page, pagination } = paginate(packets, query, packetKey)
      return { incentivized_packets: page.map(incentivizedPacketJson), pagination }
    },
  },
  {
    method: 'GET',
    path: `${prefix}/channels/{channel_id}/ports/{port_id}/fee_enabled`,
    handle: ({ chain, params }) => ({ fee_enabled: isFeeEnabled(chain, params.port_id!, params.channel_id!) }),
  },
  {
    method: 'GET',
    path: `${prefix}/fee_enabled`,
    handle: ({ chain, query }) => {
      readQueryHeight(chain, query)
      const { page, pagination } = paginate(feeEnabledChannels(chain), query, feeChannelKey)
      return {
        fee_enabled_channels: page.map((channel) => ({ port_id: channel.portId, channel_id: channel.channelId })),
        pagination,
      }
    },
  },
  {
    method: 'GET',
    path: `${prefix}/channels/{channel_id}/relayers/{relayer}/counterparty_payee`,
    handle: ({ chain, params }) => {
      const registration = relayerRegistrations(chain).find(
        (candidate) => candidate.relayer === params.relayer && candidate.channelId === params.channel_id,
      )
      if (!registration) {
        throw notFound(`counterparty payee address not found for address: ${params.relayer} on channel: ${params.channel_id}`)
      }
      return { counterparty_payee: registration.counterpartyPayee }
    },
  },
  {
    method: 'GET',
    path: `${prefix}/channels/{channel_id}/relayers/{relayer}/payee`,
    handle: ({ chain, params }) => {
      const registration = relayerRegistrations(chain).find(
        (candidate) => candidate.relayer === params.relayer && candidate.channelId === params.channel_id,
      )
      if (!registration?.payee) {
        throw notFound(`payee address not found for address: ${params.relayer} on channel: ${params.channel_id}`)
      }
      return { payee_address: registration.payee }
    },
  },
  { method: 'GET', path: `${packetPath}/total_ack_fees`, handle: totalFees('ack_fees', (fee) => fee.ack_fee) },
  { method: 'GET', path: `${packetPath}/total_recv_fees`, handle: totalFees('recv_fees', (fee) => fee.recv_fee) },
  { method: 'GET', path: `${packetPath}/total_timeout_fees`, handle: totalFees('timeout_fees', (fee) => fee.timeout_fee) },
]
