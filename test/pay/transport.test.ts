import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createGatewayClient, type CreateGatewayClientParameters } from '../../src/core/client.ts'
import { ResponseTooLargeError } from '../../src/core/errors.ts'
import { createDevnet } from '../../src/devnet/gateway.ts'
import { serveFetchHandler, type FetchHandler, type FetchHandlerServer } from '../../src/devnet/nodeServer.ts'
import { createPayDevnet } from '../../src/devnet/pay/backend.ts'
import { devnetPaymentsModule } from '../../src/devnet/pay/paymentsModule.ts'
import { getBalances } from '../../src/modules/bank/getBalances.ts'
import { broadcastTx } from '../../src/modules/tx/broadcastTx.ts'
import { getMe, payMsg } from '../../src/pay/actions.ts'
import { createPayClient, type CreatePayClientParameters } from '../../src/pay/client.ts'
import { devnetPayClient, freshSigner } from './helpers.tsx'

// The gateway client and the pay client send through one transport (src/core/transport.ts): the
// same reads are retried, the same Retry-After is waited out, the same writes are never resent, the
// same host limiter and body limit apply. Each behaviour is checked on both, over real HTTP, with a
// scripted front in front of the gateway devnet and the payment backend devnet.

/** What the front answers instead of the devnet for one request: a status (with Retry-After), a delay, a body. */
type Step = { status?: number; retryAfter?: string; delayMs?: number; bodyBytes?: number }

type Seen = { method: string; path: string; at: number }

/** Serves `handle` behind a front that plays `script` one step per request, then passes requests through. */
async function startScriptedFront(handle: FetchHandler) {
  const script: Step[] = []
  const seen: Seen[] = []
  let inFlight = 0
  let maxInFlight = 0
  const front: FetchHandler = async (request, context) => {
    const url = new URL(request.url)
    // CORS preflights are not attempts of the client.
    if (request.method !== 'OPTIONS') seen.push({ method: request.method, path: url.pathname, at: Date.now() })
    inFlight++
    maxInFlight = Math.max(maxInFlight, inFlight)
    try {
      const step = script.shift()
      if (step?.delayMs) await new Promise((resolve) => setTimeout(resolve, step.delayMs))
      if (step?.bodyBytes) {
        return new Response(JSON.stringify({ padding: 'x'.repeat(step.bodyBytes) }), { status: 200, headers: { 'content-type': 'application/json' } })
      }
      if (step?.status) {
        const headers: Record<string, string> = { 'content-type': 'application/json' }
        if (step.retryAfter !== undefined) headers['retry-after'] = step.retryAfter
        return new Response(JSON.stringify({ code: 8, message: 'slow down' }), { status: step.status, headers })
      }
      return await handle(request, context)
    } finally {
      inFlight--
    }
  }
  const server: FetchHandlerServer = await serveFetchHandler(front, {
    port: 0,
    host: '127.0.0.1',
    malformedRequestBody: { code: 3, message: 'malformed request' },
    internalErrorBody: (error) => ({ code: 13, message: String(error) }),
  })
  return {
    server,
    seen,
    play(steps: Step[]) {
      script.splice(0, script.length, ...steps)
      seen.splice(0)
      maxInFlight = 0
    },
    get maxInFlight() {
      return maxInFlight
    },
  }
}

type TransportOptions = Pick<CreateGatewayClientParameters & CreatePayClientParameters, 'retry' | 'maxConcurrentRequests' | 'maxResponseBytes'>

/** One client kind: how to start its devnet behind the front, and one read and one write through it. */
type Subject = {
  name: string
  start: () => Promise<{ front: Awaited<ReturnType<typeof startScriptedFront>>; connect: (options: TransportOptions) => Connection }>
}

/** One client of the subject: a read and a write through it. */
type Connection = { read: () => Promise<unknown>; write: () => Promise<unknown> }

const subjects: Subject[] = [
  {
    name: 'gateway client',
    start: async () => {
      const devnet = createDevnet()
      const front = await startScriptedFront((request) => devnet.handle(request))
      return {
        front,
        connect: (options) => {
          const client = createGatewayClient({ baseUrl: front.server.url, ...options })
          return {
            read: () => getBalances(client, { address: devnet.fixtures.richAddress }),
            write: () => broadcastTx(client, { txBytes: new Uint8Array([10, 0]) }),
          }
        },
      }
    },
  },
  {
    name: 'pay client',
    start: async () => {
      const payDevnet = createPayDevnet({ seed: 'transport' })
      const front = await startScriptedFront((request, context) => payDevnet.handle(request, context))
      return {
        front,
        connect: (options) => {
          const client = devnetPayClient(payDevnet, front.server.url, options)
          return {
            read: () => getMe(client),
            write: () => payMsg(client, devnetPaymentsModule, 'CreatePayment', { amount: '1.00', currency: 'USD', reference: 'transport' }),
          }
        },
      }
    },
  },
]

