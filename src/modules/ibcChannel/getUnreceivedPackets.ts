import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import type { IntegerInput } from '../../core/pagination.ts'
import { uint64ListRule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { heightSchema, uint64Schema } from '../../core/schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { Height } from '../../core/schemas.ts'

/** Parameters of {@link getUnreceivedPackets}. */
export type GetUnreceivedPacketsParameters = {
  /** Channel identifier on this (the receiving) chain, such as `channel-0`. */
  channelId: string
  /** Port identifier, such as `transfer`. */
  portId: string
  /**
   * Sequences of the packets the counterparty committed to (from its
   * `packet_commitments`). Sent as one comma-separated path segment, the form
   * grpc-gateway reads repeated path parameters in; an empty list counts as missing.
   */
  packetCommitmentSequences: readonly IntegerInput[]
}

const getUnreceivedPacketsResponseZod = /* @__PURE__ */ z.looseObject({
  /** The given sequences this chain has not received yet, in the order given. */
  sequences: /* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(uint64Schema)),
  /** Height at which the state was read. */
  height: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(heightSchema)),
})
type _getUnreceivedPacketsResponseZodCheck = [Assignable<z.output<typeof getUnreceivedPacketsResponseZod>, GetUnreceivedPacketsResponse>, Assignable<GetUnreceivedPacketsResponse, z.output<typeof getUnreceivedPacketsResponseZod>>]
/**
 * Response of {@link getUnreceivedPackets}, for validating JSON fetched another way.
 *
 * @example
 * ```ts
 * const { sequences } = getUnreceivedPacketsResponseSchema.parse(await response.json())
 * ```
 */
export const getUnreceivedPacketsResponseSchema: ResponseSchema<GetUnreceivedPacketsResponse> = getUnreceivedPacketsResponseZod
/** Response of {@link getUnreceivedPackets}: `sequences` and the query `height`. */
export type GetUnreceivedPacketsResponse = {
  /** The given sequences this chain has not received yet, in the order given. */
  sequences: string[]
  /** Height at which the state was read. */
  height?: Height | null | undefined
}

/**
 * `GET /ibc/core/channel/v1/channels/{channel_id}/ports/{port_id}/packet_commitments/{packet_commitment_sequences}/unreceived_packets`.
 *
 * @example
 * ```ts
 * const url = buildUrl(client, getUnreceivedPacketsEndpoint, { channelId: 'channel-0', portId: 'transfer', packetCommitmentSequences: [7, 8] })
 * ```
 */
export const getUnreceivedPacketsEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'ibcChannel/unreceivedPackets',
  checks: { packetCommitmentSequences: uint64ListRule },
  method: 'GET',
  path: '/ibc/core/channel/v1/channels/{channel_id}/ports/{port_id}/packet_commitments/{packet_commitment_sequences}/unreceived_packets',
  pathParams: (parameters: GetUnreceivedPacketsParameters) => ({
    channel_id: parameters.channelId,
    port_id: parameters.portId,
    packet_commitment_sequences: parameters.packetCommitmentSequences?.map(String).join(','),
  }),
  response: getUnreceivedPacketsResponseSchema,
})

/**
 * Which of the given packets this chain has not received yet: on unordered
 * channels those without a packet receipt, on ordered channels those at or
 * above the next sequence to receive. A relayer asks the receiving chain with
 * the commitment sequences of the sending chain.
 *
 * @example
 * ```ts
 * const { sequences } = await getUnreceivedPackets(client, {
 *   channelId: 'channel-0',
 *   portId: 'transfer',
 *   packetCommitmentSequences: ['18446744073709551615', 7n, 8],
 * })
 * ```
 */
export function getUnreceivedPackets(
  client: GatewayClient,
  parameters: GetUnreceivedPacketsParameters,
  options?: RequestOptions,
): Promise<GetUnreceivedPacketsResponse> {
  return request(client, getUnreceivedPacketsEndpoint, parameters, options)
}
