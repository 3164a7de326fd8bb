import { QueryClient } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Amount } from '../../src/components/Amount/Amount.tsx'
import { startDevnetServer, type DevnetServer } from '../../src/devnet/server.ts'
import { GatekitProvider } from '../../src/react/GatekitProvider.tsx'
import { testClient } from '../helpers.tsx'

let devnet: DevnetServer
beforeAll(async () => {
  devnet = await startDevnetServer({ port: 0, seed: 'amount', autoAdvance: false })
})
afterAll(() => devnet.close())

function renderWithGateway(ui: ReactNode) {
  return render(
    <GatekitProvider client={testClient({ baseUrl: devnet.url, retry: 0 })} queryClient={new QueryClient()}>
      {ui}
    </GatekitProvider>,
  )
}

describe('Amount (connected)', () => {
  it('resolves the native denom through its metadata', async () => {
    renderWithGateway(<Amount amount="1234567890123456789012" denom="akii" locale="en-US" maximumFractionDigits={4} data-testid="a" />)
    await waitFor(() => expect(screen.getByTestId('a')).toHaveAttribute('data-resolution', 'metadata'))
    expect(screen.getByTestId('a')).toHaveTextContent('1,234.5678 KII')
    expect(screen.getByTestId('a')).toHaveAttribute('data-state', 'success')
  })

  it('resolves an IBC voucher without metadata through its trace to the base denom', async () => {
    const trace = [...devnet.devnet.chain.genesis.denomTraces.entries()].find(([, t]) => t.base_denom === 'uosmo' && t.path === 'transfer/channel-1')!
    renderWithGateway(<Amount amount="5550000" denom={`ibc/${trace[0]}`} locale="en-US" data-testid="a" />)
    await waitFor(() => expect(screen.getByTestId('a')).toHaveAttribute('data-resolution', 'trace'))
    expect(screen.getByTestId('a')).toHaveTextContent('5,550,000 uosmo')
    expect(screen.getByTestId('a').getAttribute('title')).toContain('transfer/channel-1')
  })

  it('uses an IBC voucher own metadata when the chain registered it', async () => {
    renderWithGateway(<Amount amount="1500000" denom={devnet.devnet.fixtures.ibcDenom} locale="en-US" data-testid="a" />)
    await waitFor(() => expect(screen.getByTestId('a')).toHaveTextContent('1.5 ATOM'))
  })

  it('shows a denom without metadata raw, exact', async () => {
    const denom = `factory/${devnet.devnet.fixtures.richAddress}/UNKNOWN`
    renderWithGateway(<Amount amount="18446744073709551617" denom={denom} locale="en-US" data-testid="a" />)
    await waitFor(() => expect(screen.getByTestId('a')).toHaveAttribute('data-state', 'success'))
    expect(screen.getByTestId('a')).toHaveAttribute('data-resolution', 'raw')
    expect(screen.getByTestId('a')).toHaveTextContent('18,446,744,073,709,551,617')
  })

  it('shows a placeholder while metadata loads, never the raw base units', () => {
    renderWithGateway(<Amount amount="1000000000000000000" denom="akii" locale="en-US" data-testid="a" />)
    const amount = screen.getByTestId('a')
    expect(amount).toHaveAttribute('data-state', 'pending')
    expect(amount).toHaveAttribute('aria-busy', 'true')
    expect(amount.querySelector('.gk-skeleton')).toHaveAttribute('aria-hidden', 'true')
    expect(amount).toHaveTextContent('Loading…')
    expect(amount.textContent).not.toMatch(/\d/)
  })
})
