/**
 * @internal What the pay transport throws when the backend answers a redirect: the
 * request is not sent again anywhere. Carries the target's origin only (never its
 * path or query, which may hold anything); `sendPayRequest` turns it into a
 * `PayRedirectError` that names the request.
 */
export class RedirectRefusal extends Error {
  override name = 'RedirectRefusal'
  constructor(
    /** HTTP status of the redirect; 0 when a browser hides it (an opaque redirect). */
    readonly status: number,
    /** Origin of the `Location` target, when the response let it be read. */
    readonly targetOrigin: string | undefined,
  ) {
    super(`redirect (HTTP ${status}) to ${targetOrigin ?? 'an unknown origin'} refused`)
  }
}

function originOf(location: string | null, base: string): string | undefined {
  if (!location) return undefined
  try {
    return new URL(location, base).origin
  } catch {
    return undefined
  }
}

/**
 * @internal Wraps a fetch so that it never follows a redirect: every request goes
 * out with `redirect: 'manual'`, and a 3xx answer (or a browser's opaque redirect)
 * rejects with {@link RedirectRefusal}. Following one would re-send the request's
 * headers (API key, signature, timestamp, bearer token) and body to wherever the
 * `Location` points; fetch only drops `Authorization` on a cross-origin hop.
 */
export function refuseRedirects(fetchImpl: typeof fetch | undefined): typeof fetch {
  return async (input, init) => {
    const response = await (fetchImpl ?? globalThis.fetch)(input, { ...init, redirect: 'manual' })
    if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
      const url = input instanceof Request ? input.url : String(input)
      // Nothing of the body is needed; release the connection.
      await response.body?.cancel().catch(() => undefined)
      throw new RedirectRefusal(response.status, originOf(response.headers.get('location'), url))
    }
    return response
  }
}
