import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'

/** Parameters of {@link getClientParams}: none. */
export type GetClientParamsParameters = Record<never, never>

const getClientParamsResponseZod = /* @__PURE__ */ z.looseObject({
  params: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.looseObject({
    /** The light client types the chain lets anyone create, such as `07-tendermint`. */
    allowed_clients: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.array(/* @__PURE__ */ z.string())),
  })),
})
type _getClientParamsResponseZodCheck = [Assignable<z.output<typeof getClientParamsResponseZod>, GetClientParamsResponse>, Assignable<GetClientParamsResponse, z.output<typeof getClientParamsResponseZod>>]
/** Response of {@link getClientParams}. */
export const getClientParamsResponseSchema: ResponseSchema<GetClientParamsResponse> = getClientParamsResponseZod
/** Response of {@link getClientParams}: `params` with `allowed_clients`. */
export type GetClientParamsResponse = {
  params?: {
    /** The light client types the chain lets anyone create, such as `07-tendermint`. */
    allowed_clients?: string[] | null | undefined
  } | null | undefined
}

/**
 * `GET /ibc/core/client/v1/params` (ibc-go 7+, SDK 0.47+). Chains before SDK 0.47 (ibc-go 4 to 6,
 * KiiChain's ibc-go 4 among them) serve it at `/ibc/client/v1/params`: the client picks that form
 * from the chain's SDK version, no configuration needed.
 */
export const getClientParamsEndpoint = /* @__PURE__ */ defineEndpoint<GetClientParamsParameters, GetClientParamsResponse>({
  id: 'ibcClient/clientParams',
  method: 'GET',
  path: '/ibc/core/client/v1/params',
  // kiichain3's OpenAPI (SDK 0.45, ibc-go 4) has only this path; ibc-go 7 (SDK 0.47) moved it under /core.
  sdkForms: [{ before: '0.47', path: '/ibc/client/v1/params' }],
  response: getClientParamsResponseSchema,
})

/**
 * The IBC client module's parameters: which light client types may be created. On a chain
 * before SDK 0.47 (ibc-go 4 to 6) it is read at `/ibc/client/v1/params`, as that chain serves it.
 *
 * @example
 * ```ts
 * const { params } = await getClientParams(client)
 * params?.allowed_clients?.includes('07-tendermint')
 * ```
 */
export function getClientParams(
  client: GatewayClient,
  parameters: GetClientParamsParameters = {},
  options?: RequestOptions,
): Promise<GetClientParamsResponse> {
  return request(client, getClientParamsEndpoint, parameters, options)
}
