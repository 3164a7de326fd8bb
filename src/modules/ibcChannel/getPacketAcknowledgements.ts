import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { pageRequestToQuery, type IntegerInput, type PageRequest } from '../../core/pagination.ts'
import { paginationRule, uint64ListRule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { heightSchema, pageResponseSchema } from '../../core/schemas.ts'
import { packetStateSchema } from './getPacketCommitments.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { PacketState } from './getPacketCommitments.ts'
import type { Height } from '../../core/schemas.ts'
import type { PageResponse } from '../../core/schemas.ts'

/** Parameters of {@link getPacketAcknowledgements}. */
export type GetPacketAcknowledgementsParameters = {
  /** Channel identifier, such as `channel-0`. */
  channelId: string
  /** Port identifier, such as `transfer`. */
  portId: string
  pagination?: PageRequest | undefined
  /**
   * Only the acknowledgements of these sequences, sent as repeated
   * `packet_commitment_sequences=` keys. With a list the gateway ignores
   * `pagination`, answers `pagination: null` and leaves out sequences without
   * an acknowledgement.
   */
  packetCommitmentSequences?: readonly IntegerInput[] | undefined
}

const getPacketAcknowledgementsResponseZod = /* @__PURE__ */ z.looseObject({
  acknowledgements: /* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(packetStateSchema)),
  /** `null` when `packetCommitmentSequences` was given. */
  pagination: /* @__PURE__ */ z.shapeOf(pageResponseSchema),
  /** Height at which the list was read. */
  height: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(heightSchema)),
})
type _getPacketAcknowledgementsResponseZodCheck = [Assignable<z.output<typeof getPacketAcknowledgementsResponseZod>, GetPacketAcknowledgementsResponse>, Assignable<GetPacketAcknowledgementsResponse, z.output<typeof getPacketAcknowledgementsResponseZod>>]
/**
 * Response of {@link getPacketAcknowledgements}, for validating JSON fetched another way.
 *
 * @example
 * ```ts
 * const { acknowledgements } = getPacketAcknowledgementsResponseSchema.parse(await response.json())
 * ```
 */
export const getPacketAcknowledgementsResponseSchema: ResponseSchema<GetPacketAcknowledgementsResponse> = getPacketAcknowledgementsResponseZod
/** Response of {@link getPacketAcknowledgements}: `acknowledgements`, `pagination` and the query `height`. */
export type GetPacketAcknowledgementsResponse = {
  acknowledgements: PacketState[]
  /** `null` when `packetCommitmentSequences` was given. */
  pagination?: PageResponse
  /** Height at which the list was read. */
  height?: Height | null | undefined
}

/**
 * `GET /ibc/core/channel/v1/channels/{channel_id}/ports/{port_id}/packet_acknowledgements`.
 *
 * @example
 * ```ts
 * const url = buildUrl(client, getPacketAcknowledgementsEndpoint, { channelId: 'channel-0', portId: 'transfer', packetCommitmentSequences: [1, 2] })
 * ```
 */
export const getPacketAcknowledgementsEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'ibcChannel/packetAcknowledgements',
  checks: { pagination: paginationRule, packetCommitmentSequences: uint64ListRule },
  method: 'GET',
  path: '/ibc/core/channel/v1/channels/{channel_id}/ports/{port_id}/packet_acknowledgements',
  pathParams: (parameters: GetPacketAcknowledgementsParameters) => ({
    channel_id: parameters.channelId,
    port_id: parameters.portId,
  }),
  query: (parameters) => ({
    ...pageRequestToQuery(parameters.pagination),
    packet_commitment_sequences: parameters.packetCommitmentSequences,
  }),
  response: getPacketAcknowledgementsResponseSchema,
  pagination: { style: 'key' },
})

/**
 * The acknowledgements this chain wrote for packets it received on a channel,
 * one page at a time (in the chain's text order of sequences), or only those
 * of the given sequences.
 *
 * @example
 * ```ts
 * const { acknowledgements } = await getPacketAcknowledgements(client, {
 *   channelId: 'channel-0',
 *   portId: 'transfer',
 *   packetCommitmentSequences: [1, 2, 3n],
 * })
 * ```
 */
export function getPacketAcknowledgements(
  client: GatewayClient,
  parameters: GetPacketAcknowledgementsParameters,
  options?: RequestOptions,
): Promise<GetPacketAcknowledgementsResponse> {
  return request(client, getPacketAcknowledgementsEndpoint, parameters, options)
}
