import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { bytesToBase64, type BytesInput } from './bytes.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'

/** Parameters of {@link decodeAminoTx}. */
export type DecodeAminoTxParameters = {
  /** A legacy amino-encoded `StdTx`, as bytes or base64. */
  aminoBinary: BytesInput
}

const decodeAminoTxResponseZod = /* @__PURE__ */ z.looseObject({
  /** The amino JSON of the StdTx, as a string: `{"type":"cosmos-sdk/StdTx","value":{...}}`. */
  amino_json: /* @__PURE__ */ z.string(),
})
type _decodeAminoTxResponseZodCheck = [Assignable<z.output<typeof decodeAminoTxResponseZod>, DecodeAminoTxResponse>, Assignable<DecodeAminoTxResponse, z.output<typeof decodeAminoTxResponseZod>>]
/** Response of {@link decodeAminoTx}. */
export const decodeAminoTxResponseSchema: ResponseSchema<DecodeAminoTxResponse> = decodeAminoTxResponseZod
/** Response of {@link decodeAminoTx}: `amino_json`. */
export type DecodeAminoTxResponse = {
  /** The amino JSON of the StdTx, as a string: `{"type":"cosmos-sdk/StdTx","value":{...}}`. */
  amino_json: string
}

/** `POST /{sdk}/tx/v1beta1/decode/amino` (SDK 0.47+). */
export const decodeAminoTxEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'tx/decodeAminoTx',
  required: ['aminoBinary'],
  method: 'POST',
  path: '/{sdk}/tx/v1beta1/decode/amino',
  body: (parameters: DecodeAminoTxParameters) => ({ amino_binary: bytesToBase64(parameters.aminoBinary) }),
  response: decodeAminoTxResponseSchema,
})

/**
 * Decodes a legacy amino-encoded transaction (`StdTx`) into its amino JSON
 * string, for tools that still hold pre-protobuf transactions. A POST that
 * only computes: safe to cache, never retried.
 *
 * @example
 * ```ts
 * const { amino_json } = await decodeAminoTx(client, { aminoBinary })
 * const stdTx = JSON.parse(amino_json) // { type: 'cosmos-sdk/StdTx', value: { msg, fee, signatures, memo, timeout_height } }
 * ```
 */
export function decodeAminoTx(
  client: GatewayClient,
  parameters: DecodeAminoTxParameters,
  options?: RequestOptions,
): Promise<DecodeAminoTxResponse> {
  return request(client, decodeAminoTxEndpoint, parameters, options)
}
