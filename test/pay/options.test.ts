import { act, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetPaymentsModule } from '../../src/devnet/pay/paymentsModule.ts'
import { getMe, payMsg, payQuery } from '../../src/pay/actions.ts'
import { authenticateUser, createAuthenticateUserBody } from '../../src/pay/authenticateUser.ts'
import { withPayHeaders } from '../../src/pay/callHeaders.ts'
import { createPayClient } from '../../src/pay/client.ts'
import { useAuthenticateUser } from '../../src/pay/react/useAuthenticateUser.ts'
import { usePayMsg } from '../../src/pay/react/usePayMsg.ts'
import { devnetPayClient, renderPayHook, startInspectedPayBackend, verifiesWithDocumentedLayout } from './helpers.tsx'

const serverNow = Date.UTC(2034, 0, 2, 3, 4, 5)
let backend: Awaited<ReturnType<typeof startInspectedPayBackend>>
let renamed: Awaited<ReturnType<typeof startInspectedPayBackend>>
beforeAll(async () => {
  backend = await startInspectedPayBackend({ seed: 'options', now: () => serverNow })
  renamed = await startInspectedPayBackend({ seed: 'options', now: () => serverNow, apiKeyHeader: 'X-NDAX-API-KEY' })
})
afterAll(async () => {
  await backend.close()
  await renamed.close()
})

const fixtures = () => backend.payDevnet.fixtures
const client = (overrides: Parameters<typeof devnetPayClient>[2] = {}) => devnetPayClient(backend.payDevnet, backend.url, { clock: () => serverNow, ...overrides })
const order = (reference: string) => ({ amount: '3.30', currency: 'EUR', reference })
const authBody = () =>
  createAuthenticateUserBody({
    apiKey: fixtures().active.authApiKey,
    apiSecret: fixtures().active.authApiSecret,
    userId: fixtures().active.user.userId,
    userName: fixtures().active.user.userName,
  })

describe('apiKeyHeader', () => {
  it('sends the API key under the configured header name, which a backend expecting it accepts', async () => {
    const payClient = devnetPayClient(renamed.payDevnet, renamed.url, { clock: () => serverNow, apiKeyHeader: 'X-NDAX-API-KEY' })
    expect(await getMe(payClient)).toEqual(renamed.payDevnet.fixtures.active.user)
    await payMsg(payClient, devnetPaymentsModule, 'CreatePayment', order('renamed-header'))
    const raw = renamed.received.at(-1)!
    expect(raw.headers['x-ndax-api-key']).toBe(renamed.payDevnet.fixtures.active.apiKey)
    expect(raw.headers['x-api-key']).toBeUndefined()
    expect(verifiesWithDocumentedLayout(raw, renamed.payDevnet.fixtures.active.publicKey)).toBe(true)
    // The default name is refused there.
    const refused = await getMe(devnetPayClient(renamed.payDevnet, renamed.url)).catch((e: unknown) => e)
    expect(refused).toMatchObject({ name: 'PayAuthError', reason: 'missing_api_key' })
    expect(() => createPayClient({ baseUrl: 'http://p', apiKey: 'k', signer: payClient.signer, apiKeyHeader: 'bad header' })).toThrow(/apiKeyHeader/)
  })
})

describe('AuthenticateUser fields as headers', () => {
  it('sends APIKey, Signature, UserId, UserName and Nonce as headers without a body, by POST or GET', async () => {
    for (const method of ['POST', 'GET'] as const) {
      const body = authBody()
      const result = await authenticateUser(client({ authenticateUser: { fields: 'headers', method } }), body)
      expect(result.authenticated).toBe(true)
      const raw = backend.received.at(-1)!
      expect(raw).toMatchObject({ method, target: '/ap/AuthenticateUser' })
      expect(raw.body).toHaveLength(0)
      expect(raw.headers['content-type']).toBeUndefined()
      expect(raw.headers.authorization).toBe(`Bearer ${fixtures().bearerToken}`)
      expect({
        APIKey: raw.headers.apikey,
        Signature: raw.headers.signature,
        UserId: raw.headers.userid,
        UserName: raw.headers.username,
        Nonce: raw.headers.nonce,
      }).toEqual(body)
    }
    expect(() => client({ authenticateUser: { method: 'GET' } })).toThrow(/needs fields: "headers"/)
    const nonAscii = await authenticateUser(client({ authenticateUser: { fields: 'headers' } }), { ...authBody(), UserName: 'zoë' }).catch((e: unknown) => e)
    expect(nonAscii).toMatchObject({ name: 'ParameterError', parameter: 'UserName' })
  })
})

