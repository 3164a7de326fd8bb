import type { Server } from 'node:http'
import { createDevnet, type Devnet, type DevnetOptions } from './gateway.ts'

/** Options of {@link startDevnetServer}. */
export type DevnetServerOptions = DevnetOptions & {
  /** Port to listen on; 0 picks a free one. Default 1317. */
  port?: number | undefined
  /** Interface to bind. Default 127.0.0.1. */
  host?: string | undefined
  /** An existing simulated gateway to serve; otherwise one is created from the options. */
  devnet?: Devnet | undefined
}

/** A running devnet server. */
export type DevnetServer = {
  /** Base URL, such as `http://127.0.0.1:1317`. */
  url: string
  port: number
  devnet: Devnet
  server: Server
  /** Stops listening and closes open connections. */
  close: () => Promise<void>
}

/**
 * Serves the simulated gateway over HTTP with Node's `http` module (Node only).
 *
 * @example
 * ```ts
 * const { url, close } = await startDevnetServer({ port: 0 })
 * const client = createGatewayClient({ baseUrl: url })
 * // ...
 * await close()
 * ```
 */
export async function startDevnetServer(options: DevnetServerOptions = {}): Promise<DevnetServer> {
  // Imported here so that the devnet entry point stays loadable in browsers (MSW).
  const { createServer } = await import('node:http')
  const devnet = options.devnet ?? createDevnet(options)
  const host = options.host ?? '127.0.0.1'
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', () => {
      const method = incoming.method ?? 'GET'
      const headers = new Headers()
      for (const [name, value] of Object.entries(incoming.headers)) {
        if (typeof value === 'string') headers.set(name, value)
      }
      const request = new Request(`http://${host}${incoming.url ?? '/'}`, {
        method,
        headers,
        ...(method === 'GET' || method === 'HEAD' ? {} : { body: Buffer.concat(chunks) }),
      })
      devnet
        .handle(request)
        .then(async (response) => {
          outgoing.writeHead(response.status, Object.fromEntries(response.headers))
          outgoing.end(Buffer.from(await response.arrayBuffer()))
        })
        .catch((error: unknown) => {
          outgoing.writeHead(500, { 'content-type': 'application/json' })
          outgoing.end(JSON.stringify({ code: 13, message: String(error), details: [] }))
        })
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 1317, host, () => resolve())
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 1317)
  return {
    url: `http://${host}:${port}`,
    port,
    devnet,
    server,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
