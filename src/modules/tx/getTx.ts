import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { txHashRule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { txResponseSchema, txSchema } from '../../core/schemas.ts'

/** Parameters of {@link getTx}. */
export type GetTxParameters = {
  /** Transaction hash, hex (upper or lower case, without `0x`). */
  hash: string
}

/** Response of {@link getTx}. */
export const getTxResponseSchema = /* @__PURE__ */ z.looseObject({
  tx: /* @__PURE__ */ z.nullish(txSchema),
  tx_response: /* @__PURE__ */ z.nullish(txResponseSchema),
})
/** Response of {@link getTx}: `tx` and `tx_response`. */
export type GetTxResponse = z.output<typeof getTxResponseSchema>

/** `GET /{sdk}/tx/v1beta1/txs/{hash}`. */
export const getTxEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'tx/tx',
  checks: { hash: txHashRule },
  method: 'GET',
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
