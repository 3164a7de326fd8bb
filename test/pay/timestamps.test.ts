import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TimeoutError } from '../../src/core/errors.ts'
import { devnetPaymentsModule } from '../../src/devnet/pay/paymentsModule.ts'
import { payMsg } from '../../src/pay/actions.ts'
import type { PayClient } from '../../src/pay/client.ts'
import { devnetPayClient, startInspectedPayBackend, verifiesWithDocumentedLayout, type RawRequest } from './helpers.tsx'

// One clock for the backend and the client that runs `speed` times faster than real time, so
// that seconds of identical writes take a fraction of a second to test. The client waits by
// re-reading this clock, as it would the real one.
function fastClock(speed: number) {
  const start = Date.UTC(2033, 2, 3, 4, 5, 6)
  const realStart = performance.now()
  return () => start + Math.floor((performance.now() - realStart) * speed)
}

let clock = fastClock(20)
let backend: Awaited<ReturnType<typeof startInspectedPayBackend>>
beforeAll(async () => {
  backend = await startInspectedPayBackend({ seed: 'timestamps', now: () => clock() })
})
afterAll(() => backend.close())

const client = (): PayClient => devnetPayClient(backend.payDevnet, backend.url, { clock: () => clock(), maxConcurrentRequests: Infinity })
const sameOrder = { amount: '5.00', currency: 'USD', reference: 'same-order' }

/** How far each write's `x-timestamp` was ahead of the backend clock when it arrived, in seconds. */
function aheadOfClock(raws: readonly RawRequest[]): number[] {
  return raws.map((raw) => Number(raw.headers['x-timestamp']) - Math.floor(raw.receivedAt / 1000))
}

function writesSince(index: number): RawRequest[] {
  return backend.received.slice(index).filter((raw) => raw.method === 'POST')
}

describe('timestamps of identical signed writes', () => {
  it('accepts 20 identical concurrent writes, none more than one second ahead of the clock', async () => {
    clock = fastClock(20)
    const first = backend.received.length
    const payClient = client()
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => payMsg(payClient, devnetPaymentsModule, 'CreatePayment', sameOrder)))
    expect(results.filter((result) => result.status === 'rejected')).toEqual([])
    const writes = writesSince(first)
    expect(writes).toHaveLength(20)
    expect(Math.max(...aheadOfClock(writes))).toBeLessThanOrEqual(1)
    // Every one carries its own timestamp, so its own signature: none was refused as a replay.
    expect(new Set(writes.map((raw) => raw.headers['x-timestamp'])).size).toBe(20)
    for (const raw of writes) expect(verifiesWithDocumentedLayout(raw, backend.payDevnet.fixtures.active.publicKey)).toBe(true)
  })

  it('accepts the same write twice a second for five seconds, none more than one second ahead', async () => {
    clock = fastClock(10)
    const first = backend.received.length
    const payClient = client()
    const sends: Promise<unknown>[] = []
    for (let index = 0; index < 10; index++) {
      sends.push(payMsg(payClient, devnetPaymentsModule, 'CreatePayment', { ...sameOrder, reference: 'twice-a-second' }))
      // Half a second of the test clock.
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const results = await Promise.allSettled(sends)
    expect(results.filter((result) => result.status === 'rejected')).toEqual([])
    const writes = writesSince(first)
    expect(writes).toHaveLength(10)
    expect(Math.max(...aheadOfClock(writes))).toBeLessThanOrEqual(1)
  })

  it('sends writes that differ at once, all on the current second', async () => {
    clock = fastClock(1)
    const first = backend.received.length
    const payClient = client()
    const started = clock()
    await Promise.all(
      Array.from({ length: 20 }, (_, index) => payMsg(payClient, devnetPaymentsModule, 'CreatePayment', { ...sameOrder, reference: `distinct-${index}` })),
    )
    const writes = writesSince(first)
    expect(writes).toHaveLength(20)
    expect(Math.max(...aheadOfClock(writes))).toBeLessThanOrEqual(0)
    // Waiting for the clock would have taken at least 18 s; a loaded machine still sends 20 writes well within 5.
    expect(clock() - started).toBeLessThan(5_000)
  })

  it('stops a write that waits for its timestamp when its signal aborts, without sending it', async () => {
    // A clock that stands still: the third identical write can only wait.
    const frozen = Date.UTC(2033, 5, 1)
    clock = () => frozen
    const first = backend.received.length
    const payClient = client()
    const body = { ...sameOrder, reference: 'aborted-while-waiting' }
    // The first two take this second and the next; the third must wait for the clock.
    await Promise.all([payMsg(payClient, devnetPaymentsModule, 'CreatePayment', body), payMsg(payClient, devnetPaymentsModule, 'CreatePayment', body)])
    const controller = new AbortController()
    const waiting = payMsg(payClient, devnetPaymentsModule, 'CreatePayment', body, { signal: controller.signal }).catch((error: unknown) => error)
    controller.abort(new Error('user left'))
    expect(await waiting).toMatchObject({ message: 'user left' })
    expect(writesSince(first)).toHaveLength(2)
    // Without a signal, the wait ends with the client's timeout.
    const patient = devnetPayClient(backend.payDevnet, backend.url, { clock: () => clock(), timeout: 300 })
    const bounded = { ...body, reference: 'bounded-wait' }
    await Promise.all([payMsg(patient, devnetPaymentsModule, 'CreatePayment', bounded), payMsg(patient, devnetPaymentsModule, 'CreatePayment', bounded)])
    const timedOut = await payMsg(patient, devnetPaymentsModule, 'CreatePayment', bounded).catch((error: unknown) => error)
    expect(timedOut).toBeInstanceOf(TimeoutError)
    expect(writesSince(first)).toHaveLength(4)
  })
})
