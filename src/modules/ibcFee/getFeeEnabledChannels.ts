import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { pageRequestToQuery, type IntegerInput, type PageRequest } from '../../core/pagination.ts'
import { paginationRule, uint64Rule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { pageResponseSchema } from '../../core/schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { PageResponse } from '../../core/schemas.ts'

/** Parameters of {@link getFeeEnabledChannels}. */
export type GetFeeEnabledChannelsParameters = {
  pagination?: PageRequest | undefined
  /** Block height at which to read (`query_height`); the latest block when absent. */
  queryHeight?: IntegerInput | undefined
}

const getFeeEnabledChannelsResponseZod = /* @__PURE__ */ z.looseObject({
  fee_enabled_channels: /* @__PURE__ */ z.array(/* @__PURE__ */ z.looseObject({ port_id: /* @__PURE__ */ z.string(), channel_id: /* @__PURE__ */ z.string() })),
  pagination: /* @__PURE__ */ z.shapeOf(pageResponseSchema),
})
type _getFeeEnabledChannelsResponseZodCheck = [Assignable<z.output<typeof getFeeEnabledChannelsResponseZod>, GetFeeEnabledChannelsResponse>, Assignable<GetFeeEnabledChannelsResponse, z.output<typeof getFeeEnabledChannelsResponseZod>>]
/** Response of {@link getFeeEnabledChannels}. */
export const getFeeEnabledChannelsResponseSchema: ResponseSchema<GetFeeEnabledChannelsResponse> = getFeeEnabledChannelsResponseZod
/** Response of {@link getFeeEnabledChannels}: `fee_enabled_channels` and `pagination`. */
export type GetFeeEnabledChannelsResponse = {
  fee_enabled_channels: {
    port_id: string
    channel_id: string
  }[]
  pagination?: PageResponse
}

/** `GET /ibc/apps/fee/v1/fee_enabled`. */
export const getFeeEnabledChannelsEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'ibcFee/feeEnabledChannels',
  checks: { pagination: paginationRule, queryHeight: uint64Rule },
  method: 'GET',
  path: '/ibc/apps/fee/v1/fee_enabled',
  query: (parameters: GetFeeEnabledChannelsParameters) => ({
    ...pageRequestToQuery(parameters.pagination),
    query_height: parameters.queryHeight,
  }),
  response: getFeeEnabledChannelsResponseSchema,
  pagination: { style: 'key' },
})

/**
 * Every channel with relayer fees (ICS-29) enabled, one page at a time.
 *
 * @example
 * ```ts
 * const { fee_enabled_channels } = await getFeeEnabledChannels(client)
 * // [{ port_id: 'transfer', channel_id: 'channel-0' }, ...]
 * ```
 */
export function getFeeEnabledChannels(
  client: GatewayClient,
  parameters: GetFeeEnabledChannelsParameters = {},
  options?: RequestOptions,
): Promise<GetFeeEnabledChannelsResponse> {
  return request(client, getFeeEnabledChannelsEndpoint, parameters, options)
}
