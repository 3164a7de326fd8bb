import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { accountAddressRule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { baseAccountSchema } from './accountSchemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { BaseAccount } from './accountSchemas.ts'

/** Parameters of {@link getAccountInfo}. */
export type GetAccountInfoParameters = {
  /** Bech32 account address. */
  address: string
}

const getAccountInfoResponseZod = /* @__PURE__ */ z.looseObject({
  info: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(baseAccountSchema)),
})
type _getAccountInfoResponseZodCheck = [Assignable<z.output<typeof getAccountInfoResponseZod>, GetAccountInfoResponse>, Assignable<GetAccountInfoResponse, z.output<typeof getAccountInfoResponseZod>>]
/** Response of {@link getAccountInfo}. */
export const getAccountInfoResponseSchema: ResponseSchema<GetAccountInfoResponse> = getAccountInfoResponseZod
/** Response of {@link getAccountInfo}: `info` with `address`, `pub_key`, `account_number` and `sequence`. */
export type GetAccountInfoResponse = {
  info?: BaseAccount | null | undefined
}

/** `GET /{sdk}/auth/v1beta1/account_info/{address}` (SDK 0.47+). */
export const getAccountInfoEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'auth/accountInfo',
  checks: { address: accountAddressRule },
  method: 'GET',
  path: '/{sdk}/auth/v1beta1/account_info/{address}',
  pathParams: (parameters: GetAccountInfoParameters) => ({ address: parameters.address }),
  response: getAccountInfoResponseSchema,
})

/**
 * The fields every account type shares (address, public key, account number,
 * sequence), whatever the account's type (SDK 0.47+). On older chains read
 * them from {@link getAccount} with {@link getBaseAccount}.
 *
 * @example
 * ```ts
 * const { info } = await getAccountInfo(client, { address: 'kii1...' })
 * console.log(info.account_number, info.sequence, info.pub_key ?? 'never signed')
 * ```
 */
export function getAccountInfo(
  client: GatewayClient,
  parameters: GetAccountInfoParameters,
  options?: RequestOptions,
): Promise<GetAccountInfoResponse> {
  return request(client, getAccountInfoEndpoint, parameters, options)
}
