import { delay, http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import * as z from 'zod'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { HttpError, NetworkError, ParameterError, SchemaError, TimeoutError } from '../../src/core/errors.ts'
import { devnetPaymentsModule } from '../../src/devnet/pay/paymentsModule.ts'
import { getMe, isPayQueryWaiting, payMsg, payQuery } from '../../src/pay/actions.ts'
import {
  authenticateUser,
  authenticationState,
  createAuthenticateUserBody,
} from '../../src/pay/authenticateUser.ts'
import { createPayClient } from '../../src/pay/client.ts'
import { PayAuthError, PayBackendError, PayRequestError } from '../../src/pay/errors.ts'
import { definePayModule } from '../../src/pay/module.ts'
import { usersModule } from '../../src/pay/modules/users.ts'
import { payQueryKey } from '../../src/pay/query.ts'
import { countingFetch } from '../helpers.tsx'
import { devnetPayClient, freshSigner, startInspectedPayBackend, verifiesWithDocumentedLayout } from './helpers.tsx'

const serverNow = Date.UTC(2031, 0, 15, 9, 30, 0)
let backend: Awaited<ReturnType<typeof startInspectedPayBackend>>
const mock = setupServer()
beforeAll(async () => {
  backend = await startInspectedPayBackend({ seed: 'client', now: () => serverNow })
  // Only the *.test hosts below are answered by MSW; the devnet is reached over real HTTP.
  mock.listen({ onUnhandledRequest: 'bypass' })
})
afterEach(() => mock.resetHandlers())
afterAll(async () => {
  mock.close()
  await backend.close()
})

const fixtures = () => backend.payDevnet.fixtures
const lastReceived = () => backend.received.at(-1)!
const client = (overrides: Parameters<typeof devnetPayClient>[2] = {}) =>
  devnetPayClient(backend.payDevnet, backend.url, { clock: () => serverNow, ...overrides })
const order = (reference: string) => ({ amount: '42.10', currency: 'USD', reference })

describe('payMsg', () => {
  it('sends a write that the devnet accepts and an independent verifier, knowing only the documented layout, verifies', async () => {
    const { payment } = await payMsg(client(), devnetPaymentsModule, 'CreatePayment', order('independent'))
    expect(payment).toMatchObject({ amount: '42.10', currency: 'USD', reference: 'independent', status: 'PENDING' })
    const raw = lastReceived()
    expect(raw.method).toBe('POST')
    expect(raw.target).toBe('/PaymentsMsgServer/CreatePayment')
    expect(raw.headers['x-api-key']).toBe(fixtures().active.apiKey)
    expect(raw.headers['content-type']).toBe('application/json')
    expect(raw.headers['x-timestamp']).toBe(String(Math.floor(serverNow / 1000)))
    expect(raw.body.toString('utf8')).toBe('{"amount":"42.10","currency":"USD","reference":"independent"}')
    expect(verifiesWithDocumentedLayout(raw, fixtures().active.publicKey)).toBe(true)
    expect(verifiesWithDocumentedLayout({ ...raw, body: Buffer.from(`${raw.body.toString()} `) }, fixtures().active.publicKey)).toBe(false)
  })

  it('signs a retried write afresh: two sends, two timestamps and signatures, both accepted; the replay of the first is rejected', async () => {
    const { fetch, requests } = countingFetch()
    const payClient = client({ fetch })
    const body = order('sent-twice')
    await payMsg(payClient, devnetPaymentsModule, 'CreatePayment', body)
    await payMsg(payClient, devnetPaymentsModule, 'CreatePayment', body)
    const [first, second] = requests
    expect(first!.headers.get('x-timestamp')).not.toBe(second!.headers.get('x-timestamp'))
    expect(first!.headers.get('x-signature')).not.toBe(second!.headers.get('x-signature'))
    expect(backend.payDevnet.payments().filter((payment) => payment.reference === 'sent-twice')).toHaveLength(2)
    for (const raw of backend.received.slice(-2)) expect(verifiesWithDocumentedLayout(raw, fixtures().active.publicKey)).toBe(true)

    const replay = await globalThis.fetch(first!.url, { method: 'POST', headers: first!.headers, body: await first!.clone().text() })
    expect(replay.status).toBe(401)
    expect(await replay.json()).toMatchObject({ reason: 'replayed' })
  })

  it('never retries a write automatically, even on 503 or a dropped connection', async () => {
    const { fetch, requests } = countingFetch()
    const payClient = createPayClient({ baseUrl: 'http://flaky.test', apiKey: 'k', signer: freshSigner(), retry: { limit: 5, delay: () => 1 }, fetch })
    mock.use(http.post('http://flaky.test/*', () => HttpResponse.json({ code: 14, message: 'unavailable' }, { status: 503 })))
    const unavailable = await payMsg(payClient, devnetPaymentsModule, 'CreatePayment', order('x')).catch((e: unknown) => e)
    expect(unavailable).toBeInstanceOf(PayBackendError)
    expect(unavailable).toMatchObject({ status: 503, code: 14 })
    expect(requests).toHaveLength(1)

    mock.use(http.post('http://flaky.test/*', () => HttpResponse.error()))
    const dropped = await payMsg(payClient, devnetPaymentsModule, 'CreatePayment', order('x')).catch((e: unknown) => e)
    expect(dropped).toBeInstanceOf(NetworkError)
    expect(requests).toHaveLength(2)
  })

  it('retries a read, and signs each attempt of a signed read afresh', async () => {
    const { fetch, requests } = countingFetch()
    const payClient = createPayClient({ baseUrl: 'http://flaky.test', apiKey: 'k', signer: freshSigner(), retry: { delay: () => 1 }, fetch, signReads: true })
    let calls = 0
    mock.use(
      http.get('http://flaky.test/UsersQueryServer/Me', () =>
        ++calls === 1
          ? HttpResponse.json({ message: 'busy' }, { status: 503 })
          : HttpResponse.json({ userId: 1, userName: 'a', email: 'a@b.c', emailVerified: true, accountId: 2, omsId: 1, use2FA: false }),
      ),
    )
    await getMe(payClient)
    expect(requests).toHaveLength(2)
    expect(requests[0]!.headers.get('x-signature')).not.toBe(requests[1]!.headers.get('x-signature'))
  })

  it('is refused, typed, when the body, path or query is changed on the way', async () => {
    const rewrite = (change: (url: string, body: string) => [string, string]): typeof fetch => async (input, init) => {
      const request = new Request(input, init)
      const [url, body] = change(request.url, await request.text())
      return globalThis.fetch(url, { method: request.method, headers: request.headers, body })
    }
    const cases: [string, (url: string, body: string) => [string, string]][] = [
      ['body', (url, body) => [url, body.replace('42.10', '4210.00')]],
      ['path', (url, body) => [url.replace('CreatePayment', 'CreatePayment2'), body]],
      ['query', (url, body) => [`${url}?amount=1`, body]],
    ]
    for (const [, change] of cases) {
      const error = await payMsg(client({ fetch: rewrite(change) }), devnetPaymentsModule, 'CreatePayment', order('tampered')).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(PayAuthError)
      expect(error).toMatchObject({ status: 401, reason: 'bad_signature', code: 16 })
    }
    expect(backend.payDevnet.payments().some((payment) => payment.reference === 'tampered')).toBe(false)
  })

  it('validates the body before signing, and reports a 400 of the backend as PayRequestError', async () => {
    const { fetch, requests } = countingFetch()
    const invalid = await payMsg(client({ fetch }), devnetPaymentsModule, 'CreatePayment', { amount: '-1', currency: 'USD', reference: 'r' }).catch((e: unknown) => e)
    expect(invalid).toBeInstanceOf(ParameterError)
    expect(invalid).toMatchObject({ parameter: 'amount', reason: 'invalid' })
    expect(requests).toHaveLength(0)

    const unchecked = definePayModule({ name: 'Payments', msgs: { CreatePayment: { response: z.unknown() } } })
    const rejected = await payMsg(client(), unchecked, 'CreatePayment').catch((e: unknown) => e)
    expect(rejected).toBeInstanceOf(PayRequestError)
    expect(rejected).toMatchObject({ status: 400, reason: 'invalid_request', code: 3 })
    expect((rejected as PayRequestError).details).toMatch(/amount/)
  })
})

describe('clock skew', () => {
  const behind = () => serverNow - 10 * 60 * 1000

  it('fails when the client clock is ten minutes behind and nothing corrects it', async () => {
    const payClient = client({ clock: behind })
    const error = await payMsg(payClient, devnetPaymentsModule, 'CreatePayment', order('skewed')).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PayAuthError)
    expect(error).toMatchObject({ reason: 'timestamp_out_of_window' })
    await getMe(payClient)
    expect(payClient.clockOffset).toBe(0)
    expect(await payMsg(payClient, devnetPaymentsModule, 'CreatePayment', order('skewed')).catch((e: unknown) => e)).toBeInstanceOf(PayAuthError)
  })

  it('succeeds with correction from the Date header: after a read, or on the next send after a refusal', async () => {
    const afterRead = client({ clock: behind, correctClockSkew: true })
    await getMe(afterRead)
    expect(Math.abs(afterRead.clockOffset - 600_000)).toBeLessThanOrEqual(1_000)
    expect((await payMsg(afterRead, devnetPaymentsModule, 'CreatePayment', order('corrected-1'))).payment.reference).toBe('corrected-1')
    expect(verifiesWithDocumentedLayout(lastReceived(), fixtures().active.publicKey)).toBe(true)
    expect(Number(lastReceived().headers['x-timestamp'])).toBe(Math.floor(serverNow / 1000))

    const afterRefusal = client({ clock: behind, correctClockSkew: true })
    const first = await payMsg(afterRefusal, devnetPaymentsModule, 'CreatePayment', order('corrected-2')).catch((e: unknown) => e)
    expect(first).toMatchObject({ name: 'PayAuthError', reason: 'timestamp_out_of_window' })
    expect((await payMsg(afterRefusal, devnetPaymentsModule, 'CreatePayment', order('corrected-2'))).payment.reference).toBe('corrected-2')
  })

  it('ignores differences below two seconds', async () => {
    const payClient = client({ clock: () => serverNow + 700, correctClockSkew: true })
    await getMe(payClient)
    expect(payClient.clockOffset).toBe(0)
  })
})

