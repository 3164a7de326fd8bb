import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { anySchema } from '../../core/schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { AnyValue } from '../../core/schemas.ts'

/** Parameters of {@link getUpgradedClientState}: none. */
export type GetUpgradedClientStateParameters = Record<never, never>

const getUpgradedClientStateResponseZod = /* @__PURE__ */ z.looseObject({
  /** The client state the chain commits to for counterparties' clients after its planned upgrade, as an `Any`. */
  upgraded_client_state: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(anySchema)),
})
type _getUpgradedClientStateResponseZodCheck = [Assignable<z.output<typeof getUpgradedClientStateResponseZod>, GetUpgradedClientStateResponse>, Assignable<GetUpgradedClientStateResponse, z.output<typeof getUpgradedClientStateResponseZod>>]
/** Response of {@link getUpgradedClientState}. */
export const getUpgradedClientStateResponseSchema: ResponseSchema<GetUpgradedClientStateResponse> = getUpgradedClientStateResponseZod
/** Response of {@link getUpgradedClientState}: `upgraded_client_state`. */
export type GetUpgradedClientStateResponse = {
  /** The client state the chain commits to for counterparties' clients after its planned upgrade, as an `Any`. */
  upgraded_client_state?: AnyValue | null | undefined
}

/** `GET /ibc/core/client/v1/upgraded_client_states`. */
export const getUpgradedClientStateEndpoint = /* @__PURE__ */ defineEndpoint<GetUpgradedClientStateParameters, GetUpgradedClientStateResponse>({
  id: 'ibcClient/upgradedClientState',
  method: 'GET',
  path: '/ibc/core/client/v1/upgraded_client_states',
  response: getUpgradedClientStateResponseSchema,
})

/**
 * The upgraded client state stored for the chain's next planned software upgrade, which
 * relayers use to upgrade the clients that track this chain. Without a planned upgrade the
 * gateway answers a `GatewayError` with status 404 and code 5.
 *
 * @example
 * ```ts
 * const upgrade = await getUpgradedClientState(client).catch((error) =>
 *   error instanceof GatewayError && error.code === 5 ? undefined : Promise.reject(error),
 * )
 * ```
 */
export function getUpgradedClientState(
  client: GatewayClient,
  parameters: GetUpgradedClientStateParameters = {},
  options?: RequestOptions,
): Promise<GetUpgradedClientStateResponse> {
  return request(client, getUpgradedClientStateEndpoint, parameters, options)
}
