import type { Endpoint, PathValue } from './endpoint.ts'
import type { QueryRecord } from './searchParams.ts'

// The route forms an endpoint takes on older SDK versions, and how a version picks one: plain
// functions the request path needs for every endpoint that declares `sdkForms`. Learning the
// chain's version (the `node_info` probe, ./sdkVersion.ts) is a separate module, loaded with
// `import()` by the request path only when such an endpoint is called, so that a page calling
// only endpoints without forms never downloads it.

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
