import type { Server } from 'node:http'
import { createPayDevnet, type PayDevnet, type PayDevnetOptions } from './backend.ts'

/** Options of {@link startPayDevnetServer}. */
export type PayDevnetServerOptions = PayDevnetOptions & {
  /** Port to listen on; 0 picks a free one. Default 1318. */
  port?: number | undefined
  /** Interface to bind. Default 127.0.0.1. */
  host?: string | undefined
  /** An existing simulated backend to serve; otherwise one is created from the options. */
  payDevnet?: PayDevnet | undefined
}

/** A running payment devnet server. */
export type PayDevnetServer = {
  /** Base URL, such as `http://127.0.0.1:1318`; AuthenticateUser is at `${url}/ap/AuthenticateUser`. */
  url: string
  port: number
  payDevnet: PayDevnet
  server: Server
  /** Stops listening and closes open connections. */
  close: () => Promise<void>
}

/**
 * Serves a simulated payment backend over HTTP with Node's `http` module (Node
 * only). Signatures are verified over the raw request target as it arrived.
 *
 * @example
 * ```ts
 * const { url, payDevnet, close } = await startPayDevnetServer({ port: 0, seed: 'demo' })
 * const { apiKey, privateKey } = payDevnet.fixtures.active
 * const payClient = createPayClient({ baseUrl: url, apiKey, signer: ed25519Signer(privateKey) })
 * // ...
 * await close()
 * ```
 */
export async function startPayDevnetServer(options: PayDevnetServerOptions = {}): Promise<PayDevnetServer> {
  // Imported here so that the devnet entry point stays loadable in browsers (MSW).
  const { createServer } = await import('node:http')
  const payDevnet = options.payDevnet ?? createPayDevnet(options)
  const host = options.host ?? '127.0.0.1'
  const server = createServer((incoming, outgoing) => {
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
        outgoing.writeHead(400, { 'content-type': 'application/json' })
        outgoing.end(JSON.stringify({ code: 3, message: 'malformed request', reason: 'invalid_request' }))
        return
      }
      payDevnet
        .handle(request, { target })
        .then(async (response) => {
          outgoing.writeHead(response.status, Object.fromEntries(response.headers))
          outgoing.end(Buffer.from(await response.arrayBuffer()))
        })
        .catch((error: unknown) => {
          outgoing.writeHead(500, { 'content-type': 'application/json' })
          outgoing.end(JSON.stringify({ code: 13, message: String(error), reason: 'internal' }))
        })
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 1318, host, () => resolve())
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 1318)
  return {
    url: `http://${host}:${port}`,
    port,
    payDevnet,
    server,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
