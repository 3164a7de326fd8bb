import { QueryClient } from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import { createPublicKey, randomBytes, verify } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
import type { ReactNode } from 'react'
import { createPayDevnet, type PayDevnet, type PayDevnetOptions } from '../../src/devnet/pay/backend.ts'
import { GatekitProvider } from '../../src/react/GatekitProvider.tsx'
import { createPayClient, type CreatePayClientParameters, type PayClient } from '../../src/pay/client.ts'
import { ed25519Signer, type PaySigner } from '../../src/pay/signer.ts'

/** A signer with a random key, for clients whose backend does not check signatures. */
export function freshSigner(): PaySigner {
  return ed25519Signer(new Uint8Array(randomBytes(32)))
}

/** Ed25519 verification by Node's own crypto, independent of @noble/ed25519. */
export function nodeVerify(publicKeyHex: string, message: Uint8Array, signature: Uint8Array): boolean {
  const key = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKeyHex, 'hex').toString('base64url') },
    format: 'jwk',
  })
  return verify(null, message, key, signature)
}

/** A request as it arrived on the wire, before any URL parsing. */
export type RawRequest = {
  method: string
  target: string
  headers: IncomingHttpHeaders
  body: Buffer
  /** The backend clock (milliseconds) when the request arrived. */
  receivedAt: number
}

/**
 * Checks a raw request against the documented layout only, with Node's crypto:
 * message = x-timestamp + METHOD + request target + body; x-signature = lowercase hex.
 */
export function verifiesWithDocumentedLayout(raw: RawRequest, publicKeyHex: string): boolean {
  const timestamp = raw.headers['x-timestamp']
  const signature = raw.headers['x-signature']
  if (typeof timestamp !== 'string' || typeof signature !== 'string') return false
  if (!/^\d+$/.test(timestamp) || !/^[0-9a-f]{128}$/.test(signature)) return false
  const message = Buffer.concat([Buffer.from(`${timestamp}${raw.method}${raw.target}`, 'utf8'), raw.body])
  return nodeVerify(publicKeyHex, message, Buffer.from(signature, 'hex'))
}

/**
 * Serves a simulated payment backend over Node HTTP and records every raw
 * request, so tests can verify what was really sent.
 */
export async function startInspectedPayBackend(options: PayDevnetOptions = {}) {
  const { createServer } = await import('node:http')
  const payDevnet: PayDevnet = createPayDevnet(options)
  const received: RawRequest[] = []
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', () => {
      const raw: RawRequest = {
        method: incoming.method ?? 'GET',
        target: incoming.url ?? '/',
        headers: incoming.headers,
        body: Buffer.concat(chunks),
        receivedAt: payDevnet.now(),
      }
      received.push(raw)
      const headers = new Headers()
      for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === 'string') headers.set(name, value)
      const init: RequestInit = { method: raw.method, headers }
      if (raw.method !== 'GET' && raw.method !== 'HEAD') init.body = new Uint8Array(raw.body)
      const request = new Request(`http://127.0.0.1${raw.target}`, init)
      void payDevnet.handle(request, { target: raw.target }).then(async (response) => {
        outgoing.writeHead(response.status, Object.fromEntries(response.headers))
        outgoing.end(Buffer.from(await response.arrayBuffer()))
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const address = server.address()
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  return {
    url,
    payDevnet,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A pay client for the devnet's active account, with fast retries. */
export function devnetPayClient(
  payDevnet: PayDevnet,
  baseUrl: string,
  overrides: Partial<CreatePayClientParameters> = {},
): PayClient {
  const { apiKey, privateKey } = payDevnet.fixtures.active
  return createPayClient({
    baseUrl,
    apiKey,
    signer: ed25519Signer(privateKey),
    authToken: payDevnet.fixtures.bearerToken,
    retry: { delay: () => 1 },
    ...overrides,
  })
}

/** Renders a hook inside a GatekitProvider that holds a pay client and a fresh QueryClient. */
export function renderPayHook<TResult>(hook: () => TResult, payClient: PayClient) {
  const queryClient = new QueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <GatekitProvider payClient={payClient} queryClient={queryClient}>
      {children}
    </GatekitProvider>
  )
  return { ...renderHook(hook, { wrapper }), queryClient }
}
