import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { pointerTypeRule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { int32Schema, uint64Schema } from '../../core/schemas.ts'
import type { PointerType } from './pointerType.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'

/** Parameters of {@link getPointerVersion}. */
export type GetPointerVersionParameters = {
  /**
   * The pointer type, by name or enum number (see {@link pointerTypes}); sent as given.
   * Required here although the gateway falls back to `ERC20` (0) without it.
   */
  pointerType: PointerType
}

const getPointerVersionResponseZod = /* @__PURE__ */ z.looseObject({
  /** Version new pointers of this type are created with. */
  version: /* @__PURE__ */ z.shapeOf(int32Schema),
  /** Code id of the stored CosmWasm pointer contract, for `ERC20` and `ERC721`; `"0"` otherwise. */
  cw_code_id: /* @__PURE__ */ z.shapeOf(uint64Schema),
})
type _getPointerVersionResponseZodCheck = [Assignable<z.output<typeof getPointerVersionResponseZod>, GetPointerVersionResponse>, Assignable<GetPointerVersionResponse, z.output<typeof getPointerVersionResponseZod>>]
/** Response of {@link getPointerVersion}. */
export const getPointerVersionResponseSchema: ResponseSchema<GetPointerVersionResponse> = getPointerVersionResponseZod
/** Response of {@link getPointerVersion}: `version` and `cw_code_id`. */
export type GetPointerVersionResponse = {
  /** Version new pointers of this type are created with. */
  version: number
  /** Code id of the stored CosmWasm pointer contract, for `ERC20` and `ERC721`; `"0"` otherwise. */
  cw_code_id: string
}

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
