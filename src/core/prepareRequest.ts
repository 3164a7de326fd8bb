import type { GatewayClient } from './client.ts'
import type { Endpoint, RequiredParameter } from './endpoint.ts'
import { ParameterError } from './errors.ts'
import { findParameterProblem, malformedTextProblem, type ParameterProblem } from './parameters.ts'
import { toSearchParams, type QueryRecord } from './searchParams.ts'
import { endpointForSdkVersion, type SdkVersion } from './sdkRouteForms.ts'

/** An endpoint call ready to send: what {@link prepareRequest} makes of valid parameters. */
export type PreparedRequest = {
  readonly url: string
  readonly method: 'GET' | 'POST'
  readonly headers: Readonly<Record<string, string>>
  /** The JSON body of a POST; `undefined` for a GET. */
  readonly body: string | undefined
  /**
   * For an endpoint whose route differs between SDK versions (`sdkForms`): the request in the
   * form of a chain of that version, which the sender picks once it knows the version.
   */
  readonly forSdkVersion?: ((version: SdkVersion | undefined) => PreparedRequest) | undefined
}

/**
 * The outcome of {@link prepareRequest}: the request, or why it cannot be sent. `missing` names
 * every required parameter that is absent (query options wait while it is not empty); `problem`
 * is the one a {@link ParameterError} reports, an invalid value first (as it cannot get better
 * by waiting), else the first missing one.
 */
export type RequestPreparation =
  | { readonly ok: true; readonly request: PreparedRequest }
  | { readonly ok: false; readonly missing: readonly string[]; readonly problem: ParameterProblem }

const templateParameter = /\{([A-Za-z_][\w.]*)(=\*\*)?\}/g

/**
 * Whether a parameter counts as absent: `undefined`, `null`, `''`, or an empty list or byte
 * array. `0` and `false` are values.
 *
 * @example
 * ```ts
 * isMissingValue('') // true
 * isMissingValue(0) // false
 * ```
 */
export function isMissingValue(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true
  return (Array.isArray(value) || value instanceof Uint8Array) && value.length === 0
}

function missingProblem(endpointId: string, required: RequiredParameter): ParameterProblem {
  return typeof required === 'string'
    ? { parameter: required, problem: 'is required', reason: 'missing', endpoint: endpointId }
    : { parameter: required.anyOf[0], problem: required.problem, reason: 'missing', endpoint: endpointId }
}

function isRequiredMissing(parameters: unknown, required: RequiredParameter): boolean {
  const values = (parameters ?? {}) as Record<string, unknown>
  return typeof required === 'string'
    ? isMissingValue(values[required])
    : required.anyOf.every((name) => isMissingValue(values[name]))
}

/**
 * Prepares an endpoint call without sending it: checks the parameters (`required`, `checks`,
 * the template's path parameters, text no URL can carry) and, when they pass, builds the URL
 * (prefixes and `client.paths` overrides applied, path segments escaped, wildcards keeping
 * their `/`), the headers and the JSON body. Nothing is thrown: what is missing or invalid
 * comes back as a value. Query options read `missing` for `enabled`; {@link request} throws
 * the `problem` as a {@link ParameterError}.
 *
 * @example
 * ```ts
 * const prepared = prepareRequest(client, getBalanceEndpoint, { address: 'kii1...', denom: undefined })
 * if (!prepared.ok) prepared.missing // ['denom']
 * ```
 */
