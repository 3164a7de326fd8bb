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
 * `GET /ibc/core/client/v1/params` (ibc-go 5+). ibc-go 4 chains, KiiChain's among them, serve it
 * at `/ibc/client/v1/params`: point the endpoint id there with the client's `paths` option,
 * `{ 'ibcClient/clientParams': '/ibc/client/v1/params' }`.
 */
export const getClientParamsEndpoint = /* @__PURE__ */ defineEndpoint<GetClientParamsParameters, GetClientParamsResponse>({
  id: 'ibcClient/clientParams',
  method: 'GET',
  path: '/ibc/core/client/v1/params',
  response: getClientParamsResponseSchema,
})

/**
 * The IBC client module's parameters: which light client types may be created. On an ibc-go 4
 * chain, create the client with `paths: { 'ibcClient/clientParams': '/ibc/client/v1/params' }`.
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
