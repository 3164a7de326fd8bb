// The client on a runtime without AbortSignal.any (Next.js's edge runtime, Safari before 17.4): requests,
// timeouts and the caller's abort still work, over real HTTP.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createGatewayClient } from '../../src/core/client.ts'
import { TimeoutError } from '../../src/core/errors.ts'
import { anySignal } from '../../src/core/signals.ts'
import { getBalances } from '../../src/modules/bank/getBalances.ts'
import { sendJson, setupHostileServer } from './hostileServer.ts'

const gateway = setupHostileServer()
const address = 'kii1sgsyrq4y7ngcllawqu5sqzm4h9k85p0ugq5u7l'
const nativeAny = Object.getOwnPropertyDescriptor(AbortSignal, 'any')

describe('without AbortSignal.any', () => {
  beforeEach(() => {
    Object.defineProperty(AbortSignal, 'any', { value: undefined, configurable: true, writable: true })
  })
  afterEach(() => {
    if (nativeAny) Object.defineProperty(AbortSignal, 'any', nativeAny)
  })

  it('a request is answered', async () => {
    gateway.serve((_request, response) => sendJson(response, 200, { balances: [{ denom: 'akii', amount: '5' }], pagination: { next_key: null, total: '1' } }))
    const client = createGatewayClient({ baseUrl: gateway.url, retry: 0 })
    await expect(getBalances(client, { address })).resolves.toMatchObject({ balances: [{ denom: 'akii', amount: '5' }] })
  })

  it('a gateway that never answers times out with TimeoutError', async () => {
    gateway.serve(() => {})
    const client = createGatewayClient({ baseUrl: gateway.url, retry: 0, timeout: 200 })
    await expect(getBalances(client, { address })).rejects.toBeInstanceOf(TimeoutError)
  })

  it("the caller's abort ends the request with the caller's reason", async () => {
    gateway.serve(() => {})
    const client = createGatewayClient({ baseUrl: gateway.url, retry: 0, timeout: 10_000 })
    const controller = new AbortController()
    const pending = getBalances(client, { address }, { signal: controller.signal }).catch((error: unknown) => error)
    setTimeout(() => controller.abort(new Error('left the page')), 50)
    const started = performance.now()
    const error = await pending
    expect(performance.now() - started).toBeLessThan(5_000)
    expect(String((error as Error).message) + String((error as Error).cause ?? '')).toMatch(/left the page|abort/i)
  })
})

describe('anySignal', () => {
  it('follows the first signal to abort, and dispose stops listening', () => {
    Object.defineProperty(AbortSignal, 'any', { value: undefined, configurable: true, writable: true })
    try {
      const first = new AbortController()
      const second = new AbortController()
      const combined = anySignal([first.signal, second.signal])
      second.abort('second')
      expect(combined.signal.aborted).toBe(true)
      expect(combined.signal.reason).toBe('second')

      const third = new AbortController()
      const disposed = anySignal([third.signal])
      disposed.dispose()
      third.abort('late')
      expect(disposed.signal.aborted).toBe(false)

      const already = new AbortController()
      already.abort('before')
      expect(anySignal([already.signal]).signal.reason).toBe('before')
    } finally {
      if (nativeAny) Object.defineProperty(AbortSignal, 'any', nativeAny)
    }
  })
})
