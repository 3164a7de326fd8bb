import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { decimalSchema, int64Schema } from '../../core/schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'

const oracleExchangeRateZod = /* @__PURE__ */ z.looseObject({
  /** Rate as a decimal string. */
  exchange_rate: /* @__PURE__ */ z.shapeOf(decimalSchema),
  /** Block height of the last update. */
  last_update: /* @__PURE__ */ z.shapeOf(int64Schema),
  /** Unix time of the last update, in milliseconds. */
  last_update_timestamp: /* @__PURE__ */ z.shapeOf(int64Schema),
})
type _oracleExchangeRateZodCheck = [Assignable<z.output<typeof oracleExchangeRateZod>, OracleExchangeRate>, Assignable<OracleExchangeRate, z.output<typeof oracleExchangeRateZod>>]
/** The oracle's aggregated rate of one denom. */
export const oracleExchangeRateSchema: ResponseSchema<OracleExchangeRate> = oracleExchangeRateZod
/** The oracle's aggregated rate of one denom. */
export type OracleExchangeRate = {
  /** Rate as a decimal string. */
  exchange_rate: string
  /** Block height of the last update. */
  last_update: string
  /** Unix time of the last update, in milliseconds. */
  last_update_timestamp: string
}

const getOracleRatesResponseZod = /* @__PURE__ */ z.looseObject({
  denom_oracle_exchange_rate: /* @__PURE__ */ z.array(
    /* @__PURE__ */ z.looseObject({ denom: /* @__PURE__ */ z.string(), oracle_exchange_rate: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(oracleExchangeRateSchema)) }),
  ),
})
type _getOracleRatesResponseZodCheck = [Assignable<z.output<typeof getOracleRatesResponseZod>, GetOracleRatesResponse>, Assignable<GetOracleRatesResponse, z.output<typeof getOracleRatesResponseZod>>]
/** Response of {@link getOracleRates}. */
export const getOracleRatesResponseSchema: ResponseSchema<GetOracleRatesResponse> = getOracleRatesResponseZod
/** Response of {@link getOracleRates}: `denom_oracle_exchange_rate`. */
export type GetOracleRatesResponse = {
  denom_oracle_exchange_rate: {
    denom: string
    oracle_exchange_rate?: OracleExchangeRate | null | undefined
  }[]
}

/** Parameters of {@link getOracleRates}: none. */
export type GetOracleRatesParameters = Record<never, never>

/** `GET /{app}/oracle/denoms/exchange_rates`. */
export const getOracleRatesEndpoint = /* @__PURE__ */ defineEndpoint<GetOracleRatesParameters, GetOracleRatesResponse>({
  id: 'oracle/oracleRates',
  method: 'GET',
  path: '/{app}/oracle/denoms/exchange_rates',
  response: getOracleRatesResponseSchema,
})

/**
 * The oracle's current exchange rate of every denom.
 *
 * @example
 * ```ts
 * const { denom_oracle_exchange_rate } = await getOracleRates(client)
 * ```
 */
export function getOracleRates(
  client: GatewayClient,
  parameters: GetOracleRatesParameters = {},
  options?: RequestOptions,
): Promise<GetOracleRatesResponse> {
  return request(client, getOracleRatesEndpoint, parameters, options)
}
