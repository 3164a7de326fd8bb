/** Default of `maxResponseBytes`: 32 MiB, far above any gateway page, far below what freezes a tab. */
export const defaultMaxResponseBytes = 32 * 1024 * 1024

/**
 * @internal What the transport throws when a body goes past `maxResponseBytes`.
 * It carries no request, headers or body; `toGatekitError` turns it into a
 * `ResponseTooLargeError` with the redacted request context.
 */
export class BodyLimitExceeded extends Error {
  override name = 'BodyLimitExceeded'
  readonly limit: number
  readonly status: number
  constructor(limit: number, status: number) {
    super('body over maxResponseBytes')
    this.limit = limit
    this.status = status
  }
}

/**
 * @internal Reads a response body chunk by chunk and stops as soon as it holds
 * more than `limit` bytes. The count is taken after fetch has decompressed the
 * stream, so a gzip bomb (a few hundred kilobytes inflating to gigabytes) is
 * cancelled after `limit` bytes instead of being inflated whole.
 */
export async function readBodyWithLimit(response: Response, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const body = response.body
  if (!body) return null
  // Without content coding the declared length is the body's length: refuse it without reading.
  const declared = Number(response.headers.get('content-length') ?? Number.NaN)
  if (!response.headers.has('content-encoding') && declared > limit) {
    await body.cancel().catch(() => undefined)
    throw new BodyLimitExceeded(limit, response.status)
  }
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > limit) {
      await reader.cancel().catch(() => undefined)
      throw new BodyLimitExceeded(limit, response.status)
    }
    chunks.push(value)
  }
  // Bytes, not a Blob: a page's Blob (jsdom's, a polyfill's) need not be one its fetch's Response reads.
  const whole = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    whole.set(chunk, offset)
    offset += chunk.byteLength
  }
  return whole
}
