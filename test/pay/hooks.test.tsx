import { QueryClient } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import { createServer, type Server } from 'node:http'
import { formatWithOptions, inspect } from 'node:util'
import type { ReactNode } from 'react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startPayDevnetServer, type PayDevnetServer } from '../../src/devnet/pay/server.ts'
import { devnetPaymentsModule } from '../../src/devnet/pay/paymentsModule.ts'
import { createAuthenticateUserBody, authenticationState, type AuthenticateUserResponse } from '../../src/pay/authenticateUser.ts'
import { HttpError, NetworkError, TimeoutError } from '../../src/core/errors.ts'
import { PayAuthError, PayBackendError, PayRequestError } from '../../src/pay/errors.ts'
import { useAuthenticateUser } from '../../src/pay/react/useAuthenticateUser.ts'
import { useMe } from '../../src/pay/react/useMe.ts'
import { PayClientNotFoundError, usePayClient } from '../../src/pay/react/usePayClient.ts'
import { usePayMsg } from '../../src/pay/react/usePayMsg.ts'
import { usePayQuery } from '../../src/pay/react/usePayQuery.ts'
import { GatekitProvider } from '../../src/react/GatekitProvider.tsx'
import { countingFetch } from '../helpers.tsx'
import { devnetPayClient, renderPayHook } from './helpers.tsx'

const consoleCalls: unknown[][] = []
const consoleMethods = ['log', 'info', 'warn', 'error', 'debug'] as const
const serverNow = Date.UTC(2032, 6, 1, 8, 0, 0)
let devnet: PayDevnetServer
// A backend that never answers (so requests time out), and one that echoes every credential it
// receives back in its error bodies, as a hostile or debugging proxy might.
let hanging: Server
let echoing: Server
const urlOf = (server: Server) => {
  const address = server.address()
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
}
beforeAll(async () => {
  hanging = createServer(() => undefined)
  echoing = createServer((request, response) => {
    const credentials = JSON.stringify(request.headers)
    request.resume()
    request.on('end', () => {
      if (request.url?.includes('Me')) {
        response.writeHead(502, { 'content-type': 'text/html' })
        response.end(`<html><body>upstream failed for ${credentials}</body></html>`)
      } else {
        response.writeHead(401, { 'content-type': 'application/json' })
        response.end(JSON.stringify({ reason: 'bad_signature', message: `refused ${credentials}` }))
      }
    })
  })
  for (const server of [hanging, echoing]) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  for (const method of consoleMethods) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      consoleCalls.push(args)
    })
  }
  devnet = await startPayDevnetServer({ port: 0, seed: 'hooks', now: () => serverNow })
})
afterAll(async () => {
  vi.restoreAllMocks()
  await devnet.close()
  for (const server of [hanging, echoing]) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

const fixtures = () => devnet.payDevnet.fixtures
const payClientFor = (overrides: Parameters<typeof devnetPayClient>[2] = {}) =>
  devnetPayClient(devnet.payDevnet, devnet.url, { clock: () => serverNow, ...overrides })

/** Everything the test run put in caches and errors, for the secrets check at the end. */
const exposed: { caches: QueryClient[]; errors: unknown[]; signatures: string[] } = { caches: [], errors: [], signatures: [] }
function track(queryClient: QueryClient, requests: Request[] = []) {
  exposed.caches.push(queryClient)
  return () => {
    for (const request of requests) {
      const signature = request.headers.get('x-signature')
      if (signature) exposed.signatures.push(signature)
    }
  }
}

describe('useMe', () => {
  it('reads the authenticated user over HTTP, keyed without secrets', async () => {
    const { fetch, requests } = countingFetch()
    const payClient = payClientFor({ fetch })
    const { result, queryClient } = renderPayHook(() => useMe(), payClient)
    track(queryClient)
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data).toEqual(fixtures().active.user)
    expect(requests).toHaveLength(1)
    expect(queryClient.getQueryCache().getAll().map((query) => query.queryKey)).toEqual([
      ['gatekit', 'pay', payClient.id, 'Users', 'Me', {}],
    ])
  })

  it('reports a refused key as PayAuthError without TanStack retries', async () => {
    const { fetch, requests } = countingFetch()
    const { result, queryClient } = renderPayHook(() => useMe({ query: { select: (user) => user.userName } }), payClientFor({ fetch, apiKey: 'pk_devnet_revoked' }))
    track(queryClient)
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toBeInstanceOf(PayAuthError)
    expect(result.current.error).toMatchObject({ reason: 'unknown_api_key' })
    expect(requests).toHaveLength(1)
    exposed.errors.push(result.current.error)
  })

  it('takes a pay client as a parameter, and throws a clear error without one', () => {
    const { result } = renderHook(() => usePayClient({ payClient: payClientFor() }))
    expect(result.current.type).toBe('payClient')
    expect(() => renderHook(() => useMe())).toThrow(PayClientNotFoundError)
  })
})

describe('usePayQuery', () => {
  it('waits while a required param is missing, then reads typed data', async () => {
    const { fetch, requests } = countingFetch()
    const input: { paymentId?: string } = {}
    const { result, rerender, queryClient } = renderPayHook(
      () => usePayQuery({ module: devnetPaymentsModule, method: 'GetPayment', params: { paymentId: input.paymentId }, query: { enabled: true } }),
      payClientFor({ fetch }),
    )
    track(queryClient)
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(result.current.fetchStatus).toBe('idle')
    expect(requests).toHaveLength(0)
    input.paymentId = devnet.payDevnet.payments()[0]!.paymentId
    rerender()
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data!.payment.paymentId).toBe(input.paymentId)
    expect(requests).toHaveLength(1)
  })

  it('applies the query bag', async () => {
    const { result, queryClient } = renderPayHook(
      () => usePayQuery({ module: devnetPaymentsModule, method: 'ListPayments', params: {}, query: { select: (data) => data.payments.length } }),
      payClientFor(),
    )
    track(queryClient)
    await waitFor(() => expect(result.current.data).toBeGreaterThanOrEqual(4))
  })
})