export function prepareRequest<TParameters>(
  client: Pick<GatewayClient, 'baseUrl' | 'paths' | 'prefixes'>,
  endpoint: Endpoint<TParameters, unknown>,
  parameters: TParameters,
): RequestPreparation {
  const invalid = findParameterProblem(endpoint, parameters)
  const missing: ParameterProblem[] = []
  // The path's parameters first, then the listed ones: the order the URL is read in.
  const path = fillPath(client, endpoint, parameters, missing)
  for (const required of endpoint.required ?? []) {
    const problem = missingProblem(endpoint.id, required)
    if (isRequiredMissing(parameters, required) && !missing.some((entry) => entry.parameter === problem.parameter)) {
      missing.push(problem)
    }
  }
  const problem = invalid ?? missing[0] ?? (typeof path === 'string' ? undefined : path)
  if (problem) return { ok: false, missing: missing.map((entry) => entry.parameter), problem }

  const query = endpoint.query?.(parameters) ?? {}
  const textProblem = queryTextProblem(endpoint.id, query)
  if (textProblem) return { ok: false, missing: [], problem: textProblem }
  const search = toSearchParams(query)
  const body = endpoint.body ? JSON.stringify(endpoint.body(parameters)) : undefined
  const request: PreparedRequest = {
    url: `${client.baseUrl}${path as string}${search ? `?${search}` : ''}`,
    method: endpoint.method,
    headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body,
  }
  // A `paths` override wins: that endpoint keeps its declared form and never learns the version.
  if (!endpoint.sdkForms?.length || client.paths[endpoint.id] !== undefined) return { ok: true, request }
  const forSdkVersion = (version: SdkVersion | undefined): PreparedRequest => {
    const form = endpointForSdkVersion(endpoint, version)
    const again = form === endpoint ? undefined : prepareRequest(client, form, parameters)
    return again?.ok ? again.request : request
  }
  return { ok: true, request: { ...request, forSdkVersion } }
}

// The template's path with its parameters filled, or the first invalid value; a missing
// value is added to `missing` (the path is then incomplete and never sent).
function fillPath<TParameters>(
  client: Pick<GatewayClient, 'paths' | 'prefixes'>,
  endpoint: Endpoint<TParameters, unknown>,
  parameters: TParameters,
  missing: ParameterProblem[],
): string | ParameterProblem {
  const template = client.paths[endpoint.id] ?? endpoint.path
  const values = endpoint.pathParams?.(parameters) ?? {}
  let invalid: ParameterProblem | undefined
  const path = template.replace(templateParameter, (_, name: string, wildcard: string | undefined) => {
    if (name === 'sdk' || name === 'app') return client.prefixes[name]
    const value = values[name]
    if (isMissingValue(value)) {
      if (!missing.some((entry) => entry.parameter === name)) missing.push(missingProblem(endpoint.id, name))
      return ''
    }
    const text = String(value)
    const malformed = malformedTextProblem(endpoint.id, name, text)
    const segments = wildcard ? text.split('/') : [text]
    invalid ??=
      malformed ??
      (segments.some((segment) => segment === '.' || segment === '..')
        ? {
            parameter: name,
            problem: 'cannot be sent as a URL path segment `.` or `..`, which URL parsing removes',
            reason: 'invalid',
            endpoint: endpoint.id,
          }
        : undefined)
    return invalid ? '' : segments.map(encodeURIComponent).join('/')
  })
  return invalid ?? path
}

function queryTextProblem(endpointId: string, query: QueryRecord): ParameterProblem | undefined {
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      const problem = typeof item === 'string' ? malformedTextProblem(endpointId, name, item) : undefined
      if (problem) return problem
    }
  }
  return undefined
}

/**
 * Builds the URL of an endpoint call (see {@link prepareRequest}). Throws {@link ParameterError}
 * for a missing required parameter and for values no URL can carry: text with a lone UTF-16
 * surrogate, and a segment `.` or `..` (URL parsers remove it even when escaped as `%2E`, which
 * would reach another route).
 *
 * @example
 * ```ts
 * buildUrl(client, getBalancesEndpoint, { address: 'kii1...' })
 * // "http://127.0.0.1:1317/stack/bank/v1beta1/balances/kii1..."
 * ```
 */
export function buildUrl<TParameters>(
  client: GatewayClient,
  endpoint: Endpoint<TParameters, unknown>,
  parameters: TParameters,
): string {
  const prepared = prepareRequest(client, endpoint, parameters)
  if (!prepared.ok) throw new ParameterError(prepared.problem)
  return prepared.request.url
}

/**
 * Whether every required parameter of an endpoint call is present (see {@link prepareRequest}).
 * Query options use it for `enabled`, so a hook waits for its inputs instead of failing; a
 * present but malformed value still runs and reports its error.
 *
 * @example
 * ```ts
 * hasRequiredParameters(client, getBalancesEndpoint, { address: undefined }) // false
 * ```
 */
export function hasRequiredParameters<TParameters>(
  client: GatewayClient,
  endpoint: Endpoint<TParameters, unknown>,
  parameters: TParameters,
): boolean {
  const prepared = prepareRequest(client, endpoint, parameters)
  return prepared.ok || prepared.missing.length === 0
}
