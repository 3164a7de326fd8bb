import type { Server } from 'node:http'
import { serveFetchHandler } from '../nodeServer.ts'
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
  const payDevnet = options.payDevnet ?? createPayDevnet(options)
  const { url, port, server, close } = await serveFetchHandler((request, context) => payDevnet.handle(request, context), {
    port: options.port ?? 1318,
    host: options.host ?? '127.0.0.1',
    malformedRequestBody: { code: 3, message: 'malformed request', reason: 'invalid_request' },
    internalErrorBody: (error) => ({ code: 13, message: String(error), reason: 'internal' }),
  })
  return { url, port, payDevnet, server, close }
}
