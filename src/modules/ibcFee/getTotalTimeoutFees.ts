import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { uint64Rule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { coinSchema } from '../../core/schemas.ts'
import { packetIdPathParams, type PacketIdParameters } from './getIncentivizedPacket.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { Coin } from '../../core/schemas.ts'

/** Parameters of {@link getTotalTimeoutFees}: the packet, by port, channel and sequence. */
export type GetTotalTimeoutFeesParameters = PacketIdParameters

const getTotalTimeoutFeesResponseZod = /* @__PURE__ */ z.looseObject({
  timeout_fees: /* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(coinSchema)),
})
type _getTotalTimeoutFeesResponseZodCheck = [Assignable<z.output<typeof getTotalTimeoutFeesResponseZod>, GetTotalTimeoutFeesResponse>, Assignable<GetTotalTimeoutFeesResponse, z.output<typeof getTotalTimeoutFeesResponseZod>>]
/** Response of {@link getTotalTimeoutFees}. */
export const getTotalTimeoutFeesResponseSchema: ResponseSchema<GetTotalTimeoutFeesResponse> = getTotalTimeoutFeesResponseZod
/** Response of {@link getTotalTimeoutFees}: `timeout_fees`. */
export type GetTotalTimeoutFeesResponse = {
  timeout_fees: Coin[]
}

/** `GET /ibc/apps/fee/v1/channels/{packet_id.channel_id}/ports/{packet_id.port_id}/sequences/{packet_id.sequence}/total_timeout_fees`. */
export const getTotalTimeoutFeesEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'ibcFee/totalTimeoutFees',
  checks: { sequence: uint64Rule },
  method: 'GET',
  path: '/ibc/apps/fee/v1/channels/{packet_id.channel_id}/ports/{packet_id.port_id}/sequences/{packet_id.sequence}/total_timeout_fees',
  pathParams: (parameters: GetTotalTimeoutFeesParameters) => packetIdPathParams(parameters),
  response: getTotalTimeoutFeesResponseSchema,
})

/**
 * The total timeout fees of a packet (what relayers earn for proving its
 * timeout), summed over every fee payment in escrow for it.
 * The gateway answers 404 (code 5) when no fee was paid for the packet.
 *
 * @example
 * ```ts
 * const { timeout_fees } = await getTotalTimeoutFees(client, {
 *   portId: 'transfer',
 *   channelId: 'channel-0',
 *   sequence: 42,
 * })
 * ```
 */
export function getTotalTimeoutFees(
  client: GatewayClient,
  parameters: GetTotalTimeoutFeesParameters,
  options?: RequestOptions,
): Promise<GetTotalTimeoutFeesResponse> {
  return request(client, getTotalTimeoutFeesEndpoint, parameters, options)
}
