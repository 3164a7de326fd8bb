import { capText } from './errors.ts'

// Deep enough for fetch's chain (TypeError → SocketError → system error); deeper links are dropped.
const maxCauseDepth = 4

/**
 * @internal A copy of an underlying error that is safe to keep as a gatekit
 * error's `cause`: the same built-in class (`TypeError` stays a `TypeError`),
 * its name, capped message, string `code` and, recursively, its own cause,
 * and nothing else. What fetch, ky or a custom fetch throws may hold the
 * Request with its headers (API key, signature), the Response, or sockets;
 * none of that survives, so `util.inspect`, `structuredClone`, `JSON.stringify`
 * and loggers see no secret.
 */
export function safeCause(error: unknown, depth = 0): Error | undefined {
  if (error === undefined || depth >= maxCauseDepth) return undefined
  if (!(error instanceof Error)) return new Error(capText(typeof error === 'string' ? error : `Non-error thrown: ${typeof error}`, 300))
  const Builtin = error instanceof TypeError ? TypeError : error instanceof RangeError ? RangeError : error instanceof SyntaxError ? SyntaxError : Error
  const inner = safeCause(error.cause, depth + 1)
  const copy = new Builtin(capText(error.message, 300), inner === undefined ? undefined : { cause: inner })
  if (error.name !== copy.name) copy.name = capText(error.name, 100)
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string') Object.defineProperty(copy, 'code', { value: capText(code, 100), enumerable: true })
  return copy
}
