import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query'
import { render, renderHook, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createGatewayClient } from '../../src/core/client.ts'
import { startDevnetServer, type DevnetServer } from '../../src/devnet/server.ts'
import { GatekitProvider } from '../../src/react/GatekitProvider.tsx'
import { useBalances } from '../../src/react/hooks/bank/useBalances.ts'
import { GatewayClientNotFoundError, useGatewayClient } from '../../src/react/useGatewayClient.ts'

let devnet: DevnetServer
beforeAll(async () => {
  devnet = await startDevnetServer({ port: 0, seed: 'provider', autoAdvance: false })
})
afterAll(() => devnet.close())

describe('GatekitProvider', () => {
  it('uses an enclosing QueryClientProvider when given no QueryClient', () => {
    const outer = new QueryClient()
    const client = createGatewayClient({ baseUrl: devnet.url })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={outer}>
        <GatekitProvider client={client}>{children}</GatekitProvider>
      </QueryClientProvider>
    )
    const { result } = renderHook(() => useQueryClient(), { wrapper })
    expect(result.current).toBe(outer)
  })

  it('creates its own QueryClient when there is none, and keeps it across renders', () => {
    const client = createGatewayClient({ baseUrl: devnet.url })
    const wrapper = ({ children }: { children: ReactNode }) => <GatekitProvider client={client}>{children}</GatekitProvider>
    const { result, rerender } = renderHook(() => useQueryClient(), { wrapper })
    const first = result.current
    rerender()
    expect(first).toBeInstanceOf(QueryClient)
    expect(result.current).toBe(first)
  })

  it('lets a hook use its own client instead of the provided one', async () => {
    const provided = createGatewayClient({ baseUrl: 'http://127.0.0.1:9' })
    const own = createGatewayClient({ baseUrl: devnet.url })
    function Balances() {
      const { data } = useBalances({ client: own, address: devnet.devnet.fixtures.richAddress })
      return <p>{data ? `${data.balances.length} balances` : 'loading'}</p>
    }
    render(
      <GatekitProvider client={provided} queryClient={new QueryClient()}>
        <Balances />
      </GatekitProvider>,
    )
    await waitFor(() => expect(screen.getByText(/\d+ balances/)).toBeInTheDocument())
  })

  it('says clearly when no client is available', () => {
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
    expect(() => renderHook(() => useGatewayClient(), { wrapper })).toThrow(GatewayClientNotFoundError)
  })
})
