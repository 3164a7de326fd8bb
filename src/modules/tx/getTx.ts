import * as z from '../../core/zod.ts'
import { withPrecompiledCheck } from '../../core/shape.ts'
import { precompiledTxCheck } from './precompiled/tx.ts'
import type { GatewayClient } from '../../core/client.ts'
import { txHashRule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { txResponseSchema, txSchema } from '../../core/txSchemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { Tx } from '../../core/txSchemas.ts'
import type { TxResponse } from '../../core/txSchemas.ts'

/** Parameters of {@link getTx}. */
export type GetTxParameters = {
  /** Transaction hash, hex (upper or lower case, without `0x`). */
  hash: string
}

const getTxResponseZod = /* @__PURE__ */ z.looseObject({
  tx: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(txSchema)),
  tx_response: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(txResponseSchema)),
})
type _getTxResponseZodCheck = [Assignable<z.output<typeof getTxResponseZod>, GetTxResponse>, Assignable<GetTxResponse, z.output<typeof getTxResponseZod>>]
/** Response of {@link getTx}. */
export const getTxResponseSchema: ResponseSchema<GetTxResponse> = /* @__PURE__ */ withPrecompiledCheck(getTxResponseZod, precompiledTxCheck)
/** Response of {@link getTx}: `tx` and `tx_response`. */
export type GetTxResponse = {
  tx?: Tx | null | undefined
  tx_response?: TxResponse | null | undefined
}

/** `GET /{sdk}/tx/v1beta1/txs/{hash}`. */
export const getTxEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'tx/tx',
  checks: { hash: txHashRule },
  method: 'GET',
  // Answered from CometBFT or the transaction index, whatever the header says.
  readsAtHeight: false,
  path: '/{sdk}/tx/v1beta1/txs/{hash}',
  pathParams: (parameters: GetTxParameters) => ({ hash: parameters.hash }),
  response: getTxResponseSchema,
})

/**
 * A transaction by hash, with its result: height, `code` (0 = success),
 * gas, logs and events. A hash the chain has not indexed (unknown, or still
 * in the mempool) answers 404 (code 5).
 *
 * @example
 * ```ts
 * const { tx, tx_response } = await getTx(client, { hash: 'E834E1F3...' })
 * if (tx_response.code !== 0) console.warn(tx_response.raw_log)
 * ```
 */
export function getTx(client: GatewayClient, parameters: GetTxParameters, options?: RequestOptions): Promise<GetTxResponse> {
  return request(client, getTxEndpoint, parameters, options)
}
