import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import type { ResponseSchema } from '../../core/responseSchema.ts'
import { getChannelClientStateResponseSchema, type GetChannelClientStateResponse } from '../ibcChannel/getChannelClientState.ts'

/** Parameters of {@link getConnectionClientState}. */
export type GetConnectionClientStateParameters = {
  /** Connection identifier, such as `connection-0`. */
  connectionId: string
}

/** Response of {@link getConnectionClientState}: the same message as a channel's (ibc-go answers both from the connection's client). */
export const getConnectionClientStateResponseSchema: ResponseSchema<GetConnectionClientStateResponse> = getChannelClientStateResponseSchema
/** Response of {@link getConnectionClientState}: the same fields as {@link GetChannelClientStateResponse}. */
export type GetConnectionClientStateResponse = GetChannelClientStateResponse

/** `GET /ibc/core/connection/v1/connections/{connection_id}/client_state`. */
export const getConnectionClientStateEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'ibcConnection/connectionClientState',
  method: 'GET',
  path: '/ibc/core/connection/v1/connections/{connection_id}/client_state',
  pathParams: (parameters: GetConnectionClientStateParameters) => ({ connection_id: parameters.connectionId }),
  response: getConnectionClientStateResponseSchema,
})

/**
 * The light client a connection is built on, with its state: the same state the client
 * states endpoint shows for that client. An unknown connection is a `GatewayError` with
 * status 404 and code 5.
 *
 * @example
 * ```ts
 * const { identified_client_state } = await getConnectionClientState(client, { connectionId: 'connection-0' })
 * identified_client_state.client_id // "07-tendermint-0"
 * ```
 */
export function getConnectionClientState(
  client: GatewayClient,
  parameters: GetConnectionClientStateParameters,
  options?: RequestOptions,
): Promise<GetConnectionClientStateResponse> {
  return request(client, getConnectionClientStateEndpoint, parameters, options)
}
