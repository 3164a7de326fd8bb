import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import type { IntegerInput } from '../../core/pagination.ts'
import { uint64Rule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { coinSchema, packetIdSchema } from '../../core/schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { Coin } from '../../core/schemas.ts'
import type { PacketId } from '../../core/schemas.ts'

/**
 * Names one packet by its source end. The gateway's path parameters
 * `packet_id.port_id`, `packet_id.channel_id` and `packet_id.sequence` are
 * taken flat, the same way by every fee endpoint that reads one packet.
 */
export type PacketIdParameters = {
  /** Port of the packet's source end, such as `transfer`. */
  portId: string
  /** Channel of the packet's source end, such as `channel-0`. */
  channelId: string
  /** Sequence number of the packet on that channel (uint64). */
  sequence: IntegerInput
}

const relayerFeeZod = /* @__PURE__ */ z.looseObject({
  /** Paid to the relayer that delivers the packet. */
  recv_fee: /* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(coinSchema)),
  /** Paid to the relayer that brings the acknowledgement back. */
  ack_fee: /* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(coinSchema)),
  /** Paid to the relayer that proves a timeout. */
  timeout_fee: /* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(coinSchema)),
})
type _relayerFeeZodCheck = [Assignable<z.output<typeof relayerFeeZod>, RelayerFee>, Assignable<RelayerFee, z.output<typeof relayerFeeZod>>]
/** The fees of one packet, by the step of relaying they pay for (ICS-29 `Fee`). */
export const relayerFeeSchema: ResponseSchema<RelayerFee> = relayerFeeZod
/** The fees of one packet, by relaying step. */
export type RelayerFee = {
  /** Paid to the relayer that delivers the packet. */
  recv_fee: Coin[]
  /** Paid to the relayer that brings the acknowledgement back. */
  ack_fee: Coin[]
  /** Paid to the relayer that proves a timeout. */
  timeout_fee: Coin[]
}

const packetFeeZod = /* @__PURE__ */ z.looseObject({
  fee: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(relayerFeeSchema)),
  /** Where fees that are not paid out go back to. */
  refund_address: /* @__PURE__ */ z.string(),
  /** Relayers allowed to claim the fees; empty means any relayer. */
  relayers: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.array(/* @__PURE__ */ z.string())),
})
type _packetFeeZodCheck = [Assignable<z.output<typeof packetFeeZod>, PacketFee>, Assignable<PacketFee, z.output<typeof packetFeeZod>>]
/** One payment of fees for a packet (ICS-29 `PacketFee`). */
export const packetFeeSchema: ResponseSchema<PacketFee> = packetFeeZod
/** One payment of fees for a packet. */
export type PacketFee = {
  /** Where fees that are not paid out go back to. */
  refund_address: string
  fee?: RelayerFee | null | undefined
  /** Relayers allowed to claim the fees; empty means any relayer. */
  relayers?: string[] | null | undefined
}

const identifiedPacketFeesZod = /* @__PURE__ */ z.looseObject({
  packet_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(packetIdSchema)),
  packet_fees: /* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(packetFeeSchema)),
})
type _identifiedPacketFeesZodCheck = [Assignable<z.output<typeof identifiedPacketFeesZod>, IdentifiedPacketFees>, Assignable<IdentifiedPacketFees, z.output<typeof identifiedPacketFeesZod>>]
/** A packet and every fee payment in escrow for it (ICS-29 `IdentifiedPacketFees`). */
export const identifiedPacketFeesSchema: ResponseSchema<IdentifiedPacketFees> = identifiedPacketFeesZod
/** A packet and the fees in escrow for it. */
export type IdentifiedPacketFees = {
  packet_fees: PacketFee[]
  packet_id?: PacketId | null | undefined
}

/** Parameters of {@link getIncentivizedPacket}. */
export type GetIncentivizedPacketParameters = PacketIdParameters & {
  /** Block height at which to read the fees (`query_height`); the latest block when absent. */
  queryHeight?: IntegerInput | undefined
}

const getIncentivizedPacketResponseZod = /* @__PURE__ */ z.looseObject({
  incentivized_packet: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(identifiedPacketFeesSchema)),
})
type _getIncentivizedPacketResponseZodCheck = [Assignable<z.output<typeof getIncentivizedPacketResponseZod>, GetIncentivizedPacketResponse>, Assignable<GetIncentivizedPacketResponse, z.output<typeof getIncentivizedPacketResponseZod>>]
/** Response of {@link getIncentivizedPacket}. */
export const getIncentivizedPacketResponseSchema: ResponseSchema<GetIncentivizedPacketResponse> = getIncentivizedPacketResponseZod
/** Response of {@link getIncentivizedPacket}: `incentivized_packet`. */
export type GetIncentivizedPacketResponse = {
  incentivized_packet?: IdentifiedPacketFees | null | undefined
}

/** `GET /ibc/apps/fee/v1/channels/{packet_id.channel_id}/ports/{packet_id.port_id}/sequences/{packet_id.sequence}/incentivized_packet`. */
export const getIncentivizedPacketEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'ibcFee/incentivizedPacket',
  checks: { sequence: uint64Rule, queryHeight: uint64Rule },
  method: 'GET',
  path: '/ibc/apps/fee/v1/channels/{packet_id.channel_id}/ports/{packet_id.port_id}/sequences/{packet_id.sequence}/incentivized_packet',
  pathParams: (parameters: GetIncentivizedPacketParameters) => packetIdPathParams(parameters),
  query: (parameters) => ({ query_height: parameters.queryHeight }),
  response: getIncentivizedPacketResponseSchema,
})

/**
 * The gateway's `packet_id.*` path parameters of a packet.
 *
 * @example
 * ```ts
 * packetIdPathParams({ portId: 'transfer', channelId: 'channel-0', sequence: 7 })
 * // { 'packet_id.channel_id': 'channel-0', 'packet_id.port_id': 'transfer', 'packet_id.sequence': 7 }
 * ```
 */
export function packetIdPathParams(parameters: PacketIdParameters) {
  return {
    'packet_id.channel_id': parameters.channelId,
    'packet_id.port_id': parameters.portId,
    'packet_id.sequence': parameters.sequence,
  }
}

/**
 * The relayer fees in escrow for one packet. The gateway answers 404 (code 5)
 * when no fee was paid for it.
 *
 * @example
 * ```ts
 * const { incentivized_packet } = await getIncentivizedPacket(client, {
 *   portId: 'transfer',
 *   channelId: 'channel-0',
 *   sequence: 42n,
 * })
 * incentivized_packet.packet_fees[0]?.fee.recv_fee // [{ denom: 'akii', amount: '34188163686548805' }]
 * ```
 */
export function getIncentivizedPacket(
  client: GatewayClient,
  parameters: GetIncentivizedPacketParameters,
  options?: RequestOptions,
): Promise<GetIncentivizedPacketResponse> {
  return request(client, getIncentivizedPacketEndpoint, parameters, options)
}
