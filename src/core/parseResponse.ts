import { SchemaError, capText, type RequestContext } from './errors.ts'
import type { Endpoint } from './endpoint.ts'
import { exactSafeParse, explainFailure } from './shape.ts'
import { checkResponse } from './validateResponse.ts'
import type * as z from './zodSchemas.ts'

// A response checked against its endpoint's schema, synchronously, a mismatch thrown as a
// SchemaError. zod is not imported here (a bundler that splits code by files would otherwise
// load zod with every page that imports the barrel): the request path (`./validateResponse.ts`)
// loads it with `import()` for a response that fails the check and reports zod's exact first
// issue and issue count through `outputOfExactParse`, as `parseResponse` does once zod is loaded.

/**
 * Validates JSON against an endpoint's schema, converting a mismatch into a
 * {@link SchemaError} that names the JSON path and the expected shape: zod's first issue once
 * zod is loaded (after the first response that failed, or `await validateResponse`), else
 * where gatekit's own check failed (same path and type names, `issueCount` 1).
 *
 * @example
 * ```ts
 * const data = parseResponse(getBalancesEndpoint, JSON.parse(text))
 * ```
 */
export function parseResponse<TResponse>(
  endpoint: Pick<Endpoint<never, TResponse>, 'id' | 'response' | 'readsAtHeight'>,
  json: unknown,
  context?: RequestContext | undefined,
): TResponse {
  const checked = checkResponse(endpoint, json)
  if (checked) return checked.data
  const result = exactSafeParse(endpoint.response, json)
  if (!result) {
    // zod is not loaded yet (a direct call, before any response failed): gatekit's own check
    // says where, in zod's words for the common cases (`expected` a type name or a check's message).
    const { path, expected } = explainFailure(endpoint.response, json)!
    throw new SchemaError({
      endpoint: endpoint.id,
      path: capText(toJsonPath(path), 300),
      expected: capText(expected, 300),
      received: jsonTypeAt(json, path),
      issueCount: 1,
      request: context,
    })
  }
  return outputOfExactParse(endpoint, json, result, context)
}

/**
 * @internal zod's verdict on `json` as a response: its output, or a {@link SchemaError} that
 * names the first leaf issue's JSON path, what it expected, the JSON type found there, and how
 * many issues there were. The request path (`./validateResponse.ts`) uses it without
 * `parseResponse`, whose other half (before zod is loaded) a page's first load does not need.
 */
export function outputOfExactParse<TResponse>(
  endpoint: Pick<Endpoint<never, TResponse>, 'id'>,
  json: unknown,
  result: NonNullable<ReturnType<typeof exactSafeParse>>,
  context: RequestContext | undefined,
): TResponse {
  // The schema's output is the response type: ResponseSchema<TResponse> is that zod schema's declared face.
  if (result.success) return result.data as TResponse
  const issues = (result.error as unknown as { issues: z.core.$ZodIssue[] }).issues
  const issue = firstLeafIssue(issues)
  throw new SchemaError({
    endpoint: endpoint.id,
    // Keys on the path (a record's) and issue messages may come from the gateway: cut, never whole.
    path: capText(toJsonPath(issue.path), 300),
    expected: capText(issue.code === 'invalid_type' ? issue.expected : issue.message, 300),
    received: jsonTypeAt(json, issue.path),
    issueCount: issues.length,
    request: context,
  })
}

function firstLeafIssue(issues: readonly z.core.$ZodIssue[]): z.core.$ZodIssue {
  const issue = issues[0] as z.core.$ZodIssue
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    // Report the branch that got furthest into the value: its path is the most precise.
    const branches = issue.errors.map((branch) => branch[0]).filter((b): b is z.core.$ZodIssue => Boolean(b))
    const deepest = branches.reduce((a, b) => (b.path.length > a.path.length ? b : a), branches[0] as z.core.$ZodIssue)
    if (deepest) return { ...deepest, path: [...issue.path, ...deepest.path] } as z.core.$ZodIssue
  }
  return issue
}

/**
 * Formats a path of keys as a JSON path (`$.balances[0].amount`).
 *
 * @example
 * ```ts
 * toJsonPath(['balances', 0, 'amount']) // "$.balances[0].amount"
 * ```
 */
export function toJsonPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((acc, key) => {
    if (typeof key === 'number') return `${acc}[${key}]`
    const name = String(key)
    return /^[A-Za-z_$][\w$]*$/.test(name) ? `${acc}.${name}` : `${acc}[${JSON.stringify(name)}]`
  }, '$')
}

function jsonTypeAt(json: unknown, path: readonly PropertyKey[]): string {
  let value: unknown = json
  for (const key of path) {
    if (value === null || typeof value !== 'object') return 'undefined'
    value = (value as Record<PropertyKey, unknown>)[key]
  }
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value
}

