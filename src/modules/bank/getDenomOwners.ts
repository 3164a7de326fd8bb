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

/** Parameters of {@link getDenomOwners}. */
export type GetDenomOwnersParameters = {
  /** The denom; slashes (`ibc/...`, `factory/.../...`) stay path separators of the wildcard route. */
  denom: string
  pagination?: PageRequest | undefined
}

const getDenomOwnersResponseZod = /* @__PURE__ */ z.looseObject({
  denom_owners: /* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(denomOwnerSchema)),
  pagination: /* @__PURE__ */ z.shapeOf(pageResponseSchema),
})
type _getDenomOwnersResponseZodCheck = [Assignable<z.output<typeof getDenomOwnersResponseZod>, GetDenomOwnersResponse>, Assignable<GetDenomOwnersResponse, z.output<typeof getDenomOwnersResponseZod>>]
/** Response of {@link getDenomOwners}. */
export const getDenomOwnersResponseSchema: ResponseSchema<GetDenomOwnersResponse> = getDenomOwnersResponseZod
/** Response of {@link getDenomOwners}: `denom_owners` (address and balance) and `pagination`. */
export type GetDenomOwnersResponse = {
  denom_owners: DenomOwner[]
  pagination?: PageResponse
}

/** `GET /{sdk}/bank/v1beta1/denom_owners/{denom=**}` (SDK 0.46+). */
export const getDenomOwnersEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'bank/denomOwners',
  checks: { pagination: paginationRule },
  method: 'GET',
  path: '/{sdk}/bank/v1beta1/denom_owners/{denom=**}',
  pathParams: (parameters: GetDenomOwnersParameters) => ({ denom: parameters.denom }),
  query: (parameters) => pageRequestToQuery(parameters.pagination),
  response: getDenomOwnersResponseSchema,
  pagination: { style: 'key' },
})

/**
 * Every account holding a denom, with its balance, one page at a time (SDK 0.46+).
 * Gateways that cannot route denoms with slashes answer {@link getDenomOwnersByQuery}.
 *
 * @example
 * ```ts
 * const { denom_owners } = await getDenomOwners(client, { denom: 'ibc/27394F...', pagination: { limit: 100 } })
 * ```
 */
export function getDenomOwners(
  client: GatewayClient,
  parameters: GetDenomOwnersParameters,
  options?: RequestOptions,
): Promise<GetDenomOwnersResponse> {
  return request(client, getDenomOwnersEndpoint, parameters, options)
}
