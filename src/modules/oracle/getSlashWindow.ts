import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { uint64Schema } from '../../core/schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'

const getSlashWindowResponseZod = /* @__PURE__ */ z.looseObject({
  /** Vote periods completed in the current slash window. */
  window_progress: /* @__PURE__ */ z.shapeOf(uint64Schema),
})
type _getSlashWindowResponseZodCheck = [Assignable<z.output<typeof getSlashWindowResponseZod>, GetSlashWindowResponse>, Assignable<GetSlashWindowResponse, z.output<typeof getSlashWindowResponseZod>>]
/** Response of {@link getSlashWindow}. */
export const getSlashWindowResponseSchema: ResponseSchema<GetSlashWindowResponse> = getSlashWindowResponseZod
/** Response of {@link getSlashWindow}: `window_progress`. */
export type GetSlashWindowResponse = {
  /** Vote periods completed in the current slash window. */
  window_progress: string
}

/** Parameters of {@link getSlashWindow}: none. */
export type GetSlashWindowParameters = Record<never, never>

/** `GET /{app}/oracle/slash_window`. */
export const getSlashWindowEndpoint = /* @__PURE__ */ defineEndpoint<GetSlashWindowParameters, GetSlashWindowResponse>({
  id: 'oracle/slashWindow',
  method: 'GET',
  path: '/{app}/oracle/slash_window',
  response: getSlashWindowResponseSchema,
})

/**
 * How far the current slash window has progressed, in vote periods
 * (`(height mod slash_window) / vote_period` on the chain).
 *
 * @example
 * ```ts
 * const { window_progress } = await getSlashWindow(client) // "37"
 * ```
 */
export function getSlashWindow(
  client: GatewayClient,
  parameters: GetSlashWindowParameters = {},
  options?: RequestOptions,
): Promise<GetSlashWindowResponse> {
  return request(client, getSlashWindowEndpoint, parameters, options)
}
