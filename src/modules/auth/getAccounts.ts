import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { pageRequestToQuery, type PageRequest } from '../../core/pagination.ts'
import { paginationRule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { pageResponseSchema } from '../../core/schemas.ts'
import { accountSchema } from './accountSchemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import { zodOf } from '../../core/responseSchema.ts'

/** Parameters of {@link getAccounts}. */
export type GetAccountsParameters = {
  pagination?: PageRequest | undefined
}

const getAccountsResponseZod = /* @__PURE__ */ z.looseObject({
  accounts: /* @__PURE__ */ z.array(/* @__PURE__ */ zodOf(accountSchema)),
  pagination: /* @__PURE__ */ zodOf(pageResponseSchema),
})
type _getAccountsResponseZodCheck = [Assignable<z.output<typeof getAccountsResponseZod>, GetAccountsResponse>, Assignable<GetAccountsResponse, z.output<typeof getAccountsResponseZod>>]
/** Response of {@link getAccounts}. */
export const getAccountsResponseSchema: ResponseSchema<GetAccountsResponse> = getAccountsResponseZod
/** Response of {@link getAccounts}: `accounts` (each an `Any` of its account type) and `pagination`. */
export type GetAccountsResponse = {
  accounts: ({
    address: string
    account_number: string
    sequence: string
    "@type": "/cosmos.auth.v1beta1.BaseAccount"
    pub_key?: {
      [x: string]: unknown
      "@type": string
    } | {
      type_url: string
      value?: string | null | undefined
    } | null | undefined
  } | {
    "@type": "/cosmos.auth.v1beta1.ModuleAccount"
    name: string
    permissions: string[]
    base_account?: {
      address: string
      account_number: string
      sequence: string
      pub_key?: {
        [x: string]: unknown
        "@type": string
      } | {
        type_url: string
        value?: string | null | undefined
      } | null | undefined
    } | null | undefined
  } | {
    "@type": "/cosmos.vesting.v1beta1.ContinuousVestingAccount" | "/cosmos.vesting.v1beta1.DelayedVestingAccount" | "/cosmos.vesting.v1beta1.PeriodicVestingAccount" | "/cosmos.vesting.v1beta1.PermanentLockedAccount"
    base_vesting_account?: {
      original_vesting: {
        denom: string
        amount: string
      }[]
      delegated_free: {
        denom: string
        amount: string
      }[]
      delegated_vesting: {
        denom: string
        amount: string
      }[]
      end_time: string
      base_account?: {
        address: string
        account_number: string
        sequence: string
        pub_key?: {
          [x: string]: unknown
          "@type": string
        } | {
          type_url: string
          value?: string | null | undefined
        } | null | undefined
      } | null | undefined
    } | null | undefined
    start_time?: string | undefined
    vesting_periods?: {
      length: string
      amount: {
        denom: string
        amount: string
      }[]
    }[] | undefined
  } | {
    "@type": "/ethermint.types.v1.EthAccount"
    code_hash: string
    base_account?: {
      address: string
      account_number: string
      sequence: string
      pub_key?: {
        [x: string]: unknown
        "@type": string
      } | {
        type_url: string
        value?: string | null | undefined
      } | null | undefined
    } | null | undefined
  } | {
    "@type": string
  } | {
    type_url: string
    value?: string | null | undefined
  })[]
  pagination?: {
    next_key?: string | null | undefined
    total?: string | null | undefined
  } | null | undefined
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
