import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { anySchema, bytesSchema, heightSchema } from '../../core/schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { AnyValue } from '../../core/schemas.ts'
import type { Height } from '../../core/schemas.ts'

/** Parameters of {@link getChannelClientState}. */
export type GetChannelClientStateParameters = {
  /** Channel identifier, such as `channel-0`. */
  channelId: string
  /** Port identifier, such as `transfer`. */
  portId: string
}

const getChannelClientStateResponseZod = /* @__PURE__ */ z.looseObject({
  /** The light client behind the channel's connection: its id and its state as an `Any`. */
  identified_client_state: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.looseObject({
    client_id: /* @__PURE__ */ z.string(),
    /** Such as `/ibc.lightclients.tendermint.v1.ClientState` with `chain_id` and `latest_height`. */
    client_state: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(anySchema)),
  })),
  /** Merkle proof (base64); the REST gateway sends `null`. */
  proof: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(bytesSchema)),
  /** Height at which the state was read. */
  proof_height: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(heightSchema)),
})
type _getChannelClientStateResponseZodCheck = [Assignable<z.output<typeof getChannelClientStateResponseZod>, GetChannelClientStateResponse>, Assignable<GetChannelClientStateResponse, z.output<typeof getChannelClientStateResponseZod>>]
/**
 * Response of {@link getChannelClientState}, for validating JSON fetched another way.
 *
 * @example
 * ```ts
 * const { identified_client_state } = getChannelClientStateResponseSchema.parse(await response.json())
 * ```
 */
export const getChannelClientStateResponseSchema: ResponseSchema<GetChannelClientStateResponse> = getChannelClientStateResponseZod
/** Response of {@link getChannelClientState}: `identified_client_state`, `proof`, `proof_height`. */
export type GetChannelClientStateResponse = {
  /** The light client behind the channel's connection: its id and its state as an `Any`. */
  identified_client_state?: {
    client_id: string
    /** Such as `/ibc.lightclients.tendermint.v1.ClientState` with `chain_id` and `latest_height`. */
    client_state?: AnyValue | null | undefined
  } | null | undefined
  /** Merkle proof (base64); the REST gateway sends `null`. */
  proof?: string | null | undefined
  /** Height at which the state was read. */
  proof_height?: Height | null | undefined
}

/**
 * `GET /ibc/core/channel/v1/channels/{channel_id}/ports/{port_id}/client_state`.
 *
 * @example
 * ```ts
 * const url = buildUrl(client, getChannelClientStateEndpoint, { channelId: 'channel-0', portId: 'transfer' })
 * ```
 */
export const getChannelClientStateEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'ibcChannel/channelClientState',
  method: 'GET',
  path: '/ibc/core/channel/v1/channels/{channel_id}/ports/{port_id}/client_state',
  pathParams: (parameters: GetChannelClientStateParameters) => ({
    channel_id: parameters.channelId,
    port_id: parameters.portId,
  }),
  response: getChannelClientStateResponseSchema,
})

/**
 * The light client a channel relies on: the client of the channel's first
 * connection hop, which tracks the counterparty chain.
 *
 * @example
 * ```ts
 * const { identified_client_state } = await getChannelClientState(client, { channelId: 'channel-0', portId: 'transfer' })
 * identified_client_state.client_id // "07-tendermint-0"
 * anyTypeUrl(identified_client_state.client_state) // "/ibc.lightclients.tendermint.v1.ClientState"
 * ```
 */
export function getChannelClientState(
  client: GatewayClient,
  parameters: GetChannelClientStateParameters,
  options?: RequestOptions,
): Promise<GetChannelClientStateResponse> {
  return request(client, getChannelClientStateEndpoint, parameters, options)
}
