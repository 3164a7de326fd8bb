import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { anySchema, bytesSchema, heightSchema } from '../../core/schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { AnyValue } from '../../core/schemas.ts'
import type { Height } from '../../core/schemas.ts'

/** Parameters of {@link getClientState}. */
export type GetClientStateParameters = {
  /** Light client id, such as `07-tendermint-0`. */
  clientId: string
}

const getClientStateResponseZod = /* @__PURE__ */ z.looseObject({
  /**
   * The client's state as an `Any`, such as `/ibc.lightclients.tendermint.v1.ClientState`
   * with `chain_id`, `trust_level` and `latest_height`.
   */
  client_state: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(anySchema)),
  /** Merkle proof of the state; the gateway's gRPC query sends `null`. */
  proof: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(bytesSchema)),
  /** This chain's height the answer was read at. */
  proof_height: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(heightSchema)),
})
type _getClientStateResponseZodCheck = [Assignable<z.output<typeof getClientStateResponseZod>, GetClientStateResponse>, Assignable<GetClientStateResponse, z.output<typeof getClientStateResponseZod>>]
/** Response of {@link getClientState}. */
export const getClientStateResponseSchema: ResponseSchema<GetClientStateResponse> = getClientStateResponseZod
/** Response of {@link getClientState}: `client_state`, `proof` and `proof_height`. */
export type GetClientStateResponse = {
  /**
   * The client's state as an `Any`, such as `/ibc.lightclients.tendermint.v1.ClientState`
   * with `chain_id`, `trust_level` and `latest_height`.
   */
  client_state?: AnyValue | null | undefined
  /** Merkle proof of the state; the gateway's gRPC query sends `null`. */
  proof?: string | null | undefined
  /** This chain's height the answer was read at. */
  proof_height?: Height | null | undefined
}

/** `GET /ibc/core/client/v1/client_states/{client_id}`. */
export const getClientStateEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'ibcClient/clientState',
  method: 'GET',
  path: '/ibc/core/client/v1/client_states/{client_id}',
  pathParams: (parameters: GetClientStateParameters) => ({ client_id: parameters.clientId }),
  response: getClientStateResponseSchema,
})

/**
 * The state of an IBC light client: which chain it tracks and the latest
 * height it verified. The gateway answers 404 (code 5) for an unknown client
 * and 400 (code 3) for a malformed id.
 *
 * @example
 * ```ts
 * const { client_state } = await getClientState(client, { clientId: '07-tendermint-0' })
 * anyTypeUrl(client_state) // "/ibc.lightclients.tendermint.v1.ClientState"
 * ```
 */
export function getClientState(
  client: GatewayClient,
  parameters: GetClientStateParameters,
  options?: RequestOptions,
): Promise<GetClientStateResponse> {
  return request(client, getClientStateEndpoint, parameters, options)
}
