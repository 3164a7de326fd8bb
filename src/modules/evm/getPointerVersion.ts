import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { pointerTypeRule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { int32Schema, uint64Schema } from '../../core/schemas.ts'
import type { PointerType } from './pointerType.ts'

/** Parameters of {@link getPointerVersion}. */
export type GetPointerVersionParameters = {
  /**
   * The pointer type, by name or enum number (see {@link pointerTypes}); sent as given.
   * Required here although the gateway falls back to `ERC20` (0) without it.
   */
  pointerType: PointerType
}

/** Response of {@link getPointerVersion}. */
export const getPointerVersionResponseSchema = /* @__PURE__ */ z.looseObject({
  /** Version new pointers of this type are created with. */
  version: int32Schema,
  /** Code id of the stored CosmWasm pointer contract, for `ERC20` and `ERC721`; `"0"` otherwise. */
  cw_code_id: uint64Schema,
})
/** Response of {@link getPointerVersion}: `version` and `cw_code_id`. */
export type GetPointerVersionResponse = z.output<typeof getPointerVersionResponseSchema>

/** `GET /{app}/evm/pointer_version?pointer_type=`. */
export const getPointerVersionEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'evm/pointerVersion',
  required: ['pointerType'],
  checks: { pointerType: pointerTypeRule },
  method: 'GET',
  path: '/{app}/evm/pointer_version',
  query: (parameters: GetPointerVersionParameters) => ({
    pointer_type: parameters.pointerType,
  }),
  response: getPointerVersionResponseSchema,
})

/**
 * The current version of a pointer type's contract, and for CosmWasm pointers (`ERC20`,
 * `ERC721`) the code id they are instantiated from. A pointer whose `version` is lower
 * than this one can be upgraded.
 *
 * @example
 * ```ts
 * const { version, cw_code_id } = await getPointerVersion(client, { pointerType: 'ERC20' })
 * ```
 */
export function getPointerVersion(
  client: GatewayClient,
  parameters: GetPointerVersionParameters,
  options?: RequestOptions,
): Promise<GetPointerVersionResponse> {
  return request(client, getPointerVersionEndpoint, parameters, options)
}
