import type { GatewayClient } from './client.ts'
import { GatewayError, HttpError } from './errors.ts'
import type { Endpoint, PathValue } from './endpoint.ts'
import type { QueryRecord } from './searchParams.ts'
import * as z from './zod.ts'

/** A Cosmos SDK release, as `node_info` reports it (`v0.45.16`) or a client option gives it (`'0.45'`). */
export type SdkVersion = { readonly major: number; readonly minor: number; readonly patch: number }

const versionPattern = /^v?(\d{1,6})\.(\d{1,6})(?:\.(\d{1,6}))?(?:[-+].*)?$/

/**
 * Reads an SDK version: `v0.45.16`, `0.47`, `v0.50.10-rc.1` (a suffix is ignored).
 * `undefined` for text that is not one.
 *
 * @example
 * ```ts
 * parseSdkVersion('v0.45.16') // { major: 0, minor: 45, patch: 16 }
 * parseSdkVersion('0.47') // { major: 0, minor: 47, patch: 0 }
 * parseSdkVersion('devel') // undefined
 * ```
 */
export function parseSdkVersion(text: string): SdkVersion | undefined {
  const match = versionPattern.exec(text.trim())
  if (!match) return undefined
  return { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3] ?? 0) }
}

/**
 * Orders two SDK versions: negative when `a` is older, 0 when equal, positive when newer.
 *
 * @example
 * ```ts
 * compareSdkVersions(parseSdkVersion('0.45')!, parseSdkVersion('0.50.9')!) // < 0
 * ```
 */
export function compareSdkVersions(a: SdkVersion, b: SdkVersion): number {
  return a.major - b.major || a.minor - b.minor || a.patch - b.patch
}

/**
 * The route form an endpoint takes on chains older than `before`: what replaces
 * its declared path, path parameters or query. An endpoint declares its forms
 * oldest first (`sdkForms`); its own declaration is the form of the newest chains.
 *
 * @example
 * ```ts
 * const supplyOf045: SdkRouteForm<{ denom: string }> = {
 *   before: '0.46',
 *   path: '/{sdk}/bank/v1beta1/supply/{denom}',
 *   query: () => ({}),
 * }
 * ```
 */
export type SdkRouteForm<TParameters> = {
  /** Chains whose SDK version is below this one (`'0.46'`) take this form. */
  readonly before: string
  readonly path?: string | undefined
  readonly pathParams?: ((parameters: TParameters) => Record<string, PathValue>) | undefined
  readonly query?: ((parameters: TParameters) => QueryRecord) | undefined
}

/**
 * The endpoint as a chain of `version` serves it: the first of its `sdkForms`
 * whose `before` is newer than `version`, laid over the declaration; the
 * declaration itself when none is, or when the version is unknown (a chain
 * that does not say is taken to be recent).
 *
 * @example
 * ```ts
 * endpointForSdkVersion(getSupplyOfEndpoint, parseSdkVersion('0.45')).path // "/{sdk}/bank/v1beta1/supply/{denom}"
 * ```
 */
export function endpointForSdkVersion<TParameters, TResponse>(
  endpoint: Endpoint<TParameters, TResponse>,
  version: SdkVersion | undefined,
): Endpoint<TParameters, TResponse> {
  if (!version) return endpoint
  const form = endpoint.sdkForms?.find((candidate) => {
    const before = parseSdkVersion(candidate.before)
    return before !== undefined && compareSdkVersions(version, before) < 0
  })
  if (!form) return endpoint
  return {
    ...endpoint,
    path: form.path ?? endpoint.path,
    pathParams: form.pathParams ?? endpoint.pathParams,
    query: form.query ?? endpoint.query,
    sdkForms: undefined,
  }
}

/**
 * The part of `node_info` the probe reads. Declared here rather than imported
 * from `modules/base/getNodeInfo.ts`: core does not import modules.
 */
const nodeInfoVersionSchema = /* @__PURE__ */ z.looseObject({
  application_version: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.looseObject({ cosmos_sdk_version: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()) }),
  ),
})
type NodeInfoVersion = z.output<typeof nodeInfoVersionSchema>

const nodeInfoVersionEndpoint: Endpoint<void, NodeInfoVersion> = {
  id: 'base/nodeInfo',
  method: 'GET',
  readsAtHeight: false,
  path: '/{sdk}/base/tendermint/v1beta1/node_info',
  response: nodeInfoVersionSchema,
}

/** Sends the `node_info` probe through the caller's `request`, so it has the client's retries, failover and errors. */
export type SendNodeInfoProbe = (endpoint: typeof nodeInfoVersionEndpoint) => Promise<NodeInfoVersion>

type Learned = { promise: Promise<SdkVersion | undefined>; expires: number }

// One entry per client: every caller shares the probe in flight and its answer.
const learned = new WeakMap<GatewayClient, Learned>()

// A gateway that does not serve node_info (404, 501) is asked again after this long.
const notServedRetryMs = 60_000
const notServedStatuses = new Set([403, 404, 405, 501])

/**
 * The chain's SDK version: the client's `sdkVersion` option when given, else
 * `node_info`'s `application_version.cosmos_sdk_version`, asked once per client
 * on first need. Callers at the same time share one request. A probe that fails
 * (network, timeout, 5xx) is not kept: the caller gets its error and the next
 * call asks again. A gateway that does not serve `node_info` (404, 501) or does
 * not say its version gives `undefined` (the newest forms), asked again after a minute.
 *
 * @example
 * ```ts
 * const version = await learnSdkVersion(client, (endpoint) => request(client, endpoint, undefined))
 * ```
 */
export function learnSdkVersion(client: GatewayClient, send: SendNodeInfoProbe): Promise<SdkVersion | undefined> {
  if (client.sdkVersion !== undefined) return Promise.resolve(parseSdkVersion(client.sdkVersion))
  const known = learned.get(client)
  if (known && known.expires > Date.now()) return known.promise
  const entry: Learned = { promise: Promise.resolve(undefined), expires: Infinity }
  entry.promise = send(nodeInfoVersionEndpoint).then(
    (json) => {
      const text = json.application_version?.cosmos_sdk_version
      const version = text === undefined ? undefined : parseSdkVersion(text)
      if (!version) entry.expires = Date.now() + notServedRetryMs
      return version
    },
    (error: unknown) => {
      if ((error instanceof GatewayError || error instanceof HttpError) && notServedStatuses.has(error.status)) {
        entry.expires = Date.now() + notServedRetryMs
        return undefined
      }
      if (learned.get(client) === entry) learned.delete(client)
      throw error
    },
  )
  learned.set(client, entry)
  return entry.promise
}

/**
 * The chain's SDK version for a call that needs it (see {@link learnSdkVersion}).
 * `signal` stops this caller's wait, not the probe other callers share.
 *
 * @example
 * ```ts
 * const version = await sdkVersionOf(client, signal, (probe) => request(client, probe, undefined))
 * ```
 */
export function sdkVersionOf(client: GatewayClient, signal: AbortSignal | undefined, send: SendNodeInfoProbe): Promise<SdkVersion | undefined> {
  return untilAborted(learnSdkVersion(client, send), signal)
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise
  signal.throwIfAborted()
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error)
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(
      (value) => (signal.removeEventListener('abort', onAbort), resolve(value)),
      (error: unknown) => (signal.removeEventListener('abort', onAbort), reject(error as Error)),
    )
  })
}
