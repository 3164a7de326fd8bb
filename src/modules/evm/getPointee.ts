import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { pointerTypeRule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { int32Schema } from '../../core/schemas.ts'
import type { PointerType } from './pointerType.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'

/** Parameters of {@link getPointee}. */
export type GetPointeeParameters = {
  /**
   * What the pointer points to, by name or enum number (see {@link pointerTypes}); sent as given.
   * Required here although the gateway falls back to `ERC20` (0) without it.
   */
  pointerType: PointerType
  /** The pointer contract: `0x...` for `NATIVE`, `CW20` and `CW721`, `kii1...` for `ERC20` and `ERC721`. */
  pointer: string
}

const getPointeeResponseZod = /* @__PURE__ */ z.looseObject({
  /**
   * The original asset: a denom for `NATIVE`, `kii1...` for `CW20`/`CW721`, `0x...` for `ERC20`/`ERC721`.
   * When the pointer is unknown the chain sends an empty string or the zero address respectively.
   */
  pointee: /* @__PURE__ */ z.string(),
  /** Version of the pointer contract; 0 when it is unknown. */
  version: /* @__PURE__ */ z.shapeOf(int32Schema),
  exists: /* @__PURE__ */ z.boolean(),
})
type _getPointeeResponseZodCheck = [Assignable<z.output<typeof getPointeeResponseZod>, GetPointeeResponse>, Assignable<GetPointeeResponse, z.output<typeof getPointeeResponseZod>>]
/** Response of {@link getPointee}. */
export const getPointeeResponseSchema: ResponseSchema<GetPointeeResponse> = getPointeeResponseZod
/** Response of {@link getPointee}: `pointee`, `version` and `exists`. */
export type GetPointeeResponse = {
  /**
   * The original asset: a denom for `NATIVE`, `kii1...` for `CW20`/`CW721`, `0x...` for `ERC20`/`ERC721`.
   * When the pointer is unknown the chain sends an empty string or the zero address respectively.
   */
  pointee: string
  /** Version of the pointer contract; 0 when it is unknown. */
  version: number
  exists: boolean
}

/** `GET /{app}/evm/pointee?pointer_type=&pointer=`. */
export const getPointeeEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'evm/pointee',
  required: ['pointerType', 'pointer'],
  checks: { pointerType: pointerTypeRule },
  method: 'GET',
  path: '/{app}/evm/pointee',
  query: (parameters: GetPointeeParameters) => ({
    pointer_type: parameters.pointerType,
    pointer: parameters.pointer,
  }),
  response: getPointeeResponseSchema,
})

/**
 * The asset a pointer contract stands for, such as the bank denom behind an ERC20 pointer.
 * Check `exists`: an unknown pointer is a normal answer, not an error.
 *
 * @example
 * ```ts
 * const { pointee, exists } = await getPointee(client, { pointerType: 'NATIVE', pointer: '0x...' })
 * ```
 */
export function getPointee(
  client: GatewayClient,
  parameters: GetPointeeParameters,
  options?: RequestOptions,
): Promise<GetPointeeResponse> {
  return request(client, getPointeeEndpoint, parameters, options)
}
