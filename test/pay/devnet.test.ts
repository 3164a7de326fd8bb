import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPayDevnet } from '../../src/devnet/pay/backend.ts'
import { createPayDevnetHandlers } from '../../src/devnet/pay/msw.ts'
import { startPayDevnetServer, type PayDevnetServer } from '../../src/devnet/pay/server.ts'
import { payDevnetReasons } from '../../src/devnet/pay/verify.ts'
import { getMe, payMsg } from '../../src/pay/actions.ts'
import { authenticateUser, createAuthenticateUserBody } from '../../src/pay/authenticateUser.ts'
import { createPayClient } from '../../src/pay/client.ts'
import { signRequest } from '../../src/pay/signRequest.ts'
import { ed25519Signer } from '../../src/pay/signer.ts'
import { devnetPaymentsModule } from '../../src/devnet/pay/paymentsModule.ts'

// The backend clock, moved by hand.
let serverNow = Date.UTC(2030, 4, 1, 12, 0, 0)
let server: PayDevnetServer
beforeAll(async () => {
  server = await startPayDevnetServer({ port: 0, seed: 'rejections', now: () => serverNow })
})
afterAll(() => server.close())

const fixtures = () => server.payDevnet.fixtures
const createPath = '/PaymentsMsgServer/CreatePayment'
const paymentBody = JSON.stringify({ amount: '10.00', currency: 'USD', reference: 'order-1' })

type Sent = { status: number; body: { code?: number; message?: string; reason?: string } & Record<string, unknown>; headers: Headers }

