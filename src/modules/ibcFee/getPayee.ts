import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'

/** Parameters of {@link getPayee}. */
export type GetPayeeParameters = {
  /** Channel id, such as `channel-0`. */
  channelId: string
  /** The relayer's address on this chain. */
  relayer: string
}

const getPayeeResponseZod = /* @__PURE__ */ z.looseObject({
  /** The address that receives the relayer's acknowledgement and timeout fees. */
  payee_address: /* @__PURE__ */ z.string(),
})
type _getPayeeResponseZodCheck = [Assignable<z.output<typeof getPayeeResponseZod>, GetPayeeResponse>, Assignable<GetPayeeResponse, z.output<typeof getPayeeResponseZod>>]
/** Response of {@link getPayee}. */
export const getPayeeResponseSchema: ResponseSchema<GetPayeeResponse> = getPayeeResponseZod
/** Response of {@link getPayee}: `payee_address`. */
export type GetPayeeResponse = {
  /** The address that receives the relayer's acknowledgement and timeout fees. */
  payee_address: string
}

/** `GET /ibc/apps/fee/v1/channels/{channel_id}/relayers/{relayer}/payee`. */
export const getPayeeEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'ibcFee/payee',
  method: 'GET',
  path: '/ibc/apps/fee/v1/channels/{channel_id}/relayers/{relayer}/payee',
  pathParams: (parameters: GetPayeeParameters) => ({
    channel_id: parameters.channelId,
    relayer: parameters.relayer,
  }),
  response: getPayeeResponseSchema,
})

/**
 * The payee a relayer registered on a channel to receive its fees. The
 * gateway answers 404 (code 5) when it registered none (fees then go to the
 * relayer itself).
 *
 * @example
 * ```ts
 * const { payee_address } = await getPayee(client, { channelId: 'channel-0', relayer: 'kii1...' })
 * ```
 */
export function getPayee(
  client: GatewayClient,
  parameters: GetPayeeParameters,
  options?: RequestOptions,
): Promise<GetPayeeResponse> {
  return request(client, getPayeeEndpoint, parameters, options)
}
