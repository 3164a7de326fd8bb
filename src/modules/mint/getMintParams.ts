import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { decimalSchema, uint64Schema } from '../../core/schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'

const scheduledTokenReleaseZod = /* @__PURE__ */ z.looseObject({
  /** First day (`yyyy-mm-dd`). */
  start_date: /* @__PURE__ */ z.string(),
  /** Last day (`yyyy-mm-dd`). */
  end_date: /* @__PURE__ */ z.string(),
  /** Amount released over the period, in base units, as a decimal string. */
  token_release_amount: /* @__PURE__ */ z.shapeOf(uint64Schema),
})
type _scheduledTokenReleaseZodCheck = [Assignable<z.output<typeof scheduledTokenReleaseZod>, ScheduledTokenRelease>, Assignable<ScheduledTokenRelease, z.output<typeof scheduledTokenReleaseZod>>]
/** One scheduled token release: `token_release_amount` minted between two dates. */
export const scheduledTokenReleaseSchema: ResponseSchema<ScheduledTokenRelease> = scheduledTokenReleaseZod
/** One scheduled token release. */
export type ScheduledTokenRelease = {
  /** First day (`yyyy-mm-dd`). */
  start_date: string
  /** Last day (`yyyy-mm-dd`). */
  end_date: string
  /** Amount released over the period, in base units, as a decimal string. */
  token_release_amount: string
}

const mintParamsZod = /* @__PURE__ */ z.looseObject({
  /** Denom the module mints. */
  mint_denom: /* @__PURE__ */ z.string(),
  /** Releases in date order. */
  token_release_schedule: /* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(scheduledTokenReleaseSchema)),
  /** Maximum yearly inflation as an SDK `Dec`; sent by chains that have it. */
  inflation_max: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.shapeOf(decimalSchema)),
})
type _mintParamsZodCheck = [Assignable<z.output<typeof mintParamsZod>, MintParams>, Assignable<MintParams, z.output<typeof mintParamsZod>>]
/** The mint module's parameters. */
export const mintParamsSchema: ResponseSchema<MintParams> = mintParamsZod
/** The mint module's parameters. */
export type MintParams = {
  /** Denom the module mints. */
  mint_denom: string
  /** Releases in date order. */
  token_release_schedule: ScheduledTokenRelease[]
  /** Maximum yearly inflation as an SDK `Dec`; sent by chains that have it. */
  inflation_max?: string | undefined
}

const getMintParamsResponseZod = /* @__PURE__ */ z.looseObject({ params: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(mintParamsSchema)) })
type _getMintParamsResponseZodCheck = [Assignable<z.output<typeof getMintParamsResponseZod>, GetMintParamsResponse>, Assignable<GetMintParamsResponse, z.output<typeof getMintParamsResponseZod>>]
/** Response of {@link getMintParams}. */
export const getMintParamsResponseSchema: ResponseSchema<GetMintParamsResponse> = getMintParamsResponseZod
/** Response of {@link getMintParams}: `params`. */
export type GetMintParamsResponse = {
  params?: MintParams | null | undefined
}

/** Parameters of {@link getMintParams}: none. */
export type GetMintParamsParameters = Record<never, never>

/** `GET /{app}/mint/v1beta1/params`. */
export const getMintParamsEndpoint = /* @__PURE__ */ defineEndpoint<GetMintParamsParameters, GetMintParamsResponse>({
  id: 'mint/mintParams',
  method: 'GET',
  path: '/{app}/mint/v1beta1/params',
  response: getMintParamsResponseSchema,
})

/**
 * The mint module's parameters: the minted denom and the token release schedule.
 *
 * @example
 * ```ts
 * const { params } = await getMintParams(client)
 * const scheduled = params.token_release_schedule.reduce((sum, release) => sum + BigInt(release.token_release_amount), 0n)
 * ```
 */
export function getMintParams(
  client: GatewayClient,
  parameters: GetMintParamsParameters = {},
  options?: RequestOptions,
): Promise<GetMintParamsResponse> {
  return request(client, getMintParamsEndpoint, parameters, options)
}
