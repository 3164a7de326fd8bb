import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { pageRequestToQuery, type PageRequest } from '../../core/pagination.ts'
import { oneOf, paginationRule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { anySchema, decimalSchema, int64Schema, pageResponseSchema, uint64Schema } from '../../core/schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { AnyValue } from '../../core/schemas.ts'
import type { PageResponse } from '../../core/schemas.ts'

/** Staking status of a validator; a newer SDK's additions parse as plain strings. */
export type BondStatus = 'BOND_STATUS_UNSPECIFIED' | 'BOND_STATUS_UNBONDED' | 'BOND_STATUS_UNBONDING' | 'BOND_STATUS_BONDED' | (string & {})

/** The statuses the `status` filter of {@link getValidators} takes. */
export const bondStatuses = ['BOND_STATUS_UNSPECIFIED', 'BOND_STATUS_UNBONDED', 'BOND_STATUS_UNBONDING', 'BOND_STATUS_BONDED'] as const

const validatorZod = /* @__PURE__ */ z.looseObject({
  /** Bech32 operator address (`kiivaloper1…`). */
  operator_address: /* @__PURE__ */ z.string(),
  /** The consensus public key; see `validatorConsensusAddress` for the address blocks name it by. */
  consensus_pubkey: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(anySchema)),
  jailed: /* @__PURE__ */ z.boolean(),
  status: /* @__PURE__ */ z.string() as z.ZodType<BondStatus>,
  /** Delegated tokens in base units: an SDK `Int`, decimal digits of any size. */
  tokens: /* @__PURE__ */ z.shapeOf(uint64Schema),
  /** Shares issued to delegators: an SDK `Dec`. */
  delegator_shares: /* @__PURE__ */ z.shapeOf(decimalSchema),
  description: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.looseObject({
      moniker: /* @__PURE__ */ z.string(),
      identity: /* @__PURE__ */ z.string(),
      website: /* @__PURE__ */ z.string(),
      security_contact: /* @__PURE__ */ z.string(),
      details: /* @__PURE__ */ z.string(),
    }),
  ),
  /** The height its unbonding began at, when unbonding. */
  unbonding_height: /* @__PURE__ */ z.shapeOf(int64Schema),
  /** RFC 3339; when an unbonding completes. */
  unbonding_time: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  commission: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.looseObject({
      commission_rates: /* @__PURE__ */ z.nullish(
        /* @__PURE__ */ z.looseObject({ rate: /* @__PURE__ */ z.shapeOf(decimalSchema), max_rate: /* @__PURE__ */ z.shapeOf(decimalSchema), max_change_rate: /* @__PURE__ */ z.shapeOf(decimalSchema) }),
      ),
      /** RFC 3339. */
      update_time: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
    }),
  ),
  /** An SDK `Int` (since SDK 0.46). */
  min_self_delegation: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.shapeOf(uint64Schema)),
  /** Since SDK 0.47. */
  unbonding_on_hold_ref_count: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.shapeOf(int64Schema)),
  /** Since SDK 0.47. */
  unbonding_ids: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(uint64Schema))),
})
type _validatorZodCheck = [Assignable<z.output<typeof validatorZod>, Validator>, Assignable<Validator, z.output<typeof validatorZod>>]
/**
 * A validator as the staking module answers: operator address, consensus key (an `Any`, usually
 * `{"@type": "/cosmos.crypto.ed25519.PubKey", "key": "<base64>"}`), status, tokens and shares,
 * description (`moniker`, ...) and commission. Messages may be `null` (proto3 JSON).
 *
 * @example
 * ```ts
 * const validator = validatorSchema.parse(json)
 * validator.description?.moniker // "Aurora"
 * ```
 */
export const validatorSchema: ResponseSchema<Validator> = validatorZod
/** A validator of the staking module. */
export type Validator = {
  /** Bech32 operator address (`kiivaloper1…`). */
  operator_address: string
  jailed: boolean
  status: BondStatus
  /** Delegated tokens in base units: an SDK `Int`, decimal digits of any size. */
  tokens: string
  /** Shares issued to delegators: an SDK `Dec`. */
  delegator_shares: string
  /** The height its unbonding began at, when unbonding. */
  unbonding_height: string
  /** The consensus public key; see `validatorConsensusAddress` for the address blocks name it by. */
  consensus_pubkey?: AnyValue | null | undefined
  description?: {
    moniker: string
    identity: string
    website: string
    security_contact: string
    details: string
  } | null | undefined
  /** RFC 3339; when an unbonding completes. */
  unbonding_time?: string | null | undefined
  commission?: {
    commission_rates?: {
      rate: string
      max_rate: string
      max_change_rate: string
    } | null | undefined
    /** RFC 3339. */
    update_time?: string | null | undefined
  } | null | undefined
  /** An SDK `Int` (since SDK 0.46). */
  min_self_delegation?: string | undefined
  /** Since SDK 0.47. */
  unbonding_on_hold_ref_count?: string | undefined
  /** Since SDK 0.47. */
  unbonding_ids?: string[] | undefined
}

/** Parameters of {@link getValidators}. */
export type GetValidatorsParameters = {
  /** Only validators with this status; all of them when left out. */
  status?: BondStatus | undefined
  pagination?: PageRequest | undefined
}

const getValidatorsResponseZod = /* @__PURE__ */ z.looseObject({
  validators: /* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(validatorSchema)),
  pagination: /* @__PURE__ */ z.shapeOf(pageResponseSchema),
})
type _getValidatorsResponseZodCheck = [Assignable<z.output<typeof getValidatorsResponseZod>, GetValidatorsResponse>, Assignable<GetValidatorsResponse, z.output<typeof getValidatorsResponseZod>>]
/** Response of {@link getValidators}. */
export const getValidatorsResponseSchema: ResponseSchema<GetValidatorsResponse> = getValidatorsResponseZod
/** Response of {@link getValidators}: `validators` and `pagination`. */
export type GetValidatorsResponse = {
  validators: Validator[]
  pagination?: PageResponse
}

/** `GET /{sdk}/staking/v1beta1/validators` (an explorer extension of the gateway specification). */
export const getValidatorsEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'staking/validators',
  checks: { status: /* @__PURE__ */ oneOf(bondStatuses), pagination: paginationRule },
  method: 'GET',
  path: '/{sdk}/staking/v1beta1/validators',
  query: (parameters: GetValidatorsParameters) => ({
    status: parameters.status,
    ...pageRequestToQuery(parameters.pagination),
  }),
  response: getValidatorsResponseSchema,
  pagination: { style: 'key' },
})

/**
 * The validators of the chain, one page at a time, optionally of one status (the active set is
 * `BOND_STATUS_BONDED`). Ordered by operator address, as the chain stores them.
 *
 * @example
 * ```ts
 * const { validators } = await getValidators(client, { status: 'BOND_STATUS_BONDED', pagination: { limit: 200 } })
 * validators.map((validator) => validator.description?.moniker)
 * ```
 */
export function getValidators(
  client: GatewayClient,
  parameters: GetValidatorsParameters = {},
  options?: RequestOptions,
): Promise<GetValidatorsResponse> {
  return request(client, getValidatorsEndpoint, parameters, options)
}
