import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { pageRequestToQuery, type PageRequest } from '../../core/pagination.ts'
import { paginationRule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { heightSchema, pageResponseSchema, uint64Schema } from '../../core/schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { Height } from '../../core/schemas.ts'
import type { PageResponse } from '../../core/schemas.ts'

/** Channel states; newer ibc-go versions add more, which parse as plain strings. */
export type ChannelState =
  | 'STATE_UNINITIALIZED_UNSPECIFIED'
  | 'STATE_INIT'
  | 'STATE_TRYOPEN'
  | 'STATE_OPEN'
  | 'STATE_CLOSED'
  | 'STATE_FLUSHING'
  | 'STATE_FLUSHCOMPLETE'
  | (string & {})

/** Channel orderings. */
export type ChannelOrdering = 'ORDER_NONE_UNSPECIFIED' | 'ORDER_UNORDERED' | 'ORDER_ORDERED' | (string & {})

const channelZod = /* @__PURE__ */ z.looseObject({
  state: /* @__PURE__ */ z.string() as z.ZodType<ChannelState>,
  ordering: /* @__PURE__ */ z.string() as z.ZodType<ChannelOrdering>,
  counterparty: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.looseObject({ port_id: /* @__PURE__ */ z.string(), channel_id: /* @__PURE__ */ z.string() })),
  connection_hops: /* @__PURE__ */ z.array(/* @__PURE__ */ z.string()),
  version: /* @__PURE__ */ z.string(),
  /** Since ibc-go v8. */
  upgrade_sequence: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.shapeOf(uint64Schema)),
})
type _channelZodCheck = [Assignable<z.output<typeof channelZod>, Channel>, Assignable<Channel, z.output<typeof channelZod>>]
/** One end of an IBC channel. */
export const channelSchema: ResponseSchema<Channel> = channelZod
/** One end of an IBC channel. */
export type Channel = {
  state: ChannelState
  ordering: ChannelOrdering
  connection_hops: string[]
  version: string
  counterparty?: {
    port_id: string
    channel_id: string
  } | null | undefined
  /** Since ibc-go v8. */
  upgrade_sequence?: string | undefined
}

const identifiedChannelZod = /* @__PURE__ */ z.extend(channelZod, {
  port_id: /* @__PURE__ */ z.string(),
  channel_id: /* @__PURE__ */ z.string(),
})
type _identifiedChannelZodCheck = [Assignable<z.output<typeof identifiedChannelZod>, IdentifiedChannel>, Assignable<IdentifiedChannel, z.output<typeof identifiedChannelZod>>]
/** A channel end in a list, with its own port and channel ids. */
// `z.extend`, not a spread of `.shape`: a bundler cannot drop a schema built from a property read.
export const identifiedChannelSchema: ResponseSchema<IdentifiedChannel> = identifiedChannelZod
/** A channel end in a list. */
export type IdentifiedChannel = {
  state: ChannelState
  ordering: ChannelOrdering
  connection_hops: string[]
  version: string
  port_id: string
  channel_id: string
  counterparty?: {
    port_id: string
    channel_id: string
  } | null | undefined
  /** Since ibc-go v8. */
  upgrade_sequence?: string | undefined
}

/** Parameters of {@link getChannels}. */
export type GetChannelsParameters = {
  pagination?: PageRequest | undefined
}

const getChannelsResponseZod = /* @__PURE__ */ z.looseObject({
  channels: /* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(identifiedChannelSchema)),
  pagination: /* @__PURE__ */ z.shapeOf(pageResponseSchema),
  height: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(heightSchema)),
})
type _getChannelsResponseZodCheck = [Assignable<z.output<typeof getChannelsResponseZod>, GetChannelsResponse>, Assignable<GetChannelsResponse, z.output<typeof getChannelsResponseZod>>]
/** Response of {@link getChannels}. */
export const getChannelsResponseSchema: ResponseSchema<GetChannelsResponse> = getChannelsResponseZod
/** Response of {@link getChannels}: `channels`, `pagination` and the query `height`. */
export type GetChannelsResponse = {
  channels: IdentifiedChannel[]
  pagination?: PageResponse
  height?: Height | null | undefined
}

/** `GET /ibc/core/channel/v1/channels`. */
export const getChannelsEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'ibcChannel/channels',
  checks: { pagination: paginationRule },
  method: 'GET',
  path: '/ibc/core/channel/v1/channels',
  query: (parameters: GetChannelsParameters) => pageRequestToQuery(parameters.pagination),
  response: getChannelsResponseSchema,
  pagination: { style: 'key' },
})

/**
 * All IBC channels of the chain, one page at a time.
 *
 * @example
 * ```ts
 * const { channels } = await getChannels(client, { pagination: { limit: 100 } })
 * ```
 */
export function getChannels(
  client: GatewayClient,
  parameters: GetChannelsParameters = {},
  options?: RequestOptions,
): Promise<GetChannelsResponse> {
  return request(client, getChannelsEndpoint, parameters, options)
}
