import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { validatorAddressRule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { validatorSchema } from './getValidators.ts'
import { zodOf } from '../../core/responseSchema.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { BondStatus } from './getValidators.ts'
import type { AnyValue } from '../../core/schemas.ts'

/** Parameters of {@link getValidator}. */
export type GetValidatorParameters = {
  /** Bech32 validator operator address (`kiivaloper1…`). */
  validatorAddress: string
}

const getValidatorResponseZod = /* @__PURE__ */ z.looseObject({
  validator: /* @__PURE__ */ z.nullish(/* @__PURE__ */ zodOf(validatorSchema)),
})
type _getValidatorResponseZodCheck = [Assignable<z.output<typeof getValidatorResponseZod>, GetValidatorResponse>, Assignable<GetValidatorResponse, z.output<typeof getValidatorResponseZod>>]
/** Response of {@link getValidator}. */
export const getValidatorResponseSchema: ResponseSchema<GetValidatorResponse> = getValidatorResponseZod
/** Response of {@link getValidator}: `validator`. */
export type GetValidatorResponse = {
  validator?: {
    operator_address: string
    jailed: boolean
    status: BondStatus
    tokens: string
    delegator_shares: string
    unbonding_height: string
    consensus_pubkey?: AnyValue | null | undefined
    description?: {
      moniker: string
      identity: string
      website: string
      security_contact: string
      details: string
    } | null | undefined
    unbonding_time?: string | null | undefined
    commission?: {
      commission_rates?: {
        rate: string
        max_rate: string
        max_change_rate: string
      } | null | undefined
      update_time?: string | null | undefined
    } | null | undefined
    min_self_delegation?: string | undefined
    unbonding_on_hold_ref_count?: string | undefined
    unbonding_ids?: string[] | undefined
  } | null | undefined
}

/** `GET /{sdk}/staking/v1beta1/validators/{validator_addr}` (an explorer extension of the gateway specification). */
export const getValidatorEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'staking/validator',
  checks: { validatorAddress: validatorAddressRule },
  method: 'GET',
  path: '/{sdk}/staking/v1beta1/validators/{validator_addr}',
  pathParams: (parameters: GetValidatorParameters) => ({ validator_addr: parameters.validatorAddress }),
  response: getValidatorResponseSchema,
})

/**
 * One validator by its operator address: moniker, status, tokens, commission, consensus key.
 * An unknown validator is a {@link GatewayError} with status 404 and code 5.
 *
 * @example
 * ```ts
 * const { validator } = await getValidator(client, { validatorAddress: 'kiivaloper1...' })
 * validator?.description?.moniker // "Aurora"
 * ```
 */
export function getValidator(
  client: GatewayClient,
  parameters: GetValidatorParameters,
  options?: RequestOptions,
): Promise<GetValidatorResponse> {
  return request(client, getValidatorEndpoint, parameters, options)
}