describe('per-call headers', () => {
  it('go out with that call only, on writes, reads and AuthenticateUser', async () => {
    await payMsg(client(), devnetPaymentsModule, 'CreatePayment', order('idempotent'), { headers: { 'Idempotency-Key': 'order-77' } })
    expect(backend.received.at(-1)!.headers['idempotency-key']).toBe('order-77')
    await payQuery(client(), devnetPaymentsModule, 'ListPayments', {}, { headers: { 'x-request-id': 'r-1' } })
    expect(backend.received.at(-1)!.headers['x-request-id']).toBe('r-1')
    await getMe(client())
    expect(backend.received.at(-1)!.headers['x-request-id']).toBeUndefined()
    await authenticateUser(client(), authBody(), { headers: { 'x-request-id': 'r-2' } })
    expect(backend.received.at(-1)!.headers['x-request-id']).toBe('r-2')
  })

  it('cannot replace a credential or the content type, nor carry what fetch cannot send', async () => {
    const sent = backend.received.length
    for (const headers of [{ 'X-Api-Key': 'other' }, { 'x-signature': 'aa' }, { 'X-Timestamp': '1' }, { Authorization: 'Bearer x' }, { 'content-type': 'text/plain' }, { 'x-note': 'héllo' }, { 'bad name': 'v' }]) {
      const error = await payMsg(client(), devnetPaymentsModule, 'CreatePayment', order('reserved'), { headers }).catch((e: unknown) => e)
      expect(error).toMatchObject({ name: 'ParameterError' })
    }
    const renamedSignature = client({ signing: { headerNames: { signature: 'x-sig' } } })
    expect(await payMsg(renamedSignature, devnetPaymentsModule, 'CreatePayment', order('r'), { headers: { 'X-Sig': 'a' } }).catch((e: unknown) => e)).toMatchObject({
      name: 'ParameterError',
      parameter: 'headers.X-Sig',
    })
    expect(backend.received.length).toBe(sent)
  })

  it('can be signed by a layout of your own, and then make identical bodies independent', async () => {
    // A backend release that signs an idempotency key: the layout takes it from the call's headers.
    const payClient = client({
      signing: { message: (parts) => `${parts.timestamp}${parts.method}${parts.pathWithQuery}${parts.headers?.['idempotency-key'] ?? ''}${parts.body}` },
    })
    const contexts: string[] = []
    const signer = { publicKey: payClient.signer.publicKey, sign: (message: Uint8Array) => (contexts.push(new TextDecoder().decode(message)), payClient.signer.sign(message)) }
    const signing = client({ signer, signing: payClient.signing })
    await Promise.all(['k1', 'k2', 'k3'].map((key) => payMsg(signing, devnetPaymentsModule, 'CreatePayment', order('same'), { headers: { 'idempotency-key': key } }).catch(() => undefined)))
    // Three different keys: three messages on the same (current) second, none pushed ahead.
    expect(contexts.map((message) => message.slice(0, 10))).toEqual(Array(3).fill(String(Math.floor(serverNow / 1000))))
    expect(contexts.map((message) => /CreatePayment(k\d)/.exec(message)?.[1]).sort()).toEqual(['k1', 'k2', 'k3'])
  })

  it('ride in the mutation variables of the pay hooks', async () => {
    const { result, queryClient } = renderPayHook(
      () => ({ create: usePayMsg({ module: devnetPaymentsModule, method: 'CreatePayment' }), login: useAuthenticateUser() }),
      client(),
    )
    await act(() => result.current.create.mutateAsync(withPayHeaders(order('from-hook'), { 'idempotency-key': 'hook-1' })))
    await waitFor(() => expect(result.current.create.data?.payment.reference).toBe('from-hook'))
    const write = backend.received.at(-1)!
    expect(write.headers['idempotency-key']).toBe('hook-1')
    expect(JSON.parse(write.body.toString())).toEqual(order('from-hook'))
    await act(() => result.current.create.mutateAsync(order('plain-body')))
    expect(backend.received.at(-1)!.headers['idempotency-key']).toBeUndefined()
    await act(() => result.current.login.mutateAsync(withPayHeaders(authBody(), { 'x-request-id': 'login-1' })))
    expect(backend.received.at(-1)!.headers['x-request-id']).toBe('login-1')
    expect(queryClient.getMutationCache().getAll()[0]!.state.variables).toMatchObject({ body: order('from-hook'), headers: { 'idempotency-key': 'hook-1' } })
  })
})
