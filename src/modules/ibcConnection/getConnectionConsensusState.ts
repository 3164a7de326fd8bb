import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import type { IntegerInput } from '../../core/pagination.ts'
import { uint64Rule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { anySchema, bytesSchema, heightSchema } from '../../core/schemas.ts'

/** Parameters of {@link getConnectionConsensusState}. */
export type GetConnectionConsensusStateParameters = {
  /** Connection identifier, such as `connection-0`. */
  connectionId: string
  /** Revision of the counterparty chain (`4` for `cosmoshub-4`); 64-bit, so a bigint or decimal string works too. */
  revisionNumber: IntegerInput
  /** Counterparty block height at which the connection's client stored the state. */
  revisionHeight: IntegerInput
}

/** Response of {@link getConnectionConsensusState}. */
export const getConnectionConsensusStateResponseSchema = /* @__PURE__ */ z.looseObject({
  /** The client's consensus state, such as `/ibc.lightclients.tendermint.v1.ConsensusState`. */
  consensus_state: /* @__PURE__ */ z.nullish(anySchema),
  /** The light client the connection is built on. */
  client_id: /* @__PURE__ */ z.string(),
  /** Merkle proof (base64); the REST gateway sends `null`. */
  proof: /* @__PURE__ */ z.nullish(bytesSchema),
  /** Height at which the state was read. */
  proof_height: /* @__PURE__ */ z.nullish(heightSchema),
})
/** Response of {@link getConnectionConsensusState}: `consensus_state`, `client_id`, `proof`, `proof_height`. */
export type GetConnectionConsensusStateResponse = z.output<typeof getConnectionConsensusStateResponseSchema>

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
