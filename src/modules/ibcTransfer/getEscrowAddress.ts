import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'

/** Parameters of {@link getEscrowAddress}. */
export type GetEscrowAddressParameters = {
  /** Channel id, such as `channel-0`. */
  channelId: string
  /** Port id, such as `transfer`. */
  portId: string
}

const getEscrowAddressResponseZod = /* @__PURE__ */ z.looseObject({
  /** Bech32 address that holds the tokens sent out over the channel. */
  escrow_address: /* @__PURE__ */ z.string(),
})
type _getEscrowAddressResponseZodCheck = [Assignable<z.output<typeof getEscrowAddressResponseZod>, GetEscrowAddressResponse>, Assignable<GetEscrowAddressResponse, z.output<typeof getEscrowAddressResponseZod>>]
/** Response of {@link getEscrowAddress}. */
export const getEscrowAddressResponseSchema: ResponseSchema<GetEscrowAddressResponse> = getEscrowAddressResponseZod
/** Response of {@link getEscrowAddress}: `escrow_address`. */
export type GetEscrowAddressResponse = {
  /** Bech32 address that holds the tokens sent out over the channel. */
  escrow_address: string
}

/** `GET /ibc/apps/transfer/v1/channels/{channel_id}/ports/{port_id}/escrow_address`. */
export const getEscrowAddressEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'ibcTransfer/escrowAddress',
  method: 'GET',
  path: '/ibc/apps/transfer/v1/channels/{channel_id}/ports/{port_id}/escrow_address',
  pathParams: (parameters: GetEscrowAddressParameters) => ({
    channel_id: parameters.channelId,
    port_id: parameters.portId,
  }),
  response: getEscrowAddressResponseSchema,
})

/**
 * The ICS-20 escrow address of a channel: the account that holds native
 * tokens while they are on another chain. It is derived from the port and
 * channel ids alone.
 *
 * @example
 * ```ts
 * const { escrow_address } = await getEscrowAddress(client, { channelId: 'channel-0', portId: 'transfer' })
 * ```
 */
export function getEscrowAddress(
  client: GatewayClient,
  parameters: GetEscrowAddressParameters,
  options?: RequestOptions,
): Promise<GetEscrowAddressResponse> {
  return request(client, getEscrowAddressEndpoint, parameters, options)
}
