import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { pageRequestToQuery, type PageRequest } from '../../core/pagination.ts'
import { paginationRule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { pageResponseSchema } from '../../core/schemas.ts'
import { denomTraceSchema } from './getDenomTrace.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { DenomTrace } from './getDenomTrace.ts'
import type { PageResponse } from '../../core/schemas.ts'

/** Parameters of {@link getDenomTraces}. */
export type GetDenomTracesParameters = {
  pagination?: PageRequest | undefined
}

const getDenomTracesResponseZod = /* @__PURE__ */ z.looseObject({
  denom_traces: /* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(denomTraceSchema)),
  pagination: /* @__PURE__ */ z.shapeOf(pageResponseSchema),
})
type _getDenomTracesResponseZodCheck = [Assignable<z.output<typeof getDenomTracesResponseZod>, GetDenomTracesResponse>, Assignable<GetDenomTracesResponse, z.output<typeof getDenomTracesResponseZod>>]
/** Response of {@link getDenomTraces}. */
export const getDenomTracesResponseSchema: ResponseSchema<GetDenomTracesResponse> = getDenomTracesResponseZod
/** Response of {@link getDenomTraces}: `denom_traces` and `pagination`. */
export type GetDenomTracesResponse = {
  denom_traces: DenomTrace[]
  pagination?: PageResponse
}

/** `GET /ibc/apps/transfer/v1/denom_traces`. */
export const getDenomTracesEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'ibcTransfer/denomTraces',
  checks: { pagination: paginationRule },
  method: 'GET',
  path: '/ibc/apps/transfer/v1/denom_traces',
  query: (parameters: GetDenomTracesParameters) => pageRequestToQuery(parameters.pagination),
  response: getDenomTracesResponseSchema,
  pagination: { style: 'key' },
})

/**
 * The traces of every IBC voucher the chain has received, one page at a time.
 * Pages follow the chain's store (by hash); within a page the gateway sorts by
 * full denom path.
 *
 * @example
 * ```ts
 * const { denom_traces, pagination } = await getDenomTraces(client, { pagination: { limit: 100 } })
 * ```
 */
export function getDenomTraces(
  client: GatewayClient,
  parameters: GetDenomTracesParameters = {},
  options?: RequestOptions,
): Promise<GetDenomTracesResponse> {
  return request(client, getDenomTracesEndpoint, parameters, options)
}
