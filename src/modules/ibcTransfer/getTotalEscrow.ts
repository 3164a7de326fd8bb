import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { coinSchema } from '../../core/schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { Coin } from '../../core/schemas.ts'

/** Parameters of {@link getTotalEscrow}. */
export type GetTotalEscrowParameters = {
  /** The denom, such as `akii` or `ibc/27394F...`; its slashes stay path separators. */
  denom: string
}

const getTotalEscrowResponseZod = /* @__PURE__ */ z.looseObject({
  /** The amount in escrow over all channels; zero for a denom never sent out. */
  amount: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(coinSchema)),
})
type _getTotalEscrowResponseZodCheck = [Assignable<z.output<typeof getTotalEscrowResponseZod>, GetTotalEscrowResponse>, Assignable<GetTotalEscrowResponse, z.output<typeof getTotalEscrowResponseZod>>]
/** Response of {@link getTotalEscrow}. */
export const getTotalEscrowResponseSchema: ResponseSchema<GetTotalEscrowResponse> = getTotalEscrowResponseZod
/** Response of {@link getTotalEscrow}: `amount`. */
export type GetTotalEscrowResponse = {
  /** The amount in escrow over all channels; zero for a denom never sent out. */
  amount?: Coin | null | undefined
}

/** `GET /ibc/apps/transfer/v1/denoms/{denom=**}/total_escrow`. */
export const getTotalEscrowEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'ibcTransfer/totalEscrow',
  method: 'GET',
  path: '/ibc/apps/transfer/v1/denoms/{denom=**}/total_escrow',
  pathParams: (parameters: GetTotalEscrowParameters) => ({ denom: parameters.denom }),
  response: getTotalEscrowResponseSchema,
})

/**
 * How much of a denom sits in ICS-20 escrow, summed over every channel. The
 * gateway answers 400 (code 3) for text that is not a valid denom.
 *
 * @example
 * ```ts
 * const { amount } = await getTotalEscrow(client, { denom: 'akii' })
 * amount.amount // "1253793560081597687226031", an exact decimal string
 * ```
 */
export function getTotalEscrow(
  client: GatewayClient,
  parameters: GetTotalEscrowParameters,
  options?: RequestOptions,
): Promise<GetTotalEscrowResponse> {
  return request(client, getTotalEscrowEndpoint, parameters, options)
}
