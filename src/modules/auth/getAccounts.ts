import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { pageRequestToQuery, type PageRequest } from '../../core/pagination.ts'
import { paginationRule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { pageResponseSchema } from '../../core/schemas.ts'
import { accountSchema } from './accountSchemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { Account } from './accountSchemas.ts'
import type { PageResponse } from '../../core/schemas.ts'

/** Parameters of {@link getAccounts}. */
export type GetAccountsParameters = {
  pagination?: PageRequest | undefined
}

const getAccountsResponseZod = /* @__PURE__ */ z.looseObject({
  accounts: /* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(accountSchema)),
  pagination: /* @__PURE__ */ z.shapeOf(pageResponseSchema),
})
type _getAccountsResponseZodCheck = [Assignable<z.output<typeof getAccountsResponseZod>, GetAccountsResponse>, Assignable<GetAccountsResponse, z.output<typeof getAccountsResponseZod>>]
/** Response of {@link getAccounts}. */
export const getAccountsResponseSchema: ResponseSchema<GetAccountsResponse> = getAccountsResponseZod
/** Response of {@link getAccounts}: `accounts` (each an `Any` of its account type) and `pagination`. */
export type GetAccountsResponse = {
  accounts: Account[]
  pagination?: PageResponse
}

/** `GET /{sdk}/auth/v1beta1/accounts` (SDK 0.43+). */
export const getAccountsEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'auth/accounts',
  checks: { pagination: paginationRule },
  method: 'GET',
  path: '/{sdk}/auth/v1beta1/accounts',
  query: (parameters: GetAccountsParameters) => pageRequestToQuery(parameters.pagination),
  response: getAccountsResponseSchema,
  pagination: { style: 'key' },
})

/**
 * Every account of the chain, one page at a time. Accounts come in many types;
 * read their common fields with {@link getBaseAccount}.
 *
 * @example
 * ```ts
 * const { accounts, pagination } = await getAccounts(client, { pagination: { limit: 100 } })
 * const addresses = accounts.map((account) => getBaseAccount(account)?.address)
 * ```
 */
export function getAccounts(
  client: GatewayClient,
  parameters: GetAccountsParameters = {},
  options?: RequestOptions,
): Promise<GetAccountsResponse> {
  return request(client, getAccountsEndpoint, parameters, options)
}
