import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { bytesSchema } from '../../core/schemas.ts'

/** Parameters of {@link encodeAminoTx}. */
export type EncodeAminoTxParameters = {
  /**
   * The amino JSON of a `StdTx`, as a string:
   * `{"type":"cosmos-sdk/StdTx","value":{"msg":[...],"fee":{...},"signatures":[...],"memo":"..."}}`.
   */
  aminoJson: string
}

/** Response of {@link encodeAminoTx}. */
export const encodeAminoTxResponseSchema = /* @__PURE__ */ z.looseObject({
  /** The legacy amino binary of the StdTx, base64. */
  amino_binary: /* @__PURE__ */ z.nullish(bytesSchema),
})
/** Response of {@link encodeAminoTx}: `amino_binary`. */
export type EncodeAminoTxResponse = z.output<typeof encodeAminoTxResponseSchema>

/** `POST /{sdk}/tx/v1beta1/encode/amino` (SDK 0.47+). */
export const encodeAminoTxEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'tx/encodeAminoTx',
  required: ['aminoJson'],
  method: 'POST',
  path: '/{sdk}/tx/v1beta1/encode/amino',
  body: (parameters: EncodeAminoTxParameters) => ({ amino_json: parameters.aminoJson }),
  response: encodeAminoTxResponseSchema,
})

/**
 * Encodes a legacy amino JSON `StdTx` into amino binary, the inverse of
 * {@link decodeAminoTx}. A POST that only computes: safe to cache, never retried.
 *
 * @example
 * ```ts
 * const { amino_binary } = await encodeAminoTx(client, { aminoJson: JSON.stringify(stdTx) })
 * ```
 */
export function encodeAminoTx(
  client: GatewayClient,
  parameters: EncodeAminoTxParameters,
  options?: RequestOptions,
): Promise<EncodeAminoTxResponse> {
  return request(client, encodeAminoTxEndpoint, parameters, options)
}