describe('usePayMsg', () => {
  it('sends a signed write the devnet accepts, and a refetch shows it', async () => {
    const { fetch, requests } = countingFetch()
    const payClient = payClientFor({ fetch })
    const { result, queryClient } = renderPayHook(
      () => ({
        list: usePayQuery({ module: devnetPaymentsModule, method: 'ListPayments', params: { status: 'PENDING' } }),
        create: usePayMsg({ module: devnetPaymentsModule, method: 'CreatePayment' }),
      }),
      payClient,
    )
    const collect = track(queryClient, requests)
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true))
    const before = result.current.list.data!.payments.length
    await act(() => result.current.create.mutateAsync({ amount: '19.99', currency: 'EUR', reference: 'hook-order' }))
    await waitFor(() => expect(result.current.create.isSuccess).toBe(true))
    expect(result.current.create.data!.payment).toMatchObject({ reference: 'hook-order', status: 'PENDING' })
    await act(() => queryClient.invalidateQueries({ queryKey: ['gatekit', 'pay', payClient.id, 'Payments'] }))
    await waitFor(() => expect(result.current.list.data!.payments).toHaveLength(before + 1))
    const write = requests.find((request) => request.method === 'POST')!
    expect(write.headers.get('x-signature')).toMatch(/^[0-9a-f]{128}$/)
    collect()
  })

  it('never retries a refused write, even when the QueryClient asks for retries', async () => {
    const { fetch, requests } = countingFetch()
    const payClient = payClientFor({ fetch, clock: () => serverNow - 10 * 60 * 1000 })
    const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: 3, retryDelay: 1 } } })
    const { result } = renderHook(() => usePayMsg({ module: devnetPaymentsModule, method: 'CreatePayment', payClient }), {
      wrapper: ({ children }: { children: ReactNode }) => <GatekitProvider queryClient={queryClient}>{children}</GatekitProvider>,
    })
    const collect = track(queryClient, requests)
    await act(async () => {
      await result.current.mutateAsync({ amount: '1.00', currency: 'USD', reference: 'late' }).catch(() => undefined)
    })
    await waitFor(() => expect(result.current.error).toBeInstanceOf(PayAuthError))
    expect(result.current.error).toMatchObject({ reason: 'timestamp_out_of_window' })
    expect(result.current.failureCount).toBe(1)
    expect(requests).toHaveLength(1)
    exposed.errors.push(result.current.error)
    collect()
  })
})

