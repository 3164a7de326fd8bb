import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { decimalSchema, int32Schema } from '../../core/schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'

// cosmos.staking.v1beta1.Params (SDK 0.50): the uint32 counts are JSON numbers, the duration a
// string such as "1814400s", the minimum commission rate a `LegacyDec` string.
const stakingParamsZod = /* @__PURE__ */ z.looseObject({
  /** How long unbonding takes, as a protobuf `Duration` string (`"1814400s"`). */
  unbonding_time: /* @__PURE__ */ z.string(),
  /** Maximum number of bonded validators. */
  max_validators: /* @__PURE__ */ z.shapeOf(int32Schema),
  /** Maximum entries of one unbonding delegation or redelegation. */
  max_entries: /* @__PURE__ */ z.shapeOf(int32Schema),
  /** Number of historical entries kept. */
  historical_entries: /* @__PURE__ */ z.shapeOf(int32Schema),
  /** The denom that is bonded (validators' `tokens` are counted in it). */
  bond_denom: /* @__PURE__ */ z.string(),
  /** The lowest commission rate a validator may charge, as an SDK `Dec`. */
  min_commission_rate: /* @__PURE__ */ z.shapeOf(decimalSchema),
})
type _stakingParamsZodCheck = [Assignable<z.output<typeof stakingParamsZod>, StakingParams>, Assignable<StakingParams, z.output<typeof stakingParamsZod>>]
/** The staking module's parameters. */
export const stakingParamsSchema: ResponseSchema<StakingParams> = stakingParamsZod
/** The staking module's parameters. */
export type StakingParams = {
  /** How long unbonding takes, as a protobuf `Duration` string (`"1814400s"`). */
  unbonding_time: string
  /** Maximum number of bonded validators. */
  max_validators: number
  /** Maximum entries of one unbonding delegation or redelegation. */
  max_entries: number
  /** Number of historical entries kept. */
  historical_entries: number
  /** The denom that is bonded (validators' `tokens` are counted in it). */
  bond_denom: string
  /** The lowest commission rate a validator may charge, as an SDK `Dec`. */
  min_commission_rate: string
}

const getStakingParamsResponseZod = /* @__PURE__ */ z.looseObject({ params: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(stakingParamsSchema)) })
type _getStakingParamsResponseZodCheck = [
  Assignable<z.output<typeof getStakingParamsResponseZod>, GetStakingParamsResponse>,
  Assignable<GetStakingParamsResponse, z.output<typeof getStakingParamsResponseZod>>,
]
/** Response of {@link getStakingParams}. */
export const getStakingParamsResponseSchema: ResponseSchema<GetStakingParamsResponse> = getStakingParamsResponseZod
/** Response of {@link getStakingParams}: `params`. */
export type GetStakingParamsResponse = {
  params?: StakingParams | null | undefined
}

/** Parameters of {@link getStakingParams}: none. */
export type GetStakingParamsParameters = Record<never, never>

/** `GET /{sdk}/staking/v1beta1/params` (an explorer extension of the gateway specification). */
export const getStakingParamsEndpoint = /* @__PURE__ */ defineEndpoint<GetStakingParamsParameters, GetStakingParamsResponse>({
  id: 'staking/stakingParams',
  method: 'GET',
  path: '/{sdk}/staking/v1beta1/params',
  response: getStakingParamsResponseSchema,
})

/**
 * The staking module's parameters: the bond denom (what validators' `tokens` count), the unbonding
 * time, the validator set's size and the minimum commission rate.
 *
 * @example
 * ```ts
 * const { params } = await getStakingParams(client)
 * params?.bond_denom // "akii"
 * ```
 */
export function getStakingParams(
  client: GatewayClient,
  parameters: GetStakingParamsParameters = {},
  options?: RequestOptions,
): Promise<GetStakingParamsResponse> {
  return request(client, getStakingParamsEndpoint, parameters, options)
}
