import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { uint64Schema } from '../../core/schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'

const getMinterResponseZod = /* @__PURE__ */ z.looseObject({
  /** First day of the current release (`yyyy-mm-dd`). */
  start_date: /* @__PURE__ */ z.string(),
  /** Last day of the current release (`yyyy-mm-dd`). */
  end_date: /* @__PURE__ */ z.string(),
  /** Denom being minted. */
  denom: /* @__PURE__ */ z.string(),
  /** Amount the current release mints in all. */
  total_mint_amount: /* @__PURE__ */ z.shapeOf(uint64Schema),
  /** Amount of the current release not minted yet. */
  remaining_mint_amount: /* @__PURE__ */ z.shapeOf(uint64Schema),
  /** Amount minted by the last mint. */
  last_mint_amount: /* @__PURE__ */ z.shapeOf(uint64Schema),
  /** Day of the last mint (`yyyy-mm-dd`; `0001-01-01` before the first). */
  last_mint_date: /* @__PURE__ */ z.string(),
  /** Block height of the last mint (`"0"` before the first). */
  last_mint_height: /* @__PURE__ */ z.shapeOf(uint64Schema),
})
type _getMinterResponseZodCheck = [Assignable<z.output<typeof getMinterResponseZod>, GetMinterResponse>, Assignable<GetMinterResponse, z.output<typeof getMinterResponseZod>>]
/**
 * The minter: the token release in progress and its last mint. Dates are `yyyy-mm-dd`;
 * amounts are integers in base units of `denom`, as decimal strings.
 */
export const getMinterResponseSchema: ResponseSchema<GetMinterResponse> = getMinterResponseZod
/** Response of {@link getMinter}: the minter's fields at the top level. */
export type GetMinterResponse = {
  /** First day of the current release (`yyyy-mm-dd`). */
  start_date: string
  /** Last day of the current release (`yyyy-mm-dd`). */
  end_date: string
  /** Denom being minted. */
  denom: string
  /** Amount the current release mints in all. */
  total_mint_amount: string
  /** Amount of the current release not minted yet. */
  remaining_mint_amount: string
  /** Amount minted by the last mint. */
  last_mint_amount: string
  /** Day of the last mint (`yyyy-mm-dd`; `0001-01-01` before the first). */
  last_mint_date: string
  /** Block height of the last mint (`"0"` before the first). */
  last_mint_height: string
}

/** Parameters of {@link getMinter}: none. */
export type GetMinterParameters = Record<never, never>

/** `GET /{app}/mint/v1beta1/minter`. */
export const getMinterEndpoint = /* @__PURE__ */ defineEndpoint<GetMinterParameters, GetMinterResponse>({
  id: 'mint/minter',
  method: 'GET',
  path: '/{app}/mint/v1beta1/minter',
  response: getMinterResponseSchema,
})

/**
 * The minter's state: the current token release (dates, total, remaining) and the last mint.
 *
 * @example
 * ```ts
 * const minter = await getMinter(client)
 * const minted = BigInt(minter.total_mint_amount) - BigInt(minter.remaining_mint_amount)
 * ```
 */
export function getMinter(
  client: GatewayClient,
  parameters: GetMinterParameters = {},
  options?: RequestOptions,
): Promise<GetMinterResponse> {
  return request(client, getMinterEndpoint, parameters, options)
}
