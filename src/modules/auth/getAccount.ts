import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { accountAddressRule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { accountSchema } from './accountSchemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { Account } from './accountSchemas.ts'

/** Parameters of {@link getAccount}. */
export type GetAccountParameters = {
  /** Bech32 account address. */
  address: string
}

const getAccountResponseZod = /* @__PURE__ */ z.looseObject({
  account: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(accountSchema)),
})
type _getAccountResponseZodCheck = [Assignable<z.output<typeof getAccountResponseZod>, GetAccountResponse>, Assignable<GetAccountResponse, z.output<typeof getAccountResponseZod>>]
/** Response of {@link getAccount}. */
export const getAccountResponseSchema: ResponseSchema<GetAccountResponse> = getAccountResponseZod
/** Response of {@link getAccount}: `account`, an `Any` of the account's type. */
export type GetAccountResponse = {
  account?: Account | null | undefined
}

/** `GET /{sdk}/auth/v1beta1/accounts/{address}`. */
export const getAccountEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'auth/account',
  checks: { address: accountAddressRule },
  method: 'GET',
  path: '/{sdk}/auth/v1beta1/accounts/{address}',
  pathParams: (parameters: GetAccountParameters) => ({ address: parameters.address }),
  response: getAccountResponseSchema,
})

/**
 * One account with all the fields of its type (base, module, vesting, EVM, or
 * a chain's own). The gateway answers 404 (code 5) for an address the chain has
 * never seen.
 *
 * @example
 * ```ts
 * const { account } = await getAccount(client, { address: 'kii1...' })
 * if (anyTypeUrl(account) === accountTypeUrls.continuousVesting) showVestingSchedule(account)
 * const sequence = getBaseAccount(account)?.sequence
 * ```
 */
export function getAccount(
  client: GatewayClient,
  parameters: GetAccountParameters,
  options?: RequestOptions,
): Promise<GetAccountResponse> {
  return request(client, getAccountEndpoint, parameters, options)
}