describe('payQuery and modules', () => {
  it('reads Me and a sample module over GET with the API key and no signature', async () => {
    const me = await getMe(client())
    expect(me).toEqual(fixtures().active.user)
    expect(lastReceived()).toMatchObject({ method: 'GET', target: '/UsersQueryServer/Me' })
    expect(lastReceived().headers['x-api-key']).toBe(fixtures().active.apiKey)
    expect(lastReceived().headers['x-signature']).toBeUndefined()
    expect(await payQuery(client(), usersModule, 'Me')).toEqual(me)

    const { payments, total } = await payQuery(client(), devnetPaymentsModule, 'ListPayments', { status: 'COMPLETED', limit: 1 })
    expect(lastReceived().target).toBe('/PaymentsQueryServer/ListPayments?status=COMPLETED&limit=1')
    expect(payments).toHaveLength(1)
    expect(Number(total)).toBeGreaterThanOrEqual(2)
    const { payment } = await payQuery(client(), devnetPaymentsModule, 'GetPayment', { paymentId: payments[0]!.paymentId })
    expect(payment).toEqual(payments[0])
  })

  it('signs reads too when asked, verifiable with the documented layout', async () => {
    await payQuery(client({ signReads: true }), devnetPaymentsModule, 'ListPayments', { status: 'PENDING' })
    expect(verifiesWithDocumentedLayout(lastReceived(), fixtures().active.publicKey)).toBe(true)
  })

  it('reports unknown keys, missing objects and broken responses as typed errors', async () => {
    const unknownKey = await getMe(client({ apiKey: 'pk_devnet_nobody' })).catch((e: unknown) => e)
    expect(unknownKey).toBeInstanceOf(PayAuthError)
    expect(unknownKey).toMatchObject({ status: 401, reason: 'unknown_api_key' })
    expect((unknownKey as PayAuthError).request).toEqual({ method: 'GET', url: `${backend.url}/UsersQueryServer/Me`, endpoint: 'Users/Me' })

    const missing = await payQuery(client(), devnetPaymentsModule, 'GetPayment', { paymentId: 'pay_999999' }).catch((e: unknown) => e)
    expect(missing).toBeInstanceOf(PayBackendError)
    expect(missing).toMatchObject({ status: 404, reason: 'not_found', code: 5 })

    const wrongRelease = definePayModule({ name: 'Users', queries: { Me: { response: z.object({ userId: z.string() }) } } })
    const schema = await payQuery(client(), wrongRelease, 'Me').catch((e: unknown) => e)
    expect(schema).toBeInstanceOf(SchemaError)
    expect(schema).toMatchObject({ endpoint: 'Users/Me', path: '$.userId', expected: 'string', received: 'number' })

    mock.use(
      http.get('http://proxy.test/*', () => new HttpResponse('<html><h1>502 Bad Gateway</h1></html>', { status: 502, headers: { 'content-type': 'text/html' } })),
      http.get('http://slow.test/*', async () => {
        await delay(500)
        return HttpResponse.json({})
      }),
    )
    const signer = freshSigner()
    const proxy = await getMe(createPayClient({ baseUrl: 'http://proxy.test', apiKey: 'k', signer, retry: 0 })).catch((e: unknown) => e)
    expect(proxy).toBeInstanceOf(HttpError)
    expect((proxy as HttpError).bodyPreview).toBe('502 Bad Gateway')
    const slow = await getMe(createPayClient({ baseUrl: 'http://slow.test', apiKey: 'k', signer, retry: 0, timeout: 50 })).catch((e: unknown) => e)
    expect(slow).toBeInstanceOf(TimeoutError)
  })

  it('uses the default routes, replaceable per method and per client', async () => {
    const { fetch, requests } = countingFetch()
    mock.use(http.all('http://routes.test/*', () => HttpResponse.json({ ok: true })))
    const shop = definePayModule({
      name: 'Shop',
      queries: {
        Search: { params: z.object({ query: z.string(), filter: z.object({ tags: z.array(z.string()), max: z.bigint().optional() }) }), response: z.object({ ok: z.boolean() }) },
        Quote: { method: 'POST', params: z.object({ sku: z.string() }), response: z.object({ ok: z.boolean() }) },
      },
      msgs: {
        Buy: { body: z.object({ sku: z.string() }), response: z.object({ ok: z.boolean() }) },
        Cancel: { method: 'DELETE', path: '/v2/orders/cancel', body: z.object({ orderId: z.string() }), response: z.object({ ok: z.boolean() }) },
        Touch: { method: 'PATCH', response: z.object({ ok: z.boolean() }) },
      },
    })
    expect(shop.queries.Search).toMatchObject({ id: 'Shop/Search', kind: 'query', method: 'GET', path: '/ShopQueryServer/Search' })
    expect(shop.msgs.Buy).toMatchObject({ id: 'Shop/Buy', kind: 'msg', method: 'POST', path: '/ShopMsgServer/Buy' })
    const payClient = createPayClient({
      baseUrl: 'http://routes.test/base/',
      apiKey: 'k',
      signer: freshSigner(),
      fetch,
      paths: { 'Shop/Buy': '/v3/buy' },
    })
    await payQuery(payClient, shop, 'Search', { query: 'red shoes', filter: { tags: ['a', 'b&c'], max: 10n ** 20n } })
    await payQuery(payClient, shop, 'Quote', { sku: 's1' })
    await payMsg(payClient, shop, 'Buy', { sku: 's1' })
    await payMsg(payClient, shop, 'Cancel', { orderId: 'o1' })
    await payMsg(payClient, shop, 'Touch')
    const seen = await Promise.all(
      requests.map(async (request) => ({
        method: request.method,
        url: request.url,
        body: await request.text(),
        signed: request.headers.has('x-signature'),
      })),
    )
    expect(seen).toEqual([
      {
        method: 'GET',
        url: 'http://routes.test/base/ShopQueryServer/Search?query=red+shoes&filter.tags=a&filter.tags=b%26c&filter.max=100000000000000000000',
        body: '',
        signed: false,
      },
      { method: 'POST', url: 'http://routes.test/base/ShopQueryServer/Quote', body: '{"sku":"s1"}', signed: true },
      { method: 'POST', url: 'http://routes.test/base/v3/buy', body: '{"sku":"s1"}', signed: true },
      { method: 'DELETE', url: 'http://routes.test/base/v2/orders/cancel', body: '{"orderId":"o1"}', signed: true },
      { method: 'PATCH', url: 'http://routes.test/base/ShopMsgServer/Touch', body: '{}', signed: true },
    ])
  })

  it('refuses missing or malformed params before sending, and tells a query to wait for missing ones', async () => {
    const { fetch, requests } = countingFetch()
    const payClient = client({ fetch })
    const missing = await payQuery(payClient, devnetPaymentsModule, 'GetPayment', { paymentId: undefined as unknown as string }).catch((e: unknown) => e)
    expect(missing).toMatchObject({ name: 'ParameterError', parameter: 'paymentId', reason: 'missing' })
    const wrong = await payQuery(payClient, devnetPaymentsModule, 'ListPayments', { limit: 0 }).catch((e: unknown) => e)
    expect(wrong).toMatchObject({ name: 'ParameterError', parameter: 'limit', reason: 'invalid' })
    expect(requests).toHaveLength(0)
    expect(isPayQueryWaiting(devnetPaymentsModule, 'GetPayment', {})).toBe(true)
    expect(isPayQueryWaiting(devnetPaymentsModule, 'GetPayment', { paymentId: 'p' })).toBe(false)
    expect(isPayQueryWaiting(devnetPaymentsModule, 'ListPayments', { limit: 0 })).toBe(false)
    const unknownMethod = await payQuery(payClient, devnetPaymentsModule, 'Nope' as 'GetPayment', { paymentId: 'p' }).catch((e: unknown) => e)
    expect(unknownMethod).toMatchObject({ name: 'ParameterError', parameter: 'method' })
  })

  it('refuses malformed declarations and clients', () => {
    expect(() => definePayModule({ name: 'Bad Name' })).toThrow(/module name/)
    expect(() => definePayModule({ name: 'Ok', queries: { 'A/B': { response: z.null() } } })).toThrow(/method name/)
    expect(() => definePayModule({ name: 'Ok', msgs: { A: { path: 'no-slash', response: z.null() } } })).toThrow(/must start with "\/"/)
    expect(() => definePayModule({ name: 'Ok', msgs: { A: { path: '/a?b=c', response: z.null() } } })).toThrow(/no query/)
    const signer = freshSigner()
    expect(() => createPayClient({ baseUrl: 'pay.example', apiKey: 'k', signer })).toThrow(/http or https|absolute/)
    expect(() => createPayClient({ baseUrl: 'http://p', authBaseUrl: 'nope', apiKey: 'k', signer })).toThrow(/authBaseUrl/)
    expect(() => createPayClient({ baseUrl: 'http://p', apiKey: '', signer })).toThrow(/apiKey/)
    expect(() => createPayClient({ baseUrl: 'http://p', apiKey: 'k', signer: { publicKey: 'ab' as unknown as Uint8Array, sign: signer.sign } })).toThrow(/32-byte/)
  })

  it('builds query keys from the client id and the params only', () => {
    const payClient = client()
    expect(payClient.id).toBe(`${backend.url}#${fixtures().active.publicKey.slice(0, 16)}`)
    expect(payQueryKey(payClient, 'Shop', 'Search', { query: 'q', n: 5n, when: new Date(0), skip: undefined })).toEqual([
      'gatekit',
      'pay',
      payClient.id,
      'Shop',
      'Search',
      { query: 'q', n: '5', when: '1970-01-01T00:00:00.000Z' },
    ])
    expect(createPayClient({ baseUrl: 'http://p', apiKey: 'k', signer: freshSigner(), id: 'prod' }).id).toBe('prod')
  })
})

