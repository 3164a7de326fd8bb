import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { txSchema } from '../../core/txSchemas.ts'
import { bytesToBase64, type BytesInput } from './bytes.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { Tx } from '../../core/txSchemas.ts'

/** Parameters of {@link decodeTx}. */
export type DecodeTxParameters = {
  /** The raw transaction (`TxRaw` bytes), as bytes or base64. */
  txBytes: BytesInput
}

const decodeTxResponseZod = /* @__PURE__ */ z.looseObject({
  /** The transaction in proto3 JSON: messages as `{"@type": ..., ...fields}`. */
  tx: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(txSchema)),
})
type _decodeTxResponseZodCheck = [Assignable<z.output<typeof decodeTxResponseZod>, DecodeTxResponse>, Assignable<DecodeTxResponse, z.output<typeof decodeTxResponseZod>>]
/** Response of {@link decodeTx}. */
export const decodeTxResponseSchema: ResponseSchema<DecodeTxResponse> = decodeTxResponseZod
/** Response of {@link decodeTx}: `tx`. */
export type DecodeTxResponse = {
  /** The transaction in proto3 JSON: messages as `{"@type": ..., ...fields}`. */
  tx?: Tx | null | undefined
}

/** `POST /{sdk}/tx/v1beta1/decode` (SDK 0.47+). */
export const decodeTxEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'tx/decodeTx',
  required: ['txBytes'],
  method: 'POST',
  path: '/{sdk}/tx/v1beta1/decode',
  body: (parameters: DecodeTxParameters) => ({ tx_bytes: bytesToBase64(parameters.txBytes) }),
  response: decodeTxResponseSchema,
})

/**
 * Decodes raw transaction bytes into JSON on the gateway, which knows the
 * chain's message types. A POST that only computes: safe to cache, never
 * retried. Malformed bytes or an unknown message type answer 400 (code 3).
 *
 * @example
 * ```ts
 * const { tx } = await decodeTx(client, { txBytes: block.data.txs[0] })
 * tx.body.messages.map(anyTypeUrl) // ['/cosmos.bank.v1beta1.MsgSend']
 * ```
 */
export function decodeTx(client: GatewayClient, parameters: DecodeTxParameters, options?: RequestOptions): Promise<DecodeTxResponse> {
  return request(client, decodeTxEndpoint, parameters, options)
}
