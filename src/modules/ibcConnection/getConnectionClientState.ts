import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { anySchema, bytesSchema, heightSchema } from '../../core/schemas.ts'
import { zodOf } from '../../core/responseSchema.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { AnyValue } from '../../core/schemas.ts'
import type { Height } from '../../core/schemas.ts'

/** Parameters of {@link getConnectionClientState}. */
export type GetConnectionClientStateParameters = {
  /** Connection identifier, such as `connection-0`. */
  connectionId: string
}

const getConnectionClientStateResponseZod = /* @__PURE__ */ z.looseObject({
  /** The light client behind the connection: its id and its state as an `Any`. */
  identified_client_state: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.looseObject({
    client_id: /* @__PURE__ */ z.string(),
    /** Such as `/ibc.lightclients.tendermint.v1.ClientState` with `chain_id` and `latest_height`. */
    client_state: /* @__PURE__ */ z.nullish(/* @__PURE__ */ zodOf(anySchema)),
  })),
  /** Merkle proof (base64); the REST gateway sends `null`. */
  proof: /* @__PURE__ */ z.nullish(/* @__PURE__ */ zodOf(bytesSchema)),
  /** Height at which the state was read. */
  proof_height: /* @__PURE__ */ z.nullish(/* @__PURE__ */ zodOf(heightSchema)),
})
type _getConnectionClientStateResponseZodCheck = [Assignable<z.output<typeof getConnectionClientStateResponseZod>, GetConnectionClientStateResponse>, Assignable<GetConnectionClientStateResponse, z.output<typeof getConnectionClientStateResponseZod>>]
/** Response of {@link getConnectionClientState}. */
export const getConnectionClientStateResponseSchema: ResponseSchema<GetConnectionClientStateResponse> = getConnectionClientStateResponseZod
/** Response of {@link getConnectionClientState}: `identified_client_state`, `proof`, `proof_height`. */
export type GetConnectionClientStateResponse = {
  /** The light client behind the connection: its id and its state as an `Any`. */
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
