import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'

const getVoteTargetsResponseZod = /* @__PURE__ */ z.looseObject({ vote_targets: /* @__PURE__ */ z.array(/* @__PURE__ */ z.string()) })
type _getVoteTargetsResponseZodCheck = [Assignable<z.output<typeof getVoteTargetsResponseZod>, GetVoteTargetsResponse>, Assignable<GetVoteTargetsResponse, z.output<typeof getVoteTargetsResponseZod>>]
/** Response of {@link getVoteTargets}. */
export const getVoteTargetsResponseSchema: ResponseSchema<GetVoteTargetsResponse> = getVoteTargetsResponseZod
/** Response of {@link getVoteTargets}: `vote_targets`, the denoms validators vote on this period. */
export type GetVoteTargetsResponse = {
  vote_targets: string[]
}

/** Parameters of {@link getVoteTargets}: none. */
export type GetVoteTargetsParameters = Record<never, never>

/** `GET /{app}/oracle/denoms/vote_targets`. */
export const getVoteTargetsEndpoint = /* @__PURE__ */ defineEndpoint<GetVoteTargetsParameters, GetVoteTargetsResponse>({
  id: 'oracle/voteTargets',
  method: 'GET',
  path: '/{app}/oracle/denoms/vote_targets',
  response: getVoteTargetsResponseSchema,
})

/**
 * The denoms validators have to vote on in the current vote period (the whitelist as applied).
 *
 * @example
 * ```ts
 * const { vote_targets } = await getVoteTargets(client)
 * ```
 */
export function getVoteTargets(
  client: GatewayClient,
  parameters: GetVoteTargetsParameters = {},
  options?: RequestOptions,
): Promise<GetVoteTargetsResponse> {
  return request(client, getVoteTargetsEndpoint, parameters, options)
}
