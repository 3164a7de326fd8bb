import type { Endpoint } from './endpoint.ts'
import type { RequestContext } from './errors.ts'
import { outputOfExactParse } from './parseResponse.ts'
import { exactSafeParse, fail, registerExactParser, run, Shape } from './shape.ts'

/**
 * Validates a response on the request path: a schema description checks it without zod, and a
 * valid response (almost every one) is returned as it is. Anything else, a response that fails
 * the check or a schema that is not gatekit's, goes to zod's own parse, loaded with `import()`
 * only then, so the SchemaError carries zod's exact issue, path and message.
 *
 * @example
 * ```ts
 * const balances = await validateResponse(getBalancesEndpoint, json, context)
 * ```
 */
export async function validateResponse<TResponse>(
  endpoint: Pick<Endpoint<never, TResponse>, 'id' | 'response' | 'readsAtHeight'>,
  json: unknown,
  context?: RequestContext | undefined,
): Promise<TResponse> {
  const output = checkResponse(endpoint, json)
  if (output !== undefined) return output.data
  // zod decides, and reports its issues: loaded here, on the failure path only. This is what
  // `parseResponse` does once zod is loaded, without its half for before (not in a page's first load).
  registerExactParser((await import('./toZod.ts')).safeParseWithZod)
  return outputOfExactParse(endpoint, json, exactSafeParse(endpoint.response, json)!, context)
}

/**
 * The request path's synchronous check of a response: `{ data }` when the endpoint's schema
 * description accepts it, `undefined` when only zod can say (it fails the check, or the schema
 * is not a description).
 *
 * @example
 * ```ts
 * checkResponse(getTxSearchEndpoint, JSON.parse(page))?.data // the page, validated
 * ```
 */
export function checkResponse<TResponse>(
  endpoint: Pick<Endpoint<never, TResponse>, 'response'>,
  json: unknown,
): { data: TResponse } | undefined {
  if (!(endpoint.response instanceof Shape)) return undefined
  const output = run(endpoint.response, json)
  return output === fail ? undefined : { data: output as TResponse }
}
