import type { HttpHandler } from 'msw'
import { requireMsw } from './mswPeer.ts'
import type { Devnet } from './gateway.ts'

/**
 * MSW request handlers that answer every request under `baseUrl` from the
 * simulated gateway, for tests (`setupServer`) and stories (`setupWorker`).
 * The devnet's faults apply here too: a `reset` becomes a network error, a
 * `truncate` a body that fails mid-read; `${baseUrl}/_devnet/faults` and
 * `/_devnet/stats` answer as on the Node server.
 *
 * @example
 * ```ts
 * const devnet = createDevnet()
 * const server = setupServer(...createDevnetHandlers(devnet, { baseUrl: 'http://devnet.test' }))
 * server.listen()
 * ```
 */
export function createDevnetHandlers(devnet: Devnet, options: { baseUrl?: string | undefined } = {}): HttpHandler[] {
  const { http } = requireMsw('createDevnetHandlers')
  const baseUrl = (options.baseUrl ?? 'http://127.0.0.1:1317').replace(/\/+$/, '')
  const basePath = new URL(baseUrl).pathname
  return [http.all(`${baseUrl}/*`, ({ request }) => devnet.handle(request, { basePath }))]
}
