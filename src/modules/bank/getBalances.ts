import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { pageRequestToQuery, type PageRequest } from '../../core/pagination.ts'
import { accountAddressRule, paginationRule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { coinSchema, pageResponseSchema } from '../../core/schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { Coin } from '../../core/schemas.ts'
import type { PageResponse } from '../../core/schemas.ts'

/** Parameters of {@link getBalances}. */
export type GetBalancesParameters = {
  /** Bech32 account address. */
  address: string
  pagination?: PageRequest | undefined
  /** Resolve each denom to its display form from metadata (SDK 0.50+). */
  resolveDenom?: boolean | undefined
}

const getBalancesResponseZod = /* @__PURE__ */ z.looseObject({
  balances: /* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(coinSchema)),
  pagination: /* @__PURE__ */ z.shapeOf(pageResponseSchema),
})
type _getBalancesResponseZodCheck = [Assignable<z.output<typeof getBalancesResponseZod>, GetBalancesResponse>, Assignable<GetBalancesResponse, z.output<typeof getBalancesResponseZod>>]
/** Response of {@link getBalances}. */
export const getBalancesResponseSchema: ResponseSchema<GetBalancesResponse> = getBalancesResponseZod
/** Response of {@link getBalances}: `balances` and `pagination`. */
export type GetBalancesResponse = {
  balances: Coin[]
  pagination?: PageResponse
}

/** `GET /{sdk}/bank/v1beta1/balances/{address}`. */
export const getBalancesEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'bank/balances',
  checks: { address: accountAddressRule, pagination: paginationRule },
  method: 'GET',
  path: '/{sdk}/bank/v1beta1/balances/{address}',
  pathParams: (parameters: GetBalancesParameters) => ({ address: parameters.address }),
  query: (parameters) => ({
    ...pageRequestToQuery(parameters.pagination),
    resolve_denom: parameters.resolveDenom,
  }),
  response: getBalancesResponseSchema,
  pagination: { style: 'key' },
})

/**
 * All balances of an account, one page at a time.
 *
 * @example
 * ```ts
 * const { balances, pagination } = await getBalances(client, { address: 'kii1...', pagination: { limit: 50 } })
 * ```
 */
export function getBalances(
  client: GatewayClient,
  parameters: GetBalancesParameters,
  options?: RequestOptions,
): Promise<GetBalancesResponse> {
  return request(client, getBalancesEndpoint, parameters, options)
}
