import { screen } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ParameterError } from '../../src/core/errors.ts'
import { devnetPaymentsModule } from '../../src/devnet/pay/paymentsModule.ts'
import { startPayDevnetServer, type PayDevnetServer } from '../../src/devnet/pay/server.ts'
import { PayAuthError } from '../../src/pay/errors.ts'
import { useSuspenseMe } from '../../src/pay/react/useMe.ts'
import { useSuspensePayQuery } from '../../src/pay/react/usePayQuery.ts'
import { countingFetch, renderInSuspense } from '../helpers.tsx'
import { devnetPayClient } from './helpers.tsx'

// Pay's suspense hooks against the pay devnet over real HTTP.

const serverNow = Date.UTC(2032, 6, 1, 8, 0, 0)
let devnet: PayDevnetServer
beforeAll(async () => {
  devnet = await startPayDevnetServer({ port: 0, seed: 'suspense', now: () => serverNow })
})
afterAll(() => devnet.close())
afterEach(() => {
  vi.restoreAllMocks()
})

const payClientFor = (overrides: Parameters<typeof devnetPayClient>[2] = {}) =>
  devnetPayClient(devnet.payDevnet, devnet.url, { clock: () => serverNow, ...overrides })

// React reports every error an error boundary catches on console.error; expected here.
const quietBoundaries = () => vi.spyOn(console, 'error').mockImplementation(() => {})

function UserName() {
  const { data: me } = useSuspenseMe()
  return <p>user {me.userName}</p>
}

describe('useSuspenseMe', () => {
  it('shows the fallback, then the authenticated user', async () => {
    const { fetch, requests } = countingFetch()
    renderInSuspense(<UserName />, { payClient: payClientFor({ fetch }) })
    expect(screen.getByText('loading')).toBeInTheDocument()
    expect(await screen.findByText(`user ${devnet.payDevnet.fixtures.active.user.userName}`)).toBeInTheDocument()
    expect(requests).toHaveLength(1)
  })

  it('hands a refused key to the error boundary as PayAuthError', async () => {
    quietBoundaries()
    const { fetch, requests } = countingFetch()
    const { caught } = renderInSuspense(<UserName />, { payClient: payClientFor({ fetch, apiKey: 'pk_devnet_revoked' }) })
    expect(await screen.findByRole('alert')).toHaveTextContent('PayAuthError')
    expect(caught[0]).toBeInstanceOf(PayAuthError)
    expect(requests).toHaveLength(1)
  })
})

describe('useSuspensePayQuery', () => {
  it('reads typed data once the component resumes', async () => {
    const payment = devnet.payDevnet.payments()[0]!
    function PaymentAmount() {
      const { data } = useSuspensePayQuery({ module: devnetPaymentsModule, method: 'GetPayment', params: { paymentId: payment.paymentId } })
      return <p>amount {data.payment.amount}</p>
    }
    renderInSuspense(<PaymentAmount />, { payClient: payClientFor() })
    expect(screen.getByText('loading')).toBeInTheDocument()
    expect(await screen.findByText(`amount ${payment.amount}`)).toBeInTheDocument()
  })

  it('hands a missing required param to the error boundary as ParameterError, with nothing sent', async () => {
    quietBoundaries()
    const { fetch, requests } = countingFetch()
    function Payment() {
      // What a JavaScript caller can do despite the types.
      const params = {} as { paymentId: string }
      const { data } = useSuspensePayQuery({ module: devnetPaymentsModule, method: 'GetPayment', params })
      return <p>{data.payment.paymentId}</p>
    }
    const { caught } = renderInSuspense(<Payment />, { payClient: payClientFor({ fetch }) })
    expect(await screen.findByRole('alert')).toHaveTextContent('ParameterError')
    expect(caught[0]).toBeInstanceOf(ParameterError)
    expect(caught[0]).toMatchObject({ reason: 'missing' })
    expect(requests).toHaveLength(0)
  })
})
