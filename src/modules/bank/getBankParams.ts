import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { sendEnabledSchema } from './schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { SendEnabled } from './schemas.ts'

/** Parameters of {@link getBankParams}: none. */
export type GetBankParamsParameters = Record<never, never>

const getBankParamsResponseZod = /* @__PURE__ */ z.looseObject({
  params: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.looseObject({
    /** Per-denom settings; always empty since SDK 0.47, which moved them to {@link getSendEnabled}. */
    send_enabled: /* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(sendEnabledSchema)),
    default_send_enabled: /* @__PURE__ */ z.boolean(),
  })),
})
type _getBankParamsResponseZodCheck = [Assignable<z.output<typeof getBankParamsResponseZod>, GetBankParamsResponse>, Assignable<GetBankParamsResponse, z.output<typeof getBankParamsResponseZod>>]
/** Response of {@link getBankParams}. */
export const getBankParamsResponseSchema: ResponseSchema<GetBankParamsResponse> = getBankParamsResponseZod
/** Response of {@link getBankParams}: `params` with `send_enabled` and `default_send_enabled`. */
export type GetBankParamsResponse = {
  params?: {
    /** Per-denom settings; always empty since SDK 0.47, which moved them to {@link getSendEnabled}. */
    send_enabled: SendEnabled[]
    default_send_enabled: boolean
  } | null | undefined
}

/** `GET /{sdk}/bank/v1beta1/params`. */
export const getBankParamsEndpoint = /* @__PURE__ */ defineEndpoint<GetBankParamsParameters, GetBankParamsResponse>({
  id: 'bank/bankParams',
  method: 'GET',
  path: '/{sdk}/bank/v1beta1/params',
  response: getBankParamsResponseSchema,
})

/**
 * The bank module's parameters: whether denoms can be sent by default. Since
 * SDK 0.47 the per-denom exceptions come from {@link getSendEnabled}, and
 * `params.send_enabled` is empty.
 *
 * @example
 * ```ts
 * const { params } = await getBankParams(client)
 * if (!params.default_send_enabled) console.warn('transfers are off unless enabled per denom')
 * ```
 */
export function getBankParams(
  client: GatewayClient,
  parameters: GetBankParamsParameters = {},
  options?: RequestOptions,
): Promise<GetBankParamsResponse> {
  return request(client, getBankParamsEndpoint, parameters, options)
}