async function send(
  method: string,
  pathWithQuery: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Sent> {
  const response = await fetch(`${server.url}${pathWithQuery}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body }),
  })
  return { status: response.status, body: (await response.json()) as Sent['body'], headers: response.headers }
}

/** Signs with the documented layout at the backend's current time (or `at`). */
async function signed(
  method: string,
  pathWithQuery: string,
  body = '',
  at = serverNow,
  privateKey = fixtures().active.privateKey,
): Promise<Record<string, string>> {
  const { headers } = await signRequest(ed25519Signer(privateKey), { method, pathWithQuery, body, now: at })
  return { 'x-api-key': fixtures().active.apiKey, ...headers }
}

describe('the payment devnet verifies writes as a real backend would', () => {
  it('accepts a correctly signed write, and sends a Date header from its clock', async () => {
    const accepted = await send('POST', createPath, await signed('POST', createPath, paymentBody), paymentBody)
    expect(accepted.status).toBe(200)
    expect(accepted.body.payment).toMatchObject({ amount: '10.00', currency: 'USD', status: 'PENDING', userId: fixtures().active.user.userId })
    expect(Date.parse(accepted.headers.get('date')!)).toBe(serverNow)
  })

  it('rejects an unknown API key', async () => {
    const headers = { ...(await signed('POST', createPath, paymentBody)), 'x-api-key': 'pk_devnet_unknown' }
    expect(await send('POST', createPath, headers, paymentBody)).toMatchObject({ status: 401, body: { code: 16, reason: 'unknown_api_key' } })
  })

  it('rejects a write without a signature, without a timestamp, or with malformed ones', async () => {
    const good = await signed('POST', createPath, paymentBody)
    const { 'x-signature': signature, ...withoutSignature } = good
    const { 'x-timestamp': timestamp, ...withoutTimestamp } = good
    expect(await send('POST', createPath, withoutSignature, paymentBody)).toMatchObject({ status: 401, body: { reason: 'missing_signature' } })
    expect(await send('POST', createPath, withoutTimestamp, paymentBody)).toMatchObject({ status: 401, body: { reason: 'missing_timestamp' } })
    expect(await send('POST', createPath, { 'x-api-key': fixtures().active.apiKey }, paymentBody)).toMatchObject({ status: 401, body: { reason: 'missing_timestamp' } })
    expect(await send('POST', createPath, { ...good, 'x-signature': signature!.toUpperCase() }, paymentBody)).toMatchObject({
      status: 401,
      body: { reason: 'malformed_signature' },
    })
    // Milliseconds are not seconds.
    expect(await send('POST', createPath, { ...good, 'x-timestamp': `${timestamp}000` }, paymentBody)).toMatchObject({
      status: 401,
      body: { reason: 'malformed_timestamp' },
    })
    expect(await send('POST', createPath, { ...good, 'x-timestamp': '2030-05-01T12:00:00Z' }, paymentBody)).toMatchObject({
      status: 401,
      body: { reason: 'malformed_timestamp' },
    })
  })

  it('rejects a bad signature: random bytes, or a key that is not the registered one', async () => {
    const good = await signed('POST', createPath, paymentBody)
    const random = 'ab'.repeat(64)
    expect(await send('POST', createPath, { ...good, 'x-signature': random }, paymentBody)).toMatchObject({ status: 401, body: { reason: 'bad_signature' } })
    const otherKey = await signed('POST', createPath, paymentBody, serverNow, fixtures().locked.privateKey)
    expect(await send('POST', createPath, otherKey, paymentBody)).toMatchObject({ status: 401, body: { reason: 'bad_signature' } })
  })

  it('rejects a body, path, query or method changed after signing', async () => {
    const headers = await signed('POST', createPath, paymentBody)
    const changedBody = paymentBody.replace('10.00', '99.00')
    expect(await send('POST', createPath, headers, changedBody)).toMatchObject({ status: 401, body: { reason: 'bad_signature' } })
    const reformatted = JSON.stringify(JSON.parse(paymentBody), null, 1)
    expect(await send('POST', createPath, headers, reformatted)).toMatchObject({ status: 401, body: { reason: 'bad_signature' } })
    expect(await send('POST', `${createPath}2`, headers, paymentBody)).toMatchObject({ status: 401, body: { reason: 'bad_signature' } })
    expect(await send('PUT', createPath, headers, paymentBody)).toMatchObject({ status: 401, body: { reason: 'bad_signature' } })

    const withQuery = `${createPath}?idempotencyKey=a1`
    const queryHeaders = await signed('POST', withQuery, paymentBody)
    expect(await send('POST', `${createPath}?idempotencyKey=a2`, queryHeaders, paymentBody)).toMatchObject({ status: 401, body: { reason: 'bad_signature' } })
    expect(await send('POST', createPath, queryHeaders, paymentBody)).toMatchObject({ status: 401, body: { reason: 'bad_signature' } })
    // Untouched, the same signature is accepted once.
    expect((await send('POST', withQuery, queryHeaders, paymentBody)).status).toBe(200)
  })

  it('rejects a timestamp more than five minutes away, and accepts one just inside', async () => {
    for (const offset of [-301_000, 301_000, -3_600_000]) {
      const headers = await signed('POST', createPath, paymentBody, serverNow + offset)
      const answer = await send('POST', createPath, headers, paymentBody)
      expect(answer).toMatchObject({ status: 401, body: { reason: 'timestamp_out_of_window' } })
      expect(answer.body.message).toMatch(offset < 0 ? /behind/ : /ahead of/)
    }
    for (const offset of [-299_000, 299_000]) {
      const body = JSON.stringify({ amount: '1.00', currency: 'EUR', reference: `edge${offset}` })
      expect((await send('POST', createPath, await signed('POST', createPath, body, serverNow + offset), body)).status).toBe(200)
    }
  })

  it('rejects a replayed signature while it is inside the window', async () => {
    const body = JSON.stringify({ amount: '3.00', currency: 'USD', reference: 'replay-me' })
    const headers = await signed('POST', createPath, body)
    expect((await send('POST', createPath, headers, body)).status).toBe(200)
    const replay = await send('POST', createPath, headers, body)
    expect(replay).toMatchObject({ status: 401, body: { code: 16, reason: 'replayed' } })
    serverNow += 200_000
    expect(await send('POST', createPath, headers, body)).toMatchObject({ status: 401, body: { reason: 'replayed' } })
    serverNow += 200_000
    // Once outside the window, the old signature is refused for its age.
    expect(await send('POST', createPath, headers, body)).toMatchObject({ status: 401, body: { reason: 'timestamp_out_of_window' } })
  })

  it('requires a valid API key on reads, and verifies a read that carries a signature', async () => {
    expect(await send('GET', '/UsersQueryServer/Me', {})).toMatchObject({ status: 401, body: { reason: 'missing_api_key' } })
    expect(await send('GET', '/UsersQueryServer/Me', { 'x-api-key': 'nope' })).toMatchObject({ status: 401, body: { reason: 'unknown_api_key' } })
    const me = await send('GET', '/UsersQueryServer/Me', { 'x-api-key': fixtures().twoFactor.apiKey })
    expect(me).toMatchObject({ status: 200, body: fixtures().twoFactor.user })

    const path = '/PaymentsQueryServer/ListPayments?status=PENDING'
    const headers = await signed('GET', path)
    expect(await send('GET', '/PaymentsQueryServer/ListPayments?status=FAILED', headers)).toMatchObject({ status: 401, body: { reason: 'bad_signature' } })
    expect((await send('GET', path, headers)).status).toBe(200)
  })

  it('gives every 401 a reason from the documented list, and never echoes credentials', async () => {
    const reasons = new Set<string>(payDevnetReasons)
    const headers = await signed('POST', createPath, paymentBody)
    const answer = await send('POST', createPath, { ...headers, 'x-api-key': 'pk_devnet_unknown' }, paymentBody)
    expect(reasons.has(answer.body.reason!)).toBe(true)
    const text = JSON.stringify(answer.body)
    expect(text).not.toContain(headers['x-signature'])
    expect(text).not.toContain('pk_devnet_unknown')
  })

  it('answers unknown routes with 404 and wrong methods with 405, after checking credentials', async () => {
    expect(await send('GET', '/NopeQueryServer/X', { 'x-api-key': fixtures().active.apiKey })).toMatchObject({ status: 404, body: { reason: 'not_found' } })
    expect(await send('GET', createPath, { 'x-api-key': fixtures().active.apiKey })).toMatchObject({ status: 405 })
    expect(await send('GET', '/NopeQueryServer/X', {})).toMatchObject({ status: 401 })
    const preflight = await fetch(`${server.url}${createPath}`, { method: 'OPTIONS' })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-signature')
    expect(preflight.headers.get('access-control-expose-headers')).toContain('date')
  })
})

describe('AuthenticateUser on the payment devnet', () => {
  const authPath = '/ap/AuthenticateUser'
  const bodyFor = (account: 'active' | 'twoFactor' | 'locked', nonce?: string) =>
    JSON.stringify(
      createAuthenticateUserBody({
        apiKey: fixtures()[account].authApiKey,
        apiSecret: fixtures()[account].authApiSecret,
        userId: fixtures()[account].user.userId,
        nonce,
      }),
    )
  const bearer = () => ({ authorization: `Bearer ${fixtures().bearerToken}` })

  it('answers the three outcomes', async () => {
    expect(await send('POST', authPath, bearer(), bodyFor('active'))).toMatchObject({
      status: 200,
      body: { authenticated: true, locked: false, requires2FA: false, user: fixtures().active.user },
    })
    const twoFactor = await send('POST', authPath, bearer(), bodyFor('twoFactor'))
    expect(twoFactor).toMatchObject({ status: 200, body: { authenticated: false, requires2FA: true, twoFAType: 'Google', user: null } })
    expect(twoFactor.body.twoFAToken).toMatch(/^[0-9a-f]{32}$/)
    expect(await send('POST', authPath, bearer(), bodyFor('locked'))).toMatchObject({ status: 200, body: { authenticated: false, locked: true } })
  })

  it('answers 401 for a missing or unknown token, bad credentials and a reused nonce', async () => {
    expect(await send('POST', authPath, {}, bodyFor('active'))).toMatchObject({ status: 401, body: { reason: 'missing_token' } })
    expect(await send('POST', authPath, { authorization: 'Bearer nope' }, bodyFor('active'))).toMatchObject({ status: 401, body: { reason: 'invalid_token' } })
    const tampered = JSON.stringify({ ...JSON.parse(bodyFor('active')), UserId: String(fixtures().locked.user.userId) })
    expect(await send('POST', authPath, bearer(), tampered)).toMatchObject({ status: 401, body: { reason: 'invalid_credentials' } })
    const wrongSecret = JSON.stringify({ ...JSON.parse(bodyFor('active')), Signature: '00'.repeat(32) })
    expect(await send('POST', authPath, bearer(), wrongSecret)).toMatchObject({ status: 401, body: { reason: 'invalid_credentials' } })
    const once = bodyFor('active', '1')
    expect((await send('POST', authPath, bearer(), bodyFor('active', String(Number.MAX_SAFE_INTEGER)))).status).toBe(200)
    expect(await send('POST', authPath, bearer(), once)).toMatchObject({ status: 401, body: { reason: 'nonce_reused' } })
  })

  it('answers 400 for a malformed request', async () => {
    expect(await send('POST', authPath, bearer(), '{"APIKey":')).toMatchObject({ status: 400, body: { code: 3, reason: 'invalid_request' } })
    expect(await send('POST', authPath, bearer(), JSON.stringify({ UserId: 5 }))).toMatchObject({ status: 400 })
    expect(await send('POST', authPath, bearer(), JSON.stringify({ UserName: 'x' }))).toMatchObject({ status: 400 })
    expect(await send('POST', authPath, { ...bearer(), 'content-type': 'text/plain' }, bodyFor('active'))).toMatchObject({ status: 400 })
  })
})

describe('payment devnet MSW handlers', () => {
  const payDevnet = createPayDevnet({ seed: 'msw' })
  const mock = setupServer(...createPayDevnetHandlers(payDevnet, { baseUrl: 'http://pay.test/api', authBaseUrl: 'http://auth.test' }))
  beforeAll(() => mock.listen({ onUnhandledRequest: 'error' }))
  afterAll(() => mock.close())

  it('serve the same backend under a base path, AuthenticateUser on its own host, and verify the full target', async () => {
    const { apiKey, privateKey, authApiKey, authApiSecret, user } = payDevnet.fixtures.active
    const payClient = createPayClient({
      baseUrl: 'http://pay.test/api',
      authBaseUrl: 'http://auth.test',
      apiKey,
      signer: ed25519Signer(privateKey),
      authToken: payDevnet.fixtures.bearerToken,
    })
    expect(await getMe(payClient)).toEqual(user)
    const { payment } = await payMsg(payClient, devnetPaymentsModule, 'CreatePayment', { amount: '1.50', currency: 'BRL', reference: 'msw' })
    expect(payment.amount).toBe('1.50')
    expect(payDevnet.payments().at(-1)).toEqual(payment)
    const result = await authenticateUser(payClient, createAuthenticateUserBody({ apiKey: authApiKey, apiSecret: authApiSecret, userId: user.userId }))
    expect(result.authenticated).toBe(true)

    // The signature covers /api/...: the same headers sent to the path without the base fail.
    const body = '{"amount":"2.00","currency":"USD","reference":"x"}'
    const { headers } = await signRequest(ed25519Signer(privateKey), { method: 'POST', pathWithQuery: createPath, body })
    const response = await fetch(`http://pay.test/api${createPath}`, {
      method: 'POST',
      headers: { ...headers, 'x-api-key': apiKey, 'content-type': 'application/json' },
      body,
    })
    expect(response.status).toBe(401)
    expect(((await response.json()) as { reason: string }).reason).toBe('bad_signature')
  })
})
