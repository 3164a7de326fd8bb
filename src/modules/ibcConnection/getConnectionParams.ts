import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { uint64Schema } from '../../core/schemas.ts'

/** Parameters of {@link getConnectionParams}: none. */
export type GetConnectionParamsParameters = Record<never, never>

/** Response of {@link getConnectionParams}. */
export const getConnectionParamsResponseSchema = /* @__PURE__ */ z.looseObject({
  params: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.looseObject({
    /**
     * The longest time a block is expected to take, in nanoseconds (uint64 as a decimal string);
     * it turns a connection's time delay into a block delay.
     */
    max_expected_time_per_block: uint64Schema,
  })),
})
/** Response of {@link getConnectionParams}: `params` with `max_expected_time_per_block`. */
export type GetConnectionParamsResponse = z.output<typeof getConnectionParamsResponseSchema>

/** `GET /ibc/core/connection/v1/params` (ibc-go 5+). */
export const getConnectionParamsEndpoint = /* @__PURE__ */ defineEndpoint<GetConnectionParamsParameters, typeof getConnectionParamsResponseSchema>({
  id: 'ibcConnection/connectionParams',
  method: 'GET',
  path: '/ibc/core/connection/v1/params',
  response: getConnectionParamsResponseSchema,
})

/**
 * The IBC connection module's parameters: the expected maximum block time that converts a
 * connection's time delay into a number of blocks.
 *
 * @example
 * ```ts
 * const { params } = await getConnectionParams(client)
 * const seconds = BigInt(params.max_expected_time_per_block) / 1_000_000_000n
 * ```
 */
export function getConnectionParams(
  client: GatewayClient,
  parameters: GetConnectionParamsParameters = {},
  options?: RequestOptions,
): Promise<GetConnectionParamsResponse> {
  return request(client, getConnectionParamsEndpoint, parameters, options)
}