describe('useAuthenticateUser', () => {
  const bodyFor = (account: 'active' | 'twoFactor' | 'locked') =>
    createAuthenticateUserBody({
      apiKey: fixtures()[account].authApiKey,
      apiSecret: fixtures()[account].authApiSecret,
      userId: fixtures()[account].user.userId,
    })

  it('brings the three outcomes to the hook as typed data', async () => {
    const { result, queryClient } = renderPayHook(() => useAuthenticateUser(), payClientFor())
    track(queryClient)
    const outcomes: AuthenticateUserResponse[] = []
    for (const account of ['active', 'twoFactor', 'locked'] as const) {
      outcomes.push(await act(() => result.current.mutateAsync(bodyFor(account))))
    }
    expect(outcomes.map(authenticationState)).toEqual(['authenticated', 'requires2FA', 'locked'])
    const [authenticated, twoFactor] = outcomes
    if (!authenticated!.authenticated) throw new Error('expected an authenticated user')
    expect(authenticated!.user.email).toBe(fixtures().active.user.email)
    expect(twoFactor).toMatchObject({ requires2FA: true, twoFAType: 'Google' })
    expect(twoFactor!.twoFAToken).toMatch(/^[0-9a-f]{32}$/)
    await waitFor(() => expect(result.current.data?.locked).toBe(true))
  })

  it('brings a 400 as PayRequestError and a 401 as PayAuthError to the hook', async () => {
    const { fetch, requests } = countingFetch()
    const payClient = payClientFor({ fetch })
    const { result, queryClient } = renderPayHook(
      () => ({ valid: useAuthenticateUser(), expired: useAuthenticateUser({ token: 'expired-token' }) }),
      payClient,
    )
    track(queryClient)
    await act(async () => {
      await result.current.valid.mutateAsync({ UserName: 'nobody' }).catch(() => undefined)
      await result.current.expired.mutateAsync(bodyFor('active')).catch(() => undefined)
    })
    await waitFor(() => expect(result.current.expired.error).toBeInstanceOf(PayAuthError))
    expect(result.current.valid.error).toBeInstanceOf(PayRequestError)
    expect(result.current.valid.error).toMatchObject({ status: 400, reason: 'invalid_request' })
    expect(result.current.expired.error).toBeInstanceOf(PayAuthError)
    expect(result.current.expired.error).toMatchObject({ status: 401, reason: 'invalid_token' })
    expect(requests).toHaveLength(2)
    exposed.errors.push(result.current.valid.error, result.current.expired.error)
  })
})

describe('hostile and silent backends', () => {
  it('time out, fail to connect or echo credentials: every error reaches the hooks, typed', async () => {
    const { fetch, requests } = countingFetch()
    const hangingClient = payClientFor({ fetch, baseUrl: urlOf(hanging), timeout: 80 })
    const echoingClient = payClientFor({ fetch, baseUrl: urlOf(echoing) })
    const closedClient = payClientFor({ fetch, baseUrl: 'http://127.0.0.1:9', retry: 0 })
    const { result, queryClient } = renderPayHook(
      () => ({
        timedOutRead: useMe({ payClient: hangingClient }),
        echoedRead: useMe({ payClient: echoingClient }),
        refusedRead: useMe({ payClient: closedClient }),
        timedOutWrite: usePayMsg({ module: devnetPaymentsModule, method: 'CreatePayment', payClient: hangingClient }),
        echoedWrite: usePayMsg({ module: devnetPaymentsModule, method: 'CreatePayment', payClient: echoingClient }),
        timedOutLogin: useAuthenticateUser({ payClient: hangingClient }),
      }),
      payClientFor(),
    )
    const collect = track(queryClient, requests)
    await act(async () => {
      const order = { amount: '7.00', currency: 'USD', reference: 'hostile' }
      await result.current.timedOutWrite.mutateAsync(order).catch(() => undefined)
      await result.current.echoedWrite.mutateAsync(order).catch(() => undefined)
      await result.current.timedOutLogin.mutateAsync({ APIKey: 'a', Signature: 'login-hmac-secret', UserId: '1', Nonce: '1' }).catch(() => undefined)
    })
    await waitFor(() => {
      expect(result.current.timedOutRead.error).toBeInstanceOf(TimeoutError)
      expect(result.current.echoedRead.error).toBeInstanceOf(HttpError)
      expect(result.current.refusedRead.error).toBeInstanceOf(NetworkError)
    })
    expect(result.current.timedOutWrite.error).toBeInstanceOf(TimeoutError)
    expect(result.current.echoedWrite.error).toBeInstanceOf(PayBackendError)
    expect(result.current.timedOutLogin.error).toBeInstanceOf(TimeoutError)
    // The echo reached the errors, minus the secrets.
    expect((result.current.echoedRead.error as HttpError).bodyPreview).toContain('[redacted]')
    expect((result.current.echoedWrite.error as PayBackendError).details).toContain('[redacted]')
    const errors = [
      result.current.timedOutRead.error,
      result.current.echoedRead.error,
      result.current.refusedRead.error,
      result.current.timedOutWrite.error,
      result.current.echoedWrite.error,
      result.current.timedOutLogin.error,
    ]
    for (const error of errors) console.error(error)
    exposed.errors.push(...errors)
    collect()
  })
})

