import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { accountAddressRule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { coinSchema } from '../../core/schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { Coin } from '../../core/schemas.ts'

/** Parameters of {@link getSpendableBalance}. */
export type GetSpendableBalanceParameters = {
  /** Bech32 account address. */
  address: string
  /** The denom to read. */
  denom: string
}

const getSpendableBalanceResponseZod = /* @__PURE__ */ z.looseObject({
  balance: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(coinSchema)),
})
type _getSpendableBalanceResponseZodCheck = [Assignable<z.output<typeof getSpendableBalanceResponseZod>, GetSpendableBalanceResponse>, Assignable<GetSpendableBalanceResponse, z.output<typeof getSpendableBalanceResponseZod>>]
/** Response of {@link getSpendableBalance}. */
export const getSpendableBalanceResponseSchema: ResponseSchema<GetSpendableBalanceResponse> = getSpendableBalanceResponseZod
/** Response of {@link getSpendableBalance}: `balance`, the part of the balance that is not locked. */
export type GetSpendableBalanceResponse = {
  balance?: Coin | null | undefined
}

/** `GET /{sdk}/bank/v1beta1/spendable_balances/{address}/by_denom?denom=` (SDK 0.47+). */
export const getSpendableBalanceEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'bank/spendableBalance',
  required: ['denom'],
  checks: { address: accountAddressRule },
  method: 'GET',
  path: '/{sdk}/bank/v1beta1/spendable_balances/{address}/by_denom',
  pathParams: (parameters: GetSpendableBalanceParameters) => ({ address: parameters.address }),
  query: (parameters) => ({ denom: parameters.denom }),
  response: getSpendableBalanceResponseSchema,
})

/**
 * The spendable balance of one denom of an account: its balance minus what is
 * still locked by vesting (SDK 0.47+).
 *
 * @example
 * ```ts
 * const { balance } = await getSpendableBalance(client, { address: 'kii1...', denom: 'akii' })
 * ```
 */
export function getSpendableBalance(
  client: GatewayClient,
  parameters: GetSpendableBalanceParameters,
  options?: RequestOptions,
): Promise<GetSpendableBalanceResponse> {
  return request(client, getSpendableBalanceEndpoint, parameters, options)
}
