import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'

/** Parameters of {@link getAddressBytesToString}. */
export type GetAddressBytesToStringParameters = {
  /** The address bytes as standard base64 (the gateway's form of bytes), such as 20 bytes of an account. */
  addressBytes: string
}

const getAddressBytesToStringResponseZod = /* @__PURE__ */ z.looseObject({
  /** The bech32 address with the chain's prefix. */
  address_string: /* @__PURE__ */ z.string(),
})
type _getAddressBytesToStringResponseZodCheck = [Assignable<z.output<typeof getAddressBytesToStringResponseZod>, GetAddressBytesToStringResponse>, Assignable<GetAddressBytesToStringResponse, z.output<typeof getAddressBytesToStringResponseZod>>]
/** Response of {@link getAddressBytesToString}. */
export const getAddressBytesToStringResponseSchema: ResponseSchema<GetAddressBytesToStringResponse> = getAddressBytesToStringResponseZod
/** Response of {@link getAddressBytesToString}: `address_string`. */
export type GetAddressBytesToStringResponse = {
  /** The bech32 address with the chain's prefix. */
  address_string: string
}

/**
 * `GET /{sdk}/auth/v1beta1/bech32/{address_bytes}` (SDK 0.46+). The path shares its template with
 * {@link getAddressStringToBytesEndpoint}; the gateway tells them apart by the value.
 */
export const getAddressBytesToStringEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'auth/addressBytesToString',
  method: 'GET',
  path: '/{sdk}/auth/v1beta1/bech32/{address_bytes}',
  pathParams: (parameters: GetAddressBytesToStringParameters) => ({ address_bytes: parameters.addressBytes }),
  response: getAddressBytesToStringResponseSchema,
})

/**
 * Encodes address bytes as the chain's bech32 address. Empty bytes are refused with a
 * `GatewayError` (400, code 3).
 *
 * @example
 * ```ts
 * const { address_string } = await getAddressBytesToString(client, { addressBytes: 'FBM0ZO+ItjkAs4qtGmi0GVrXyP8=' })
 * address_string // "kii1..."
 * ```
 */
export function getAddressBytesToString(
  client: GatewayClient,
  parameters: GetAddressBytesToStringParameters,
  options?: RequestOptions,
): Promise<GetAddressBytesToStringResponse> {
  return request(client, getAddressBytesToStringEndpoint, parameters, options)
}
