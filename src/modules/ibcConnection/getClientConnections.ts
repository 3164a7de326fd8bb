import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { bytesSchema, heightSchema } from '../../core/schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { Height } from '../../core/schemas.ts'

/** Parameters of {@link getClientConnections}. */
export type GetClientConnectionsParameters = {
  /** Light client identifier, such as `07-tendermint-0`. */
  clientId: string
}

const getClientConnectionsResponseZod = /* @__PURE__ */ z.looseObject({
  /** Ids of the connections built on the client, such as `connection-0`. */
  connection_paths: /* @__PURE__ */ z.array(/* @__PURE__ */ z.string()),
  /** Merkle proof (base64); the REST gateway sends `null`. */
  proof: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(bytesSchema)),
  /** Height at which the list was read. */
  proof_height: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(heightSchema)),
})
type _getClientConnectionsResponseZodCheck = [Assignable<z.output<typeof getClientConnectionsResponseZod>, GetClientConnectionsResponse>, Assignable<GetClientConnectionsResponse, z.output<typeof getClientConnectionsResponseZod>>]
/** Response of {@link getClientConnections}. */
export const getClientConnectionsResponseSchema: ResponseSchema<GetClientConnectionsResponse> = getClientConnectionsResponseZod
/** Response of {@link getClientConnections}: `connection_paths`, `proof`, `proof_height`. */
export type GetClientConnectionsResponse = {
  /** Ids of the connections built on the client, such as `connection-0`. */
  connection_paths: string[]
  /** Merkle proof (base64); the REST gateway sends `null`. */
  proof?: string | null | undefined
  /** Height at which the list was read. */
  proof_height?: Height | null | undefined
}

/** `GET /ibc/core/connection/v1/client_connections/{client_id}`. */
export const getClientConnectionsEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'ibcConnection/clientConnections',
  method: 'GET',
  path: '/ibc/core/connection/v1/client_connections/{client_id}',
  pathParams: (parameters: GetClientConnectionsParameters) => ({ client_id: parameters.clientId }),
  response: getClientConnectionsResponseSchema,
})

/**
 * The connections built on a light client (not paginated). A client without connections is a
 * `GatewayError` with status 404 and code 5.
 *
 * @example
 * ```ts
 * const { connection_paths } = await getClientConnections(client, { clientId: '07-tendermint-0' })
 * connection_paths // ['connection-0']
 * ```
 */
export function getClientConnections(
  client: GatewayClient,
  parameters: GetClientConnectionsParameters,
  options?: RequestOptions,
): Promise<GetClientConnectionsResponse> {
  return request(client, getClientConnectionsEndpoint, parameters, options)
}
