import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { uint64Rule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { coinSchema } from '../../core/schemas.ts'
import { packetIdPathParams, type PacketIdParameters } from './getIncentivizedPacket.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { Coin } from '../../core/schemas.ts'

/** Parameters of {@link getTotalRecvFees}: the packet, by port, channel and sequence. */
export type GetTotalRecvFeesParameters = PacketIdParameters

const getTotalRecvFeesResponseZod = /* @__PURE__ */ z.looseObject({
  recv_fees: /* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(coinSchema)),
})
type _getTotalRecvFeesResponseZodCheck = [Assignable<z.output<typeof getTotalRecvFeesResponseZod>, GetTotalRecvFeesResponse>, Assignable<GetTotalRecvFeesResponse, z.output<typeof getTotalRecvFeesResponseZod>>]
/** Response of {@link getTotalRecvFees}. */
export const getTotalRecvFeesResponseSchema: ResponseSchema<GetTotalRecvFeesResponse> = getTotalRecvFeesResponseZod
/** Response of {@link getTotalRecvFees}: `recv_fees`. */
export type GetTotalRecvFeesResponse = {
  recv_fees: Coin[]
}

/** `GET /ibc/apps/fee/v1/channels/{packet_id.channel_id}/ports/{packet_id.port_id}/sequences/{packet_id.sequence}/total_recv_fees`. */
export const getTotalRecvFeesEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'ibcFee/totalRecvFees',
  checks: { sequence: uint64Rule },
  method: 'GET',
  path: '/ibc/apps/fee/v1/channels/{packet_id.channel_id}/ports/{packet_id.port_id}/sequences/{packet_id.sequence}/total_recv_fees',
  pathParams: (parameters: GetTotalRecvFeesParameters) => packetIdPathParams(parameters),
  response: getTotalRecvFeesResponseSchema,
})

/**
 * The total receive fees of a packet (what relayers earn for delivering it),
 * summed over every fee payment in escrow for it.
 * The gateway answers 404 (code 5) when no fee was paid for the packet.
 *
 * @example
 * ```ts
 * const { recv_fees } = await getTotalRecvFees(client, { portId: 'transfer', channelId: 'channel-0', sequence: 42 })
 * ```
 */
export function getTotalRecvFees(
  client: GatewayClient,
  parameters: GetTotalRecvFeesParameters,
  options?: RequestOptions,
): Promise<GetTotalRecvFeesResponse> {
  return request(client, getTotalRecvFeesEndpoint, parameters, options)
}
