import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import type { IntegerInput } from '../../core/pagination.ts'
import { uint64Rule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { decimalSchema, int64Schema } from '../../core/schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'

const oracleTwapZod = /* @__PURE__ */ z.looseObject({
  denom: /* @__PURE__ */ z.string(),
  /** The time-weighted average rate, a decimal string. */
  twap: /* @__PURE__ */ z.shapeOf(decimalSchema),
  /** Seconds the average covers: the window asked for, or less when the oracle's snapshots start later. */
  lookback_seconds: /* @__PURE__ */ z.shapeOf(int64Schema),
})
type _oracleTwapZodCheck = [Assignable<z.output<typeof oracleTwapZod>, OracleTwap>, Assignable<OracleTwap, z.output<typeof oracleTwapZod>>]
/** A denom's time-weighted average price over a lookback window. */
export const oracleTwapSchema: ResponseSchema<OracleTwap> = oracleTwapZod
/** A denom's time-weighted average price over a lookback window. */
export type OracleTwap = {
  denom: string
  /** The time-weighted average rate, a decimal string. */
  twap: string
  /** Seconds the average covers: the window asked for, or less when the oracle's snapshots start later. */
  lookback_seconds: string
}

/** Parameters of {@link getOracleTwaps}. */
export type GetOracleTwapsParameters = {
  /**
   * How many seconds back from the latest block to average over: from 1 to the oracle's
   * `lookback_duration` parameter (see `getOracleParams`).
   */
  lookbackSeconds: IntegerInput
}

const getOracleTwapsResponseZod = /* @__PURE__ */ z.looseObject({
  /** One entry per vote target denom, sorted by denom. */
  oracle_twap: /* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(oracleTwapSchema)),
})
type _getOracleTwapsResponseZodCheck = [Assignable<z.output<typeof getOracleTwapsResponseZod>, GetOracleTwapsResponse>, Assignable<GetOracleTwapsResponse, z.output<typeof getOracleTwapsResponseZod>>]
/** Response of {@link getOracleTwaps}. */
export const getOracleTwapsResponseSchema: ResponseSchema<GetOracleTwapsResponse> = getOracleTwapsResponseZod
/** Response of {@link getOracleTwaps}: `oracle_twap`. */
export type GetOracleTwapsResponse = {
  /** One entry per vote target denom, sorted by denom. */
  oracle_twap: OracleTwap[]
}

/** `GET /{app}/oracle/denoms/twaps/{lookback_seconds}`. */
export const getOracleTwapsEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'oracle/oracleTwaps',
  checks: { lookbackSeconds: uint64Rule },
  method: 'GET',
  path: '/{app}/oracle/denoms/twaps/{lookback_seconds}',
  pathParams: (parameters: GetOracleTwapsParameters) => ({ lookback_seconds: parameters.lookbackSeconds }),
  response: getOracleTwapsResponseSchema,
})

/**
 * The time-weighted average price of every vote target denom over the last `lookbackSeconds`,
 * computed by the chain from its price snapshots (those of `getPriceSnapshotHistory`), each
 * rate weighted by how long it held. A window of 0 or beyond the `lookback_duration` parameter,
 * or a chain without snapshots yet, is refused with a `GatewayError` (status 500, code 2).
 *
 * @example
 * ```ts
 * const { oracle_twap } = await getOracleTwaps(client, { lookbackSeconds: 300 })
 * oracle_twap.find((entry) => entry.denom === 'uatom')?.twap // "6.40..."
 * ```
 */
export function getOracleTwaps(
  client: GatewayClient,
  parameters: GetOracleTwapsParameters,
  options?: RequestOptions,
): Promise<GetOracleTwapsResponse> {
  return request(client, getOracleTwapsEndpoint, parameters, options)
}
