import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'

const denomTraceZod = /* @__PURE__ */ z.looseObject({
  /** Port and channel pairs the token crossed, nearest first (`transfer/channel-0`). */
  path: /* @__PURE__ */ z.string(),
  /** The denom on the chain the token comes from (`uatom`). */
  base_denom: /* @__PURE__ */ z.string(),
})
type _denomTraceZodCheck = [Assignable<z.output<typeof denomTraceZod>, DenomTrace>, Assignable<DenomTrace, z.output<typeof denomTraceZod>>]
/** Where an IBC voucher came from: the channels it crossed and its denom at the source. */
export const denomTraceSchema: ResponseSchema<DenomTrace> = denomTraceZod
/** Where an IBC voucher came from. */
export type DenomTrace = {
  /** Port and channel pairs the token crossed, nearest first (`transfer/channel-0`). */
  path: string
  /** The denom on the chain the token comes from (`uatom`). */
  base_denom: string
}

/** Parameters of {@link getDenomTrace}. */
export type GetDenomTraceParameters = {
  /** The voucher's hash in hex, or its full denom with the `ibc/` prefix. */
  hash: string
}

const getDenomTraceResponseZod = /* @__PURE__ */ z.looseObject({
  denom_trace: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(denomTraceSchema)),
})
type _getDenomTraceResponseZodCheck = [Assignable<z.output<typeof getDenomTraceResponseZod>, GetDenomTraceResponse>, Assignable<GetDenomTraceResponse, z.output<typeof getDenomTraceResponseZod>>]
/** Response of {@link getDenomTrace}. */
export const getDenomTraceResponseSchema: ResponseSchema<GetDenomTraceResponse> = getDenomTraceResponseZod
/** Response of {@link getDenomTrace}: `denom_trace`. */
export type GetDenomTraceResponse = {
  denom_trace?: DenomTrace | null | undefined
}

/** `GET /ibc/apps/transfer/v1/denom_traces/{hash=**}`. */
export const getDenomTraceEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'ibcTransfer/denomTrace',
  method: 'GET',
  path: '/ibc/apps/transfer/v1/denom_traces/{hash=**}',
  pathParams: (parameters: GetDenomTraceParameters) => ({ hash: parameters.hash }),
  response: getDenomTraceResponseSchema,
})

/**
 * The trace of an IBC voucher, by its hash or by its `ibc/` denom. The gateway
 * answers 400 (code 3) for text that is not a hex SHA-256 hash and 404 (code 5)
 * for a hash it has no trace of.
 *
 * @example
 * ```ts
 * const { denom_trace } = await getDenomTrace(client, {
 *   hash: 'ibc/27394FB092D2ECCD56123C74F36E4C1F926001CEADA9CA97EA622B25F41E5EB2',
 * })
 * denom_trace // { path: 'transfer/channel-0', base_denom: 'uatom' }
 * ```
 */
export function getDenomTrace(
  client: GatewayClient,
  parameters: GetDenomTraceParameters,
  options?: RequestOptions,
): Promise<GetDenomTraceResponse> {
  return request(client, getDenomTraceEndpoint, parameters, options)
}
