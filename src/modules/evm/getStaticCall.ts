import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { ParameterError } from '../../core/errors.ts'
import { evmAddressRule, type ParameterRule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { bytesSchema } from '../../core/schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'

/** Parameters of {@link getStaticCall}. */
export type GetStaticCallParameters = {
  /** The contract to call (`0x` and 40 hex digits). */
  to: string
  /**
   * ABI-encoded calldata: `0x`-prefixed hex, as EVM tooling produces it, or standard base64.
   * It is always sent as base64, the gateway's form of bytes (see {@link encodeStaticCallData}).
   * Hex must carry its `0x`; without it the text is read as base64.
   */
  data: string
}

const getStaticCallResponseZod = /* @__PURE__ */ z.looseObject({
  /**
   * The call's return data as base64; {@link staticCallDataToHex} turns it into `0x` hex for ABI decoding.
   * `null` (or absent) when the call returned nothing, as a call to an address without code does.
   */
  data: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(bytesSchema)),
})
type _getStaticCallResponseZodCheck = [Assignable<z.output<typeof getStaticCallResponseZod>, GetStaticCallResponse>, Assignable<GetStaticCallResponse, z.output<typeof getStaticCallResponseZod>>]
/** Response of {@link getStaticCall}. */
export const getStaticCallResponseSchema: ResponseSchema<GetStaticCallResponse> = getStaticCallResponseZod
/** Response of {@link getStaticCall}: `data`, the return data as base64. */
export type GetStaticCallResponse = {
  /**
   * The call's return data as base64; {@link staticCallDataToHex} turns it into `0x` hex for ABI decoding.
   * `null` (or absent) when the call returned nothing, as a call to an address without code does.
   */
  data?: string | null | undefined
}

const endpointId = 'evm/staticCall'

/**
 * Calldata the gateway can be sent: `0x` hex with an even number of digits, or base64.
 *
 * @example
 * ```ts
 * checks: { data: staticCallDataRule } // '0x313ce567' and 'MTzlZw==' pass; '0xzz' fails
 * ```
 */
export const staticCallDataRule: ParameterRule = {
  expected: '0x-prefixed hex with an even number of digits, or base64',
  problem: (value) => (typeof value === 'string' ? staticCallDataProblem(value) : 'it is not a string'),
}

function staticCallDataProblem(data: string): string | undefined {
  if (/^0x/i.test(data)) return /^(?:[0-9a-fA-F]{2})*$/.test(data.slice(2)) ? undefined : 'it is not whole bytes of hex'
  return z.safeParse(/* @__PURE__ */ z.shapeOf(bytesSchema), data).success ? undefined : 'it is neither 0x hex nor base64'
}

/** `GET /{app}/evm/static_call?to=&data=`. */
export const getStaticCallEndpoint = /* @__PURE__ */ defineEndpoint({
  id: endpointId,
  required: ['to', 'data'],
  checks: { to: evmAddressRule, data: staticCallDataRule },
  method: 'GET',
  path: '/{app}/evm/static_call',
  query: (parameters: GetStaticCallParameters) => ({
    to: parameters.to,
    data: encodeStaticCallData(parameters.data),
  }),
  response: getStaticCallResponseSchema,
})

/**
 * Runs a read-only EVM call (`eth_call` semantics, no state change) against a contract at
 * the latest height and returns the raw return data. A revert or malformed calldata is
 * refused with a `GatewayError`; calling an address without code returns empty data.
 *
 * @example
 * ```ts
 * // decimals() of an ERC20 pointer
 * const { data } = await getStaticCall(client, { to: '0x...', data: '0x313ce567' })
 * BigInt(staticCallDataToHex(data)) // 6n
 * ```
 */
export function getStaticCall(
  client: GatewayClient,
  parameters: GetStaticCallParameters,
  options?: RequestOptions,
): Promise<GetStaticCallResponse> {
  return request(client, getStaticCallEndpoint, parameters, options)
}

/**
 * Converts calldata to the base64 the gateway reads: `0x` hex is converted, base64 is
 * passed on (padded). Throws a {@link ParameterError} for anything else.
 *
 * @example
 * ```ts
 * encodeStaticCallData('0x313ce567') // "MTzlZw=="
 * encodeStaticCallData('MTzlZw==') // "MTzlZw=="
 * ```
 */
export function encodeStaticCallData(data: string): string {
  if (/^0x/i.test(data)) {
    const digits = data.slice(2)
    if (!/^(?:[0-9a-fA-F]{2})*$/.test(digits)) {
      throw new ParameterError({
        parameter: 'data',
        problem: 'must be 0x-prefixed hex with an even number of digits, or base64',
        endpoint: endpointId,
      })
    }
    let binary = ''
    for (let index = 0; index < digits.length; index += 2) {
      binary += String.fromCharCode(Number.parseInt(digits.slice(index, index + 2), 16))
    }
    return btoa(binary)
  }
  if (!z.safeParse(/* @__PURE__ */ z.shapeOf(bytesSchema), data).success) {
    throw new ParameterError({ parameter: 'data', problem: 'must be 0x-prefixed hex or base64', endpoint: endpointId })
  }
  return data.padEnd(Math.ceil(data.length / 4) * 4, '=')
}

/**
 * Converts the base64 return data of {@link getStaticCall} to `0x` hex, the form ABI
 * decoders (viem's `decodeFunctionResult`, ethers' `Interface`) take. No data (`null`,
 * as the gateway sends for a call to an address without code) is `0x`.
 *
 * @example
 * ```ts
 * staticCallDataToHex('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY=') // "0x0000000000000000000000000000000000000000000000000000000000000006"
 * staticCallDataToHex(null) // "0x"
 * ```
 */
export function staticCallDataToHex(data: string | null | undefined): `0x${string}` {
  const binary = atob(data ?? '')
  let hex = ''
  for (let index = 0; index < binary.length; index++) hex += binary.charCodeAt(index).toString(16).padStart(2, '0')
  return `0x${hex}`
}
