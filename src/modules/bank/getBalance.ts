import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { accountAddressRule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { coinSchema } from '../../core/schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { Coin } from '../../core/schemas.ts'

/** Parameters of {@link getBalance}. */
export type GetBalanceParameters = {
  /** Bech32 account address. */
  address: string
  /** The denom to read, such as `akii`, `ibc/27394F...` or `factory/kii1.../ORO`. */
  denom: string
}

const getBalanceResponseZod = /* @__PURE__ */ z.looseObject({
  balance: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(coinSchema)),
})
type _getBalanceResponseZodCheck = [Assignable<z.output<typeof getBalanceResponseZod>, GetBalanceResponse>, Assignable<GetBalanceResponse, z.output<typeof getBalanceResponseZod>>]
/** Response of {@link getBalance}. */
export const getBalanceResponseSchema: ResponseSchema<GetBalanceResponse> = getBalanceResponseZod
/** Response of {@link getBalance}: `balance`, a coin (amount `"0"` for a denom the account does not hold). */
export type GetBalanceResponse = {
  balance?: Coin | null | undefined
}

/** `GET /{sdk}/bank/v1beta1/balances/{address}/by_denom?denom=`. */
export const getBalanceEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'bank/balance',
  required: ['denom'],
  checks: { address: accountAddressRule },
  method: 'GET',
  path: '/{sdk}/bank/v1beta1/balances/{address}/by_denom',
  pathParams: (parameters: GetBalanceParameters) => ({ address: parameters.address }),
  query: (parameters) => ({ denom: parameters.denom }),
  response: getBalanceResponseSchema,
})

/**
 * The balance of one denom of an account.
 *
 * @example
 * ```ts
 * const { balance } = await getBalance(client, { address: 'kii1...', denom: 'akii' })
 * const kii = formatUnits(balance.amount, 18) // a decimal string, never a float
 * ```
 */
export function getBalance(
  client: GatewayClient,
  parameters: GetBalanceParameters,
  options?: RequestOptions,
): Promise<GetBalanceResponse> {
  return request(client, getBalanceEndpoint, parameters, options)
}
