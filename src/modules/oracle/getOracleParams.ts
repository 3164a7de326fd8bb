import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { decimalSchema, uint64Schema } from '../../core/schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'

const oracleParamsZod = /* @__PURE__ */ z.looseObject({
  /** Blocks per voting period. */
  vote_period: /* @__PURE__ */ z.shapeOf(uint64Schema),
  /** Share of voting power a rate needs to be accepted (`"0.667000000000000000"`). */
  vote_threshold: /* @__PURE__ */ z.shapeOf(decimalSchema),
  /** Allowed deviation from the weighted median before a vote counts as a miss. */
  reward_band: /* @__PURE__ */ z.shapeOf(decimalSchema),
  /** Denoms the oracle prices. */
  whitelist: /* @__PURE__ */ z.array(/* @__PURE__ */ z.looseObject({ name: /* @__PURE__ */ z.string() })),
  /** Share of stake slashed for missing too many votes. */
  slash_fraction: /* @__PURE__ */ z.shapeOf(decimalSchema),
  /** Blocks per slash window. */
  slash_window: /* @__PURE__ */ z.shapeOf(uint64Schema),
  /** Share of valid votes per window below which a validator is slashed. */
  min_valid_per_window: /* @__PURE__ */ z.shapeOf(decimalSchema),
  /** How long price snapshots are kept, in seconds. */
  lookback_duration: /* @__PURE__ */ z.shapeOf(uint64Schema),
})
type _oracleParamsZodCheck = [Assignable<z.output<typeof oracleParamsZod>, OracleParams>, Assignable<OracleParams, z.output<typeof oracleParamsZod>>]
/** The oracle module's parameters. Ratios are SDK `Dec` strings, periods and windows block counts. */
export const oracleParamsSchema: ResponseSchema<OracleParams> = oracleParamsZod
/** The oracle module's parameters. */
export type OracleParams = {
  /** Blocks per voting period. */
  vote_period: string
  /** Share of voting power a rate needs to be accepted (`"0.667000000000000000"`). */
  vote_threshold: string
  /** Allowed deviation from the weighted median before a vote counts as a miss. */
  reward_band: string
  /** Denoms the oracle prices. */
  whitelist: {
    name: string
  }[]
  /** Share of stake slashed for missing too many votes. */
  slash_fraction: string
  /** Blocks per slash window. */
  slash_window: string
  /** Share of valid votes per window below which a validator is slashed. */
  min_valid_per_window: string
  /** How long price snapshots are kept, in seconds. */
  lookback_duration: string
}

const getOracleParamsResponseZod = /* @__PURE__ */ z.looseObject({ params: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(oracleParamsSchema)) })
type _getOracleParamsResponseZodCheck = [Assignable<z.output<typeof getOracleParamsResponseZod>, GetOracleParamsResponse>, Assignable<GetOracleParamsResponse, z.output<typeof getOracleParamsResponseZod>>]
/** Response of {@link getOracleParams}. */
export const getOracleParamsResponseSchema: ResponseSchema<GetOracleParamsResponse> = getOracleParamsResponseZod
/** Response of {@link getOracleParams}: `params`. */
export type GetOracleParamsResponse = {
  params?: OracleParams | null | undefined
}

/** Parameters of {@link getOracleParams}: none. */
export type GetOracleParamsParameters = Record<never, never>

/** `GET /{app}/oracle/params`. */
export const getOracleParamsEndpoint = /* @__PURE__ */ defineEndpoint<GetOracleParamsParameters, GetOracleParamsResponse>({
  id: 'oracle/oracleParams',
  method: 'GET',
  path: '/{app}/oracle/params',
  response: getOracleParamsResponseSchema,
})

/**
 * The oracle module's parameters: vote period, thresholds, whitelist, slashing and snapshot lookback.
 *
 * @example
 * ```ts
 * const { params } = await getOracleParams(client)
 * params.whitelist.map((denom) => denom.name) // ['akii', 'uatom', ...]
 * ```
 */
export function getOracleParams(
  client: GatewayClient,
  parameters: GetOracleParamsParameters = {},
  options?: RequestOptions,
): Promise<GetOracleParamsResponse> {
  return request(client, getOracleParamsEndpoint, parameters, options)
}
