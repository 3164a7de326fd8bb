import * as z from 'zod'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'

/** Parameters of {@link getIcaControllerParams}: none. */
export type GetIcaControllerParamsParameters = Record<never, never>

/** Response of {@link getIcaControllerParams}. */
export const getIcaControllerParamsResponseSchema = z.looseObject({
  params: z.looseObject({
    /** Whether this chain may control interchain accounts on other chains. */
    controller_enabled: z.boolean(),
  }),
})
/** Response of {@link getIcaControllerParams}: `params`. */
export type GetIcaControllerParamsResponse = z.output<typeof getIcaControllerParamsResponseSchema>

/** `GET /ibc/apps/interchain_accounts/controller/v1/params`. */
export const getIcaControllerParamsEndpoint = defineEndpoint<
  GetIcaControllerParamsParameters,
  typeof getIcaControllerParamsResponseSchema
>({
  id: 'ica/icaControllerParams',
  method: 'GET',
  path: '/ibc/apps/interchain_accounts/controller/v1/params',
  response: getIcaControllerParamsResponseSchema,
})

/**
 * The parameters of the interchain accounts controller submodule.
 *
 * @example
 * ```ts
 * const { params } = await getIcaControllerParams(client)
 * params.controller_enabled // true
 * ```
 */
export function getIcaControllerParams(
  client: GatewayClient,
  parameters: GetIcaControllerParamsParameters = {},
  options?: RequestOptions,
): Promise<GetIcaControllerParamsResponse> {
  return request(client, getIcaControllerParamsEndpoint, parameters, options)
}
