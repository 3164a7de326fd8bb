import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { uint64Schema } from '../../core/schemas.ts'

/** Parameters of {@link getAuthParams}: none. */
export type GetAuthParamsParameters = Record<never, never>

/** Response of {@link getAuthParams}. */
export const getAuthParamsResponseSchema = /* @__PURE__ */ z.looseObject({
  params: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.looseObject({
    max_memo_characters: uint64Schema,
    tx_sig_limit: uint64Schema,
    tx_size_cost_per_byte: uint64Schema,
    sig_verify_cost_ed25519: uint64Schema,
    sig_verify_cost_secp256k1: uint64Schema,
  })),
})
/** Response of {@link getAuthParams}: `params`, the limits and gas costs that bound a transaction. */
export type GetAuthParamsResponse = z.output<typeof getAuthParamsResponseSchema>

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
