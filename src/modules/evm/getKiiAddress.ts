import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { evmAddressRule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'

/** Parameters of {@link getKiiAddress}. */
export type GetKiiAddressParameters = {
  /** EVM address (`0x` and 40 hex digits, any case) whose bech32 account to look up. */
  evmAddress: string
}

const getKiiAddressResponseZod = /* @__PURE__ */ z.looseObject({
  /** The associated bech32 account address; empty when `associated` is false. */
  kii_address: /* @__PURE__ */ z.string(),
  /** Whether the EVM address is associated with an account. */
  associated: /* @__PURE__ */ z.boolean(),
})
type _getKiiAddressResponseZodCheck = [Assignable<z.output<typeof getKiiAddressResponseZod>, GetKiiAddressResponse>, Assignable<GetKiiAddressResponse, z.output<typeof getKiiAddressResponseZod>>]
/** Response of {@link getKiiAddress}. */
export const getKiiAddressResponseSchema: ResponseSchema<GetKiiAddressResponse> = getKiiAddressResponseZod
/** Response of {@link getKiiAddress}: `kii_address` and `associated`. */
export type GetKiiAddressResponse = {
  /** The associated bech32 account address; empty when `associated` is false. */
  kii_address: string
  /** Whether the EVM address is associated with an account. */
  associated: boolean
}

/** `GET /{app}/evm/kii_address?evm_address=`. */
export const getKiiAddressEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'evm/kiiAddress',
  required: ['evmAddress'],
  checks: { evmAddress: evmAddressRule },
  method: 'GET',
  path: '/{app}/evm/kii_address',
  query: (parameters: GetKiiAddressParameters) => ({
    evm_address: parameters.evmAddress,
  }),
  response: getKiiAddressResponseSchema,
})

/**
 * The bech32 account associated with an EVM (`0x`) address. An address without an
 * association answers `associated: false` with an empty `kii_address`.
 *
 * @example
 * ```ts
 * const { kii_address, associated } = await getKiiAddress(client, { evmAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' })
 * ```
 */
export function getKiiAddress(
  client: GatewayClient,
  parameters: GetKiiAddressParameters,
  options?: RequestOptions,
): Promise<GetKiiAddressResponse> {
  return request(client, getKiiAddressEndpoint, parameters, options)
}
