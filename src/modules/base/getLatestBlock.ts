import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { getBlockResponseSchema, type GetBlockResponse } from './getBlock.ts'
import type { ResponseSchema } from '../../core/responseSchema.ts'

/** Parameters of {@link getLatestBlock}: none. */
export type GetLatestBlockParameters = Record<never, never>

/** Response of {@link getLatestBlock}: the same shape as a block by height ({@link getBlockResponseSchema}). */
export const getLatestBlockResponseSchema: ResponseSchema<GetLatestBlockResponse> = getBlockResponseSchema
/** Response of {@link getLatestBlock}: `block_id`, `block` and, on SDK 0.47+, `sdk_block`. */
export type GetLatestBlockResponse = GetBlockResponse

/** `GET /{sdk}/base/tendermint/v1beta1/blocks/latest`. */
export const getLatestBlockEndpoint = /* @__PURE__ */ defineEndpoint<GetLatestBlockParameters, GetLatestBlockResponse>({
  id: 'base/latestBlock',
  method: 'GET',
  // Answered from CometBFT or the transaction index, whatever the header says.
  readsAtHeight: false,
  path: '/{sdk}/base/tendermint/v1beta1/blocks/latest',
  response: getLatestBlockResponseSchema,
})

/**
 * The newest block of the chain.
 *
 * @example
 * ```ts
 * const { block } = await getLatestBlock(client)
 * const height = BigInt(block.header.height)
 * ```
 */
export function getLatestBlock(
  client: GatewayClient,
  parameters: GetLatestBlockParameters = {},
  options?: RequestOptions,
): Promise<GetLatestBlockResponse> {
  return request(client, getLatestBlockEndpoint, parameters, options)
}
