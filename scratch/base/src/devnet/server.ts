import type { Server } from 'node:http'
import { createDevnet, type Devnet, type DevnetOptions } from './gateway.ts'
import { serveFetchHandler } from './nodeServer.ts'

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
  const devnet = options.devnet ?? createDevnet(options)
  const { url, port, server, close } = await serveFetchHandler((request) => devnet.handle(request), {
    port: options.port ?? 1317,
    host: options.host ?? '127.0.0.1',
    malformedRequestBody: { code: 3, message: 'malformed request', details: [] },
    internalErrorBody: (error) => ({ code: 13, message: String(error), details: [] }),
  })
  return { url, port, devnet, server, close }
}