describe('secrets', () => {
  it('appear in no query key, cached data, mutation state, error or console output', () => {
    const secrets = [
      ...(['active', 'twoFactor', 'locked'] as const).flatMap((account) => [
        fixtures()[account].privateKey,
        fixtures()[account].apiKey,
        fixtures()[account].authApiSecret,
      ]),
      fixtures().bearerToken,
      'expired-token',
      'login-hmac-secret',
      ...exposed.signatures,
    ]
    expect(exposed.caches.length).toBeGreaterThan(5)
    expect(exposed.errors.length).toBeGreaterThanOrEqual(10)
    expect(exposed.signatures.length).toBeGreaterThan(0)
    const serialized = exposed.caches.map((queryClient) =>
      JSON.stringify({
        queries: queryClient.getQueryCache().getAll().map((query) => ({ key: query.queryKey, hash: query.queryHash, state: query.state })),
        // AuthenticateUser's variables are the body the caller passed (with its single-use HMAC); TanStack keeps
        // a mutation's variables as given. Every other part of every mutation is checked.
        mutations: queryClient.getMutationCache().getAll().map((mutation) => {
          const isAuthentication = JSON.stringify(mutation.options.mutationKey).includes('AuthenticateUser')
          return { key: mutation.options.mutationKey, state: isAuthentication ? { ...mutation.state, variables: undefined } : mutation.state }
        }),
      }),
    )
    // What a developer would look at: the error printed at full depth (cause chain included), as
    // console.error prints it, JSON, and a structured clone (postMessage, a worker, a cache) of it.
    const errors = exposed.errors.map((error) =>
      [
        JSON.stringify(error),
        String(error),
        (error as Error).stack,
        inspect(error, { depth: Infinity, showHidden: true }),
        inspect(structuredClone(error), { depth: Infinity, showHidden: true }),
      ].join('\n'),
    )
    const caches = exposed.caches.map((queryClient) =>
      inspect(
        {
          queries: queryClient.getQueryCache().getAll(),
          mutations: queryClient.getMutationCache().getAll().map((mutation) => {
            const isAuthentication = JSON.stringify(mutation.options.mutationKey).includes('AuthenticateUser')
            return isAuthentication ? { ...mutation.state, variables: undefined } : mutation
          }),
        },
        { depth: Infinity },
      ),
    )
    const consoleText = consoleCalls.map((args) => formatWithOptions({ depth: Infinity }, ...args))
    expect(consoleText.join('\n')).toContain('TimeoutError')
    for (const text of [...serialized, ...errors, ...caches, ...consoleText]) {
      for (const secret of secrets) expect(text).not.toContain(secret)
    }
    expect(serialized.join('')).toContain('"pay"')
    expect(serialized.join('')).toContain('hook-order')
  })
})
