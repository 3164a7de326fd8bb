import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import type { IntegerInput } from '../../core/pagination.ts'
import { uint64Rule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { bytesSchema, heightSchema } from '../../core/schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { Height } from '../../core/schemas.ts'

/** Parameters of {@link getPacketReceipt}. */
export type GetPacketReceiptParameters = {
  /** Channel identifier, such as `channel-0`. */
  channelId: string
  /** Port identifier, such as `transfer`. */
  portId: string
  /** Packet sequence (64-bit: a number, bigint or decimal string). */
  sequence: IntegerInput
}

const getPacketReceiptResponseZod = /* @__PURE__ */ z.looseObject({
  /** Whether this chain holds a receipt for the packet (written on unordered channels only). */
  received: /* @__PURE__ */ z.boolean(),
  /** Merkle proof of the receipt or of its absence (base64); the REST gateway sends `null`. */
  proof: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(bytesSchema)),
  /** Height at which the receipt was read. */
  proof_height: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(heightSchema)),
})
type _getPacketReceiptResponseZodCheck = [Assignable<z.output<typeof getPacketReceiptResponseZod>, GetPacketReceiptResponse>, Assignable<GetPacketReceiptResponse, z.output<typeof getPacketReceiptResponseZod>>]
/**
 * Response of {@link getPacketReceipt}, for validating JSON fetched another way.
 *
 * @example
 * ```ts
 * const { received } = getPacketReceiptResponseSchema.parse(await response.json())
 * ```
 */
export const getPacketReceiptResponseSchema: ResponseSchema<GetPacketReceiptResponse> = getPacketReceiptResponseZod
/** Response of {@link getPacketReceipt}: `received`, `proof`, `proof_height`. */
export type GetPacketReceiptResponse = {
  /** Whether this chain holds a receipt for the packet (written on unordered channels only). */
  received: boolean
  /** Merkle proof of the receipt or of its absence (base64); the REST gateway sends `null`. */
  proof?: string | null | undefined
  /** Height at which the receipt was read. */
  proof_height?: Height | null | undefined
}

/**
 * `GET /ibc/core/channel/v1/channels/{channel_id}/ports/{port_id}/packet_receipts/{sequence}`.
 *
 * @example
 * ```ts
 * const url = buildUrl(client, getPacketReceiptEndpoint, { channelId: 'channel-0', portId: 'transfer', sequence: 12 })
 * ```
 */
export const getPacketReceiptEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'ibcChannel/packetReceipt',
  checks: { sequence: uint64Rule },
  method: 'GET',
  path: '/ibc/core/channel/v1/channels/{channel_id}/ports/{port_id}/packet_receipts/{sequence}',
  pathParams: (parameters: GetPacketReceiptParameters) => ({
    channel_id: parameters.channelId,
    port_id: parameters.portId,
    sequence: parameters.sequence,
  }),
  response: getPacketReceiptResponseSchema,
})

/**
 * Whether this chain received a packet on an unordered channel. A packet not
 * received answers `received: false`, not an error; ordered channels write no
 * receipts (use {@link getNextSequenceReceive} there).
 *
 * @example
 * ```ts
 * const { received } = await getPacketReceipt(client, { channelId: 'channel-0', portId: 'transfer', sequence: 12n })
 * ```
 */
export function getPacketReceipt(
  client: GatewayClient,
  parameters: GetPacketReceiptParameters,
  options?: RequestOptions,
): Promise<GetPacketReceiptResponse> {
  return request(client, getPacketReceiptEndpoint, parameters, options)
}
