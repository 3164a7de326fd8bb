import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { bytesSchema, heightSchema, uint64Schema } from '../../core/schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { Height } from '../../core/schemas.ts'

const upgradeErrorReceiptZod = /* @__PURE__ */ z.looseObject({
  /** The channel's `upgrade_sequence` of the failed attempt. */
  sequence: /* @__PURE__ */ z.shapeOf(uint64Schema),
  /** Such as `ABCI code: 34: restored channel to pre-upgrade state`. */
  message: /* @__PURE__ */ z.string(),
})
type _upgradeErrorReceiptZodCheck = [Assignable<z.output<typeof upgradeErrorReceiptZod>, UpgradeErrorReceipt>, Assignable<UpgradeErrorReceipt, z.output<typeof upgradeErrorReceiptZod>>]
/**
 * Why the last upgrade attempt of a channel failed (ibc-go 8.1+).
 *
 * @example
 * ```ts
 * const { sequence, message } = upgradeErrorReceiptSchema.parse(json.error_receipt)
 * ```
 */
export const upgradeErrorReceiptSchema: ResponseSchema<UpgradeErrorReceipt> = upgradeErrorReceiptZod
/** Why the last upgrade attempt of a channel failed. */
export type UpgradeErrorReceipt = {
  /** The channel's `upgrade_sequence` of the failed attempt. */
  sequence: string
  /** Such as `ABCI code: 34: restored channel to pre-upgrade state`. */
  message: string
}

/** Parameters of {@link getChannelUpgradeError}. */
export type GetChannelUpgradeErrorParameters = {
  /** Channel identifier, such as `channel-3`. */
  channelId: string
  /** Port identifier, such as `transfer`. */
  portId: string
}

const getChannelUpgradeErrorResponseZod = /* @__PURE__ */ z.looseObject({
  error_receipt: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(upgradeErrorReceiptSchema)),
  /** Merkle proof (base64); the REST gateway sends `null`. */
  proof: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(bytesSchema)),
  /** Height at which the receipt was read. */
  proof_height: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(heightSchema)),
})
type _getChannelUpgradeErrorResponseZodCheck = [Assignable<z.output<typeof getChannelUpgradeErrorResponseZod>, GetChannelUpgradeErrorResponse>, Assignable<GetChannelUpgradeErrorResponse, z.output<typeof getChannelUpgradeErrorResponseZod>>]
/**
 * Response of {@link getChannelUpgradeError}, for validating JSON fetched another way.
 *
 * @example
 * ```ts
 * const { error_receipt } = getChannelUpgradeErrorResponseSchema.parse(await response.json())
 * ```
 */
export const getChannelUpgradeErrorResponseSchema: ResponseSchema<GetChannelUpgradeErrorResponse> = getChannelUpgradeErrorResponseZod
/** Response of {@link getChannelUpgradeError}: `error_receipt`, `proof`, `proof_height`. */
export type GetChannelUpgradeErrorResponse = {
  error_receipt?: UpgradeErrorReceipt | null | undefined
  /** Merkle proof (base64); the REST gateway sends `null`. */
  proof?: string | null | undefined
  /** Height at which the receipt was read. */
  proof_height?: Height | null | undefined
}

/**
 * `GET /ibc/core/channel/v1/channels/{channel_id}/ports/{port_id}/upgrade_error` (ibc-go 8.1+).
 *
 * @example
 * ```ts
 * const url = buildUrl(client, getChannelUpgradeErrorEndpoint, { channelId: 'channel-3', portId: 'transfer' })
 * ```
 */
export const getChannelUpgradeErrorEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'ibcChannel/channelUpgradeError',
  method: 'GET',
  path: '/ibc/core/channel/v1/channels/{channel_id}/ports/{port_id}/upgrade_error',
  pathParams: (parameters: GetChannelUpgradeErrorParameters) => ({
    channel_id: parameters.channelId,
    port_id: parameters.portId,
  }),
  response: getChannelUpgradeErrorResponseSchema,
})

/**
 * The error receipt of a channel's last failed upgrade. A channel whose
 * upgrades never failed answers 404 (code 5, "upgrade error receipt not found").
 *
 * @example
 * ```ts
 * const { error_receipt } = await getChannelUpgradeError(client, { channelId: 'channel-3', portId: 'transfer' })
 * console.log(`upgrade ${error_receipt.sequence} failed: ${error_receipt.message}`)
 * ```
 */
export function getChannelUpgradeError(
  client: GatewayClient,
  parameters: GetChannelUpgradeErrorParameters,
  options?: RequestOptions,
): Promise<GetChannelUpgradeErrorResponse> {
  return request(client, getChannelUpgradeErrorEndpoint, parameters, options)
}
