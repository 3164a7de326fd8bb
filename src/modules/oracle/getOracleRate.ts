import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { oracleExchangeRateSchema } from './getOracleRates.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { OracleExchangeRate } from './getOracleRates.ts'

/** Parameters of {@link getOracleRate}. */
export type GetOracleRateParameters = {
  /** A denom the oracle prices, such as `uatom` (one of `getActiveDenoms`). */
  denom: string
}

const getOracleRateResponseZod = /* @__PURE__ */ z.looseObject({
  /** The denom's rate with the height and time of its last update. */
  oracle_exchange_rate: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(oracleExchangeRateSchema)),
})
type _getOracleRateResponseZodCheck = [Assignable<z.output<typeof getOracleRateResponseZod>, GetOracleRateResponse>, Assignable<GetOracleRateResponse, z.output<typeof getOracleRateResponseZod>>]
/** Response of {@link getOracleRate}. */
export const getOracleRateResponseSchema: ResponseSchema<GetOracleRateResponse> = getOracleRateResponseZod
/** Response of {@link getOracleRate}: `oracle_exchange_rate`. */
export type GetOracleRateResponse = {
  /** The denom's rate with the height and time of its last update. */
  oracle_exchange_rate?: OracleExchangeRate | null | undefined
}

/** `GET /{app}/oracle/denoms/{denom}/exchange_rate`. */
export const getOracleRateEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'oracle/oracleRate',
  method: 'GET',
  path: '/{app}/oracle/denoms/{denom}/exchange_rate',
  pathParams: (parameters: GetOracleRateParameters) => ({ denom: parameters.denom }),
  response: getOracleRateResponseSchema,
})

/**
 * The oracle's current exchange rate of one denom: the entry of {@link getOracleRates} for it.
 * A denom without a rate is refused by the chain with a `GatewayError` (its oracle answers
 * `unknown denom`, which the gateway sends as status 500 and code 2).
 *
 * @example
 * ```ts
 * const { oracle_exchange_rate } = await getOracleRate(client, { denom: 'uatom' })
 * oracle_exchange_rate?.exchange_rate // "6.412..."
 * ```
 */
export function getOracleRate(
  client: GatewayClient,
  parameters: GetOracleRateParameters,
  options?: RequestOptions,
): Promise<GetOracleRateResponse> {
  return request(client, getOracleRateEndpoint, parameters, options)
}
