import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { pageRequestToQuery, type PageRequest } from '../../core/pagination.ts'
import { paginationRule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { anySchema, heightSchema, pageResponseSchema } from '../../core/schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { Height } from '../../core/schemas.ts'
import type { AnyValue } from '../../core/schemas.ts'
import type { PageResponse } from '../../core/schemas.ts'

const consensusStateWithHeightZod = /* @__PURE__ */ z.looseObject({
  height: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(heightSchema)),
  /** Such as `/ibc.lightclients.tendermint.v1.ConsensusState` with `timestamp`, `root`, `next_validators_hash`. */
  consensus_state: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(anySchema)),
})
type _consensusStateWithHeightZodCheck = [Assignable<z.output<typeof consensusStateWithHeightZod>, ConsensusStateWithHeight>, Assignable<ConsensusStateWithHeight, z.output<typeof consensusStateWithHeightZod>>]
/** A light client's consensus state with the counterparty height it was stored at. */
export const consensusStateWithHeightSchema: ResponseSchema<ConsensusStateWithHeight> = consensusStateWithHeightZod
/** A light client's consensus state with the counterparty height it was stored at. */
export type ConsensusStateWithHeight = {
  height?: Height | null | undefined
  /** Such as `/ibc.lightclients.tendermint.v1.ConsensusState` with `timestamp`, `root`, `next_validators_hash`. */
  consensus_state?: AnyValue | null | undefined
}

/** Parameters of {@link getConsensusStates}. */
export type GetConsensusStatesParameters = {
  /** Light client identifier, such as `07-tendermint-0`. */
  clientId: string
  pagination?: PageRequest | undefined
}

const getConsensusStatesResponseZod = /* @__PURE__ */ z.looseObject({
  consensus_states: /* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(consensusStateWithHeightSchema)),
  pagination: /* @__PURE__ */ z.shapeOf(pageResponseSchema),
})
type _getConsensusStatesResponseZodCheck = [Assignable<z.output<typeof getConsensusStatesResponseZod>, GetConsensusStatesResponse>, Assignable<GetConsensusStatesResponse, z.output<typeof getConsensusStatesResponseZod>>]
/** Response of {@link getConsensusStates}. */
export const getConsensusStatesResponseSchema: ResponseSchema<GetConsensusStatesResponse> = getConsensusStatesResponseZod
/** Response of {@link getConsensusStates}: `consensus_states` and `pagination`. */
export type GetConsensusStatesResponse = {
  consensus_states: ConsensusStateWithHeight[]
  pagination?: PageResponse
}

/** `GET /ibc/core/client/v1/consensus_states/{client_id}`. */
export const getConsensusStatesEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'ibcClient/consensusStates',
  checks: { pagination: paginationRule },
  method: 'GET',
  path: '/ibc/core/client/v1/consensus_states/{client_id}',
  pathParams: (parameters: GetConsensusStatesParameters) => ({ client_id: parameters.clientId }),
  query: (parameters) => pageRequestToQuery(parameters.pagination),
  response: getConsensusStatesResponseSchema,
  pagination: { style: 'key' },
})

/**
 * The consensus states a light client stores, one page at a time, in the store's key order
 * (`{revision}-{height}` as text, so height 10 comes before height 9). An unknown
 * (well-formed) client has none: an empty list, not an error.
 *
 * @example
 * ```ts
 * const { consensus_states, pagination } = await getConsensusStates(client, { clientId: '07-tendermint-0', pagination: { limit: 50 } })
 * consensus_states[0].height // { revision_number: '4', revision_height: '1' }
 * ```
 */
export function getConsensusStates(
  client: GatewayClient,
  parameters: GetConsensusStatesParameters,
  options?: RequestOptions,
): Promise<GetConsensusStatesResponse> {
  return request(client, getConsensusStatesEndpoint, parameters, options)
}
