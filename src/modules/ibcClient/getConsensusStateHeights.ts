import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { pageRequestToQuery, type PageRequest } from '../../core/pagination.ts'
import { paginationRule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { heightSchema, pageResponseSchema } from '../../core/schemas.ts'

/** Parameters of {@link getConsensusStateHeights}. */
export type GetConsensusStateHeightsParameters = {
  /** Light client identifier, such as `07-tendermint-0`. */
  clientId: string
  pagination?: PageRequest | undefined
}

/** Response of {@link getConsensusStateHeights}. */
export const getConsensusStateHeightsResponseSchema = /* @__PURE__ */ z.looseObject({
  consensus_state_heights: /* @__PURE__ */ z.array(heightSchema),
  pagination: pageResponseSchema,
})
/** Response of {@link getConsensusStateHeights}: `consensus_state_heights` and `pagination`. */
export type GetConsensusStateHeightsResponse = z.output<typeof getConsensusStateHeightsResponseSchema>

/** `GET /ibc/core/client/v1/consensus_states/{client_id}/heights`. */
export const getConsensusStateHeightsEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'ibcClient/consensusStateHeights',
  checks: { pagination: paginationRule },
  method: 'GET',
  path: '/ibc/core/client/v1/consensus_states/{client_id}/heights',
  pathParams: (parameters: GetConsensusStateHeightsParameters) => ({ client_id: parameters.clientId }),
  query: (parameters) => pageRequestToQuery(parameters.pagination),
  response: getConsensusStateHeightsResponseSchema,
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
