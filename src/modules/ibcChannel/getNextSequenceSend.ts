import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { bytesSchema, heightSchema, uint64Schema } from '../../core/schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { Height } from '../../core/schemas.ts'

/** Parameters of {@link getNextSequenceSend}. */
export type GetNextSequenceSendParameters = {
  /** Channel identifier, such as `channel-0`. */
  channelId: string
  /** Port identifier, such as `transfer`. */
  portId: string
}

const getNextSequenceSendResponseZod = /* @__PURE__ */ z.looseObject({
  /** Sequence the next packet sent on the channel gets; one more than the packets sent so far. */
  next_sequence_send: /* @__PURE__ */ z.shapeOf(uint64Schema),
  /** Merkle proof (base64); the REST gateway sends `null`. */
  proof: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(bytesSchema)),
  /** Height at which the sequence was read. */
  proof_height: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(heightSchema)),
})
type _getNextSequenceSendResponseZodCheck = [Assignable<z.output<typeof getNextSequenceSendResponseZod>, GetNextSequenceSendResponse>, Assignable<GetNextSequenceSendResponse, z.output<typeof getNextSequenceSendResponseZod>>]
/**
 * Response of {@link getNextSequenceSend}, for validating JSON fetched another way.
 *
 * @example
 * ```ts
 * const { next_sequence_send } = getNextSequenceSendResponseSchema.parse(await response.json())
 * ```
 */
export const getNextSequenceSendResponseSchema: ResponseSchema<GetNextSequenceSendResponse> = getNextSequenceSendResponseZod
/** Response of {@link getNextSequenceSend}: `next_sequence_send`, `proof`, `proof_height`. */
export type GetNextSequenceSendResponse = {
  /** Sequence the next packet sent on the channel gets; one more than the packets sent so far. */
  next_sequence_send: string
  /** Merkle proof (base64); the REST gateway sends `null`. */
  proof?: string | null | undefined
  /** Height at which the sequence was read. */
  proof_height?: Height | null | undefined
}

/**
 * `GET /ibc/core/channel/v1/channels/{channel_id}/ports/{port_id}/next_sequence_send` (ibc-go 7.1+).
 *
 * @example
 * ```ts
 * const url = buildUrl(client, getNextSequenceSendEndpoint, { channelId: 'channel-0', portId: 'transfer' })
 * ```
 */
export const getNextSequenceSendEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'ibcChannel/nextSequenceSend',
  method: 'GET',
  path: '/ibc/core/channel/v1/channels/{channel_id}/ports/{port_id}/next_sequence_send',
  pathParams: (parameters: GetNextSequenceSendParameters) => ({
    channel_id: parameters.channelId,
    port_id: parameters.portId,
  }),
  response: getNextSequenceSendResponseSchema,
})

/**
 * The sequence the next packet sent on a channel will get.
 *
 * @example
 * ```ts
 * const { next_sequence_send } = await getNextSequenceSend(client, { channelId: 'channel-0', portId: 'transfer' })
 * const sent = BigInt(next_sequence_send) - 1n
 * ```
 */
export function getNextSequenceSend(
  client: GatewayClient,
  parameters: GetNextSequenceSendParameters,
  options?: RequestOptions,
): Promise<GetNextSequenceSendResponse> {
  return request(client, getNextSequenceSendEndpoint, parameters, options)
}
