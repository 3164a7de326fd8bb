import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { bytesSchema, heightSchema, uint64Schema } from '../../core/schemas.ts'
import type { ChannelOrdering } from './getChannels.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { Height } from '../../core/schemas.ts'

const channelUpgradeZod = /* @__PURE__ */ z.looseObject({
  /** The channel parameters the upgrade would set. */
  fields: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.looseObject({
    ordering: /* @__PURE__ */ z.string() as z.ZodType<ChannelOrdering>,
    connection_hops: /* @__PURE__ */ z.array(/* @__PURE__ */ z.string()),
    version: /* @__PURE__ */ z.string(),
  })),
  /**
   * When the counterparty's part of the handshake times out: a height and a
   * Unix time in nanoseconds. Both are zero until the counterparty has answered.
   */
  timeout: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.looseObject({ height: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(heightSchema)), timestamp: /* @__PURE__ */ z.shapeOf(uint64Schema) })),
  /** The channel's next send sequence when flushing started; `"0"` before. */
  next_sequence_send: /* @__PURE__ */ z.shapeOf(uint64Schema),
})
type _channelUpgradeZodCheck = [Assignable<z.output<typeof channelUpgradeZod>, ChannelUpgrade>, Assignable<ChannelUpgrade, z.output<typeof channelUpgradeZod>>]
/**
 * A proposed channel upgrade (ibc-go 8.1+).
 *
 * @example
 * ```ts
 * const upgrade = channelUpgradeSchema.parse(json.upgrade)
 * const addsFees = upgrade.fields.version.includes('ics29-1')
 * ```
 */
export const channelUpgradeSchema: ResponseSchema<ChannelUpgrade> = channelUpgradeZod
/** A proposed channel upgrade. */
export type ChannelUpgrade = {
  /** The channel's next send sequence when flushing started; `"0"` before. */
  next_sequence_send: string
  /** The channel parameters the upgrade would set. */
  fields?: {
    ordering: ChannelOrdering
    connection_hops: string[]
    version: string
  } | null | undefined
  /**
   * When the counterparty's part of the handshake times out: a height and a
   * Unix time in nanoseconds. Both are zero until the counterparty has answered.
   */
  timeout?: {
    timestamp: string
    height?: Height | null | undefined
  } | null | undefined
}

/** Parameters of {@link getChannelUpgrade}. */
export type GetChannelUpgradeParameters = {
  /** Channel identifier, such as `channel-1`. */
  channelId: string
  /** Port identifier, such as `transfer`. */
  portId: string
}

const getChannelUpgradeResponseZod = /* @__PURE__ */ z.looseObject({
  upgrade: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(channelUpgradeSchema)),
  /** Merkle proof (base64); the REST gateway sends `null`. */
  proof: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(bytesSchema)),
  /** Height at which the upgrade was read. */
  proof_height: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(heightSchema)),
})
type _getChannelUpgradeResponseZodCheck = [Assignable<z.output<typeof getChannelUpgradeResponseZod>, GetChannelUpgradeResponse>, Assignable<GetChannelUpgradeResponse, z.output<typeof getChannelUpgradeResponseZod>>]
/**
 * Response of {@link getChannelUpgrade}, for validating JSON fetched another way.
 *
 * @example
 * ```ts
 * const { upgrade } = getChannelUpgradeResponseSchema.parse(await response.json())
 * ```
 */
export const getChannelUpgradeResponseSchema: ResponseSchema<GetChannelUpgradeResponse> = getChannelUpgradeResponseZod
/** Response of {@link getChannelUpgrade}: `upgrade`, `proof`, `proof_height`. */
export type GetChannelUpgradeResponse = {
  upgrade?: ChannelUpgrade | null | undefined
  /** Merkle proof (base64); the REST gateway sends `null`. */
  proof?: string | null | undefined
  /** Height at which the upgrade was read. */
  proof_height?: Height | null | undefined
}

/**
 * `GET /ibc/core/channel/v1/channels/{channel_id}/ports/{port_id}/upgrade` (ibc-go 8.1+).
 *
 * @example
 * ```ts
 * const url = buildUrl(client, getChannelUpgradeEndpoint, { channelId: 'channel-1', portId: 'transfer' })
 * ```
 */
export const getChannelUpgradeEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'ibcChannel/channelUpgrade',
  method: 'GET',
  path: '/ibc/core/channel/v1/channels/{channel_id}/ports/{port_id}/upgrade',
  pathParams: (parameters: GetChannelUpgradeParameters) => ({
    channel_id: parameters.channelId,
    port_id: parameters.portId,
  }),
  response: getChannelUpgradeResponseSchema,
})

/**
 * The upgrade in progress on a channel. A channel without one answers 404
 * (code 5, "upgrade not found"), which is the common case: check
 * `error instanceof GatewayError && error.code === 5`.
 *
 * @example
 * ```ts
 * const { upgrade } = await getChannelUpgrade(client, { channelId: 'channel-1', portId: 'transfer' })
 * upgrade.fields.version // '{"fee_version":"ics29-1","app_version":"ics20-1"}'
 * ```
 */
export function getChannelUpgrade(
  client: GatewayClient,
  parameters: GetChannelUpgradeParameters,
  options?: RequestOptions,
): Promise<GetChannelUpgradeResponse> {
  return request(client, getChannelUpgradeEndpoint, parameters, options)
}
