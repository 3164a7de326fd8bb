import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { uint64Schema } from '../../core/schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'

/** Parameters of {@link getConnectionParams}: none. */
export type GetConnectionParamsParameters = Record<never, never>

const getConnectionParamsResponseZod = /* @__PURE__ */ z.looseObject({
  params: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.looseObject({
    /**
     * The longest time a block is expected to take, in nanoseconds (uint64 as a decimal string);
     * it turns a connection's time delay into a block delay.
     */
    max_expected_time_per_block: /* @__PURE__ */ z.shapeOf(uint64Schema),
  })),
})
type _getConnectionParamsResponseZodCheck = [Assignable<z.output<typeof getConnectionParamsResponseZod>, GetConnectionParamsResponse>, Assignable<GetConnectionParamsResponse, z.output<typeof getConnectionParamsResponseZod>>]
/** Response of {@link getConnectionParams}. */
export const getConnectionParamsResponseSchema: ResponseSchema<GetConnectionParamsResponse> = getConnectionParamsResponseZod
/** Response of {@link getConnectionParams}: `params` with `max_expected_time_per_block`. */
export type GetConnectionParamsResponse = {
  params?: {
    /**
     * The longest time a block is expected to take, in nanoseconds (uint64 as a decimal string)
     * it turns a connection's time delay into a block delay.
     */
    max_expected_time_per_block: string
  } | null | undefined
}

/** `GET /ibc/core/connection/v1/params` (ibc-go 5+). */
export const getConnectionParamsEndpoint = /* @__PURE__ */ defineEndpoint<GetConnectionParamsParameters, GetConnectionParamsResponse>({
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
