import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { bytesSchema } from '../../core/schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'

/** Parameters of {@link encodeAminoTx}. */
export type EncodeAminoTxParameters = {
  /**
   * The amino JSON of a `StdTx`, as a string:
   * `{"type":"cosmos-sdk/StdTx","value":{"msg":[...],"fee":{...},"signatures":[...],"memo":"..."}}`.
   */
  aminoJson: string
}

const encodeAminoTxResponseZod = /* @__PURE__ */ z.looseObject({
  /** The legacy amino binary of the StdTx, base64. */
  amino_binary: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(bytesSchema)),
})
type _encodeAminoTxResponseZodCheck = [Assignable<z.output<typeof encodeAminoTxResponseZod>, EncodeAminoTxResponse>, Assignable<EncodeAminoTxResponse, z.output<typeof encodeAminoTxResponseZod>>]
/** Response of {@link encodeAminoTx}. */
export const encodeAminoTxResponseSchema: ResponseSchema<EncodeAminoTxResponse> = encodeAminoTxResponseZod
/** Response of {@link encodeAminoTx}: `amino_binary`. */
export type EncodeAminoTxResponse = {
  /** The legacy amino binary of the StdTx, base64. */
  amino_binary?: string | null | undefined
}

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
