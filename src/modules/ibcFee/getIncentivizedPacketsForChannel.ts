import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { pageRequestToQuery, type IntegerInput, type PageRequest } from '../../core/pagination.ts'
import { paginationRule, uint64Rule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { pageResponseSchema } from '../../core/schemas.ts'
import { identifiedPacketFeesSchema } from './getIncentivizedPacket.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { IdentifiedPacketFees } from './getIncentivizedPacket.ts'
import type { PageResponse } from '../../core/schemas.ts'

/** Parameters of {@link getIncentivizedPacketsForChannel}. */
export type GetIncentivizedPacketsForChannelParameters = {
  /** Channel id, such as `channel-0`. */
  channelId: string
  /** Port id, such as `transfer`. */
  portId: string
  pagination?: PageRequest | undefined
  /** Block height at which to read the fees (`query_height`); the latest block when absent. */
  queryHeight?: IntegerInput | undefined
}

const getIncentivizedPacketsForChannelResponseZod = /* @__PURE__ */ z.looseObject({
  incentivized_packets: /* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(identifiedPacketFeesSchema)),
  pagination: /* @__PURE__ */ z.shapeOf(pageResponseSchema),
})
type _getIncentivizedPacketsForChannelResponseZodCheck = [Assignable<z.output<typeof getIncentivizedPacketsForChannelResponseZod>, GetIncentivizedPacketsForChannelResponse>, Assignable<GetIncentivizedPacketsForChannelResponse, z.output<typeof getIncentivizedPacketsForChannelResponseZod>>]
/** Response of {@link getIncentivizedPacketsForChannel}. */
export const getIncentivizedPacketsForChannelResponseSchema: ResponseSchema<GetIncentivizedPacketsForChannelResponse> = getIncentivizedPacketsForChannelResponseZod
/** Response of {@link getIncentivizedPacketsForChannel}: `incentivized_packets` and `pagination`. */
export type GetIncentivizedPacketsForChannelResponse = {
  incentivized_packets: IdentifiedPacketFees[]
  pagination?: PageResponse
}

/** `GET /ibc/apps/fee/v1/channels/{channel_id}/ports/{port_id}/incentivized_packets`. */
export const getIncentivizedPacketsForChannelEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'ibcFee/incentivizedPacketsForChannel',
  checks: { pagination: paginationRule, queryHeight: uint64Rule },
  method: 'GET',
  path: '/ibc/apps/fee/v1/channels/{channel_id}/ports/{port_id}/incentivized_packets',
  pathParams: (parameters: GetIncentivizedPacketsForChannelParameters) => ({
    channel_id: parameters.channelId,
    port_id: parameters.portId,
  }),
  query: (parameters) => ({ ...pageRequestToQuery(parameters.pagination), query_height: parameters.queryHeight }),
  response: getIncentivizedPacketsForChannelResponseSchema,
  pagination: { style: 'key' },
})

/**
 * The packets with relayer fees in escrow on one channel, one page at a time.
 * A channel without any answers an empty list.
 *
 * @example
 * ```ts
 * const { incentivized_packets } = await getIncentivizedPacketsForChannel(client, {
 *   channelId: 'channel-0',
 *   portId: 'transfer',
 * })
 * ```
 */
export function getIncentivizedPacketsForChannel(
  client: GatewayClient,
  parameters: GetIncentivizedPacketsForChannelParameters,
  options?: RequestOptions,
): Promise<GetIncentivizedPacketsForChannelResponse> {
  return request(client, getIncentivizedPacketsForChannelEndpoint, parameters, options)
}
