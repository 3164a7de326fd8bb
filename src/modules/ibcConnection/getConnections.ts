import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { pageRequestToQuery, type PageRequest } from '../../core/pagination.ts'
import { paginationRule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { heightSchema, pageResponseSchema } from '../../core/schemas.ts'
import { connectionEndSchema } from './getConnection.ts'

/** A connection end in a list, with its own `id`. */
export const identifiedConnectionSchema = /* @__PURE__ */ z.extend(connectionEndSchema, {
  id: /* @__PURE__ */ z.string(),
})
/** A connection end in a list. */
export type IdentifiedConnection = z.output<typeof identifiedConnectionSchema>

/** Parameters of {@link getConnections}. */
export type GetConnectionsParameters = {
  pagination?: PageRequest | undefined
}

/** Response of {@link getConnections}. */
export const getConnectionsResponseSchema = /* @__PURE__ */ z.looseObject({
  connections: /* @__PURE__ */ z.array(identifiedConnectionSchema),
  pagination: pageResponseSchema,
  /** This chain's height the list was read at. */
  height: /* @__PURE__ */ z.nullish(heightSchema),
})
/** Response of {@link getConnections}: `connections`, `pagination` and the query `height`. */
export type GetConnectionsResponse = z.output<typeof getConnectionsResponseSchema>

/** `GET /ibc/core/connection/v1/connections`. */
export const getConnectionsEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'ibcConnection/connections',
  checks: { pagination: paginationRule },
  method: 'GET',
  path: '/ibc/core/connection/v1/connections',
  query: (parameters: GetConnectionsParameters) => pageRequestToQuery(parameters.pagination),
  response: getConnectionsResponseSchema,
  pagination: { style: 'key' },
})

/**
 * Every IBC connection of the chain, one page at a time.
 *
 * @example
 * ```ts
 * const { connections, height } = await getConnections(client, { pagination: { limit: 100 } })
 * ```
 */
export function getConnections(
  client: GatewayClient,
  parameters: GetConnectionsParameters = {},
  options?: RequestOptions,
): Promise<GetConnectionsResponse> {
  return request(client, getConnectionsEndpoint, parameters, options)
}
