import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import type { IntegerInput } from '../../core/pagination.ts'
import { uint64Rule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { anySchema, bytesSchema, heightSchema } from '../../core/schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { AnyValue } from '../../core/schemas.ts'
import type { Height } from '../../core/schemas.ts'

/** Parameters of {@link getChannelConsensusState}. */
export type GetChannelConsensusStateParameters = {
  /** Channel identifier, such as `channel-0`. */
  channelId: string
  /** Port identifier, such as `transfer`. */
  portId: string
  /** Revision of the counterparty chain (`4` for `cosmoshub-4`); 64-bit, so a bigint or decimal string works too. */
  revisionNumber: IntegerInput
  /** Block height on the counterparty chain at which the light client stored the consensus state. */
  revisionHeight: IntegerInput
}

const getChannelConsensusStateResponseZod = /* @__PURE__ */ z.looseObject({
  /** The light client's consensus state, such as `/ibc.lightclients.tendermint.v1.ConsensusState`. */
  consensus_state: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(anySchema)),
  /** The light client behind the channel's connection. */
  client_id: /* @__PURE__ */ z.string(),
  /** Merkle proof (base64); the REST gateway sends `null`. */
  proof: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(bytesSchema)),
  /** Height at which the state was read. */
  proof_height: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(heightSchema)),
})
type _getChannelConsensusStateResponseZodCheck = [Assignable<z.output<typeof getChannelConsensusStateResponseZod>, GetChannelConsensusStateResponse>, Assignable<GetChannelConsensusStateResponse, z.output<typeof getChannelConsensusStateResponseZod>>]
/**
 * Response of {@link getChannelConsensusState}, for validating JSON fetched another way.
 *
 * @example
 * ```ts
 * const { consensus_state } = getChannelConsensusStateResponseSchema.parse(await response.json())
 * ```
 */
export const getChannelConsensusStateResponseSchema: ResponseSchema<GetChannelConsensusStateResponse> = getChannelConsensusStateResponseZod
/** Response of {@link getChannelConsensusState}: `consensus_state`, `client_id`, `proof`, `proof_height`. */
export type GetChannelConsensusStateResponse = {
  /** The light client behind the channel's connection. */
  client_id: string
  /** The light client's consensus state, such as `/ibc.lightclients.tendermint.v1.ConsensusState`. */
  consensus_state?: AnyValue | null | undefined
  /** Merkle proof (base64); the REST gateway sends `null`. */
  proof?: string | null | undefined
  /** Height at which the state was read. */
  proof_height?: Height | null | undefined
}

/**
 * `GET /ibc/core/channel/v1/channels/{channel_id}/ports/{port_id}/consensus_state/revision/{revision_number}/height/{revision_height}`.
 *
 * @example
 * ```ts
 * const url = buildUrl(client, getChannelConsensusStateEndpoint, { channelId: 'channel-0', portId: 'transfer', revisionNumber: 4, revisionHeight: 19_254_311 })
 * ```
 */
export const getChannelConsensusStateEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'ibcChannel/channelConsensusState',
  checks: { revisionNumber: uint64Rule, revisionHeight: uint64Rule },
  method: 'GET',
  path: '/ibc/core/channel/v1/channels/{channel_id}/ports/{port_id}/consensus_state/revision/{revision_number}/height/{revision_height}',
  pathParams: (parameters: GetChannelConsensusStateParameters) => ({
    channel_id: parameters.channelId,
    port_id: parameters.portId,
    revision_number: parameters.revisionNumber,
    revision_height: parameters.revisionHeight,
  }),
  response: getChannelConsensusStateResponseSchema,
})

/**
 * The consensus state, at one counterparty height, of the light client that
 * tracks the chain at the other end of a channel. A height the client never
 * stored is a {@link GatewayError} with status 404 and code 5.
 *
 * @example
 * ```ts
 * const { identified_client_state } = await getChannelClientState(client, { channelId, portId })
 * const { revision_number, revision_height } = identified_client_state.client_state.latest_height as Height
 * const { consensus_state } = await getChannelConsensusState(client, {
 *   channelId,
 *   portId,
 *   revisionNumber: revision_number,
 *   revisionHeight: revision_height,
 * })
 * ```
 */
export function getChannelConsensusState(
  client: GatewayClient,
  parameters: GetChannelConsensusStateParameters,
  options?: RequestOptions,
): Promise<GetChannelConsensusStateResponse> {
  return request(client, getChannelConsensusStateEndpoint, parameters, options)
}
