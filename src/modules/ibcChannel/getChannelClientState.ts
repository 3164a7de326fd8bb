import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { anySchema, bytesSchema, heightSchema } from '../../core/schemas.ts'

/** Parameters of {@link getChannelClientState}. */
export type GetChannelClientStateParameters = {
  /** Channel identifier, such as `channel-0`. */
  channelId: string
  /** Port identifier, such as `transfer`. */
  portId: string
}

/**
 * Response of {@link getChannelClientState}, for validating JSON fetched another way.
 *
 * @example
 * ```ts
 * const { identified_client_state } = getChannelClientStateResponseSchema.parse(await response.json())
 * ```
 */
export const getChannelClientStateResponseSchema = /* @__PURE__ */ z.looseObject({
  /** The light client behind the channel's connection: its id and its state as an `Any`. */
  identified_client_state: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.looseObject({
    client_id: /* @__PURE__ */ z.string(),
    /** Such as `/ibc.lightclients.tendermint.v1.ClientState` with `chain_id` and `latest_height`. */
    client_state: /* @__PURE__ */ z.nullish(anySchema),
  })),
  /** Merkle proof (base64); the REST gateway sends `null`. */
  proof: /* @__PURE__ */ z.nullish(bytesSchema),
  /** Height at which the state was read. */
  proof_height: /* @__PURE__ */ z.nullish(heightSchema),
})
/** Response of {@link getChannelClientState}: `identified_client_state`, `proof`, `proof_height`. */
export type GetChannelClientStateResponse = z.output<typeof getChannelClientStateResponseSchema>

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
