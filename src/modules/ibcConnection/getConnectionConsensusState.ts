import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import type { IntegerInput } from '../../core/pagination.ts'
import { uint64Rule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { anySchema, bytesSchema, heightSchema } from '../../core/schemas.ts'
import { zodOf } from '../../core/responseSchema.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { AnyValue } from '../../core/schemas.ts'
import type { Height } from '../../core/schemas.ts'

/** Parameters of {@link getConnectionConsensusState}. */
export type GetConnectionConsensusStateParameters = {
  /** Connection identifier, such as `connection-0`. */
  connectionId: string
  /** Revision of the counterparty chain (`4` for `cosmoshub-4`); 64-bit, so a bigint or decimal string works too. */
  revisionNumber: IntegerInput
  /** Counterparty block height at which the connection's client stored the state. */
  revisionHeight: IntegerInput
}

const getConnectionConsensusStateResponseZod = /* @__PURE__ */ z.looseObject({
  /** The client's consensus state, such as `/ibc.lightclients.tendermint.v1.ConsensusState`. */
  consensus_state: /* @__PURE__ */ z.nullish(/* @__PURE__ */ zodOf(anySchema)),
  /** The light client the connection is built on. */
  client_id: /* @__PURE__ */ z.string(),
  /** Merkle proof (base64); the REST gateway sends `null`. */
  proof: /* @__PURE__ */ z.nullish(/* @__PURE__ */ zodOf(bytesSchema)),
  /** Height at which the state was read. */
  proof_height: /* @__PURE__ */ z.nullish(/* @__PURE__ */ zodOf(heightSchema)),
})
type _getConnectionConsensusStateResponseZodCheck = [Assignable<z.output<typeof getConnectionConsensusStateResponseZod>, GetConnectionConsensusStateResponse>, Assignable<GetConnectionConsensusStateResponse, z.output<typeof getConnectionConsensusStateResponseZod>>]
/** Response of {@link getConnectionConsensusState}. */
export const getConnectionConsensusStateResponseSchema: ResponseSchema<GetConnectionConsensusStateResponse> = getConnectionConsensusStateResponseZod
/** Response of {@link getConnectionConsensusState}: `consensus_state`, `client_id`, `proof`, `proof_height`. */
export type GetConnectionConsensusStateResponse = {
  /** The light client the connection is built on. */
  client_id: string
  /** The client's consensus state, such as `/ibc.lightclients.tendermint.v1.ConsensusState`. */
  consensus_state?: AnyValue | null | undefined
  /** Merkle proof (base64); the REST gateway sends `null`. */
  proof?: string | null | undefined
  /** Height at which the state was read. */
  proof_height?: Height | null | undefined
}

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
