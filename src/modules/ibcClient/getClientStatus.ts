import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'

/** Light client statuses of ibc-go; others parse as plain strings. */
export type ClientStatus = 'Active' | 'Frozen' | 'Expired' | 'Unknown' | 'Unauthorized' | (string & {})

/** Parameters of {@link getClientStatus}. */
export type GetClientStatusParameters = {
  /** Light client id, such as `07-tendermint-0`. */
  clientId: string
}

const getClientStatusResponseZod = /* @__PURE__ */ z.looseObject({
  /** `Active` while the client can verify packets; `Frozen` after misbehaviour; `Expired` past its trusting period. */
  status: /* @__PURE__ */ z.string() as z.ZodType<ClientStatus>,
})
type _getClientStatusResponseZodCheck = [Assignable<z.output<typeof getClientStatusResponseZod>, GetClientStatusResponse>, Assignable<GetClientStatusResponse, z.output<typeof getClientStatusResponseZod>>]
/** Response of {@link getClientStatus}. */
export const getClientStatusResponseSchema: ResponseSchema<GetClientStatusResponse> = getClientStatusResponseZod
/** Response of {@link getClientStatus}: `status`. */
export type GetClientStatusResponse = {
  /** `Active` while the client can verify packets; `Frozen` after misbehaviour; `Expired` past its trusting period. */
  status: ClientStatus
}

/** `GET /ibc/core/client/v1/client_status/{client_id}`. */
export const getClientStatusEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'ibcClient/clientStatus',
  method: 'GET',
  path: '/ibc/core/client/v1/client_status/{client_id}',
  pathParams: (parameters: GetClientStatusParameters) => ({ client_id: parameters.clientId }),
  response: getClientStatusResponseSchema,
})

/**
 * The status of an IBC light client. Only an `Active` client can verify
 * packets. The gateway answers 400 (code 3) for a malformed id and 404
 * (code 5) for an unknown client.
 *
 * @example
 * ```ts
 * const { status } = await getClientStatus(client, { clientId: '07-tendermint-0' })
 * if (status !== 'Active') console.warn(`client is ${status}`)
 * ```
 */
export function getClientStatus(
  client: GatewayClient,
  parameters: GetClientStatusParameters,
  options?: RequestOptions,
): Promise<GetClientStatusResponse> {
  return request(client, getClientStatusEndpoint, parameters, options)
}
