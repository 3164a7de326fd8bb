import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import type { IntegerInput } from '../../core/pagination.ts'
import { uint64Rule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { bytesSchema, heightSchema } from '../../core/schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { Height } from '../../core/schemas.ts'

/** Parameters of {@link getPacketAcknowledgement}. */
export type GetPacketAcknowledgementParameters = {
  /** Channel identifier, such as `channel-0`. */
  channelId: string
  /** Port identifier, such as `transfer`. */
  portId: string
  /** Packet sequence (64-bit: a number, bigint or decimal string). */
  sequence: IntegerInput
}

const getPacketAcknowledgementResponseZod = /* @__PURE__ */ z.looseObject({
  /** The stored hash of the acknowledgement (base64). */
  acknowledgement: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(bytesSchema)),
  /** Merkle proof (base64); the REST gateway sends `null`. */
  proof: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(bytesSchema)),
  /** Height at which the acknowledgement was read. */
  proof_height: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(heightSchema)),
})
type _getPacketAcknowledgementResponseZodCheck = [Assignable<z.output<typeof getPacketAcknowledgementResponseZod>, GetPacketAcknowledgementResponse>, Assignable<GetPacketAcknowledgementResponse, z.output<typeof getPacketAcknowledgementResponseZod>>]
/**
 * Response of {@link getPacketAcknowledgement}, for validating JSON fetched another way.
 *
 * @example
 * ```ts
 * const { acknowledgement } = getPacketAcknowledgementResponseSchema.parse(await response.json())
 * ```
 */
export const getPacketAcknowledgementResponseSchema: ResponseSchema<GetPacketAcknowledgementResponse> = getPacketAcknowledgementResponseZod
/** Response of {@link getPacketAcknowledgement}: `acknowledgement`, `proof`, `proof_height`. */
export type GetPacketAcknowledgementResponse = {
  /** The stored hash of the acknowledgement (base64). */
  acknowledgement?: string | null | undefined
  /** Merkle proof (base64); the REST gateway sends `null`. */
  proof?: string | null | undefined
  /** Height at which the acknowledgement was read. */
  proof_height?: Height | null | undefined
}

/**
 * `GET /ibc/core/channel/v1/channels/{channel_id}/ports/{port_id}/packet_acks/{sequence}`.
 *
 * @example
 * ```ts
 * const url = buildUrl(client, getPacketAcknowledgementEndpoint, { channelId: 'channel-0', portId: 'transfer', sequence: 7 })
 * ```
 */
export const getPacketAcknowledgementEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'ibcChannel/packetAcknowledgement',
  checks: { sequence: uint64Rule },
  method: 'GET',
  path: '/ibc/core/channel/v1/channels/{channel_id}/ports/{port_id}/packet_acks/{sequence}',
  pathParams: (parameters: GetPacketAcknowledgementParameters) => ({
    channel_id: parameters.channelId,
    port_id: parameters.portId,
    sequence: parameters.sequence,
  }),
  response: getPacketAcknowledgementResponseSchema,
})

/**
 * The acknowledgement this chain wrote for one received packet. A packet not
 * received (or not acknowledged yet) is a 404 (code 5).
 *
 * @example
 * ```ts
 * const { acknowledgement } = await getPacketAcknowledgement(client, { channelId: 'channel-0', portId: 'transfer', sequence: 7 })
 * ```
 */
export function getPacketAcknowledgement(
  client: GatewayClient,
  parameters: GetPacketAcknowledgementParameters,
  options?: RequestOptions,
): Promise<GetPacketAcknowledgementResponse> {
  return request(client, getPacketAcknowledgementEndpoint, parameters, options)
}
