import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { pageRequestToQuery, type PageRequest } from '../../core/pagination.ts'
import { paginationRule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { coinSchema, pageResponseSchema } from '../../core/schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { Coin } from '../../core/schemas.ts'
import type { PageResponse } from '../../core/schemas.ts'

/** Parameters of {@link getSupply}. */
export type GetSupplyParameters = {
  pagination?: PageRequest | undefined
}

const getSupplyResponseZod = /* @__PURE__ */ z.looseObject({
  supply: /* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(coinSchema)),
  pagination: /* @__PURE__ */ z.shapeOf(pageResponseSchema),
})
type _getSupplyResponseZodCheck = [Assignable<z.output<typeof getSupplyResponseZod>, GetSupplyResponse>, Assignable<GetSupplyResponse, z.output<typeof getSupplyResponseZod>>]
/** Response of {@link getSupply}. */
export const getSupplyResponseSchema: ResponseSchema<GetSupplyResponse> = getSupplyResponseZod
/** Response of {@link getSupply}: `supply` (one coin per denom) and `pagination`. */
export type GetSupplyResponse = {
  supply: Coin[]
  pagination?: PageResponse
}

/** `GET /{sdk}/bank/v1beta1/supply`. */
export const getSupplyEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'bank/supply',
  checks: { pagination: paginationRule },
  method: 'GET',
  path: '/{sdk}/bank/v1beta1/supply',
  query: (parameters: GetSupplyParameters) => pageRequestToQuery(parameters.pagination),
  response: getSupplyResponseSchema,
  pagination: { style: 'key' },
})

/**
 * The total supply of every denom, one page at a time.
 *
 * @example
 * ```ts
 * const { supply, pagination } = await getSupply(client, { pagination: { limit: 100 } })
 * ```
 */
export function getSupply(
  client: GatewayClient,
  parameters: GetSupplyParameters = {},
  options?: RequestOptions,
): Promise<GetSupplyResponse> {
  return request(client, getSupplyEndpoint, parameters, options)
}
