import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { pageRequestToQuery, type PageRequest } from '../../core/pagination.ts'
import { paginationRule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { heightSchema, pageResponseSchema } from '../../core/schemas.ts'
import { connectionEndZod } from './connectionEndZod.ts'
import type { ConnectionState } from './getConnection.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { Height } from '../../core/schemas.ts'
import type { PageResponse } from '../../core/schemas.ts'

const identifiedConnectionZod = /* @__PURE__ */ z.extend(connectionEndZod, {
  id: /* @__PURE__ */ z.string(),
})
type _identifiedConnectionZodCheck = [Assignable<z.output<typeof identifiedConnectionZod>, IdentifiedConnection>, Assignable<IdentifiedConnection, z.output<typeof identifiedConnectionZod>>]
/** A connection end in a list, with its own `id`. */
export const identifiedConnectionSchema: ResponseSchema<IdentifiedConnection> = identifiedConnectionZod
/** A connection end in a list. */
export type IdentifiedConnection = {
  /** The light client on this chain that tracks the counterparty chain. */
  client_id: string
  /** IBC versions the connection supports, with the channel orderings each allows. */
  versions: {
    identifier: string
    features: string[]
  }[]
  state: ConnectionState
  /** Delay (ns) before a consensus state may be used to verify packets. */
  delay_period: string
  id: string
  counterparty?: {
    client_id: string
    /** Empty until the counterparty end exists. */
    connection_id: string
    /** The counterparty's commitment prefix (its IBC store key, usually `ibc`), base64. */
    prefix?: {
      key_prefix?: string | null | undefined
    } | null | undefined
  } | null | undefined
}

/** Parameters of {@link getConnections}. */
export type GetConnectionsParameters = {
  pagination?: PageRequest | undefined
}

const getConnectionsResponseZod = /* @__PURE__ */ z.looseObject({
  connections: /* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(identifiedConnectionSchema)),
  pagination: /* @__PURE__ */ z.shapeOf(pageResponseSchema),
  /** This chain's height the list was read at. */
  height: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(heightSchema)),
})
type _getConnectionsResponseZodCheck = [Assignable<z.output<typeof getConnectionsResponseZod>, GetConnectionsResponse>, Assignable<GetConnectionsResponse, z.output<typeof getConnectionsResponseZod>>]
/** Response of {@link getConnections}. */
export const getConnectionsResponseSchema: ResponseSchema<GetConnectionsResponse> = getConnectionsResponseZod
/** Response of {@link getConnections}: `connections`, `pagination` and the query `height`. */
export type GetConnectionsResponse = {
  connections: IdentifiedConnection[]
  pagination?: PageResponse
  /** This chain's height the list was read at. */
  height?: Height | null | undefined
}

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