describe('authenticateUser', () => {
  const bodyFor = (account: 'active' | 'twoFactor' | 'locked') =>
    createAuthenticateUserBody({
      apiKey: fixtures()[account].authApiKey,
      apiSecret: fixtures()[account].authApiSecret,
      userId: fixtures()[account].user.userId,
      userName: fixtures()[account].user.userName,
    })

  it('posts the body with the bearer token and JSON content type, without API key or Ed25519 signature', async () => {
    const result = await authenticateUser(client(), bodyFor('active'))
    expect(result.authenticated).toBe(true)
    if (result.authenticated) expect(result.user.userId).toBe(fixtures().active.user.userId)
    expect(authenticationState(result)).toBe('authenticated')
    const raw = lastReceived()
    expect(raw).toMatchObject({ method: 'POST', target: '/ap/AuthenticateUser' })
    expect(raw.headers.authorization).toBe(`Bearer ${fixtures().bearerToken}`)
    expect(raw.headers['content-type']).toBe('application/json')
    expect(raw.headers['x-api-key']).toBeUndefined()
    expect(raw.headers['x-signature']).toBeUndefined()
    expect(Object.keys(JSON.parse(raw.body.toString()) as object)).toEqual(['APIKey', 'Signature', 'UserId', 'UserName', 'Nonce'])
  })

  it('resolves second factor and locked as data, and rejects 400 and 401 typed', async () => {
    const twoFactor = await authenticateUser(client(), bodyFor('twoFactor'))
    expect(authenticationState(twoFactor)).toBe('requires2FA')
    expect(twoFactor).toMatchObject({ authenticated: false, requires2FA: true, twoFAType: 'Google' })
    const locked = await authenticateUser(client(), bodyFor('locked'))
    expect(authenticationState(locked)).toBe('locked')

    const malformed = await authenticateUser(client(), { UserId: '1' }).catch((e: unknown) => e)
    expect(malformed).toBeInstanceOf(PayRequestError)
    expect(malformed).toMatchObject({ status: 400, request: { endpoint: 'ap/AuthenticateUser' } })
    const badToken = await authenticateUser(client(), bodyFor('active'), { token: 'expired' }).catch((e: unknown) => e)
    expect(badToken).toBeInstanceOf(PayAuthError)
    expect(badToken).toMatchObject({ status: 401, reason: 'invalid_token' })
    const tokenFromFunction = await authenticateUser(client({ authToken: async () => fixtures().bearerToken }), bodyFor('active'))
    expect(tokenFromFunction.authenticated).toBe(true)
    const noToken = await authenticateUser(client({ authToken: undefined }), bodyFor('active')).catch((e: unknown) => e)
    expect(noToken).toMatchObject({ name: 'ParameterError', parameter: 'token', reason: 'missing' })
  })
})

