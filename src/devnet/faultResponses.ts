import type { DevnetFault } from './faults.ts'

// How each fault kind answers a request instead of the route (or on top of it).

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

const grpcCodeOfStatus: Record<number, [number, string]> = {
  500: [13, 'internal error'],
  501: [12, 'Not Implemented'],
  502: [14, 'upstream unavailable'],
  503: [14, 'service unavailable'],
  504: [4, 'upstream timed out'],
}

const proxyPage = (status: number) =>
  `<!DOCTYPE html>
<html>
<head><title>${status} Bad Gateway</title></head>
<body>
<center><h1>${status} Bad Gateway</h1></center>
<hr><center>nginx</center>
</body>
</html>
`

/** The response of a fault that hit a request; `answer` runs the real route when the fault needs its body. */
export async function faultResponse(
  fault: DevnetFault,
  answer: () => Promise<Response>,
  headers: Readonly<Record<string, string>>,
  onStreamDone: () => void,
): Promise<Response> {
  const json = (status: number, body: unknown, extra: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers, ...extra } })
  switch (fault.kind) {
    case 'latency':
      return answer()
    case 'status': {
      const status = fault.status ?? 503
      const [code, message] = grpcCodeOfStatus[status] ?? [2, 'unknown error']
      return json(status, { code, message, details: [] })
    }
    case 'rateLimit': {
      const after = fault.retryAfter ?? 1
      const header = after instanceof Date ? after.toUTCString() : String(after)
      return json(429, { code: 8, message: 'rate limit exceeded, retry later', details: [] }, { 'retry-after': header })
    }
    case 'reset':
      return Response.error()
    case 'html': {
      const status = fault.status ?? 502
      return new Response(proxyPage(status), { status, headers: { 'content-type': 'text/html; charset=utf-8', ...headers } })
    }
    case 'truncate': {
      const real = await answer()
      const bytes = new Uint8Array(await real.arrayBuffer())
      const cut = bytes.slice(0, Math.max(1, Math.floor(bytes.length / 2)))
      if (fault.ending === 'clean') return new Response(cut, { status: real.status, headers: real.headers })
      let sent = false
      // A stream that errors after part of the body: the Node server cuts the connection, fetch fails with a TypeError.
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (!sent) {
            sent = true
            controller.enqueue(cut)
            return
          }
          controller.error(new TypeError('terminated: the devnet cut the connection mid-body'))
          onStreamDone()
        },
        cancel: onStreamDone,
      })
      return new Response(body, { status: real.status, headers: real.headers })
    }
    case 'drip': {
      const real = await answer()
      const bytes = new Uint8Array(await real.arrayBuffer())
      const size = fault.chunkSize ?? 8
      const interval = fault.interval ?? 1000
      let offset = 0
      let timer: ReturnType<typeof setTimeout> | undefined
      let finished = false
      const finish = () => {
        if (finished) return
        finished = true
        if (timer !== undefined) clearTimeout(timer)
        onStreamDone()
      }
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          return new Promise<void>((resolve) => {
            timer = setTimeout(
              () => {
                controller.enqueue(bytes.slice(offset, offset + size))
                offset += size
                if (offset >= bytes.length) {
                  controller.close()
                  finish()
                }
                resolve()
              },
              offset === 0 ? 0 : interval,
            )
          })
        },
        cancel: finish,
      })
      return new Response(body, { status: real.status, headers: real.headers })
    }
    case 'schema': {
      const real = await answer()
      if (real.status !== 200) return real
      const data: unknown = await real.json()
      const paths = fault.at === undefined ? [] : typeof fault.at === 'string' ? [fault.at] : fault.at
      switch (fault.change) {
        case 'missing':
          return json(200, withoutFirstField(data))
        case 'null':
        case 'absent':
          for (const path of paths) setAt(data, path.split('.'), fault.change === 'null' ? null : undefined)
          return json(200, data)
        case 'deep': {
          // JSON.stringify recurses: the nesting is written as text around a marker instead.
          const marker = `\u0000deep-${Math.random()}`
          const wrapped: string[] = []
          for (const path of paths) {
            setAt(data, path.split('.'), (value: unknown) => {
              wrapped.push(JSON.stringify(value ?? null))
              return `${marker}${wrapped.length - 1}`
            })
          }
          const [open, close] = (fault.wrap ?? '[$]').split('$') as [string, string]
          const depth = fault.depth ?? 1
          let text = JSON.stringify(data)
          wrapped.forEach((inner, index) => {
            text = text.replace(JSON.stringify(`${marker}${index}`), () => `${open.repeat(depth)}${inner}${close.repeat(depth)}`)
          })
          return new Response(text, { status: 200, headers: { 'content-type': 'application/json', ...headers } })
        }
        default:
          return json(200, withNumbers(data))
      }
    }
  }
}

/** Every decimal string becomes a JSON number, as a gateway that serializes int64 carelessly would send it. */
function withNumbers(value: unknown): unknown {
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) return Number(value)
  if (Array.isArray(value)) return value.map(withNumbers)
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withNumbers(item)]))
  return value
}

/**
 * Sets (or, for undefined, deletes) the fields at a dotted path; `*` walks every element or
 * field. A function replacement gets the current value. Paths that do not exist are skipped.
 */
function setAt(target: unknown, path: readonly string[], replacement: unknown): void {
  const [head, ...rest] = path
  if (head === undefined || target === null || typeof target !== 'object') return
  const record = target as Record<string, unknown>
  const keys = head === '*' ? Object.keys(record) : [head]
  for (const key of keys) {
    if (!Object.prototype.hasOwnProperty.call(record, key)) continue
    if (rest.length > 0) {
      setAt(record[key], rest, replacement)
      continue
    }
    const value = typeof replacement === 'function' ? (replacement as (current: unknown) => unknown)(record[key]) : replacement
    if (value === undefined) delete record[key]
    else record[key] = value
  }
}

function withoutFirstField(value: unknown): unknown {
  if (!isRecord(value)) return null
  return Object.fromEntries(Object.entries(value).slice(1))
}
