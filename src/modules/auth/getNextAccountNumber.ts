import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { uint64Schema } from '../../core/schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'

/** Parameters of {@link getNextAccountNumber}: none. */
export type GetNextAccountNumberParameters = Record<never, never>

const getNextAccountNumberResponseZod = /* @__PURE__ */ z.looseObject({
  /** The account number the next new account will get (uint64 as a decimal string). */
  count: /* @__PURE__ */ z.shapeOf(uint64Schema),
})
type _getNextAccountNumberResponseZodCheck = [Assignable<z.output<typeof getNextAccountNumberResponseZod>, GetNextAccountNumberResponse>, Assignable<GetNextAccountNumberResponse, z.output<typeof getNextAccountNumberResponseZod>>]
/** Response of {@link getNextAccountNumber}. */
export const getNextAccountNumberResponseSchema: ResponseSchema<GetNextAccountNumberResponse> = getNextAccountNumberResponseZod
/** Response of {@link getNextAccountNumber}: `count`. */
export type GetNextAccountNumberResponse = {
  /** The account number the next new account will get (uint64 as a decimal string). */
  count: string
}

/** `GET /{sdk}/auth/v1beta1/nextaccountnumber` (KiiChain's SDK 0.45 fork). */
export const getNextAccountNumberEndpoint = /* @__PURE__ */ defineEndpoint<GetNextAccountNumberParameters, GetNextAccountNumberResponse>({
  id: 'auth/nextAccountNumber',
  method: 'GET',
  path: '/{sdk}/auth/v1beta1/nextaccountnumber',
  response: getNextAccountNumberResponseSchema,
})

/**
 * The account number the chain will assign to the next account it creates: one more than the
 * highest number assigned so far, so also a count of the accounts ever created.
 *
 * @example
 * ```ts
 * const { count } = await getNextAccountNumber(client)
 * BigInt(count) // 4821n
 * ```
 */
export function getNextAccountNumber(
  client: GatewayClient,
  parameters: GetNextAccountNumberParameters = {},
  options?: RequestOptions,
): Promise<GetNextAccountNumberResponse> {
  return request(client, getNextAccountNumberEndpoint, parameters, options)
}
