import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'

/** Parameters of {@link getTransferParams}: none. */
export type GetTransferParamsParameters = Record<never, never>

const getTransferParamsResponseZod = /* @__PURE__ */ z.looseObject({
  params: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.looseObject({
    /** Whether tokens may be sent from this chain. */
    send_enabled: /* @__PURE__ */ z.boolean(),
    /** Whether tokens may be received by this chain. */
    receive_enabled: /* @__PURE__ */ z.boolean(),
  })),
})
type _getTransferParamsResponseZodCheck = [Assignable<z.output<typeof getTransferParamsResponseZod>, GetTransferParamsResponse>, Assignable<GetTransferParamsResponse, z.output<typeof getTransferParamsResponseZod>>]
/** Response of {@link getTransferParams}. */
export const getTransferParamsResponseSchema: ResponseSchema<GetTransferParamsResponse> = getTransferParamsResponseZod
/** Response of {@link getTransferParams}: `params`. */
export type GetTransferParamsResponse = {
  params?: {
    /** Whether tokens may be sent from this chain. */
    send_enabled: boolean
    /** Whether tokens may be received by this chain. */
    receive_enabled: boolean
  } | null | undefined
}

/** `GET /ibc/apps/transfer/v1/params`. */
export const getTransferParamsEndpoint = /* @__PURE__ */ defineEndpoint<
  GetTransferParamsParameters,
  GetTransferParamsResponse
>({
  id: 'ibcTransfer/transferParams',
  method: 'GET',
  path: '/ibc/apps/transfer/v1/params',
  response: getTransferParamsResponseSchema,
})

/**
 * The parameters of the ICS-20 transfer module: whether sending and receiving are enabled.
 *
 * @example
 * ```ts
 * const { params } = await getTransferParams(client)
 * if (!params.send_enabled) console.warn('outgoing transfers are disabled')
 * ```
 */
export function getTransferParams(
  client: GatewayClient,
  parameters: GetTransferParamsParameters = {},
  options?: RequestOptions,
): Promise<GetTransferParamsResponse> {
  return request(client, getTransferParamsEndpoint, parameters, options)
}
