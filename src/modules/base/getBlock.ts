import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import type { IntegerInput } from '../../core/pagination.ts'
import { int64Rule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { blockIdSchema, blockSchema } from '../../core/blockSchemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { BlockId } from '../../core/blockSchemas.ts'
import type { Block } from '../../core/blockSchemas.ts'

/** Parameters of {@link getBlock}. */
export type GetBlockParameters = {
  /** Block height: a number, a bigint or a decimal string. */
  height: IntegerInput
}

const getBlockResponseZod = /* @__PURE__ */ z.looseObject({
  block_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(blockIdSchema)),
  block: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(blockSchema)),
  /** Since SDK 0.47. */
  sdk_block: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(blockSchema)),
})
type _getBlockResponseZodCheck = [Assignable<z.output<typeof getBlockResponseZod>, GetBlockResponse>, Assignable<GetBlockResponse, z.output<typeof getBlockResponseZod>>]
/**
 * A block as the Tendermint service sends it: `block_id`, `block` (CometBFT's
 * form, `proposer_address` as base64) and, since SDK 0.47, `sdk_block` (the same
 * block with `proposer_address` as a bech32 consensus address).
 */
export const getBlockResponseSchema: ResponseSchema<GetBlockResponse> = getBlockResponseZod
/** Response of {@link getBlock}: `block_id`, `block` and, on SDK 0.47+, `sdk_block`. */
export type GetBlockResponse = {
  block_id?: BlockId | null | undefined
  block?: Block | null | undefined
  /** Since SDK 0.47. */
  sdk_block?: Block | null | undefined
}

/** `GET /{sdk}/base/tendermint/v1beta1/blocks/{height}`. */
export const getBlockEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'base/block',
  checks: { height: int64Rule },
  method: 'GET',
  // Answered from CometBFT or the transaction index, whatever the header says.
  readsAtHeight: false,
  path: '/{sdk}/base/tendermint/v1beta1/blocks/{height}',
  pathParams: (parameters: GetBlockParameters) => ({ height: parameters.height }),
  response: getBlockResponseSchema,
})

/**
 * The block at a height. The gateway answers 400 (code 3) for a height above
 * the latest block.
 *
 * @example
 * ```ts
 * const { block, block_id } = await getBlock(client, { height: 123456n })
 * console.log(block.header.time, block.data.txs?.length ?? 0, block_id.hash)
 * ```
 */
export function getBlock(
  client: GatewayClient,
  parameters: GetBlockParameters,
  options?: RequestOptions,
): Promise<GetBlockResponse> {
  return request(client, getBlockEndpoint, parameters, options)
}
