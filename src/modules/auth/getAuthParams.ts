import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { uint64Schema } from '../../core/schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'

/** Parameters of {@link getAuthParams}: none. */
export type GetAuthParamsParameters = Record<never, never>

const getAuthParamsResponseZod = /* @__PURE__ */ z.looseObject({
  params: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.looseObject({
    max_memo_characters: /* @__PURE__ */ z.shapeOf(uint64Schema),
    tx_sig_limit: /* @__PURE__ */ z.shapeOf(uint64Schema),
    tx_size_cost_per_byte: /* @__PURE__ */ z.shapeOf(uint64Schema),
    sig_verify_cost_ed25519: /* @__PURE__ */ z.shapeOf(uint64Schema),
    sig_verify_cost_secp256k1: /* @__PURE__ */ z.shapeOf(uint64Schema),
  })),
})
type _getAuthParamsResponseZodCheck = [Assignable<z.output<typeof getAuthParamsResponseZod>, GetAuthParamsResponse>, Assignable<GetAuthParamsResponse, z.output<typeof getAuthParamsResponseZod>>]
/** Response of {@link getAuthParams}. */
export const getAuthParamsResponseSchema: ResponseSchema<GetAuthParamsResponse> = getAuthParamsResponseZod
/** Response of {@link getAuthParams}: `params`, the limits and gas costs that bound a transaction. */
export type GetAuthParamsResponse = {
  params?: {
    max_memo_characters: string
    tx_sig_limit: string
    tx_size_cost_per_byte: string
    sig_verify_cost_ed25519: string
    sig_verify_cost_secp256k1: string
  } | null | undefined
}

/** `GET /{sdk}/auth/v1beta1/params`. */
export const getAuthParamsEndpoint = /* @__PURE__ */ defineEndpoint<GetAuthParamsParameters, GetAuthParamsResponse>({
  id: 'auth/authParams',
  method: 'GET',
  path: '/{sdk}/auth/v1beta1/params',
  response: getAuthParamsResponseSchema,
})

/**
 * The auth module's parameters: memo length limit, signature limit and signature gas costs,
 * each a decimal string.
 *
 * @example
 * ```ts
 * const { params } = await getAuthParams(client)
 * const maxMemo = BigInt(params.max_memo_characters)
 * ```
 */
export function getAuthParams(
  client: GatewayClient,
  parameters: GetAuthParamsParameters = {},
  options?: RequestOptions,
): Promise<GetAuthParamsResponse> {
  return request(client, getAuthParamsEndpoint, parameters, options)
}
