import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { pageRequestToQuery, type PageRequest } from '../../core/pagination.ts'
import { paginationRule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { pageResponseSchema } from '../../core/schemas.ts'
import { denomOwnerSchema } from './schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { DenomOwner } from './schemas.ts'
import type { PageResponse } from '../../core/schemas.ts'

/** Parameters of {@link getDenomOwnersByQuery}. */
export type GetDenomOwnersByQueryParameters = {
  /** The denom, sent in the query string. */
  denom: string
  pagination?: PageRequest | undefined
}

const getDenomOwnersByQueryResponseZod = /* @__PURE__ */ z.looseObject({
  denom_owners: /* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(denomOwnerSchema)),
  pagination: /* @__PURE__ */ z.shapeOf(pageResponseSchema),
})
type _getDenomOwnersByQueryResponseZodCheck = [Assignable<z.output<typeof getDenomOwnersByQueryResponseZod>, GetDenomOwnersByQueryResponse>, Assignable<GetDenomOwnersByQueryResponse, z.output<typeof getDenomOwnersByQueryResponseZod>>]
/** Response of {@link getDenomOwnersByQuery}. */
export const getDenomOwnersByQueryResponseSchema: ResponseSchema<GetDenomOwnersByQueryResponse> = getDenomOwnersByQueryResponseZod
/** Response of {@link getDenomOwnersByQuery}: `denom_owners` and `pagination`. */
export type GetDenomOwnersByQueryResponse = {
  denom_owners: DenomOwner[]
  pagination?: PageResponse
}

/** `GET /{sdk}/bank/v1beta1/denom_owners_by_query?denom=` (SDK 0.50.3+). */
export const getDenomOwnersByQueryEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'bank/denomOwnersByQuery',
  required: ['denom'],
  checks: { pagination: paginationRule },
  method: 'GET',
  path: '/{sdk}/bank/v1beta1/denom_owners_by_query',
  query: (parameters: GetDenomOwnersByQueryParameters) => ({
    denom: parameters.denom,
    ...pageRequestToQuery(parameters.pagination),
  }),
  response: getDenomOwnersByQueryResponseSchema,
  pagination: { style: 'key' },
})

/**
 * Every account holding a denom, with the denom in the query string (SDK 0.50.3+),
 * one page at a time.
 *
 * @example
 * ```ts
 * const { denom_owners } = await getDenomOwnersByQuery(client, { denom: 'factory/kii1.../ORO' })
 * ```
 */
export function getDenomOwnersByQuery(
  client: GatewayClient,
  parameters: GetDenomOwnersByQueryParameters,
  options?: RequestOptions,
): Promise<GetDenomOwnersByQueryResponse> {
  return request(client, getDenomOwnersByQueryEndpoint, parameters, options)
}
