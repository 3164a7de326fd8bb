import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { pageRequestToQuery, type PageRequest } from '../../core/pagination.ts'
import { paginationRule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { bytesSchema, heightSchema, pageResponseSchema, uint64Schema } from '../../core/schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { Height } from '../../core/schemas.ts'
import type { PageResponse } from '../../core/schemas.ts'

const packetStateZod = /* @__PURE__ */ z.looseObject({
  port_id: /* @__PURE__ */ z.string(),
  channel_id: /* @__PURE__ */ z.string(),
  sequence: /* @__PURE__ */ z.shapeOf(uint64Schema),
  data: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(bytesSchema)),
})
type _packetStateZodCheck = [Assignable<z.output<typeof packetStateZod>, PacketState>, Assignable<PacketState, z.output<typeof packetStateZod>>]
/**
 * A packet commitment or acknowledgement as the chain stores it: the packet's
 * port, channel and sequence, and `data`, the stored hash (base64).
 *
 * @example
 * ```ts
 * const states = z.array(packetStateSchema).parse(json.commitments)
 * ```
 */
export const packetStateSchema: ResponseSchema<PacketState> = packetStateZod
/** A packet commitment or acknowledgement. */
export type PacketState = {
  port_id: string
  channel_id: string
  sequence: string
  data?: string | null | undefined
}

/** Parameters of {@link getPacketCommitments}. */
export type GetPacketCommitmentsParameters = {
  /** Channel identifier, such as `channel-0`. */
  channelId: string
  /** Port identifier, such as `transfer`. */
  portId: string
  pagination?: PageRequest | undefined
}

const getPacketCommitmentsResponseZod = /* @__PURE__ */ z.looseObject({
  commitments: /* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(packetStateSchema)),
  pagination: /* @__PURE__ */ z.shapeOf(pageResponseSchema),
  /** Height at which the list was read. */
  height: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(heightSchema)),
})
type _getPacketCommitmentsResponseZodCheck = [Assignable<z.output<typeof getPacketCommitmentsResponseZod>, GetPacketCommitmentsResponse>, Assignable<GetPacketCommitmentsResponse, z.output<typeof getPacketCommitmentsResponseZod>>]
/**
 * Response of {@link getPacketCommitments}, for validating JSON fetched another way.
 *
 * @example
 * ```ts
 * const { commitments } = getPacketCommitmentsResponseSchema.parse(await response.json())
 * ```
 */
export const getPacketCommitmentsResponseSchema: ResponseSchema<GetPacketCommitmentsResponse> = getPacketCommitmentsResponseZod
/** Response of {@link getPacketCommitments}: `commitments`, `pagination` and the query `height`. */
export type GetPacketCommitmentsResponse = {
  commitments: PacketState[]
  pagination?: PageResponse
  /** Height at which the list was read. */
  height?: Height | null | undefined
}

/**
 * `GET /ibc/core/channel/v1/channels/{channel_id}/ports/{port_id}/packet_commitments`.
 *
 * @example
 * ```ts
 * const url = buildUrl(client, getPacketCommitmentsEndpoint, { channelId: 'channel-0', portId: 'transfer', pagination: { limit: 50 } })
 * ```
 */
export const getPacketCommitmentsEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'ibcChannel/packetCommitments',
  checks: { pagination: paginationRule },
  method: 'GET',
  path: '/ibc/core/channel/v1/channels/{channel_id}/ports/{port_id}/packet_commitments',
  pathParams: (parameters: GetPacketCommitmentsParameters) => ({
    channel_id: parameters.channelId,
    port_id: parameters.portId,
  }),
  query: (parameters) => pageRequestToQuery(parameters.pagination),
  response: getPacketCommitmentsResponseSchema,
  pagination: { style: 'key' },
})

/**
 * The commitments of packets this chain sent on a channel that are not
 * acknowledged (or timed out) yet, one page at a time. The chain keys them by
 * the sequence as text, so pages come in text order (`10` before `9`).
 *
 * @example
 * ```ts
 * const { commitments } = await getPacketCommitments(client, { channelId: 'channel-0', portId: 'transfer' })
 * const pending = commitments.map((commitment) => commitment.sequence)
 * ```
 */
export function getPacketCommitments(
  client: GatewayClient,
  parameters: GetPacketCommitmentsParameters,
  options?: RequestOptions,
): Promise<GetPacketCommitmentsResponse> {
  return request(client, getPacketCommitmentsEndpoint, parameters, options)
}
