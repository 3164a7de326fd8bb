import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { bytesSchema, uint64Schema } from '../../core/schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'

/** Parameters of {@link getNodeInfo}: none. */
export type GetNodeInfoParameters = Record<never, never>

const getNodeInfoResponseZod = /* @__PURE__ */ z.looseObject({
  /** The consensus node's P2P info: chain id in `network`, CometBFT version in `version`. */
  default_node_info: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.looseObject({
    protocol_version: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.looseObject({ p2p: /* @__PURE__ */ z.shapeOf(uint64Schema), block: /* @__PURE__ */ z.shapeOf(uint64Schema), app: /* @__PURE__ */ z.shapeOf(uint64Schema) })),
    /** Node id (hex) on CometBFT / Tendermint chains. */
    default_node_id: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
    /** Node id (hex) on Sei-derived chains such as KiiChain's SDK 0.45 line, which rename the field. */
    node_id: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
    listen_addr: /* @__PURE__ */ z.string(),
    network: /* @__PURE__ */ z.string(),
    version: /* @__PURE__ */ z.string(),
    channels: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(bytesSchema)),
    moniker: /* @__PURE__ */ z.string(),
    other: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.looseObject({ tx_index: /* @__PURE__ */ z.string(), rpc_address: /* @__PURE__ */ z.string() })),
  })),
  /** The application binary's version and build. */
  application_version: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.looseObject({
    name: /* @__PURE__ */ z.string(),
    app_name: /* @__PURE__ */ z.string(),
    version: /* @__PURE__ */ z.string(),
    git_commit: /* @__PURE__ */ z.string(),
    build_tags: /* @__PURE__ */ z.string(),
    go_version: /* @__PURE__ */ z.string(),
    build_deps: /* @__PURE__ */ z.array(/* @__PURE__ */ z.looseObject({ path: /* @__PURE__ */ z.string(), version: /* @__PURE__ */ z.string(), sum: /* @__PURE__ */ z.string() })),
    /** Since SDK 0.43. */
    cosmos_sdk_version: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  })),
})
type _getNodeInfoResponseZodCheck = [Assignable<z.output<typeof getNodeInfoResponseZod>, GetNodeInfoResponse>, Assignable<GetNodeInfoResponse, z.output<typeof getNodeInfoResponseZod>>]
/** Response of {@link getNodeInfo}. */
export const getNodeInfoResponseSchema: ResponseSchema<GetNodeInfoResponse> = getNodeInfoResponseZod
/** Response of {@link getNodeInfo}: `default_node_info` and `application_version`. */
export type GetNodeInfoResponse = {
  /** The consensus node's P2P info: chain id in `network`, CometBFT version in `version`. */
  default_node_info?: {
    listen_addr: string
    network: string
    version: string
    moniker: string
    protocol_version?: {
      p2p: string
      block: string
      app: string
    } | null | undefined
    /** Node id (hex) on CometBFT / Tendermint chains. */
    default_node_id?: string | undefined
    /** Node id (hex) on Sei-derived chains such as KiiChain's SDK 0.45 line, which rename the field. */
    node_id?: string | undefined
    channels?: string | null | undefined
    other?: {
      tx_index: string
      rpc_address: string
    } | null | undefined
  } | null | undefined
  /** The application binary's version and build. */
  application_version?: {
    name: string
    app_name: string
    version: string
    git_commit: string
    build_tags: string
    go_version: string
    build_deps: {
      path: string
      version: string
      sum: string
    }[]
    /** Since SDK 0.43. */
    cosmos_sdk_version?: string | undefined
  } | null | undefined
}

/** `GET /{sdk}/base/tendermint/v1beta1/node_info`. */
export const getNodeInfoEndpoint = /* @__PURE__ */ defineEndpoint<GetNodeInfoParameters, GetNodeInfoResponse>({
  id: 'base/nodeInfo',
  method: 'GET',
  // Answered from CometBFT or the transaction index, whatever the header says.
  readsAtHeight: false,
  path: '/{sdk}/base/tendermint/v1beta1/node_info',
  response: getNodeInfoResponseSchema,
})

/**
 * What the gateway's node runs: chain id, CometBFT version, moniker, and the
 * application's name, version and SDK version.
 *
 * @example
 * ```ts
 * const { default_node_info, application_version } = await getNodeInfo(client)
 * console.log(default_node_info.network, application_version.cosmos_sdk_version)
 * ```
 */
export function getNodeInfo(
  client: GatewayClient,
  parameters: GetNodeInfoParameters = {},
  options?: RequestOptions,
): Promise<GetNodeInfoResponse> {
  return request(client, getNodeInfoEndpoint, parameters, options)
}
