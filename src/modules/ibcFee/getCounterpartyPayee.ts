import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'

/** Parameters of {@link getCounterpartyPayee}. */
export type GetCounterpartyPayeeParameters = {
  /** Channel id, such as `channel-0`. */
  channelId: string
  /** The relayer's address on this chain. */
  relayer: string
}

const getCounterpartyPayeeResponseZod = /* @__PURE__ */ z.looseObject({
  /** The relayer's address on the counterparty chain, which receives the receive fee there. */
  counterparty_payee: /* @__PURE__ */ z.string(),
})
type _getCounterpartyPayeeResponseZodCheck = [Assignable<z.output<typeof getCounterpartyPayeeResponseZod>, GetCounterpartyPayeeResponse>, Assignable<GetCounterpartyPayeeResponse, z.output<typeof getCounterpartyPayeeResponseZod>>]
/** Response of {@link getCounterpartyPayee}. */
export const getCounterpartyPayeeResponseSchema: ResponseSchema<GetCounterpartyPayeeResponse> = getCounterpartyPayeeResponseZod
/** Response of {@link getCounterpartyPayee}: `counterparty_payee`. */
export type GetCounterpartyPayeeResponse = {
  /** The relayer's address on the counterparty chain, which receives the receive fee there. */
  counterparty_payee: string
}

/** `GET /ibc/apps/fee/v1/channels/{channel_id}/relayers/{relayer}/counterparty_payee`. */
export const getCounterpartyPayeeEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'ibcFee/counterpartyPayee',
  method: 'GET',
  path: '/ibc/apps/fee/v1/channels/{channel_id}/relayers/{relayer}/counterparty_payee',
  pathParams: (parameters: GetCounterpartyPayeeParameters) => ({
    channel_id: parameters.channelId,
    relayer: parameters.relayer,
  }),
  response: getCounterpartyPayeeResponseSchema,
})

/**
 * The counterparty payee a relayer registered on a channel. The gateway
 * answers 404 (code 5) when it registered none.
 *
 * @example
 * ```ts
 * const { counterparty_payee } = await getCounterpartyPayee(client, { channelId: 'channel-0', relayer: 'kii1...' })
 * ```
 */
export function getCounterpartyPayee(
  client: GatewayClient,
  parameters: GetCounterpartyPayeeParameters,
  options?: RequestOptions,
): Promise<GetCounterpartyPayeeResponse> {
  return request(client, getCounterpartyPayeeEndpoint, parameters, options)
}
