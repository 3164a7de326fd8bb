import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { bytesSchema } from '../../core/schemas.ts'
import { type Tx } from '../../core/txSchemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'

/** Parameters of {@link encodeTx}. */
export type EncodeTxParameters = {
  /**
   * The transaction in the gateway's proto3 JSON, as {@link decodeTx} or
   * `getTx` return it: messages as `{"@type": "/cosmos.bank.v1beta1.MsgSend", ...fields}`.
   */
  tx: Tx
}

const encodeTxResponseZod = /* @__PURE__ */ z.looseObject({
  /** The raw transaction (`TxRaw` bytes), base64. */
  tx_bytes: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(bytesSchema)),
})
type _encodeTxResponseZodCheck = [Assignable<z.output<typeof encodeTxResponseZod>, EncodeTxResponse>, Assignable<EncodeTxResponse, z.output<typeof encodeTxResponseZod>>]
/** Response of {@link encodeTx}. */
export const encodeTxResponseSchema: ResponseSchema<EncodeTxResponse> = encodeTxResponseZod
/** Response of {@link encodeTx}: `tx_bytes`. */
export type EncodeTxResponse = {
  /** The raw transaction (`TxRaw` bytes), base64. */
  tx_bytes?: string | null | undefined
}

/** `POST /{sdk}/tx/v1beta1/encode` (SDK 0.47+). */
export const encodeTxEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'tx/encodeTx',
  required: ['tx'],
  method: 'POST',
  path: '/{sdk}/tx/v1beta1/encode',
  body: (parameters: EncodeTxParameters) => ({ tx: parameters.tx }),
  response: encodeTxResponseSchema,
})

/**
 * Encodes a transaction given as JSON into its protobuf bytes on the gateway,
 * the inverse of {@link decodeTx}. A POST that only computes: safe to cache,
 * never retried. JSON the chain cannot encode answers 400 (code 3).
 *
 * @example
 * ```ts
 * const { tx } = await getTx(client, { hash })
 * const { tx_bytes } = await encodeTx(client, { tx })
 * ```
 */
export function encodeTx(client: GatewayClient, parameters: EncodeTxParameters, options?: RequestOptions): Promise<EncodeTxResponse> {
  return request(client, encodeTxEndpoint, parameters, options)
}
