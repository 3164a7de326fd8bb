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

/** Parameters of {@link getIncentivizedPackets}. */
export type GetIncentivizedPacketsParameters = {
  pagination?: PageRequest | undefined
  /** Block height at which to read the fees (`query_height`); the latest block when absent. */
  queryHeight?: IntegerInput | undefined
}

const getIncentivizedPacketsResponseZod = /* @__PURE__ */ z.looseObject({
  incentivized_packets: /* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(identifiedPacketFeesSchema)),
  pagination: /* @__PURE__ */ z.shapeOf(pageResponseSchema),
})
type _getIncentivizedPacketsResponseZodCheck = [Assignable<z.output<typeof getIncentivizedPacketsResponseZod>, GetIncentivizedPacketsResponse>, Assignable<GetIncentivizedPacketsResponse, z.output<typeof getIncentivizedPacketsResponseZod>>]
/** Response of {@link getIncentivizedPackets}. */
export const getIncentivizedPacketsResponseSchema: ResponseSchema<GetIncentivizedPacketsResponse> = getIncentivizedPacketsResponseZod
/** Response of {@link getIncentivizedPackets}: `incentivized_packets` and `pagination`. */
export type GetIncentivizedPacketsResponse = {
  incentivized_packets: IdentifiedPacketFees[]
  pagination?: PageResponse
}

/** `GET /ibc/apps/fee/v1/incentivized_packets`. */
export const getIncentivizedPacketsEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'ibcFee/incentivizedPackets',
  checks: { pagination: paginationRule, queryHeight: uint64Rule },
  method: 'GET',
  path: '/ibc/apps/fee/v1/incentivized_packets',
  query: (parameters: GetIncentivizedPacketsParameters) => ({
    ...pageRequestToQuery(parameters.pagination),
    query_height: parameters.queryHeight,
  }),
  response: getIncentivizedPacketsResponseSchema,
  pagination: { style: 'key' },
})

/**
 * Every packet with relayer fees in escrow, on all channels, one page at a time.
 *
 * @example
 * ```ts
 * const { incentivized_packets, pagination } = await getIncentivizedPackets(client, { pagination: { limit: 50 } })
 * ```
 */
export function getIncentivizedPackets(
  client: GatewayClient,
  parameters: GetIncentivizedPacketsParameters = {},
  options?: RequestOptions,
): Promise<GetIncentivizedPacketsResponse> {
  return request(client, getIncentivizedPacketsEndpoint, parameters, options)
}
