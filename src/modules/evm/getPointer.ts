import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { pointerTypeRule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { int32Schema } from '../../core/schemas.ts'
import type { PointerType } from './pointerType.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'

/** Parameters of {@link getPointer}. */
export type GetPointerParameters = {
  /**
   * What `pointee` is, by name or enum number (see {@link pointerTypes}); sent as given.
   * Required here although the gateway falls back to `ERC20` (0) without it.
   */
  pointerType: PointerType
  /** The original asset: a denom for `NATIVE`, a `kii1...` contract for `CW20`/`CW721`, a `0x...` contract for `ERC20`/`ERC721`. */
  pointee: string
}

const getPointerResponseZod = /* @__PURE__ */ z.looseObject({
  /**
   * The pointer contract: `0x...` for `NATIVE`, `CW20` and `CW721`, `kii1...` for `ERC20` and `ERC721`.
   * When none exists the chain sends the zero address (`0x000...0`) or an empty string respectively.
   */
  pointer: /* @__PURE__ */ z.string(),
  /** Version of the pointer contract; 0 when none exists. */
  version: /* @__PURE__ */ z.shapeOf(int32Schema),
  exists: /* @__PURE__ */ z.boolean(),
})
type _getPointerResponseZodCheck = [Assignable<z.output<typeof getPointerResponseZod>, GetPointerResponse>, Assignable<GetPointerResponse, z.output<typeof getPointerResponseZod>>]
/** Response of {@link getPointer}. */
export const getPointerResponseSchema: ResponseSchema<GetPointerResponse> = getPointerResponseZod
/** Response of {@link getPointer}: `pointer`, `version` and `exists`. */
export type GetPointerResponse = {
  /**
   * The pointer contract: `0x...` for `NATIVE`, `CW20` and `CW721`, `kii1...` for `ERC20` and `ERC721`.
   * When none exists the chain sends the zero address (`0x000...0`) or an empty string respectively.
   */
  pointer: string
  /** Version of the pointer contract; 0 when none exists. */
  version: number
  exists: boolean
}

/** `GET /{app}/evm/pointer?pointer_type=&pointee=`. */
export const getPointerEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'evm/pointer',
  required: ['pointerType', 'pointee'],
  checks: { pointerType: pointerTypeRule },
  method: 'GET',
  path: '/{app}/evm/pointer',
  query: (parameters: GetPointerParameters) => ({
    pointer_type: parameters.pointerType,
    pointee: parameters.pointee,
  }),
  response: getPointerResponseSchema,
})

/**
 * The pointer contract registered for an asset, such as the ERC20 contract that stands for
 * a bank denom. Check `exists`: an asset without a pointer is a normal answer, not an error.
 *
 * @example
 * ```ts
 * const { pointer, exists } = await getPointer(client, { pointerType: 'NATIVE', pointee: 'factory/kii1.../ORO' })
 * ```
 */
export function getPointer(
  client: GatewayClient,
  parameters: GetPointerParameters,
  options?: RequestOptions,
): Promise<GetPointerResponse> {
  return request(client, getPointerEndpoint, parameters, options)
}
