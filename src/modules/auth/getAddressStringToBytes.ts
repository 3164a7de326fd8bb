import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { bytesSchema } from '../../core/schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'

/** Parameters of {@link getAddressStringToBytes}. */
export type GetAddressStringToBytesParameters = {
  /** A bech32 address with the chain's prefix, such as `kii1...`. */
  addressString: string
}

const getAddressStringToBytesResponseZod = /* @__PURE__ */ z.looseObject({
  /** The address bytes as base64. */
  address_bytes: /* @__PURE__ */ z.shapeOf(bytesSchema),
})
type _getAddressStringToBytesResponseZodCheck = [Assignable<z.output<typeof getAddressStringToBytesResponseZod>, GetAddressStringToBytesResponse>, Assignable<GetAddressStringToBytesResponse, z.output<typeof getAddressStringToBytesResponseZod>>]
/** Response of {@link getAddressStringToBytes}. */
export const getAddressStringToBytesResponseSchema: ResponseSchema<GetAddressStringToBytesResponse> = getAddressStringToBytesResponseZod
/** Response of {@link getAddressStringToBytes}: `address_bytes`, base64. */
export type GetAddressStringToBytesResponse = {
  /** The address bytes as base64. */
  address_bytes: string
}

/**
 * `GET /{sdk}/auth/v1beta1/bech32/{address_string}` (SDK 0.46+). The path shares its template with
 * {@link getAddressBytesToStringEndpoint}; the gateway tells them apart by the value.
 */
export const getAddressStringToBytesEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'auth/addressStringToBytes',
  method: 'GET',
  path: '/{sdk}/auth/v1beta1/bech32/{address_string}',
  pathParams: (parameters: GetAddressStringToBytesParameters) => ({ address_string: parameters.addressString }),
  response: getAddressStringToBytesResponseSchema,
})

/**
 * Decodes a bech32 address of the chain into its bytes (base64), checked by the chain: a wrong
 * prefix or checksum is refused with a `GatewayError` (400, code 3).
 *
 * @example
 * ```ts
 * const { address_bytes } = await getAddressStringToBytes(client, { addressString: 'kii1...' })
 * ```
 */
export function getAddressStringToBytes(
  client: GatewayClient,
  parameters: GetAddressStringToBytesParameters,
  options?: RequestOptions,
): Promise<GetAddressStringToBytesResponse> {
  return request(client, getAddressStringToBytesEndpoint, parameters, options)
}
