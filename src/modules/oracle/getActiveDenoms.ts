import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'

const getActiveDenomsResponseZod = /* @__PURE__ */ z.looseObject({ actives: /* @__PURE__ */ z.array(/* @__PURE__ */ z.string()) })
type _getActiveDenomsResponseZodCheck = [Assignable<z.output<typeof getActiveDenomsResponseZod>, GetActiveDenomsResponse>, Assignable<GetActiveDenomsResponse, z.output<typeof getActiveDenomsResponseZod>>]
/** Response of {@link getActiveDenoms}. */
export const getActiveDenomsResponseSchema: ResponseSchema<GetActiveDenomsResponse> = getActiveDenomsResponseZod
/** Response of {@link getActiveDenoms}: `actives`, the denoms that have an exchange rate. */
export type GetActiveDenomsResponse = {
  actives: string[]
}

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
