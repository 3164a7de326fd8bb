import { createServer, type IncomingMessage, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetPaymentsModule } from '../../src/devnet/pay/paymentsModule.ts'
import { getMe, payMsg, payQuery } from '../../src/pay/actions.ts'
import { authenticateUser } from '../../src/pay/authenticateUser.ts'
import { createPayClient } from '../../src/pay/client.ts'
import { PayBackendError, PayRedirectError, PayRequestError } from '../../src/pay/errors.ts'
import type { PaySigner, PaySigningContext } from '../../src/pay/signer.ts'
import { encodePayPath } from '../../src/pay/target.ts'
import { devnetPayClient, freshSigner, startInspectedPayBackend, verifiesWithDocumentedLayout } from './helpers.tsx'

const serverNow = Date.UTC(2033, 8, 9, 10, 11, 12)
let backend: Awaited<ReturnType<typeof startInspectedPayBackend>>
beforeAll(async () => {
  backend = await startInspectedPayBackend({ seed: 'wire', now: () => serverNow })
})
afterAll(() => backend.close())

/** A client whose signer records what it was asked to sign. */
function recordingClient(overrides: Parameters<typeof devnetPayClient>[2] = {}) {
  const base = devnetPayClient(backend.payDevnet, backend.url, { clock: () => serverNow, ...overrides })
  const signed: PaySigningContext[] = []
  const signer: PaySigner = {
    publicKey: base.signer.publicKey,
    sign: (message, request) => {
      signed.push(request!)
      return base.signer.sign(message)
    },
  }
  return { payClient: devnetPayClient(backend.payDevnet, backend.url, { clock: () => serverNow, signer, ...overrides }), signed }
}

// Characters a path segment or a query value may hold that URL parsers treat differently, or
// that would end the path (`?`, `#`), or start an escape (`%`).
const awkward = ["'", ' ', 'é', '%', '+', '#', '?', '\\', '"', '😀']

describe('the signature covers exactly what is sent', () => {
  it.each(awkward)('in a query value: %s', async (char) => {
    const reference = `ref${char}x${char}`
    const { payClient, signed } = recordingClient({ signReads: true })
    await payMsg(payClient, devnetPaymentsModule, 'CreatePayment', { amount: '1.00', currency: 'USD', reference })
    const { payments } = await payQuery(payClient, devnetPaymentsModule, 'ListPayments', { reference })
    // The backend read back the value that was meant, and accepted the signature over what it received.
    expect(payments.map((payment) => payment.reference)).toEqual([reference])
    const raw = backend.received.at(-1)!
    expect(raw.target).toBe(`/PaymentsQueryServer/ListPayments?${new URLSearchParams({ reference }).toString()}`)
    expect(signed.at(-1)!.pathWithQuery).toBe(raw.target)
    expect(verifiesWithDocumentedLayout(raw, backend.payDevnet.fixtures.active.publicKey)).toBe(true)
  })

  it.each(awkward)('in a path segment: %s', async (char) => {
    const path = `/PaymentsMsgServer/Create${char}Payment`
    const { payClient, signed } = recordingClient({ paths: { 'Payments/CreatePayment': path } })
    const error = await payMsg(payClient, devnetPaymentsModule, 'CreatePayment', { amount: '1.00', currency: 'USD', reference: 'p' }).catch((e: unknown) => e)
    const raw = backend.received.at(-1)!
    // Sent escaped, whole (a `#` or `?` does not cut the path), and signed as sent: the backend
    // checked the signature and only then found no such route.
    expect(raw.target).toBe(`/PaymentsMsgServer/Create${encodeURIComponent(char).replace(/'/g, '%27')}Payment`)
    expect(signed.at(-1)!.pathWithQuery).toBe(raw.target)
    expect(verifiesWithDocumentedLayout(raw, backend.payDevnet.fixtures.active.publicKey)).toBe(true)
    expect(error).toBeInstanceOf(PayBackendError)
    expect(error).toMatchObject({ status: 404, reason: 'not_found' })
  })

  it('keeps escapes already in a path, and refuses a path that URL parsing would change', async () => {
    expect(encodePayPath('/a%20b/c%2Fd')).toBe('/a%20b/c%2Fd')
    expect(encodePayPath(encodePayPath("/o'brien ü#1?x"))).toBe(encodePayPath("/o'brien ü#1?x"))
    const { payClient, signed } = recordingClient({ paths: { 'Payments/CreatePayment': '/v2/../PaymentsMsgServer/CreatePayment' } })
    const sent = backend.received.length
    const error = await payMsg(payClient, devnetPaymentsModule, 'CreatePayment', { amount: '1.00', currency: 'USD', reference: 'dots' }).catch((e: unknown) => e)
    expect(error).toMatchObject({ name: 'ParameterError', parameter: 'path' })
    expect(backend.received.length).toBe(sent)
    expect(signed).toHaveLength(0)
  })
})

type Recorder = { url: string; received: IncomingMessage[]; close: () => Promise<void> }

async function listen(handler: (request: IncomingMessage, respond: (status: number, headers: Record<string, string>, body?: string) => void) => void): Promise<Recorder> {
  const received: IncomingMessage[] = []
  const server: Server = createServer((request, response) => {
    received.push(request)
    request.resume()
    request.on('end', () =>
      handler(request, (status, headers, body) => {
        response.writeHead(status, headers)
        response.end(body)
      }),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

describe('redirects', () => {
  let thief: Recorder
  let hostile: Recorder
  beforeAll(async () => {
    // The second origin: it must receive nothing at all.
    thief = await listen((_request, respond) => respond(200, { 'content-type': 'application/json' }, '{}'))
    // The backend's origin answers every request with the redirect its path asks for.
    hostile = await listen((request, respond) => {
      const status = Number(/\/(30\d)\//.exec(request.url ?? '')?.[1] ?? 307)
      respond(status, { location: `${thief.url}/steal?from=${encodeURIComponent(request.url ?? '')}` })
    })
  })
  afterAll(async () => {
    await hostile.close()
    await thief.close()
  })

  it.each([301, 302, 303, 307, 308])('never follows a %i: the other origin receives nothing, the error names its origin only', async (status) => {
    const apiKey = 'pk_live_redirect_secret'
    const token = 'bearer-redirect-secret'
    const payClient = createPayClient({ baseUrl: `${hostile.url}/${status}/`, apiKey, signer: freshSigner(), authToken: token, retry: { delay: () => 1 } })
    const errors = await Promise.all(
      [
        payMsg(payClient, devnetPaymentsModule, 'CreatePayment', { amount: '9.99', currency: 'USD', reference: 'moved' }),
        getMe(payClient),
        authenticateUser(payClient, { APIKey: 'a', Signature: 'b', UserId: '1', Nonce: '2' }),
      ].map((attempt) => attempt.catch((e: unknown) => e)),
    )
    for (const error of errors) {
      expect(error).toBeInstanceOf(PayRedirectError)
      expect(error).toBeInstanceOf(PayRequestError)
      expect(error).toMatchObject({ status, reason: 'redirect_refused', targetOrigin: thief.url })
      const text = `${(error as Error).message}\n${JSON.stringify(error)}`
      expect(text).toContain(thief.url)
      expect(text).not.toContain('/steal')
      expect(text).not.toContain(apiKey)
      expect(text).not.toContain(token)
    }
    expect(thief.received).toHaveLength(0)
  })
})
