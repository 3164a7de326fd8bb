import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { bytesSchema, heightSchema } from '../../core/schemas.ts'
import { channelSchema } from './getChannels.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { Channel } from './getChannels.ts'
import type { Height } from '../../core/schemas.ts'

/** Parameters of {@link getChannel}. */
export type GetChannelParameters = {
  /** Channel identifier, such as `channel-0`. */
  channelId: string
  /** Port identifier, such as `transfer`. */
  portId: string
}

const getChannelResponseZod = /* @__PURE__ */ z.looseObject({
  channel: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(channelSchema)),
  /** Merkle proof of existence (base64); the REST gateway sends `null`, it does not prove. */
  proof: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(bytesSchema)),
  /** Height at which the channel was read. */
  proof_height: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(heightSchema)),
})
type _getChannelResponseZodCheck = [Assignable<z.output<typeof getChannelResponseZod>, GetChannelResponse>, Assignable<GetChannelResponse, z.output<typeof getChannelResponseZod>>]
/**
 * Response of {@link getChannel}, for validating JSON fetched another way.
 *
 * @example
 * ```ts
 * const { channel } = getChannelResponseSchema.parse(await response.json())
 * ```
 */
export const getChannelResponseSchema: ResponseSchema<GetChannelResponse> = getChannelResponseZod
/** Response of {@link getChannel}: `channel`, `proof` and `proof_height`. */
export type GetChannelResponse = {
  channel?: Channel | null | undefined
  /** Merkle proof of existence (base64); the REST gateway sends `null`, it does not prove. */
  proof?: string | null | undefined
  /** Height at which the channel was read. */
  proof_height?: Height | null | undefined
}

/**
 * `GET /ibc/core/channel/v1/channels/{channel_id}/ports/{port_id}`.
 *
 * @example
 * ```ts
 * const url = buildUrl(client, getChannelEndpoint, { channelId: 'channel-0', portId: 'transfer' })
 * ```
 */
export const getChannelEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'ibcChannel/channel',
  method: 'GET',
  path: '/ibc/core/channel/v1/channels/{channel_id}/ports/{port_id}',
  pathParams: (parameters: GetChannelParameters) => ({ channel_id: parameters.channelId, port_id: parameters.portId }),
  response: getChannelResponseSchema,
})

/**
 * One IBC channel end: state, ordering, counterparty, connection hops and version.
 * An unknown channel is a {@link GatewayError} with status 404 and code 5.
 *
 * @example
 * ```ts
 * const { channel } = await getChannel(client, { channelId: 'channel-0', portId: 'transfer' })
 * channel.state // "STATE_OPEN"
 * ```
 */
export function getChannel(
  client: GatewayClient,
  parameters: GetChannelParameters,
  options?: RequestOptions,
): Promise<GetChannelResponse> {
  return request(client, getChannelEndpoint, parameters, options)
}
