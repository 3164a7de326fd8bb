import { ParameterError } from '../core/errors.ts'

// Characters a path keeps as written: unreserved, `/` and the sub-delimiters every URL parser
// and server leaves alone. Anything else (space, `'`, `+`, `"`, `#`, `?`, `%` not starting an
// escape, `\`, non-ASCII...) is percent-encoded here, once, so that no parser on the way
// re-encodes it differently from what was signed (`'` for one is escaped by some parsers and
// not others) and no server reads it as something else (`+` as a space).
const keptInPath = /[A-Za-z0-9\-._~/!$&()*,;=:@]/
const escape = /^%[0-9A-Fa-f]{2}/

/**
 * Percent-encodes a request path for the wire: characters outside the unreserved set,
 * `/` and `!$&()*,;=:@` become UTF-8 escapes; an existing `%XX` escape is kept.
 * Encoding the result again changes nothing. Throws `ParameterError` for a lone
 * UTF-16 surrogate, which no URL can carry.
 *
 * @example
 * ```ts
 * encodePayPath("/v2/payments/o'brien ü#1") // "/v2/payments/o%27brien%20%C3%BC%231"
 * encodePayPath('/a%20b') // "/a%20b"
 * ```
 */
export function encodePayPath(path: string): string {
  let out = ''
  let index = 0
  for (const char of path) {
    if (keptInPath.test(char)) out += char
    else if (char === '%' && escape.test(path.slice(index, index + 3))) out += '%'
    else {
      try {
        // encodeURIComponent leaves `'` as is; it is escaped here for the reason above.
        out += encodeURIComponent(char).replace(/'/g, '%27')
      } catch {
        throw new ParameterError({ parameter: 'path', problem: 'holds a lone UTF-16 surrogate, which no URL can carry' })
      }
    }
    index += char.length
  }
  return out
}

/** @internal A request's URL and its target (path and query), built once. */
export type PayTarget = {
  /** Absolute URL handed to fetch. */
  url: string
  /** Path and query string exactly as they go on the wire: the string that is signed. */
  target: string
}

/**
 * @internal Builds the URL of a pay request once: base URL path and route path
 * percent-encoded by {@link encodePayPath}, query string as given (already
 * form-encoded). Throws `ParameterError` when URL parsing would send a different
 * target than the one built (a `.` or `..` segment, which parsers remove).
 */
export function buildPayTarget(baseUrl: string, path: string, search: string, endpoint: string): PayTarget {
  const base = new URL(baseUrl)
  const target = `${encodePayPath(base.pathname.replace(/\/+$/, ''))}${encodePayPath(path)}${search ? `?${search}` : ''}`
  const url = `${base.origin}${target}`
  const parsed = new URL(url)
  if (`${parsed.pathname}${parsed.search}` !== target) {
    throw new ParameterError({
      parameter: 'path',
      problem: 'would not be sent as written: URL parsing changes it (a "." or ".." segment?), so its signature would not match',
      endpoint,
    })
  }
  return { url, target }
}
