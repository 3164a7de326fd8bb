import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import type { IntegerInput } from '../../core/pagination.ts'
import { uint64Rule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { bytesSchema, heightSchema } from '../../core/schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { Height } from '../../core/schemas.ts'

/** Parameters of {@link getPacketCommitment}. */
export type GetPacketCommitmentParameters = {
  /** Channel identifier, such as `channel-0`. */
  channelId: string
  /** Port identifier, such as `transfer`. */
  portId: string
  /** Packet sequence (64-bit: a number, bigint or decimal string). */
  sequence: IntegerInput
}

const getPacketCommitmentResponseZod = /* @__PURE__ */ z.looseObject({
  /** The stored commitment hash (base64). */
  commitment: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(bytesSchema)),
  /** Merkle proof (base64); the REST gateway sends `null`. */
  proof: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(bytesSchema)),
  /** Height at which the commitment was read. */
  proof_height: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(heightSchema)),
})
type _getPacketCommitmentResponseZodCheck = [Assignable<z.output<typeof getPacketCommitmentResponseZod>, GetPacketCommitmentResponse>, Assignable<GetPacketCommitmentResponse, z.output<typeof getPacketCommitmentResponseZod>>]
/**
 * Response of {@link getPacketCommitment}, for validating JSON fetched another way.
 *
 * @example
 * ```ts
 * const { commitment } = getPacketCommitmentResponseSchema.parse(await response.json())
 * ```
 */
export const getPacketCommitmentResponseSchema: ResponseSchema<GetPacketCommitmentResponse> = getPacketCommitmentResponseZod
/** Response of {@link getPacketCommitment}: `commitment`, `proof`, `proof_height`. */
export type GetPacketCommitmentResponse = {
  /** The stored commitment hash (base64). */
  commitment?: string | null | undefined
  /** Merkle proof (base64); the REST gateway sends `null`. */
  proof?: string | null | undefined
  /** Height at which the commitment was read. */
  proof_height?: Height | null | undefined
}

/**
 * `GET /ibc/core/channel/v1/channels/{channel_id}/ports/{port_id}/packet_commitments/{sequence}`.
 *
 * @example
 * ```ts
 * const url = buildUrl(client, getPacketCommitmentEndpoint, { channelId: 'channel-0', portId: 'transfer', sequence: 42n })
 * ```
 */
export const getPacketCommitmentEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'ibcChannel/packetCommitment',
  checks: { sequence: uint64Rule },
  method: 'GET',
  path: '/ibc/core/channel/v1/channels/{channel_id}/ports/{port_id}/packet_commitments/{sequence}',
  pathParams: (parameters: GetPacketCommitmentParameters) => ({
    channel_id: parameters.channelId,
    port_id: parameters.portId,
    sequence: parameters.sequence,
  }),
  response: getPacketCommitmentResponseSchema,
})

/**
 * The commitment of one packet this chain sent and that is still in flight.
 * Once the packet is acknowledged or timed out the commitment is deleted and
 * the gateway answers 404 (code 5); sequence 0 is refused with 400 (code 3).
 *
 * @example
 * ```ts
 * const { commitment } = await getPacketCommitment(client, { channelId: 'channel-0', portId: 'transfer', sequence: 42 })
 * ```
 */
export function getPacketCommitment(
  client: GatewayClient,
  parameters: GetPacketCommitmentParameters,
  options?: RequestOptions,
): Promise<GetPacketCommitmentResponse> {
  return request(client, getPacketCommitmentEndpoint, parameters, options)
}
