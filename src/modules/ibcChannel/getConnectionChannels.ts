import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { pageRequestToQuery, type PageRequest } from '../../core/pagination.ts'
import { paginationRule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { heightSchema, pageResponseSchema } from '../../core/schemas.ts'
import { identifiedChannelSchema } from './getChannels.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { IdentifiedChannel } from './getChannels.ts'
import type { Height } from '../../core/schemas.ts'
import type { PageResponse } from '../../core/schemas.ts'

/** Parameters of {@link getConnectionChannels}. */
export type GetConnectionChannelsParameters = {
  /** Connection identifier, such as `connection-0`. */
  connection: string
  pagination?: PageRequest | undefined
}

const getConnectionChannelsResponseZod = /* @__PURE__ */ z.looseObject({
  channels: /* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(identifiedChannelSchema)),
  pagination: /* @__PURE__ */ z.shapeOf(pageResponseSchema),
  /** Height at which the list was read. */
  height: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(heightSchema)),
})
type _getConnectionChannelsResponseZodCheck = [Assignable<z.output<typeof getConnectionChannelsResponseZod>, GetConnectionChannelsResponse>, Assignable<GetConnectionChannelsResponse, z.output<typeof getConnectionChannelsResponseZod>>]
/**
 * Response of {@link getConnectionChannels}, for validating JSON fetched another way.
 *
 * @example
 * ```ts
 * const { channels } = getConnectionChannelsResponseSchema.parse(await response.json())
 * ```
 */
export const getConnectionChannelsResponseSchema: ResponseSchema<GetConnectionChannelsResponse> = getConnectionChannelsResponseZod
/** Response of {@link getConnectionChannels}: `channels`, `pagination` and the query `height`. */
export type GetConnectionChannelsResponse = {
  channels: IdentifiedChannel[]
  pagination?: PageResponse
  /** Height at which the list was read. */
  height?: Height | null | undefined
}

/**
 * `GET /ibc/core/channel/v1/connections/{connection}/channels`.
 *
 * @example
 * ```ts
 * const url = buildUrl(client, getConnectionChannelsEndpoint, { connection: 'connection-0' })
 * ```
 */
export const getConnectionChannelsEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'ibcChannel/connectionChannels',
  checks: { pagination: paginationRule },
  method: 'GET',
  path: '/ibc/core/channel/v1/connections/{connection}/channels',
  pathParams: (parameters: GetConnectionChannelsParameters) => ({ connection: parameters.connection }),
  query: (parameters) => pageRequestToQuery(parameters.pagination),
  response: getConnectionChannelsResponseSchema,
  pagination: { style: 'key' },
})

/**
 * The channels whose first connection hop is a connection, one page at a time.
 * An unknown (well-formed) connection has no channels: an empty list, not an error.
 *
 * @example
 * ```ts
 * const { channels } = await getConnectionChannels(client, { connection: 'connection-0' })
 * ```
 */
export function getConnectionChannels(
  client: GatewayClient,
  parameters: GetConnectionChannelsParameters,
  options?: RequestOptions,
): Promise<GetConnectionChannelsResponse> {
  return request(client, getConnectionChannelsEndpoint, parameters, options)
}