describe('secrets', () => {
  it('keeps the private key, API key, API secret, token and signatures out of errors and the client', async () => {
    const { fetch, requests } = countingFetch()
    const secretsOf = () => [fixtures().active.privateKey, fixtures().active.apiKey, fixtures().active.authApiSecret, fixtures().bearerToken]
    const errors: unknown[] = []
    const payClient = client({ fetch, clock: () => serverNow - 3_600_000 })
    errors.push(await payMsg(payClient, devnetPaymentsModule, 'CreatePayment', order('secret')).catch((e: unknown) => e))
    errors.push(await authenticateUser(client({ fetch }), { ...bodyForSecret(), Signature: 'ff'.repeat(32) }).catch((e: unknown) => e))
    errors.push(await authenticateUser(client({ fetch }), bodyForSecret(), { token: 'nope' }).catch((e: unknown) => e))
    errors.push(await getMe(client({ fetch, apiKey: `${fixtures().active.apiKey}x` })).catch((e: unknown) => e))
    const signatures = requests.map((request) => request.headers.get('x-signature')).filter((value): value is string => Boolean(value))
    expect(signatures.length).toBeGreaterThan(0)
    for (const error of errors) {
      expect(error).toBeInstanceOf(PayAuthError)
      const text = [JSON.stringify(error), String(error), (error as Error).message, (error as Error).stack, JSON.stringify((error as PayAuthError).request)].join('\n')
      for (const secret of [...secretsOf(), ...signatures]) expect(text).not.toContain(secret)
    }
    const clientText = JSON.stringify(payClient, (_key, value: unknown) => (value instanceof Uint8Array ? Buffer.from(value).toString('hex') : value))
    for (const secret of secretsOf()) expect(clientText).not.toContain(secret)
    expect(Object.keys(payClient)).not.toContain('apiKey')
  })
})

function bodyForSecret() {
  return createAuthenticateUserBody({
    apiKey: fixtures().active.authApiKey,
    apiSecret: fixtures().active.authApiSecret,
    userId: fixtures().active.user.userId,
  })
}
