import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { validatorAddressRule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { uint64Schema } from '../../core/schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'

/** Parameters of {@link getVotePenaltyCounter}. */
export type GetVotePenaltyCounterParameters = {
  /** Operator address of the validator (bech32, `kiivaloper1...`). */
  validatorAddress: string
}

const votePenaltyCounterZod = /* @__PURE__ */ z.looseObject({
  /** Vote periods with a vote outside the reward band or missing a target. */
  miss_count: /* @__PURE__ */ z.shapeOf(uint64Schema),
  /** Vote periods without a vote. */
  abstain_count: /* @__PURE__ */ z.shapeOf(uint64Schema),
  /** Vote periods with a valid vote on every target. */
  success_count: /* @__PURE__ */ z.shapeOf(uint64Schema),
})
type _votePenaltyCounterZodCheck = [Assignable<z.output<typeof votePenaltyCounterZod>, VotePenaltyCounter>, Assignable<VotePenaltyCounter, z.output<typeof votePenaltyCounterZod>>]
/** A validator's oracle voting record in the current slash window. */
export const votePenaltyCounterSchema: ResponseSchema<VotePenaltyCounter> = votePenaltyCounterZod
/** A validator's oracle voting record. */
export type VotePenaltyCounter = {
  /** Vote periods with a vote outside the reward band or missing a target. */
  miss_count: string
  /** Vote periods without a vote. */
  abstain_count: string
  /** Vote periods with a valid vote on every target. */
  success_count: string
}

const getVotePenaltyCounterResponseZod = /* @__PURE__ */ z.looseObject({ vote_penalty_counter: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(votePenaltyCounterSchema)) })
type _getVotePenaltyCounterResponseZodCheck = [Assignable<z.output<typeof getVotePenaltyCounterResponseZod>, GetVotePenaltyCounterResponse>, Assignable<GetVotePenaltyCounterResponse, z.output<typeof getVotePenaltyCounterResponseZod>>]
/** Response of {@link getVotePenaltyCounter}. */
export const getVotePenaltyCounterResponseSchema: ResponseSchema<GetVotePenaltyCounterResponse> = getVotePenaltyCounterResponseZod
/** Response of {@link getVotePenaltyCounter}: `vote_penalty_counter`. */
export type GetVotePenaltyCounterResponse = {
  vote_penalty_counter?: VotePenaltyCounter | null | undefined
}

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
