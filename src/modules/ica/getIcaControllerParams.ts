import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'

/** Parameters of {@link getIcaControllerParams}: none. */
export type GetIcaControllerParamsParameters = Record<never, never>

const getIcaControllerParamsResponseZod = /* @__PURE__ */ z.looseObject({
  params: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.looseObject({
    /** Whether this chain may control interchain accounts on other chains. */
    controller_enabled: /* @__PURE__ */ z.boolean(),
  })),
})
type _getIcaControllerParamsResponseZodCheck = [Assignable<z.output<typeof getIcaControllerParamsResponseZod>, GetIcaControllerParamsResponse>, Assignable<GetIcaControllerParamsResponse, z.output<typeof getIcaControllerParamsResponseZod>>]
/** Response of {@link getIcaControllerParams}. */
export const getIcaControllerParamsResponseSchema: ResponseSchema<GetIcaControllerParamsResponse> = getIcaControllerParamsResponseZod
/** Response of {@link getIcaControllerParams}: `params`. */
export type GetIcaControllerParamsResponse = {
  params?: {
    /** Whether this chain may control interchain accounts on other chains. */
    controller_enabled: boolean
  } | null | undefined
}

/** `GET /ibc/apps/interchain_accounts/controller/v1/params`. */
export const getIcaControllerParamsEndpoint = /* @__PURE__ */ defineEndpoint<
  GetIcaControllerParamsParameters,
  GetIcaControllerParamsResponse
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
