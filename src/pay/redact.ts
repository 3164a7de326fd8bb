import { BaseError } from '../core/errors.ts'
import { safeCause } from '../core/safeCause.ts'

const redacted = '[redacted]'
// A cause chain longer than this is cut: nothing legitimate nests deeper.
const maxCauseDepth = 8

function redactText(text: string, secrets: readonly string[]): string {
  let out = text
  for (const secret of secrets) if (secret.length >= 4 && out.includes(secret)) out = out.split(secret).join(redacted)
  return out
}

function define(target: object, key: string, value: unknown): void {
  const descriptor = Object.getOwnPropertyDescriptor(target, key)
  Object.defineProperty(target, key, { value, writable: true, configurable: true, enumerable: descriptor?.enumerable ?? false })
}

/**
 * @internal Makes an error of a pay request safe to log, clone, serialize or cache:
 * every foreign cause in its chain (ky's errors hold the `Request`, and with it the
 * API key, signature and bearer token headers) is replaced by core's `safeCause` copy;
 * and every known secret of the request (API key, signatures sent, bearer token,
 * AuthenticateUser's `Signature`) is cut out of every message, detail, preview and
 * stack in the chain, in case a backend echoed one.
 * The error keeps its class and fields. An abort's reason (the caller's own) is left alone.
 */
export function scrubPayError(error: unknown, secrets: readonly string[]): unknown {
  if (!(error instanceof BaseError)) return error
  let node: Error = error
  // Below the first foreign cause, the chain is safeCause's copies: redacted, never copied again.
  let copied = false
  for (let depth = 0; depth < maxCauseDepth; depth++) {
    for (const key of ['message', 'stack', 'shortMessage', 'details', 'bodyPreview']) {
      const value = (node as unknown as Record<string, unknown>)[key]
      if (typeof value === 'string') define(node, key, redactText(value, secrets))
    }
    const meta = (node as unknown as Record<string, unknown>).metaMessages
    if (Array.isArray(meta)) define(node, 'metaMessages', meta.map((line: unknown) => (typeof line === 'string' ? redactText(line, secrets) : line)))
    const cause: unknown = node.cause
    if (cause === undefined) return error
    // A foreign cause becomes core's safe copy (name, capped message, code); the walk then
    // redacts the copies' texts too, in case a backend echoed a secret into a message.
    const next = copied || cause instanceof BaseError ? (cause as Error) : safeCause(cause)!
    if (next !== cause) {
      define(node, 'cause', next)
      copied = true
    }
    node = next
  }
  define(node, 'cause', undefined)
  return error
}
