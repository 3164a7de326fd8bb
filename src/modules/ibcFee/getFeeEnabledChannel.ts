import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'

/** Parameters of {@link getFeeEnabledChannel}. */
export type GetFeeEnabledChannelParameters = {
  /** Channel id, such as `channel-0`. */
  channelId: string
  /** Port id, such as `transfer`. */
  portId: string
}

const getFeeEnabledChannelResponseZod = /* @__PURE__ */ z.looseObject({
  fee_enabled: /* @__PURE__ */ z.boolean(),
})
type _getFeeEnabledChannelResponseZodCheck = [Assignable<z.output<typeof getFeeEnabledChannelResponseZod>, GetFeeEnabledChannelResponse>, Assignable<GetFeeEnabledChannelResponse, z.output<typeof getFeeEnabledChannelResponseZod>>]
/** Response of {@link getFeeEnabledChannel}. */
export const getFeeEnabledChannelResponseSchema: ResponseSchema<GetFeeEnabledChannelResponse> = getFeeEnabledChannelResponseZod
/** Response of {@link getFeeEnabledChannel}: `fee_enabled`. */
export type GetFeeEnabledChannelResponse = {
  fee_enabled: boolean
}

/** `GET /ibc/apps/fee/v1/channels/{channel_id}/ports/{port_id}/fee_enabled`. */
export const getFeeEnabledChannelEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'ibcFee/feeEnabledChannel',
  method: 'GET',
  path: '/ibc/apps/fee/v1/channels/{channel_id}/ports/{port_id}/fee_enabled',
  pathParams: (parameters: GetFeeEnabledChannelParameters) => ({
    channel_id: parameters.channelId,
    port_id: parameters.portId,
  }),
  response: getFeeEnabledChannelResponseSchema,
})

/**
 * Whether relayer fees (ICS-29) are enabled on a channel. An unknown channel
 * answers `false`, not an error.
 *
 * @example
 * ```ts
 * const { fee_enabled } = await getFeeEnabledChannel(client, { channelId: 'channel-0', portId: 'transfer' })
 * ```
 */
export function getFeeEnabledChannel(
  client: GatewayClient,
  parameters: GetFeeEnabledChannelParameters,
  options?: RequestOptions,
): Promise<GetFeeEnabledChannelResponse> {
  return request(client, getFeeEnabledChannelEndpoint, parameters, options)
}
