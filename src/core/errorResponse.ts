import type { GatewayError, GatewayErrorBody, RequestContext } from './errors.ts'

// The gateway's error body read into a GatewayError: loaded by request.ts with import() only when the gateway
// answers with an HTTP error status. Everything this needs of the first load (the class, capText, the
// Retry-After value) is passed in, so importing it splits no shared chunk off the first load (as ./toZod.ts).
// When this module cannot be loaded, request.ts makes the answer an HttpError instead.

/** What {@link gatewayErrorOf} needs of the first load. */
export type GatewayErrorParts = {
  GatewayError: typeof GatewayError
  capText: (text: string) => string
  retryAfter: number | undefined
}

/**
 * The gateway's default error body (`code`, `message`, `details`) as a {@link GatewayError};
 * `undefined` when `json` is not such a body.
 */
export function gatewayErrorOf(
  parts: GatewayErrorParts,
  status: number,
  json: unknown,
  context: RequestContext,
): GatewayError | undefined {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return undefined
  const { code, message, details, error } = json as Record<string, unknown>
  if (typeof code !== 'number' || !Number.isInteger(code)) return undefined
  if (typeof message !== 'string' && typeof error !== 'string') return undefined
  const { capText } = parts
  // Every string the gateway chose is cut, so a 20 MB message never lands whole in the error.
  const body: GatewayErrorBody = {
    code,
    message: capText(typeof message === 'string' ? message : (error as string)),
    details: Array.isArray(details) ? boundedDetails(details) : [],
    ...(typeof error === 'string' ? { error: capText(error) } : {}),
  }
  return new parts.GatewayError({ status, body, request: context, retryAfter: parts.retryAfter })
}

// The leading details whose JSON fits in 8,000 characters; one that cannot be serialized
// (nested too deep) ends the list.
function boundedDetails(details: readonly unknown[]): unknown[] {
  let length = 0
  const end = details.findIndex((detail) => {
    try {
      length += JSON.stringify(detail)?.length ?? 0
    } catch {
      return true
    }
    return length > 8_000
  })
  return end === -1 ? [...details] : details.slice(0, end)
}
