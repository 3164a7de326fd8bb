import type { GatewayClient } from './client.ts'
import type { Endpoint } from './endpoint.ts'
import { GatewayError, HttpError } from './errors.ts'
import { parseSdkVersion, type SdkVersion } from './sdkRouteForms.ts'
import * as z from './zod.ts'

// The request half of learning a chain's SDK version: what `node_info` is asked. What its answer
// means and the other half (one probe per client, shared by callers, kept or asked again) are in
// ./sdkVersion.ts, loaded with `import()` only when an endpoint with `sdkForms` is called. It
// imports nothing at run time, by design (what it needs is passed in): a module it shared with the first load would make
// bundlers split that module into a chunk of its own, which costs a page more than it saves.

/**
 * The part of `node_info` the probe reads. Declared here rather than imported
 * from `modules/base/getNodeInfo.ts`: core does not import modules.
 */
const nodeInfoVersionSchema = /* @__PURE__ */ z.looseObject({
  application_version: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.looseObject({ cosmos_sdk_version: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()) }),
  ),
})
export type NodeInfoVersion = z.output<typeof nodeInfoVersionSchema>

const nodeInfoVersionEndpoint: Endpoint<void, NodeInfoVersion> = {
  id: 'base/nodeInfo',
  method: 'GET',
  readsAtHeight: false,
  path: '/{sdk}/base/tendermint/v1beta1/node_info',
  response: nodeInfoVersionSchema,
}

/** Sends the `node_info` probe through the caller's `request`, so it has the client's retries, failover and errors. */
export type SendNodeInfoProbe = (endpoint: NodeInfoVersionEndpoint) => Promise<NodeInfoVersion>

/** The `node_info` endpoint as the probe asks it. */
export type NodeInfoVersionEndpoint = typeof nodeInfoVersionEndpoint

/**
 * The chain's SDK version for a call that needs it: the client's `sdkVersion` option when given,
 * else what `node_info` says, learned once per client (see ./sdkVersion.ts, loaded only now).
 * `signal` stops this caller's wait, not the probe other callers share.
 *
 * @example
 * ```ts
 * const version = await sdkVersionOf(client, signal, (probe) => request(client, probe, undefined))
 * ```
 */
export async function sdkVersionOf(
  client: GatewayClient,
  signal: AbortSignal | undefined,
  send: SendNodeInfoProbe,
): Promise<SdkVersion | undefined> {
  signal?.throwIfAborted()
  if (client.sdkVersion !== undefined) return parseSdkVersion(client.sdkVersion)
  const { learnSdkVersion, probeSdkVersion, untilAborted } = await import('./sdkVersion.ts')
  const parts = { endpoint: nodeInfoVersionEndpoint, parseSdkVersion, GatewayError, HttpError }
  return untilAborted(learnSdkVersion(client, () => probeSdkVersion(parts, send)), signal)
}
