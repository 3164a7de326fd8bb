import { capText } from './errors.ts'

// Deep enough for fetch's chain (TypeError → SocketError → system error); deeper links are dropped.
const maxCauseDepth = 4

/**
 * @internal A copy of an underlying error that is safe to keep as a gatekit
 * error's `cause`: a `TypeError` for a `TypeError` (fetch's network failures), else an `Error`,
 * its name, capped message, string `code` and, recursively, its own cause,
 * and nothing else. What fetch, ky or a custom fetch throws may hold the
 * Request with its headers (API key, signature), the Response, or sockets;
 * none of that survives, so `util.inspect`, `structuredClone`, `JSON.stringify`
 * and loggers see no secret.
 */
export function safeCause(error: unknown, depth = 0): Error | undefined {
  if (error === undefined || depth >= maxCauseDepth) return undefined
  // A thrown non-error is named by its type only: its value may be anything, a secret included.
  if (!(error instanceof Error)) return new Error(`Non-error thrown: ${typeof error}`)
  const inner = safeCause(error.cause, depth + 1)
  const options = inner === undefined ? undefined : { cause: inner }
  const message = capText(error.message, 300)
  const copy = error instanceof TypeError ? new TypeError(message, options) : new Error(message, options)
  if (error.name !== copy.name) copy.name = capText(error.name, 100)
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string') Object.defineProperty(copy, 'code', { value: capText(code, 100), enumerable: true })
  return copy
}
