import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { pageRequestToQuery, type PageRequest } from '../../core/pagination.ts'
import { paginationRule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { pageResponseSchema } from '../../core/schemas.ts'
import { sendEnabledSchema } from './schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { SendEnabled } from './schemas.ts'
import type { PageResponse } from '../../core/schemas.ts'

/** Parameters of {@link getSendEnabled}. */
export type GetSendEnabledParameters = {
  /**
   * Denoms to look up, sent as repeated `denoms=` keys. Empty or absent: every
   * entry, paginated. With denoms, the gateway answers only those that have an
   * entry, without pagination.
   */
  denoms?: readonly string[] | undefined
  pagination?: PageRequest | undefined
}

const getSendEnabledResponseZod = /* @__PURE__ */ z.looseObject({
  send_enabled: /* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(sendEnabledSchema)),
  /** Null when `denoms` were given. */
  pagination: /* @__PURE__ */ z.shapeOf(pageResponseSchema),
})
type _getSendEnabledResponseZodCheck = [Assignable<z.output<typeof getSendEnabledResponseZod>, GetSendEnabledResponse>, Assignable<GetSendEnabledResponse, z.output<typeof getSendEnabledResponseZod>>]
/** Response of {@link getSendEnabled}. */
export const getSendEnabledResponseSchema: ResponseSchema<GetSendEnabledResponse> = getSendEnabledResponseZod
/** Response of {@link getSendEnabled}: `send_enabled` entries and `pagination`. */
export type GetSendEnabledResponse = {
  send_enabled: SendEnabled[]
  /** Null when `denoms` were given. */
  pagination?: PageResponse
}

/** `GET /{sdk}/bank/v1beta1/send_enabled?denoms=` (SDK 0.47+). */
export const getSendEnabledEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'bank/sendEnabled',
  checks: { pagination: paginationRule },
  method: 'GET',
  path: '/{sdk}/bank/v1beta1/send_enabled',
  query: (parameters: GetSendEnabledParameters) => ({
    denoms: parameters.denoms,
    ...pageRequestToQuery(parameters.pagination),
  }),
  response: getSendEnabledResponseSchema,
  pagination: { style: 'key' },
})

/**
 * The denoms with their own send setting (SDK 0.47+). A denom without an entry
 * follows `default_send_enabled` of {@link getBankParams}.
 *
 * @example
 * ```ts
 * const { send_enabled } = await getSendEnabled(client, { denoms: ['akii', 'ticket'] })
 * const { params } = await getBankParams(client)
 * const canSend = (denom: string) =>
 *   send_enabled.find((entry) => entry.denom === denom)?.enabled ?? params.default_send_enabled
 * ```
 */
export function getSendEnabled(
  client: GatewayClient,
  parameters: GetSendEnabledParameters = {},
  options?: RequestOptions,
): Promise<GetSendEnabledResponse> {
  return request(client, getSendEnabledEndpoint, parameters, options)
}
