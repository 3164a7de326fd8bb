import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { bytesSchema, heightSchema, uint64Schema } from '../../core/schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { Height } from '../../core/schemas.ts'

/** Parameters of {@link getNextSequenceReceive}. */
export type GetNextSequenceReceiveParameters = {
  /** Channel identifier, such as `channel-5`. */
  channelId: string
  /** Port identifier, such as `icahost`. */
  portId: string
}

const getNextSequenceReceiveResponseZod = /* @__PURE__ */ z.looseObject({
  /** Sequence of the next packet to receive; `"0"` on unordered channels (ibc-go 7.1+), which do not track it. */
  next_sequence_receive: /* @__PURE__ */ z.shapeOf(uint64Schema),
  /** Merkle proof (base64); the REST gateway sends `null`. */
  proof: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(bytesSchema)),
  /** Height at which the sequence was read. */
  proof_height: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(heightSchema)),
})
type _getNextSequenceReceiveResponseZodCheck = [Assignable<z.output<typeof getNextSequenceReceiveResponseZod>, GetNextSequenceReceiveResponse>, Assignable<GetNextSequenceReceiveResponse, z.output<typeof getNextSequenceReceiveResponseZod>>]
/**
 * Response of {@link getNextSequenceReceive}, for validating JSON fetched another way.
 *
 * @example
 * ```ts
 * const { next_sequence_receive } = getNextSequenceReceiveResponseSchema.parse(await response.json())
 * ```
 */
export const getNextSequenceReceiveResponseSchema: ResponseSchema<GetNextSequenceReceiveResponse> = getNextSequenceReceiveResponseZod
/** Response of {@link getNextSequenceReceive}: `next_sequence_receive`, `proof`, `proof_height`. */
export type GetNextSequenceReceiveResponse = {
  /** Sequence of the next packet to receive; `"0"` on unordered channels (ibc-go 7.1+), which do not track it. */
  next_sequence_receive: string
  /** Merkle proof (base64); the REST gateway sends `null`. */
  proof?: string | null | undefined
  /** Height at which the sequence was read. */
  proof_height?: Height | null | undefined
}

/**
 * `GET /ibc/core/channel/v1/channels/{channel_id}/ports/{port_id}/next_sequence`.
 *
 * @example
 * ```ts
 * const url = buildUrl(client, getNextSequenceReceiveEndpoint, { channelId: 'channel-5', portId })
 * ```
 */
export const getNextSequenceReceiveEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'ibcChannel/nextSequenceReceive',
  method: 'GET',
  path: '/ibc/core/channel/v1/channels/{channel_id}/ports/{port_id}/next_sequence',
  pathParams: (parameters: GetNextSequenceReceiveParameters) => ({
    channel_id: parameters.channelId,
    port_id: parameters.portId,
  }),
  response: getNextSequenceReceiveResponseSchema,
})

/**
 * The next sequence an ordered channel expects to receive. Unordered channels
 * deliver by packet receipts instead and answer `"0"`.
 *
 * @example
 * ```ts
 * const { next_sequence_receive } = await getNextSequenceReceive(client, { channelId: 'channel-5', portId })
 * const received = BigInt(next_sequence_receive) - 1n
 * ```
 */
export function getNextSequenceReceive(
  client: GatewayClient,
  parameters: GetNextSequenceReceiveParameters,
  options?: RequestOptions,
): Promise<GetNextSequenceReceiveResponse> {
  return request(client, getNextSequenceReceiveEndpoint, parameters, options)
}
