import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'

/** Parameters of {@link getDenomHash}. */
export type GetDenomHashParameters = {
  /**
   * The full trace of a voucher: port and channel pairs, then the base denom
   * (`transfer/channel-0/uatom`, `transfer/channel-0/transfer/channel-141/uosmo`).
   * Its slashes stay path separators.
   */
  trace: string
}

const getDenomHashResponseZod = /* @__PURE__ */ z.looseObject({
  /** Upper-case hex SHA-256 of the trace: the part after `ibc/` of the voucher's denom. */
  hash: /* @__PURE__ */ z.string(),
})
type _getDenomHashResponseZodCheck = [Assignable<z.output<typeof getDenomHashResponseZod>, GetDenomHashResponse>, Assignable<GetDenomHashResponse, z.output<typeof getDenomHashResponseZod>>]
/** Response of {@link getDenomHash}. */
export const getDenomHashResponseSchema: ResponseSchema<GetDenomHashResponse> = getDenomHashResponseZod
/** Response of {@link getDenomHash}: `hash`. */
export type GetDenomHashResponse = {
  /** Upper-case hex SHA-256 of the trace: the part after `ibc/` of the voucher's denom. */
  hash: string
}

/** `GET /ibc/apps/transfer/v1/denom_hashes/{trace=**}`. */
export const getDenomHashEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'ibcTransfer/denomHash',
  method: 'GET',
  path: '/ibc/apps/transfer/v1/denom_hashes/{trace=**}',
  pathParams: (parameters: GetDenomHashParameters) => ({ trace: parameters.trace }),
  response: getDenomHashResponseSchema,
})

/**
 * The hash of a denom trace known to the chain, which names its voucher
 * `ibc/{hash}`. The gateway answers 404 (code 5) for a trace the chain has not
 * seen, 400 (code 3) for a malformed one.
 *
 * @example
 * ```ts
 * const { hash } = await getDenomHash(client, { trace: 'transfer/channel-0/uatom' })
 * const denom = `ibc/${hash}`
 * ```
 */
export function getDenomHash(
  client: GatewayClient,
  parameters: GetDenomHashParameters,
  options?: RequestOptions,
): Promise<GetDenomHashResponse> {
  return request(client, getDenomHashEndpoint, parameters, options)
}
