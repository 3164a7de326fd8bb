import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { bytesSchema, heightSchema } from '../../core/schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import { connectionEndZod } from './connectionEndZod.ts'
import type { Height } from '../../core/schemas.ts'

/** Connection states; newer ibc-go versions may add more, which parse as plain strings. */
export type ConnectionState =
  | 'STATE_UNINITIALIZED_UNSPECIFIED'
  | 'STATE_INIT'
  | 'STATE_TRYOPEN'
  | 'STATE_OPEN'
  | (string & {})

type _connectionEndZodCheck = [Assignable<z.output<typeof connectionEndZod>, ConnectionEnd>, Assignable<ConnectionEnd, z.output<typeof connectionEndZod>>]
/** One end of an IBC connection (`ConnectionEnd`). */
export const connectionEndSchema: ResponseSchema<ConnectionEnd> = connectionEndZod
/** One end of an IBC connection. */
export type ConnectionEnd = {
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

/** Parameters of {@link getConnection}. */
export type GetConnectionParameters = {
  /** Connection id, such as `connection-0`. */
  connectionId: string
}

const getConnectionResponseZod = /* @__PURE__ */ z.looseObject({
  connection: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(connectionEndSchema)),
  /** Merkle proof of the connection; the gateway's gRPC query sends `null`. */
  proof: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(bytesSchema)),
  /** This chain's height the answer was read at. */
  proof_height: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(heightSchema)),
})
type _getConnectionResponseZodCheck = [Assignable<z.output<typeof getConnectionResponseZod>, GetConnectionResponse>, Assignable<GetConnectionResponse, z.output<typeof getConnectionResponseZod>>]
/** Response of {@link getConnection}. */
export const getConnectionResponseSchema: ResponseSchema<GetConnectionResponse> = getConnectionResponseZod
/** Response of {@link getConnection}: `connection`, `proof` and `proof_height`. */
export type GetConnectionResponse = {
  connection?: ConnectionEnd | null | undefined
  /** Merkle proof of the connection; the gateway's gRPC query sends `null`. */
  proof?: string | null | undefined
  /** This chain's height the answer was read at. */
  proof_height?: Height | null | undefined
}

/** `GET /ibc/core/connection/v1/connections/{connection_id}`. */
export const getConnectionEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'ibcConnection/connection',
  method: 'GET',
  path: '/ibc/core/connection/v1/connections/{connection_id}',
  pathParams: (parameters: GetConnectionParameters) => ({ connection_id: parameters.connectionId }),
  response: getConnectionResponseSchema,
})

/**
 * One IBC connection end: its light client, state and counterparty. The
 * gateway answers 404 (code 5) for an unknown connection and 400 (code 3) for
 * a malformed id.
 *
 * @example
 * ```ts
 * const { connection } = await getConnection(client, { connectionId: 'connection-0' })
 * connection.counterparty.connection_id // "connection-200"
 * ```
 */
export function getConnection(
  client: GatewayClient,
  parameters: GetConnectionParameters,
  options?: RequestOptions,
): Promise<GetConnectionResponse> {
  return request(client, getConnectionEndpoint, parameters, options)
}
