import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { pageRequestToQuery, type PageRequest } from '../../core/pagination.ts'
import { paginationRule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { heightSchema, pageResponseSchema } from '../../core/schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { Height } from '../../core/schemas.ts'
import type { PageResponse } from '../../core/schemas.ts'

/** Parameters of {@link getConsensusStateHeights}. */
export type GetConsensusStateHeightsParameters = {
  /** Light client identifier, such as `07-tendermint-0`. */
  clientId: string
  pagination?: PageRequest | undefined
}

const getConsensusStateHeightsResponseZod = /* @__PURE__ */ z.looseObject({
  consensus_state_heights: /* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(heightSchema)),
  pagination: /* @__PURE__ */ z.shapeOf(pageResponseSchema),
})
type _getConsensusStateHeightsResponseZodCheck = [Assignable<z.output<typeof getConsensusStateHeightsResponseZod>, GetConsensusStateHeightsResponse>, Assignable<GetConsensusStateHeightsResponse, z.output<typeof getConsensusStateHeightsResponseZod>>]
/** Response of {@link getConsensusStateHeights}. */
export const getConsensusStateHeightsResponseSchema: ResponseSchema<GetConsensusStateHeightsResponse> = getConsensusStateHeightsResponseZod
/** Response of {@link getConsensusStateHeights}: `consensus_state_heights` and `pagination`. */
export type GetConsensusStateHeightsResponse = {
  consensus_state_heights: Height[]
  pagination?: PageResponse
}

/** `GET /ibc/core/client/v1/consensus_states/{client_id}/heights`. */
export const getConsensusStateHeightsEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'ibcClient/consensusStateHeights',
  checks: { pagination: paginationRule },
  method: 'GET',
  path: '/ibc/core/client/v1/consensus_states/{client_id}/heights',
  pathParams: (parameters: GetConsensusStateHeightsParameters) => ({ client_id: parameters.clientId }),
  query: (parameters) => pageRequestToQuery(parameters.pagination),
  response: getConsensusStateHeightsResponseSchema,
  pagination: { style: 'key' },
})

/**
 * The counterparty heights at which a light client stores a consensus state, without the
 * states themselves, one page at a time in the same order as {@link getConsensusStates}.
 *
 * @example
 * ```ts
 * const { consensus_state_heights } = await getConsensusStateHeights(client, { clientId: '07-tendermint-0' })
 * ```
 */
export function getConsensusStateHeights(
  client: GatewayClient,
  parameters: GetConsensusStateHeightsParameters,
  options?: RequestOptions,
): Promise<GetConsensusStateHeightsResponse> {
  return request(client, getConsensusStateHeightsEndpoint, parameters, options)
}
