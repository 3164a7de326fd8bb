import * as z from '../../core/zod.ts'
import { withPrecompiledCheck } from '../../core/shape.ts'
import { precompiledBlockWithTxsCheck } from './precompiled/blockWithTxs.ts'
import type { GatewayClient } from '../../core/client.ts'
import { pageRequestToQuery, type IntegerInput, type PageRequest } from '../../core/pagination.ts'
import { int64Rule, paginationRule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { pageResponseSchema } from '../../core/schemas.ts'
import { txSchema } from '../../core/txSchemas.ts'
import { blockIdSchema, blockSchema } from '../../core/blockSchemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { Tx } from '../../core/txSchemas.ts'
import type { BlockId } from '../../core/blockSchemas.ts'
import type { Block } from '../../core/blockSchemas.ts'
import type { PageResponse } from '../../core/schemas.ts'

/**
 * Pagination of {@link getBlockWithTxs}. The SDK pages a block's transactions
 * by `offset` and `limit` only: it ignores `key`, never sends a `next_key`,
 * and always reports the block's transaction count in `pagination.total`.
 */
export type BlockWithTxsPageRequest = Pick<PageRequest, 'offset' | 'limit' | 'reverse'>

/** Parameters of {@link getBlockWithTxs}. */
export type GetBlockWithTxsParameters = {
  /** Block height: a number, a bigint or a decimal string. */
  height: IntegerInput
  pagination?: BlockWithTxsPageRequest | undefined
}

const getBlockWithTxsResponseZod = /* @__PURE__ */ z.looseObject({
  /** The page's transactions, decoded, in block order. */
  txs: /* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(txSchema)),
  block_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(blockIdSchema)),
  /** The whole block, every transaction of it in `data.txs` as raw bytes. */
  block: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(blockSchema)),
  /** `total` is the block's transaction count. */
  pagination: /* @__PURE__ */ z.shapeOf(pageResponseSchema),
})
type _getBlockWithTxsResponseZodCheck = [Assignable<z.output<typeof getBlockWithTxsResponseZod>, GetBlockWithTxsResponse>, Assignable<GetBlockWithTxsResponse, z.output<typeof getBlockWithTxsResponseZod>>]
/** Response of {@link getBlockWithTxs}. */
export const getBlockWithTxsResponseSchema: ResponseSchema<GetBlockWithTxsResponse> = /* @__PURE__ */ withPrecompiledCheck(getBlockWithTxsResponseZod, precompiledBlockWithTxsCheck)
/** Response of {@link getBlockWithTxs}: `txs`, `block_id`, `block` and `pagination`. */
export type GetBlockWithTxsResponse = {
  /** The page's transactions, decoded, in block order. */
  txs: Tx[]
  block_id?: BlockId | null | undefined
  /** The whole block, every transaction of it in `data.txs` as raw bytes. */
  block?: Block | null | undefined
  /** `total` is the block's transaction count. */
  pagination?: PageResponse
}

/** `GET /{sdk}/tx/v1beta1/txs/block/{height}` (SDK 0.45.2+). */
export const getBlockWithTxsEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'tx/blockWithTxs',
  checks: { height: int64Rule, pagination: paginationRule },
  method: 'GET',
  // Answered from CometBFT or the transaction index, whatever the header says.
  readsAtHeight: false,
  path: '/{sdk}/tx/v1beta1/txs/block/{height}',
  pathParams: (parameters: GetBlockWithTxsParameters) => ({ height: parameters.height }),
  query: (parameters) => pageRequestToQuery(parameters.pagination),
  response: getBlockWithTxsResponseSchema,
  // The SDK pages a block's transactions by offset, sends no `next_key` but always the count in
  // `pagination.total`, and sends 100 a page when the request gives no limit.
  pagination: { style: 'offset', items: 'txs', defaultLimit: 100 },
})

/**
 * A block with its transactions decoded, a page at a time. A height above the
 * latest block answers 400 (code 3), as does an offset past the block's last
 * transaction.
 *
 * @example
 * ```ts
 * const { block, txs, pagination } = await getBlockWithTxs(client, { height: 1234n, pagination: { limit: 20 } })
 * console.log(block.header.time, `${txs.length} of ${pagination?.total} transactions`)
 * ```
 */
export function getBlockWithTxs(
  client: GatewayClient,
  parameters: GetBlockWithTxsParameters,
  options?: RequestOptions,
): Promise<GetBlockWithTxsResponse> {
  return request(client, getBlockWithTxsEndpoint, parameters, options)
}
