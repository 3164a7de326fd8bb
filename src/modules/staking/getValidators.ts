import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { pageRequestToQuery, type PageRequest } from '../../core/pagination.ts'
import { oneOf, paginationRule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { anySchema, decimalSchema, int64Schema, pageResponseSchema, uint64Schema } from '../../core/schemas.ts'

/** Staking status of a validator; a newer SDK's additions parse as plain strings. */
export type BondStatus = 'BOND_STATUS_UNSPECIFIED' | 'BOND_STATUS_UNBONDED' | 'BOND_STATUS_UNBONDING' | 'BOND_STATUS_BONDED' | (string & {})

/** The statuses the `status` filter of {@link getValidators} takes. */
export const bondStatuses = ['BOND_STATUS_UNSPECIFIED', 'BOND_STATUS_UNBONDED', 'BOND_STATUS_UNBONDING', 'BOND_STATUS_BONDED'] as const

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
export const validatorSchema = /* @__PURE__ */ z.looseObject({
  /** Bech32 operator address (`kiivaloper1…`). */
  operator_address: /* @__PURE__ */ z.string(),
  /** The consensus public key; see `validatorConsensusAddress` for the address blocks name it by. */
  consensus_pubkey: /* @__PURE__ */ z.nullish(anySchema),
  jailed: /* @__PURE__ */ z.boolean(),
  status: /* @__PURE__ */ z.string() as z.ZodType<BondStatus>,
  /** Delegated tokens in base units: an SDK `Int`, decimal digits of any size. */
  tokens: uint64Schema,
  /** Shares issued to delegators: an SDK `Dec`. */
  delegator_shares: decimalSchema,
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
  unbonding_height: int64Schema,
  /** RFC 3339; when an unbonding completes. */
  unbonding_time: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  commission: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.looseObject({
      commission_rates: /* @__PURE__ */ z.nullish(
        /* @__PURE__ */ z.looseObject({ rate: decimalSchema, max_rate: decimalSchema, max_change_rate: decimalSchema }),
      ),
      /** RFC 3339. */
      update_time: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
    }),
  ),
  /** An SDK `Int` (since SDK 0.46). */
  min_self_delegation: /* @__PURE__ */ z.optional(uint64Schema),
  /** Since SDK 0.47. */
  unbonding_on_hold_ref_count: /* @__PURE__ */ z.optional(int64Schema),
  /** Since SDK 0.47. */
  unbonding_ids: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.array(uint64Schema)),
})
/** A validator of the staking module. */
export type Validator = z.output<typeof validatorSchema>

/** Parameters of {@link getValidators}. */
export type GetValidatorsParameters = {
  /** Only validators with this status; all of them when left out. */
  status?: BondStatus | undefined
  pagination?: PageRequest | undefined
}

/** Response of {@link getValidators}. */
export const getValidatorsResponseSchema = /* @__PURE__ */ z.looseObject({
  validators: /* @__PURE__ */ z.array(validatorSchema),
  pagination: pageResponseSchema,
})
/** Response of {@link getValidators}: `validators` and `pagination`. */
export type GetValidatorsResponse = z.output<typeof getValidatorsResponseSchema>

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
