import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { broadcastModeRule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { txResponseSchema } from '../../core/txSchemas.ts'
import { bytesToBase64, type BytesInput } from './bytes.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { TxResponse } from '../../core/txSchemas.ts'

/**
 * Waits for the whole block.
 * @deprecated SDK 0.47 removed block mode (the gateway answers 400, code 3); only older chains
 * accept it. Broadcast with `BROADCAST_MODE_SYNC`, then poll `getTx` by hash.
 */
export type BroadcastModeBlock = 'BROADCAST_MODE_BLOCK'

/**
 * How long `broadcastTx` waits: `BROADCAST_MODE_SYNC` for CheckTx (the
 * answer says whether the mempool took it), `BROADCAST_MODE_ASYNC` not at all.
 */
export type BroadcastMode = 'BROADCAST_MODE_SYNC' | 'BROADCAST_MODE_ASYNC' | BroadcastModeBlock

/** Parameters of {@link broadcastTx}. */
export type BroadcastTxParameters = {
  /** The signed raw transaction (`TxRaw` bytes), as bytes or base64. */
  txBytes: BytesInput
  /**
   * Default `BROADCAST_MODE_SYNC`. `BROADCAST_MODE_BLOCK` is deprecated: SDK 0.47+ refuses it.
   */
  mode?: BroadcastMode | undefined
}

const broadcastTxResponseZod = /* @__PURE__ */ z.looseObject({
  /**
   * CheckTx's verdict: `code` 0 means the mempool took the transaction
   * (`height` is `"0"` until a block includes it); otherwise `codespace`,
   * `code` and `raw_log` say why it was refused.
   */
  tx_response: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(txResponseSchema)),
})
type _broadcastTxResponseZodCheck = [Assignable<z.output<typeof broadcastTxResponseZod>, BroadcastTxResponse>, Assignable<BroadcastTxResponse, z.output<typeof broadcastTxResponseZod>>]
/** Response of {@link broadcastTx}. */
export const broadcastTxResponseSchema: ResponseSchema<BroadcastTxResponse> = broadcastTxResponseZod
/** Response of {@link broadcastTx}: `tx_response`. */
export type BroadcastTxResponse = {
  /**
   * CheckTx's verdict: `code` 0 means the mempool took the transaction
   * (`height` is `"0"` until a block includes it); otherwise `codespace`,
   * `code` and `raw_log` say why it was refused.
   */
  tx_response?: TxResponse | null | undefined
}

/** `POST /{sdk}/tx/v1beta1/txs`. */
export const broadcastTxEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'tx/broadcastTx',
  required: ['txBytes'],
  checks: { mode: broadcastModeRule },
  method: 'POST',
  path: '/{sdk}/tx/v1beta1/txs',
  body: (parameters: BroadcastTxParameters) => ({
    tx_bytes: bytesToBase64(parameters.txBytes),
    mode: parameters.mode ?? 'BROADCAST_MODE_SYNC',
  }),
  response: broadcastTxResponseSchema,
})

/**
 * @deprecated `BROADCAST_MODE_BLOCK` is refused by SDK 0.47+ (400, code 3). Broadcast with
 * `BROADCAST_MODE_SYNC` and poll `getTx` by hash.
 *
 * @example
 * ```ts
 * // Only for chains older than SDK 0.47:
 * const { tx_response } = await broadcastTx(client, { txBytes, mode: 'BROADCAST_MODE_BLOCK' })
 * ```
 */
export function broadcastTx(
  client: GatewayClient,
  parameters: BroadcastTxParameters & { mode: BroadcastModeBlock },
  options?: RequestOptions,
): Promise<BroadcastTxResponse>
/**
 * Sends a signed transaction to the chain. Never retried and never cached: a
 * second send could pay twice. A `tx_response.code` other than 0 means CheckTx
 * refused it (32 wrong sequence, 5 insufficient funds, ...); with code 0 the
 * transaction waits in the mempool and lands in a coming block: poll
 * {@link getTx} with `tx_response.txhash` until it answers.
 *
 * @example
 * ```ts
 * const { tx_response } = await broadcastTx(client, { txBytes: TxRaw.encode(signed).finish() })
 * if (tx_response.code !== 0) throw new Error(`${tx_response.codespace} ${tx_response.code}: ${tx_response.raw_log}`)
 * const hash = tx_response.txhash
 * ```
 */
export function broadcastTx(
  client: GatewayClient,
  parameters: BroadcastTxParameters,
  options?: RequestOptions,
): Promise<BroadcastTxResponse>
export function broadcastTx(
  client: GatewayClient,
  parameters: BroadcastTxParameters,
  options?: RequestOptions,
): Promise<BroadcastTxResponse> {
  return request(client, broadcastTxEndpoint, parameters, options)
}
