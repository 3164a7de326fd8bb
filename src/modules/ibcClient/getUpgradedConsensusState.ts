import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { anySchema } from '../../core/schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { AnyValue } from '../../core/schemas.ts'

/** Parameters of {@link getUpgradedConsensusState}: none. */
export type GetUpgradedConsensusStateParameters = Record<never, never>

const getUpgradedConsensusStateResponseZod = /* @__PURE__ */ z.looseObject({
  /** The consensus state the chain commits to for counterparties' clients after its planned upgrade, as an `Any`. */
  upgraded_consensus_state: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(anySchema)),
})
type _getUpgradedConsensusStateResponseZodCheck = [Assignable<z.output<typeof getUpgradedConsensusStateResponseZod>, GetUpgradedConsensusStateResponse>, Assignable<GetUpgradedConsensusStateResponse, z.output<typeof getUpgradedConsensusStateResponseZod>>]
/** Response of {@link getUpgradedConsensusState}. */
export const getUpgradedConsensusStateResponseSchema: ResponseSchema<GetUpgradedConsensusStateResponse> = getUpgradedConsensusStateResponseZod
/** Response of {@link getUpgradedConsensusState}: `upgraded_consensus_state`. */
export type GetUpgradedConsensusStateResponse = {
  /** The consensus state the chain commits to for counterparties' clients after its planned upgrade, as an `Any`. */
  upgraded_consensus_state?: AnyValue | null | undefined
}

/** `GET /ibc/core/client/v1/upgraded_consensus_states`. */
export const getUpgradedConsensusStateEndpoint = /* @__PURE__ */ defineEndpoint<GetUpgradedConsensusStateParameters, GetUpgradedConsensusStateResponse>({
  id: 'ibcClient/upgradedConsensusState',
  method: 'GET',
  path: '/ibc/core/client/v1/upgraded_consensus_states',
  response: getUpgradedConsensusStateResponseSchema,
})

/**
 * The upgraded consensus state stored for the chain's next planned software upgrade, which
 * relayers use to upgrade the clients that track this chain. Without a planned upgrade the
 * gateway answers a `GatewayError` with status 404 and code 5.
 *
 * @example
 * ```ts
 * const upgrade = await getUpgradedConsensusState(client).catch((error) =>
 *   error instanceof GatewayError && error.code === 5 ? undefined : Promise.reject(error),
 * )
 * ```
 */
export function getUpgradedConsensusState(
  client: GatewayClient,
  parameters: GetUpgradedConsensusStateParameters = {},
  options?: RequestOptions,
): Promise<GetUpgradedConsensusStateResponse> {
  return request(client, getUpgradedConsensusStateEndpoint, parameters, options)
}
