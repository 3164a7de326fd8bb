import type { Server } from 'node:http'

/** A fetch-style handler: one `Request` in, one `Response` out. `target` is the request target as it arrived. */
export type FetchHandler = (request: Request, context: { target: string }) => Promise<Response>

/** Options of {@link serveFetchHandler}. */
export type ServeFetchHandlerOptions = {
  /** Port to listen on; 0 picks a free one. */
  port: number
  /** Interface to bind, such as `127.0.0.1`. */
  host: string
  /** JSON body of the 400 answer to a request that cannot be made into a `Request`. */
  malformedRequestBody: unknown
  /** JSON body of the 500 answer when the handler rejects. */
  internalErrorBody: (error: unknown) => unknown
}

/** A running Node HTTP server that answers through a fetch-style handler. */
export type FetchHandlerServer = {
  /** Base URL, such as `http://127.0.0.1:1317`. */
  url: string
  port: number
  server: Server
  /** Stops listening and closes open connections. */
  close: () => Promise<void>
}

/**
 * Serves a fetch-style handler over HTTP with Node's `http` module (Node only):
 * each request is read whole, handed to `handle` as a `Request`, and its
 * `Response` written back with its status and headers (CORS included, as the
 * handler sets them). The simulated gateway and the simulated payment backend
 * both run on it.
 *
 * @example
 * ```ts
 * const { url, close } = await serveFetchHandler((request) => devnet.handle(request), {
 *   port: 0,
 *   host: '127.0.0.1',
 *   malformedRequestBody: { code: 3, message: 'malformed request', details: [] },
 *   internalErrorBody: (error) => ({ code: 13, message: String(error), details: [] }),
 * })
 * // ...
 * await close()
 * ```
 */
export async function serveFetchHandler(handle: FetchHandler, options: ServeFetchHandlerOptions): Promise<FetchHandlerServer> {
  // Imported here so that the devnet entry point stays loadable in browsers (MSW).
  const { createServer } = await import('node:http')
  const { host } = options
  const server = createServer((incoming, outgoing) => {
    const answerJson = (status: number, body: unknown) => {
      outgoing.writeHead(status, { 'content-type': 'application/json' })
      outgoing.end(JSON.stringify(body))
    }
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', () => {
      const method = incoming.method ?? 'GET'
      const target = incoming.url ?? '/'
      const headers = new Headers()
      for (const [name, value] of Object.entries(incoming.headers)) {
        if (typeof value === 'string') headers.set(name, value)
      }
      let request: Request
      try {
        request = new Request(`http://${host}${target}`, {
          method,
          headers,
          ...(method === 'GET' || method === 'HEAD' ? {} : { body: Buffer.concat(chunks) }),
        })
      } catch {
        answerJson(400, options.malformedRequestBody)
        return
      }
      handle(request, { target })
        .then(async (response) => {
          outgoing.writeHead(response.status, Object.fromEntries(response.headers))
          outgoing.end(Buffer.from(await response.arrayBuffer()))
        })
        .catch((error: unknown) => answerJson(500, options.internalErrorBody(error)))
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, host, () => resolve())
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : options.port
  return {
    url: `http://${host}:${port}`,
    port,
    server,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
