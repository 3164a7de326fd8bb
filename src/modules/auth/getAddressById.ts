import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import type { IntegerInput } from '../../core/pagination.ts'
import { int64Rule, uint64Rule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'

/**
 * Parameters of {@link getAddressById}. Give `accountId`: the client sends it as
 * `account_id` (SDK 0.47+) or in the path (SDK 0.46), from the chain's SDK version.
 */
export type GetAddressByIdParameters = {
  /** Account number of the address to find (SDK 0.47+, sent as the `account_id` query parameter). */
  accountId?: IntegerInput | undefined
  /**
   * Account number in the path, as SDK 0.46.2–0.46.x read it.
   * @deprecated Since SDK 0.47 the gateway refuses any `id` but 0 (400, code 3); use `accountId`.
   */
  id?: IntegerInput | undefined
}

const getAddressByIdResponseZod = /* @__PURE__ */ z.looseObject({
  account_address: /* @__PURE__ */ z.string(),
})
type _getAddressByIdResponseZodCheck = [Assignable<z.output<typeof getAddressByIdResponseZod>, GetAddressByIdResponse>, Assignable<GetAddressByIdResponse, z.output<typeof getAddressByIdResponseZod>>]
/** Response of {@link getAddressById}. */
export const getAddressByIdResponseSchema: ResponseSchema<GetAddressByIdResponse> = getAddressByIdResponseZod
/** Response of {@link getAddressById}: `account_address`. */
export type GetAddressByIdResponse = {
  account_address: string
}

const isMissing = (value: IntegerInput | undefined) => value === undefined || value === ''

/**
 * `GET /{sdk}/auth/v1beta1/address_by_id/{id}?account_id=` (SDK 0.46.2+).
 *
 * With only `accountId`, the path segment is `0`: SDK 0.47+ ignores an `id` of 0
 * (the proto default) and reads `account_id`, and refuses any other `id`. This is
 * what the SDK's own clients send, where `id` is left unset. SDK 0.46 ignores
 * `account_id`: on such a chain the client puts `accountId` in the path.
 */
export const getAddressByIdEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'auth/addressById',
  required: [{ anyOf: ['accountId', 'id'], problem: '(or the deprecated `id`) is required' }],
  checks: { accountId: uint64Rule, id: int64Rule },
  method: 'GET',
  path: '/{sdk}/auth/v1beta1/address_by_id/{id}',
  pathParams: (parameters: GetAddressByIdParameters) => ({ id: isMissing(parameters.id) ? 0 : parameters.id }),
  query: (parameters) => ({ account_id: isMissing(parameters.accountId) ? undefined : parameters.accountId }),
  // SDK 0.46 reads the account number only from the path and ignores `account_id`
  // (SDK 0.45 has no such route at all; its gateway answers 501).
  sdkForms: [
    {
      before: '0.47',
      pathParams: (parameters) => ({ id: isMissing(parameters.id) ? parameters.accountId : parameters.id }),
      query: () => ({}),
    },
  ],
  response: getAddressByIdResponseSchema,
})

/**
 * The address of an account number.
 *
 * @example
 * ```ts
 * const { account_address } = await getAddressById(client, { accountId: 42 })
 * // GET /cosmos/auth/v1beta1/address_by_id/0?account_id=42
 * ```
 */
export function getAddressById(
  client: GatewayClient,
  parameters: GetAddressByIdParameters,
  options?: RequestOptions,
): Promise<GetAddressByIdResponse> {
  return request(client, getAddressByIdEndpoint, parameters, options)
}