describe.each(subjects)('the shared transport, through the $name', (subject) => {
  let started: Awaited<ReturnType<Subject['start']>>
  beforeAll(async () => {
    started = await subject.start()
  })
  afterAll(() => started.front.server.close())

  it('waits Retry-After, then the backoff, before retrying a read refused with 429, and succeeds', async () => {
    const { front, connect } = started
    front.play([{ status: 429, retryAfter: '1' }])
    await expect(connect({ retry: { delay: () => 200, jitter: false } }).read()).resolves.toBeDefined()
    expect(front.seen).toHaveLength(2)
    const [first, second] = front.seen
    expect(second!.path).toBe(first!.path)
    // One second of Retry-After plus the 200 ms backoff (a few ms of timer rounding allowed).
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(1_190)
    expect(second!.at - first!.at).toBeLessThan(3_000)
  })

  it('fails at once, with the server\'s Retry-After, when waiting it would pass retry.maxRetryTime', async () => {
    const { front, connect } = started
    front.play([{ status: 429, retryAfter: '5' }])
    const startedAt = Date.now()
    const error = await connect({ retry: { maxRetryTime: 2_000 } }).read().catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 429, retryAfter: 5 })
    expect(front.seen).toHaveLength(1)
    expect(Date.now() - startedAt).toBeLessThan(1_000)
  })

  it('fails at once when Retry-After is longer than retry.maxRetryAfter', async () => {
    const { front, connect } = started
    front.play([{ status: 503, retryAfter: '3' }])
    const error = await connect({ retry: { maxRetryAfter: 2_000 } }).read().catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 503, retryAfter: 3 })
    expect(front.seen).toHaveLength(1)
  })

  it('never resends a write, even on a 503 that says Retry-After: 0', async () => {
    const { front, connect } = started
    front.play([{ status: 503, retryAfter: '0' }])
    const error = await connect({ retry: { limit: 5, delay: () => 1 } }).write().catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 503 })
    expect(front.seen).toHaveLength(1)
    expect(front.seen[0]!.method).toBe('POST')
  })

  it('keeps at most maxConcurrentRequests in flight to the host and queues the rest', async () => {
    const { front, connect } = started
    front.play(Array.from({ length: 5 }, () => ({ delayMs: 150 })))
    const connection = connect({ maxConcurrentRequests: 2 })
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => connection.read()))
    expect(results.map((result) => result.status)).toEqual(Array(5).fill('fulfilled'))
    expect(front.seen).toHaveLength(5)
    expect(front.maxInFlight).toBe(2)
  })

  it('stops reading a body past maxResponseBytes with ResponseTooLargeError', async () => {
    const { front, connect } = started
    front.play([{ bodyBytes: 64 * 1024 }])
    const error = await connect({ retry: 0, maxResponseBytes: 4_096 }).read().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ResponseTooLargeError)
    expect(front.seen).toHaveLength(1)
  })
})

describe('the shared transport options', () => {
  it.each([
    ['a timeout of 0', { timeout: 0 }, /timeout must be false or milliseconds/],
    ['a timeout past what a timer can wait', { timeout: 2 ** 31 }, /timeout must be false or milliseconds/],
    ['maxConcurrentRequests of 0', { maxConcurrentRequests: 0 }, /maxConcurrentRequests must be a positive integer or Infinity/],
    ['a negative retry.maxRetryTime', { retry: { maxRetryTime: -1 } }, /retry.maxRetryTime must be milliseconds >= 0/],
    ['a fractional maxResponseBytes', { maxResponseBytes: 1.5 }, /maxResponseBytes must be a positive integer/],
  ])('are refused alike by both clients: %s', (_, options, message) => {
    expect(() => createGatewayClient({ baseUrl: 'http://gateway.test', ...options })).toThrow(message)
    expect(() => createPayClient({ baseUrl: 'http://pay.test', apiKey: 'k', signer: freshSigner(), ...options })).toThrow(message)
  })

  it('resolve to the same defaults in both clients', () => {
    const gateway = createGatewayClient({ baseUrl: 'http://gateway.test' })
    const pay = createPayClient({ baseUrl: 'http://pay.test', apiKey: 'k', signer: freshSigner() })
    expect(pay.timeout).toBe(gateway.timeout)
    expect(pay.timeout).toBe(10_000)
    const { delay: _gatewayDelay, jitter: _gatewayJitter, ...gatewayRetry } = gateway.retry
    const { delay: _payDelay, jitter: _payJitter, ...payRetry } = pay.retry
    expect(payRetry).toEqual(gatewayRetry)
    expect(payRetry).toEqual({ limit: 2, statusCodes: [408, 429, 500, 502, 503, 504], backoffLimit: 10_000, maxRetryAfter: 30_000, maxRetryTime: 30_000, retryOnTimeout: false })
  })
})
