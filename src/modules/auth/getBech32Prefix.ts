import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'

/** Parameters of {@link getBech32Prefix}: none. */
export type GetBech32PrefixParameters = Record<never, never>

const getBech32PrefixResponseZod = /* @__PURE__ */ z.looseObject({
  /** Human-readable part of the chain's account addresses, such as `kii`. */
  bech32_prefix: /* @__PURE__ */ z.string(),
})
type _getBech32PrefixResponseZodCheck = [Assignable<z.output<typeof getBech32PrefixResponseZod>, GetBech32PrefixResponse>, Assignable<GetBech32PrefixResponse, z.output<typeof getBech32PrefixResponseZod>>]
/** Response of {@link getBech32Prefix}. */
export const getBech32PrefixResponseSchema: ResponseSchema<GetBech32PrefixResponse> = getBech32PrefixResponseZod
/** Response of {@link getBech32Prefix}: `bech32_prefix`. */
export type GetBech32PrefixResponse = {
  /** Human-readable part of the chain's account addresses, such as `kii`. */
  bech32_prefix: string
}

/** `GET /{sdk}/auth/v1beta1/bech32` (SDK 0.46+). */
export const getBech32PrefixEndpoint = /* @__PURE__ */ defineEndpoint<GetBech32PrefixParameters, GetBech32PrefixResponse>({
  id: 'auth/bech32Prefix',
  method: 'GET',
  path: '/{sdk}/auth/v1beta1/bech32',
  response: getBech32PrefixResponseSchema,
})

/**
 * The bech32 prefix of the chain's account addresses, as the chain itself reports it: what a
 * wallet or an address input needs to validate addresses without hard-coding the chain.
 *
 * @example
 * ```ts
 * const { bech32_prefix } = await getBech32Prefix(client)
 * address.startsWith(`${bech32_prefix}1`)
 * ```
 */
export function getBech32Prefix(
  client: GatewayClient,
  parameters: GetBech32PrefixParameters = {},
  options?: RequestOptions,
): Promise<GetBech32PrefixResponse> {
  return request(client, getBech32PrefixEndpoint, parameters, options)
}
