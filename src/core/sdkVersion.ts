import type { GatewayClient } from './client.ts'
import type { GatewayError, HttpError } from './errors.ts'
import type { SdkVersion } from './sdkRouteForms.ts'
import type { NodeInfoVersionEndpoint, SendNodeInfoProbe } from './sdkVersionProbe.ts'

// Learning the chain's SDK version once per client. Loaded with `import()` by
// ./sdkVersionProbe.ts only when an endpoint with `sdkForms` is called; it imports types only
// (see there why): the probe and what it needs of the first load come as arguments.

/** What one `node_info` probe learned: a version, `undefined` (it did not say), or that the gateway does not serve it. */
export type ProbeAnswer = SdkVersion | undefined | 'not served'

type Learned = { promise: Promise<SdkVersion | undefined>; expires: number }

// One entry per client: every caller shares the probe in flight and its answer.
const learned = new WeakMap<GatewayClient, Learned>()

// A gateway that does not serve node_info (404, 501) or does not say its version is asked again after this long.
const notServedRetryMs = 60_000

/**
 * The chain's SDK version as `node_info` says it, asked once per client on first need (the
 * client's `sdkVersion` option is read before: see `sdkVersionOf`). Callers at the same time
 * share one probe. A probe that fails (network, timeout, 5xx) is not kept: the caller gets its
 * error and the next call asks again. A gateway that does not serve `node_info` (404, 501) or
 * does not say its version gives `undefined` (the newest forms), asked again after a minute.
 *
 * @example
 * ```ts
 * const version = await learnSdkVersion(client, () => probeSdkVersion(parts, (endpoint) => request(client, endpoint, undefined)))
 * ```
 */
export function learnSdkVersion(client: GatewayClient, probe: () => Promise<ProbeAnswer>): Promise<SdkVersion | undefined> {
  const known = learned.get(client)
  if (known && known.expires > Date.now()) return known.promise
  const entry: Learned = { promise: Promise.resolve(undefined), expires: Infinity }
  entry.promise = probe().then(
    (answer) => {
      if (answer === undefined || answer === 'not served') {
        entry.expires = Date.now() + notServedRetryMs
        return undefined
      }
      return answer
    },
    (error: unknown) => {
      if (learned.get(client) === entry) learned.delete(client)
      throw error
    },
  )
  learned.set(client, entry)
  return entry.promise
}

/** What {@link probeSdkVersion} needs of the first load, passed in by ./sdkVersionProbe.ts. */
export type ProbeParts = {
  endpoint: NodeInfoVersionEndpoint
  parseSdkVersion: (text: string) => SdkVersion | undefined
  GatewayError: typeof GatewayError
  HttpError: typeof HttpError
}

// Statuses of a gateway that does not serve node_info at all.
const notServedStatuses = new Set([403, 404, 405, 501])

/**
 * Asks `node_info` once for the chain's SDK version: the version, `undefined` when it does not
 * say one (or says one that is not a version), `'not served'` when the gateway does not serve
 * `node_info` (403, 404, 405, 501). Any other failure rejects with the request's error.
 *
 * @example
 * ```ts
 * const answer = await probeSdkVersion(parts, (endpoint) => request(client, endpoint, undefined))
 * ```
 */
export function probeSdkVersion(parts: ProbeParts, send: SendNodeInfoProbe): Promise<ProbeAnswer> {
  return send(parts.endpoint).then(
    (json) => {
      const text = json.application_version?.cosmos_sdk_version
      return text === undefined ? undefined : parts.parseSdkVersion(text)
    },
    (error: unknown) => {
      if ((error instanceof parts.GatewayError || error instanceof parts.HttpError) && notServedStatuses.has(error.status)) {
        return 'not served'
      }
      throw error
    },
  )
}

/**
 * `promise`, or the signal's reason as soon as it aborts: one caller stops waiting for a
 * probe that others still share.
 *
 * @example
 * ```ts
 * const version = await untilAborted(learnSdkVersion(client, probe), signal)
 * ```
 */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
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
