import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { uint64Rule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { coinSchema } from '../../core/schemas.ts'
import { packetIdPathParams, type PacketIdParameters } from './getIncentivizedPacket.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { Coin } from '../../core/schemas.ts'

/** Parameters of {@link getTotalAckFees}: the packet, by port, channel and sequence. */
export type GetTotalAckFeesParameters = PacketIdParameters

const getTotalAckFeesResponseZod = /* @__PURE__ */ z.looseObject({
  ack_fees: /* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(coinSchema)),
})
type _getTotalAckFeesResponseZodCheck = [Assignable<z.output<typeof getTotalAckFeesResponseZod>, GetTotalAckFeesResponse>, Assignable<GetTotalAckFeesResponse, z.output<typeof getTotalAckFeesResponseZod>>]
/** Response of {@link getTotalAckFees}. */
export const getTotalAckFeesResponseSchema: ResponseSchema<GetTotalAckFeesResponse> = getTotalAckFeesResponseZod
/** Response of {@link getTotalAckFees}: `ack_fees`. */
export type GetTotalAckFeesResponse = {
  ack_fees: Coin[]
}

/** `GET /ibc/apps/fee/v1/channels/{packet_id.channel_id}/ports/{packet_id.port_id}/sequences/{packet_id.sequence}/total_ack_fees`. */
export const getTotalAckFeesEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'ibcFee/totalAckFees',
  checks: { sequence: uint64Rule },
  method: 'GET',
  path: '/ibc/apps/fee/v1/channels/{packet_id.channel_id}/ports/{packet_id.port_id}/sequences/{packet_id.sequence}/total_ack_fees',
  pathParams: (parameters: GetTotalAckFeesParameters) => packetIdPathParams(parameters),
  response: getTotalAckFeesResponseSchema,
})

/**
 * The total acknowledgement fees of a packet (what relayers earn for bringing
 * the acknowledgement back), summed over every fee payment in escrow for it. The gateway answers 404 (code 5) when no
 * fee was paid
 * for the packet.
 *
 * @example
 * ```ts
 * const { ack_fees } = await getTotalAckFees(client, { portId: 'transfer', channelId: 'channel-0', sequence: 42 })
 * ```
 */
export function getTotalAckFees(
  client: GatewayClient,
  parameters: GetTotalAckFeesParameters,
  options?: RequestOptions,
): Promise<GetTotalAckFeesResponse> {
  return request(client, getTotalAckFeesEndpoint, parameters, options)
}
