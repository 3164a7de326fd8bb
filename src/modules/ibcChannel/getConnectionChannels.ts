import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { pageRequestToQuery, type PageRequest } from '../../core/pagination.ts'
import { paginationRule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { heightSchema, pageResponseSchema } from '../../core/schemas.ts'
import { identifiedChannelSchema } from './getChannels.ts'

/** Parameters of {@link getConnectionChannels}. */
export type GetConnectionChannelsParameters = {
  /** Connection identifier, such as `connection-0`. */
  connection: string
  pagination?: PageRequest | undefined
}

/**
 * Response of {@link getConnectionChannels}, for validating JSON fetched another way.
 *
 * @example
 * ```ts
 * const { channels } = getConnectionChannelsResponseSchema.parse(await response.json())
 * ```
 */
export const getConnectionChannelsResponseSchema = /* @__PURE__ */ z.looseObject({
  channels: /* @__PURE__ */ z.array(identifiedChannelSchema),
  pagination: pageResponseSchema,
  /** Height at which the list was read. */
  height: /* @__PURE__ */ z.nullish(heightSchema),
})
/** Response of {@link getConnectionChannels}: `channels`, `pagination` and the query `height`. */
export type GetConnectionChannelsResponse = z.output<typeof getConnectionChannelsResponseSchema>

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
