import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { decimalSchema, int64Schema } from '../../core/schemas.ts'

/** The oracle's aggregated rate of one denom. */
export const oracleExchangeRateSchema = /* @__PURE__ */ z.looseObject({
  /** Rate as a decimal string. */
  exchange_rate: decimalSchema,
  /** Block height of the last update. */
  last_update: int64Schema,
  /** Unix time of the last update, in milliseconds. */
  last_update_timestamp: int64Schema,
})

/** Response of {@link getOracleRates}. */
export const getOracleRatesResponseSchema = /* @__PURE__ */ z.looseObject({
  denom_oracle_exchange_rate: /* @__PURE__ */ z.array(
    /* @__PURE__ */ z.looseObject({ denom: /* @__PURE__ */ z.string(), oracle_exchange_rate: /* @__PURE__ */ z.nullish(oracleExchangeRateSchema) }),
  ),
})
/** Response of {@link getOracleRates}: `denom_oracle_exchange_rate`. */
export type GetOracleRatesResponse = z.output<typeof getOracleRatesResponseSchema>

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
