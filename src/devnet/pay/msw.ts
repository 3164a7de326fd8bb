import type { HttpHandler } from 'msw'
import { requireMsw } from '../mswPeer.ts'
import type { PayDevnet } from './backend.ts'

/**
 * MSW request handlers that answer every request under `baseUrl` (and
 * AuthenticateUser under `authBaseUrl`, when it is elsewhere) from a simulated
 * payment backend, for tests (`setupServer`) and stories (`setupWorker`).
 *
 * @example
 * ```ts
 * const payDevnet = createPayDevnet({ seed: 'tests' })
 * const server = setupServer(...createPayDevnetHandlers(payDevnet, { baseUrl: 'http://pay.test', authBaseUrl: 'http://auth.test' }))
 * server.listen()
 * ```
 */
export function createPayDevnetHandlers(
  payDevnet: PayDevnet,
  options: { baseUrl?: string | undefined; authBaseUrl?: string | undefined } = {},
): HttpHandler[] {
  const { http } = requireMsw('createPayDevnetHandlers')
  const baseUrl = (options.baseUrl ?? 'http://127.0.0.1:1318').replace(/\/+$/, '')
  const handlers = [http.all(`${baseUrl}/*`, ({ request }) => payDevnet.handle(request, { basePath: new URL(baseUrl).pathname }))]
  const authBaseUrl = options.authBaseUrl?.replace(/\/+$/, '')
  if (authBaseUrl && authBaseUrl !== baseUrl) {
    const basePath = new URL(authBaseUrl).pathname
    handlers.push(http.all(`${authBaseUrl}/ap/AuthenticateUser`, ({ request }) => payDevnet.handle(request, { basePath })))
  }
  return handlers
}
