import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { pageRequestToQuery, type PageRequest } from '../../core/pagination.ts'
import { accountAddressRule, paginationRule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { coinSchema, pageResponseSchema } from '../../core/schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { Coin } from '../../core/schemas.ts'
import type { PageResponse } from '../../core/schemas.ts'

/** Parameters of {@link getSpendableBalances}. */
export type GetSpendableBalancesParameters = {
  /** Bech32 account address. */
  address: string
  pagination?: PageRequest | undefined
}

const getSpendableBalancesResponseZod = /* @__PURE__ */ z.looseObject({
  balances: /* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(coinSchema)),
  pagination: /* @__PURE__ */ z.shapeOf(pageResponseSchema),
})
type _getSpendableBalancesResponseZodCheck = [Assignable<z.output<typeof getSpendableBalancesResponseZod>, GetSpendableBalancesResponse>, Assignable<GetSpendableBalancesResponse, z.output<typeof getSpendableBalancesResponseZod>>]
/** Response of {@link getSpendableBalances}. */
export const getSpendableBalancesResponseSchema: ResponseSchema<GetSpendableBalancesResponse> = getSpendableBalancesResponseZod
/** Response of {@link getSpendableBalances}: `balances` and `pagination`. */
export type GetSpendableBalancesResponse = {
  balances: Coin[]
  pagination?: PageResponse
}

/** `GET /{sdk}/bank/v1beta1/spendable_balances/{address}` (SDK 0.46+). */
export const getSpendableBalancesEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'bank/spendableBalances',
  checks: { address: accountAddressRule, pagination: paginationRule },
  method: 'GET',
  path: '/{sdk}/bank/v1beta1/spendable_balances/{address}',
  pathParams: (parameters: GetSpendableBalancesParameters) => ({ address: parameters.address }),
  query: (parameters) => pageRequestToQuery(parameters.pagination),
  response: getSpendableBalancesResponseSchema,
  pagination: { style: 'key' },
})

/**
 * The spendable balances of an account (balances minus what vesting still
 * locks), one page at a time.
 *
 * @example
 * ```ts
 * const { balances } = await getSpendableBalances(client, { address: 'kii1...', pagination: { limit: 50 } })
 * ```
 */
export function getSpendableBalances(
  client: GatewayClient,
  parameters: GetSpendableBalancesParameters,
  options?: RequestOptions,
): Promise<GetSpendableBalancesResponse> {
  return request(client, getSpendableBalancesEndpoint, parameters, options)
}
