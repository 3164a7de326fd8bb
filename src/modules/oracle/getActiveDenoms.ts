import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'

/** Response of {@link getActiveDenoms}. */
export const getActiveDenomsResponseSchema = /* @__PURE__ */ z.looseObject({ actives: /* @__PURE__ */ z.array(/* @__PURE__ */ z.string()) })
/** Response of {@link getActiveDenoms}: `actives`, the denoms that have an exchange rate. */
export type GetActiveDenomsResponse = z.output<typeof getActiveDenomsResponseSchema>

/** Parameters of {@link getActiveDenoms}: none. */
export type GetActiveDenomsParameters = Record<never, never>

/** `GET /{app}/oracle/denoms/actives`. */
export const getActiveDenomsEndpoint = /* @__PURE__ */ defineEndpoint<GetActiveDenomsParameters, GetActiveDenomsResponse>({
  id: 'oracle/activeDenoms',
  method: 'GET',
  path: '/{app}/oracle/denoms/actives',
  response: getActiveDenomsResponseSchema,
})

/**
 * The denoms for which the oracle currently holds an exchange rate.
 *
 * @example
 * ```ts
 * const { actives } = await getActiveDenoms(client) // ['akii', 'uatom', ...]
 * ```
 */
export function getActiveDenoms(
  client: GatewayClient,
  parameters: GetActiveDenomsParameters = {},
  options?: RequestOptions,
): Promise<GetActiveDenomsResponse> {
  return request(client, getActiveDenomsEndpoint, parameters, options)
}
