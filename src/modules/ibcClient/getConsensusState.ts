import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import type { IntegerInput } from '../../core/pagination.ts'
import { uint64Rule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { anySchema, bytesSchema, heightSchema } from '../../core/schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { AnyValue } from '../../core/schemas.ts'
import type { Height } from '../../core/schemas.ts'

/** Parameters of {@link getConsensusState}. */
export type GetConsensusStateParameters = {
  /** Light client identifier, such as `07-tendermint-0`. */
  clientId: string
  /** Revision of the counterparty chain (`4` for `cosmoshub-4`); 64-bit, so a bigint or decimal string works too. */
  revisionNumber: IntegerInput
  /** Counterparty block height at which the client stored the state. */
  revisionHeight: IntegerInput
  /** When true, the gateway answers the client's latest consensus state and ignores the height. */
  latestHeight?: boolean | undefined
}

const getConsensusStateResponseZod = /* @__PURE__ */ z.looseObject({
  /** Such as `/ibc.lightclients.tendermint.v1.ConsensusState` with `timestamp`, `root`, `next_validators_hash`. */
  consensus_state: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(anySchema)),
  /** Merkle proof (base64); the REST gateway sends `null`. */
  proof: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(bytesSchema)),
  /** Height at which the state was read. */
  proof_height: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(heightSchema)),
})
type _getConsensusStateResponseZodCheck = [Assignable<z.output<typeof getConsensusStateResponseZod>, GetConsensusStateResponse>, Assignable<GetConsensusStateResponse, z.output<typeof getConsensusStateResponseZod>>]
/** Response of {@link getConsensusState}. */
export const getConsensusStateResponseSchema: ResponseSchema<GetConsensusStateResponse> = getConsensusStateResponseZod
/** Response of {@link getConsensusState}: `consensus_state`, `proof`, `proof_height`. */
export type GetConsensusStateResponse = {
  /** Such as `/ibc.lightclients.tendermint.v1.ConsensusState` with `timestamp`, `root`, `next_validators_hash`. */
  consensus_state?: AnyValue | null | undefined
  /** Merkle proof (base64); the REST gateway sends `null`. */
  proof?: string | null | undefined
  /** Height at which the state was read. */
  proof_height?: Height | null | undefined
}

/** `GET /ibc/core/client/v1/consensus_states/{client_id}/revision/{revision_number}/height/{revision_height}`. */
export const getConsensusStateEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'ibcClient/consensusState',
  checks: { revisionNumber: uint64Rule, revisionHeight: uint64Rule },
  method: 'GET',
  path: '/ibc/core/client/v1/consensus_states/{client_id}/revision/{revision_number}/height/{revision_height}',
  pathParams: (parameters: GetConsensusStateParameters) => ({
    client_id: parameters.clientId,
    revision_number: parameters.revisionNumber,
    revision_height: parameters.revisionHeight,
  }),
  query: (parameters) => ({ latest_height: parameters.latestHeight }),
  response: getConsensusStateResponseSchema,
})

/**
 * A light client's consensus state at one counterparty height (or its latest, with
 * `latestHeight: true`). A height the client never stored is a `GatewayError` with status
 * 404 and code 5; height 0 without `latestHeight` is refused with 400 and code 3.
 *
 * @example
 * ```ts
 * const { consensus_state } = await getConsensusState(client, {
 *   clientId: '07-tendermint-0',
 *   revisionNumber: 4,
 *   revisionHeight: 19_254_311,
 * })
 * ```
 */
export function getConsensusState(
  client: GatewayClient,
  parameters: GetConsensusStateParameters,
  options?: RequestOptions,
): Promise<GetConsensusStateResponse> {
  return request(client, getConsensusStateEndpoint, parameters, options)
}
