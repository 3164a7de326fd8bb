import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { validatorAddressRule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { uint64Schema } from '../../core/schemas.ts'

/** Parameters of {@link getVotePenaltyCounter}. */
export type GetVotePenaltyCounterParameters = {
  /** Operator address of the validator (bech32, `kiivaloper1...`). */
  validatorAddress: string
}

/** A validator's oracle voting record in the current slash window. */
export const votePenaltyCounterSchema = /* @__PURE__ */ z.looseObject({
  /** Vote periods with a vote outside the reward band or missing a target. */
  miss_count: uint64Schema,
  /** Vote periods without a vote. */
  abstain_count: uint64Schema,
  /** Vote periods with a valid vote on every target. */
  success_count: uint64Schema,
})
/** A validator's oracle voting record. */
export type VotePenaltyCounter = z.output<typeof votePenaltyCounterSchema>

/** Response of {@link getVotePenaltyCounter}. */
export const getVotePenaltyCounterResponseSchema = /* @__PURE__ */ z.looseObject({ vote_penalty_counter: /* @__PURE__ */ z.nullish(votePenaltyCounterSchema) })
/** Response of {@link getVotePenaltyCounter}: `vote_penalty_counter`. */
export type GetVotePenaltyCounterResponse = z.output<typeof getVotePenaltyCounterResponseSchema>

/** `GET /{app}/oracle/validators/{validator_addr}/vote_penalty_counter`. */
export const getVotePenaltyCounterEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'oracle/votePenaltyCounter',
  checks: { validatorAddress: validatorAddressRule },
  method: 'GET',
  path: '/{app}/oracle/validators/{validator_addr}/vote_penalty_counter',
  pathParams: (parameters: GetVotePenaltyCounterParameters) => ({ validator_addr: parameters.validatorAddress }),
  response: getVotePenaltyCounterResponseSchema,
})

/**
 * How often a validator voted validly, missed or abstained since the current slash window
 * began (the chain resets the counters at the end of every window). A validator the oracle
 * has no record of answers with zero counts; a malformed operator address is refused with a
 * `GatewayError` (400, code 3).
 *
 * @example
 * ```ts
 * const { vote_penalty_counter } = await getVotePenaltyCounter(client, { validatorAddress: 'kiivaloper1...' })
 * const votes = BigInt(vote_penalty_counter.success_count) + BigInt(vote_penalty_counter.miss_count)
 * ```
 */
export function getVotePenaltyCounter(
  client: GatewayClient,
  parameters: GetVotePenaltyCounterParameters,
  options?: RequestOptions,
): Promise<GetVotePenaltyCounterResponse> {
  return request(client, getVotePenaltyCounterEndpoint, parameters, options)
}
