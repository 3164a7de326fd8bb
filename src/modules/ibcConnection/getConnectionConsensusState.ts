import type { GatewayClient } from '../../core/client.ts'
import type { IntegerInput } from '../../core/pagination.ts'
import { uint64Rule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import type { ResponseSchema } from '../../core/responseSchema.ts'
import { getChannelConsensusStateResponseSchema, type GetChannelConsensusStateResponse } from '../ibcChannel/getChannelConsensusState.ts'

/** Parameters of {@link getConnectionConsensusState}. */
export type GetConnectionConsensusStateParameters = {
  /** Connection identifier, such as `connection-0`. */
  connectionId: string
  /** Revision of the counterparty chain (`4` for `cosmoshub-4`); 64-bit, so a bigint or decimal string works too. */
  revisionNumber: IntegerInput
  /** Counterparty block height at which the connection's client stored the state. */
  revisionHeight: IntegerInput
}

/** Response of {@link getConnectionConsensusState}: the same message as a channel's (ibc-go answers both from the connection's client). */
export const getConnectionConsensusStateResponseSchema: ResponseSchema<GetConnectionConsensusStateResponse> = getChannelConsensusStateResponseSchema
/** Response of {@link getConnectionConsensusState}: the same fields as {@link GetChannelConsensusStateResponse}. */
export type GetConnectionConsensusStateResponse = GetChannelConsensusStateResponse

/**
 * `GET /ibc/core/connection/v1/connections/{connection_id}/consensus_state/revision/{revision_number}/height/{revision_height}`.
 */
export const getConnectionConsensusStateEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'ibcConnection/connectionConsensusState',
  checks: { revisionNumber: uint64Rule, revisionHeight: uint64Rule },
  method: 'GET',
  path: '/ibc/core/connection/v1/connections/{connection_id}/consensus_state/revision/{revision_number}/height/{revision_height}',
  pathParams: (parameters: GetConnectionConsensusStateParameters) => ({
    connection_id: parameters.connectionId,
    revision_number: parameters.revisionNumber,
    revision_height: parameters.revisionHeight,
  }),
  response: getConnectionConsensusStateResponseSchema,
})

/**
 * The consensus state, at one counterparty height, of the light client a connection is built
 * on. A height the client never stored is a `GatewayError` with status 404 and code 5.
 *
 * @example
 * ```ts
 * const { consensus_state, client_id } = await getConnectionConsensusState(client, {
 *   connectionId: 'connection-0',
 *   revisionNumber: 4,
 *   revisionHeight: 19_254_311,
 * })
 * ```
 */
export function getConnectionConsensusState(
  client: GatewayClient,
  parameters: GetConnectionConsensusStateParameters,
  options?: RequestOptions,
): Promise<GetConnectionConsensusStateResponse> {
  return request(client, getConnectionConsensusStateEndpoint, parameters, options)
}
