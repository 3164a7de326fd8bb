import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'

/** Parameters of {@link getIcaHostParams}: none. */
export type GetIcaHostParamsParameters = Record<never, never>

const getIcaHostParamsResponseZod = /* @__PURE__ */ z.looseObject({
  params: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.looseObject({
    /** Whether other chains may open interchain accounts on this chain. */
    host_enabled: /* @__PURE__ */ z.boolean(),
    /** Type URLs of the messages an interchain account may execute here; `*` allows every message. */
    allow_messages: /* @__PURE__ */ z.array(/* @__PURE__ */ z.string()),
  })),
})
type _getIcaHostParamsResponseZodCheck = [Assignable<z.output<typeof getIcaHostParamsResponseZod>, GetIcaHostParamsResponse>, Assignable<GetIcaHostParamsResponse, z.output<typeof getIcaHostParamsResponseZod>>]
/** Response of {@link getIcaHostParams}. */
export const getIcaHostParamsResponseSchema: ResponseSchema<GetIcaHostParamsResponse> = getIcaHostParamsResponseZod
/** Response of {@link getIcaHostParams}: `params`. */
export type GetIcaHostParamsResponse = {
  params?: {
    /** Whether other chains may open interchain accounts on this chain. */
    host_enabled: boolean
    /** Type URLs of the messages an interchain account may execute here; `*` allows every message. */
    allow_messages: string[]
  } | null | undefined
}

/** `GET /ibc/apps/interchain_accounts/host/v1/params`. */
export const getIcaHostParamsEndpoint = /* @__PURE__ */ defineEndpoint<
  GetIcaHostParamsParameters,
  GetIcaHostParamsResponse
>({
  id: 'ica/icaHostParams',
  method: 'GET',
  path: '/ibc/apps/interchain_accounts/host/v1/params',
  response: getIcaHostParamsResponseSchema,
})

/**
 * The parameters of the interchain accounts host submodule: whether it is
 * enabled and which messages interchain accounts may execute.
 *
 * @example
 * ```ts
 * const { params } = await getIcaHostParams(client)
 * params.allow_messages.includes('/cosmos.bank.v1beta1.MsgSend')
 * ```
 */
export function getIcaHostParams(
  client: GatewayClient,
  parameters: GetIcaHostParamsParameters = {},
  options?: RequestOptions,
): Promise<GetIcaHostParamsResponse> {
  return request(client, getIcaHostParamsEndpoint, parameters, options)
}
