import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { accountAddressRule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'

/** Parameters of {@link getEvmAddress}. */
export type GetEvmAddressParameters = {
  /** Bech32 account address (`kii1...`) whose EVM address to look up. */
  kiiAddress: string
}

const getEvmAddressResponseZod = /* @__PURE__ */ z.looseObject({
  /** The associated `0x` address (EIP-55 checksummed); empty when `associated` is false. */
  evm_address: /* @__PURE__ */ z.string(),
  /** Whether the account has an EVM address associated with it. */
  associated: /* @__PURE__ */ z.boolean(),
})
type _getEvmAddressResponseZodCheck = [Assignable<z.output<typeof getEvmAddressResponseZod>, GetEvmAddressResponse>, Assignable<GetEvmAddressResponse, z.output<typeof getEvmAddressResponseZod>>]
/** Response of {@link getEvmAddress}. */
export const getEvmAddressResponseSchema: ResponseSchema<GetEvmAddressResponse> = getEvmAddressResponseZod
/** Response of {@link getEvmAddress}: `evm_address` and `associated`. */
export type GetEvmAddressResponse = {
  /** The associated `0x` address (EIP-55 checksummed); empty when `associated` is false. */
  evm_address: string
  /** Whether the account has an EVM address associated with it. */
  associated: boolean
}

/** `GET /{app}/evm/evm_address?kii_address=`. */
export const getEvmAddressEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'evm/evmAddress',
  required: ['kiiAddress'],
  checks: { kiiAddress: accountAddressRule },
  method: 'GET',
  path: '/{app}/evm/evm_address',
  query: (parameters: GetEvmAddressParameters) => ({
    kii_address: parameters.kiiAddress,
  }),
  response: getEvmAddressResponseSchema,
})

/**
 * The EVM (`0x`) address associated with a bech32 account. An account that never
 * associated one answers `associated: false` with an empty `evm_address`; a malformed
 * bech32 address is refused with a `GatewayError` (400, code 3).
 *
 * @example
 * ```ts
 * const { evm_address, associated } = await getEvmAddress(client, { kiiAddress: 'kii1...' })
 * ```
 */
export function getEvmAddress(
  client: GatewayClient,
  parameters: GetEvmAddressParameters,
  options?: RequestOptions,
): Promise<GetEvmAddressResponse> {
  return request(client, getEvmAddressEndpoint, parameters, options)
}
