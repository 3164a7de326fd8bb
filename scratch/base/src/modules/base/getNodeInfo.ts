import * as z from 'zod'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { bytesSchema, uint64Schema } from '../../core/schemas.ts'

/** Parameters of {@link getNodeInfo}: none. */
export type GetNodeInfoParameters = Record<never, never>

/** Response of {@link getNodeInfo}. */
export const getNodeInfoResponseSchema = z.looseObject({
  /** The consensus node's P2P info: chain id in `network`, CometBFT version in `version`. */
  default_node_info: z.looseObject({
    protocol_version: z.looseObject({ p2p: uint64Schema, block: uint64Schema, app: uint64Schema }).nullish(),
    /** Node id (hex) on CometBFT / Tendermint chains. */
    default_node_id: z.string().optional(),
    /** Node id (hex) on Sei-derived chains such as KiiChain's SDK 0.45 line, which rename the field. */
    node_id: z.string().optional(),
    listen_addr: z.string(),
    network: z.string(),
    version: z.string(),
    channels: bytesSchema,
    moniker: z.string(),
    other: z.looseObject({ tx_index: z.string(), rpc_address: z.string() }).nullish(),
  }),
  /** The application binary's version and build. */
  application_version: z.looseObject({
    name: z.string(),
    app_name: z.string(),
    version: z.string(),
    git_commit: z.string(),
    build_tags: z.string(),
    go_version: z.string(),
    build_deps: z.array(z.looseObject({ path: z.string(), version: z.string(), sum: z.string() })),
    /** Since SDK 0.43. */
    cosmos_sdk_version: z.string().optional(),
  }),
})
/** Response of {@link getNodeInfo}: `default_node_info` and `application_version`. */
export type GetNodeInfoResponse = z.output<typeof getNodeInfoResponseSchema>

/** `GET /{sdk}/base/tendermint/v1beta1/node_info`. */
export const getNodeInfoEndpoint = defineEndpoint<GetNodeInfoParameters, typeof getNodeInfoResponseSchema>({
  id: 'base/nodeInfo',
  method: 'GET',
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
