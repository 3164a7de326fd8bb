import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll } from 'vitest'

/** What a hostile route does with a request: anything a real HTTP server can. */
export type HostileHandler = (request: IncomingMessage, response: ServerResponse) => void | Promise<void>

/**
 * A real Node HTTP server on 127.0.0.1 for one test file, playing a hostile
 * gateway: each test installs its handler with `serve`, which answers every
 * path. Requests (with their headers) are recorded, and the connections of
 * responses still unfinished after a test are destroyed, so a handler that
 * never answers does not leak (kept-alive idle connections stay usable).
 */
export function setupHostileServer() {
  let handler: HostileHandler = (_request, response) => {
    response.statusCode = 500
    response.end()
  }
  const received: { at: number; url: string; headers: IncomingMessage['headers'] }[] = []
  let server: Server | undefined
  const open = new Set<ServerResponse>()
  const state = {
    url: '',
    received,
    serve(next: HostileHandler) {
      handler = next
      received.length = 0
    },
  }
  beforeAll(async () => {
    server = createServer((request, response) => {
      received.push({ at: performance.now(), url: request.url ?? '', headers: request.headers })
      open.add(response)
      response.on('close', () => open.delete(response))
      Promise.resolve(handler(request, response)).catch(() => response.destroy())
    })
    // Idle kept-alive connections stay open for the whole file (closed in afterAll): with Node's 5 s default,
    // a test that starts after a slow one (a loaded machine) could have fetch reuse a connection the server is
    // closing that moment ("fetch failed"), in a test whose client does not retry.
    server.keepAliveTimeout = 0
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterEach(() => {
    for (const response of open) response.destroy()
    open.clear()
  })
  afterAll(async () => {
    server?.closeAllConnections()
    await new Promise<void>((resolve) => server!.close(() => resolve()))
  })
  return state
}

/** Sends a gateway-style JSON body. */
export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers })
  response.end(text)
}
