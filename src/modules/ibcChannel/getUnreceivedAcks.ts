import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import type { IntegerInput } from '../../core/pagination.ts'
import { uint64ListRule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { heightSchema, uint64Schema } from '../../core/schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { Height } from '../../core/schemas.ts'

/** Parameters of {@link getUnreceivedAcks}. */
export type GetUnreceivedAcksParameters = {
  /** Channel identifier on this (the sending) chain, such as `channel-0`. */
  channelId: string
  /** Port identifier, such as `transfer`. */
  portId: string
  /**
   * Sequences of the acknowledgements the counterparty wrote (from its
   * `packet_acknowledgements`). Sent as one comma-separated path segment, the
   * form grpc-gateway reads repeated path parameters in; an empty list counts as missing.
   */
  packetAckSequences: readonly IntegerInput[]
}

const getUnreceivedAcksResponseZod = /* @__PURE__ */ z.looseObject({
  /** The given sequences whose acknowledgement this chain has not processed yet, in the order given. */
  sequences: /* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(uint64Schema)),
  /** Height at which the state was read. */
  height: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(heightSchema)),
})
type _getUnreceivedAcksResponseZodCheck = [Assignable<z.output<typeof getUnreceivedAcksResponseZod>, GetUnreceivedAcksResponse>, Assignable<GetUnreceivedAcksResponse, z.output<typeof getUnreceivedAcksResponseZod>>]
/**
 * Response of {@link getUnreceivedAcks}, for validating JSON fetched another way.
 *
 * @example
 * ```ts
 * const { sequences } = getUnreceivedAcksResponseSchema.parse(await response.json())
 * ```
 */
export const getUnreceivedAcksResponseSchema: ResponseSchema<GetUnreceivedAcksResponse> = getUnreceivedAcksResponseZod
/** Response of {@link getUnreceivedAcks}: `sequences` and the query `height`. */
export type GetUnreceivedAcksResponse = {
  /** The given sequences whose acknowledgement this chain has not processed yet, in the order given. */
  sequences: string[]
  /** Height at which the state was read. */
  height?: Height | null | undefined
}

/**
 * `GET /ibc/core/channel/v1/channels/{channel_id}/ports/{port_id}/packet_commitments/{packet_ack_sequences}/unreceived_acks`.
 *
 * @example
 * ```ts
 * const url = buildUrl(client, getUnreceivedAcksEndpoint, { channelId: 'channel-0', portId: 'transfer', packetAckSequences: [41, 42] })
 * ```
 */
export const getUnreceivedAcksEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'ibcChannel/unreceivedAcks',
  checks: { packetAckSequences: uint64ListRule },
  method: 'GET',
  path: '/ibc/core/channel/v1/channels/{channel_id}/ports/{port_id}/packet_commitments/{packet_ack_sequences}/unreceived_acks',
  pathParams: (parameters: GetUnreceivedAcksParameters) => ({
    channel_id: parameters.channelId,
    port_id: parameters.portId,
    packet_ack_sequences: parameters.packetAckSequences?.map(String).join(','),
  }),
  response: getUnreceivedAcksResponseSchema,
})

/**
 * Which of the given acknowledgements the sending chain has not received back
 * yet: those whose packet commitment still exists here. A relayer asks the
 * sending chain with the acknowledgement sequences of the receiving chain.
 *
 * @example
 * ```ts
 * const { sequences } = await getUnreceivedAcks(client, {
 *   channelId: 'channel-0',
 *   portId: 'transfer',
 *   packetAckSequences: [41, 42, 43n],
 * })
 * ```
 */
export function getUnreceivedAcks(
  client: GatewayClient,
  parameters: GetUnreceivedAcksParameters,
  options?: RequestOptions,
): Promise<GetUnreceivedAcksResponse> {
  return request(client, getUnreceivedAcksEndpoint, parameters, options)
}
