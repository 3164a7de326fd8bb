import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { validatorAddressRule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'

/** Parameters of {@link getFeederDelegation}. */
export type GetFeederDelegationParameters = {
  /** Operator address of the validator (bech32, `kiivaloper1...`). */
  validatorAddress: string
}

const getFeederDelegationResponseZod = /* @__PURE__ */ z.looseObject({
  /** Account allowed to vote for the validator; the validator's own account when it delegated to none. */
  feed_addr: /* @__PURE__ */ z.string(),
})
type _getFeederDelegationResponseZodCheck = [Assignable<z.output<typeof getFeederDelegationResponseZod>, GetFeederDelegationResponse>, Assignable<GetFeederDelegationResponse, z.output<typeof getFeederDelegationResponseZod>>]
/** Response of {@link getFeederDelegation}. */
export const getFeederDelegationResponseSchema: ResponseSchema<GetFeederDelegationResponse> = getFeederDelegationResponseZod
/** Response of {@link getFeederDelegation}: `feed_addr`. */
export type GetFeederDelegationResponse = {
  /** Account allowed to vote for the validator; the validator's own account when it delegated to none. */
  feed_addr: string
}

/** `GET /{app}/oracle/validators/{validator_addr}/feeder`. */
export const getFeederDelegationEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'oracle/feederDelegation',
  checks: { validatorAddress: validatorAddressRule },
  method: 'GET',
  path: '/{app}/oracle/validators/{validator_addr}/feeder',
  pathParams: (parameters: GetFeederDelegationParameters) => ({ validator_addr: parameters.validatorAddress }),
  response: getFeederDelegationResponseSchema,
})

/**
 * The account a validator delegated its oracle votes to. A validator that delegated to
 * no one votes itself: the chain then answers with the validator's own account address.
 * A malformed operator address is refused with a `GatewayError` (400, code 3).
 *
 * @example
 * ```ts
 * const { feed_addr } = await getFeederDelegation(client, { validatorAddress: 'kiivaloper1...' })
 * ```
 */
export function getFeederDelegation(
  client: GatewayClient,
  parameters: GetFeederDelegationParameters,
  options?: RequestOptions,
): Promise<GetFeederDelegationResponse> {
  return request(client, getFeederDelegationEndpoint, parameters, options)
}
