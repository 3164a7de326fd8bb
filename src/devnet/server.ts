import type { Server } from 'node:http'
import type { DevnetFault } from './faults.ts'
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
  /** Faults injected from the start, such as `devnetFaultPresets.flaky5xx`; switch them later with `devnet.faults` or `/_devnet/faults`. */
  faults?: readonly DevnetFault[] | undefined
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
 * Besides the gateway's routes it answers `/_devnet/faults` (GET lists, POST
 * adds a fault, a list of faults or `{ "preset": name }`, DELETE clears or
 * removes one by id) and `/_devnet/stats` (GET reads the counters, DELETE
 * resets them), so browser tests, Storybook and other tools can switch faults.
 *
 * @example
 * ```ts
 * const { url, close } = await startDevnetServer({ port: 0 })
 * const client = createGatewayClient({ baseUrl: url })
 * // ...
 * await close()
 *
 * // A gateway that answers half of all requests with 503:
 * await startDevnetServer({ faults: devnetFaultPresets.flaky5xx })
 * // or, from anywhere: curl -X POST localhost:1317/_devnet/faults -d '{"preset":"flaky5xx"}'
 * ```
 */
export async function startDevnetServer(options: DevnetServerOptions = {}): Promise<DevnetServer> {
  const devnet = options.devnet ?? createDevnet(options)
  for (const fault of options.faults ?? []) devnet.faults.inject(fault)
  const { url, port, server, close } = await serveFetchHandler((request) => devnet.handle(request), {
    port: options.port ?? 1317,
    host: options.host ?? '127.0.0.1',
    malformedRequestBody: { code: 3, message: 'malformed request', details: [] },
    internalErrorBody: (error) => ({ code: 13, message: String(error), details: [] }),
  })
  return { url, port, devnet, server, close }
}
