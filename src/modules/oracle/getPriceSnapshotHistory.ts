import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { int64Schema } from '../../core/schemas.ts'
import { oracleExchangeRateSchema } from './getOracleRates.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { OracleExchangeRate } from './getOracleRates.ts'

const priceSnapshotZod = /* @__PURE__ */ z.looseObject({
  /** Unix time of the block that took the snapshot, in seconds. */
  snapshot_timestamp: /* @__PURE__ */ z.shapeOf(int64Schema),
  price_snapshot_items: /* @__PURE__ */ z.array(
    /* @__PURE__ */ z.looseObject({
      denom: /* @__PURE__ */ z.string(),
      /** The rate as it stood when the snapshot was taken. */
      oracle_exchange_rate: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(oracleExchangeRateSchema)),
    }),
  ),
})
type _priceSnapshotZodCheck = [Assignable<z.output<typeof priceSnapshotZod>, PriceSnapshot>, Assignable<PriceSnapshot, z.output<typeof priceSnapshotZod>>]
/** The rates of every active denom at one moment. */
export const priceSnapshotSchema: ResponseSchema<PriceSnapshot> = priceSnapshotZod
/** The rates of every active denom at one moment. */
export type PriceSnapshot = {
  /** Unix time of the block that took the snapshot, in seconds. */
  snapshot_timestamp: string
  price_snapshot_items: {
    denom: string
    /** The rate as it stood when the snapshot was taken. */
    oracle_exchange_rate?: OracleExchangeRate | null | undefined
  }[]
}

const getPriceSnapshotHistoryResponseZod = /* @__PURE__ */ z.looseObject({ price_snapshot: /* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(priceSnapshotSchema)) })
type _getPriceSnapshotHistoryResponseZodCheck = [Assignable<z.output<typeof getPriceSnapshotHistoryResponseZod>, GetPriceSnapshotHistoryResponse>, Assignable<GetPriceSnapshotHistoryResponse, z.output<typeof getPriceSnapshotHistoryResponseZod>>]
/** Response of {@link getPriceSnapshotHistory}. */
export const getPriceSnapshotHistoryResponseSchema: ResponseSchema<GetPriceSnapshotHistoryResponse> = getPriceSnapshotHistoryResponseZod
/** Response of {@link getPriceSnapshotHistory}: `price_snapshot`, oldest first. */
export type GetPriceSnapshotHistoryResponse = {
  price_snapshot: PriceSnapshot[]
}

/** Parameters of {@link getPriceSnapshotHistory}: none. */
export type GetPriceSnapshotHistoryParameters = Record<never, never>

/** `GET /{app}/oracle/denoms/price_snapshot_history`. */
export const getPriceSnapshotHistoryEndpoint = /* @__PURE__ */ defineEndpoint<
  GetPriceSnapshotHistoryParameters,
  GetPriceSnapshotHistoryResponse
>({
  id: 'oracle/priceSnapshotHistory',
  method: 'GET',
  path: '/{app}/oracle/denoms/price_snapshot_history',
  response: getPriceSnapshotHistoryResponseSchema,
})

/**
 * The price snapshots the oracle keeps: one per vote period, oldest first, for the last
 * `lookback_duration` seconds (see {@link getOracleParams}). Rates stay decimal strings.
 *
 * @example
 * ```ts
 * const { price_snapshot } = await getPriceSnapshotHistory(client)
 * const atom = price_snapshot.map((snapshot) => ({
 *   time: new Date(Number(snapshot.snapshot_timestamp) * 1000),
 *   rate: snapshot.price_snapshot_items.find((item) => item.denom === 'uatom')?.oracle_exchange_rate.exchange_rate,
 * }))
 * ```
 */
export function getPriceSnapshotHistory(
  client: GatewayClient,
  parameters: GetPriceSnapshotHistoryParameters = {},
  options?: RequestOptions,
): Promise<GetPriceSnapshotHistoryResponse> {
  return request(client, getPriceSnapshotHistoryEndpoint, parameters, options)
}
