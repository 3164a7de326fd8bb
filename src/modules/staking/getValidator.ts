import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { validatorAddressRule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { validatorSchema } from './getValidators.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { Validator } from './getValidators.ts'

/** Parameters of {@link getValidator}. */
export type GetValidatorParameters = {
  /** Bech32 validator operator address (`kiivaloper1…`). */
  validatorAddress: string
}

const getValidatorResponseZod = /* @__PURE__ */ z.looseObject({
  validator: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(validatorSchema)),
})
type _getValidatorResponseZodCheck = [Assignable<z.output<typeof getValidatorResponseZod>, GetValidatorResponse>, Assignable<GetValidatorResponse, z.output<typeof getValidatorResponseZod>>]
/** Response of {@link getValidator}. */
export const getValidatorResponseSchema: ResponseSchema<GetValidatorResponse> = getValidatorResponseZod
/** Response of {@link getValidator}: `validator`. */
export type GetValidatorResponse = {
  validator?: Validator | null | undefined
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
