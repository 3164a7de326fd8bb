import { QueryClient } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Amount } from '../../src/components/Amount/Amount.tsx'
import { GatekitProvider } from '../../src/react/GatekitProvider.tsx'
import { useBalances, useInfiniteBalances } from '../../src/react/hooks/bank/useBalances.ts'
import { expectKeyWalk, recordingClient, renderGatekitHook, setupDevnetServer, walkPages } from '../helpers.tsx'

// Network economy (issue 7, item 5): what a page of many widgets costs the gateway, counted in
// requests over real HTTP against the devnet.

const devnet = setupDevnetServer({ seed: 'network-economy' })
const fixtures = () => devnet.devnet.fixtures
const pathsOf = (requests: readonly Request[]) => requests.map((request) => new URL(request.url).pathname)

function BalanceLine({ address, denom }: { address: string; denom: string }) {
  const { data } = useBalances({ address })
  const coin = data?.balances.find((balance) => balance.denom === denom)
  return <li>{coin ? <Amount amount={coin.amount} denom={coin.denom} locale="en-US" /> : 'Loading'}</li>
}

describe('fifty components reading the same query', () => {
  it('make one request, and one more for the metadata their fifty amounts share', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const { richAddress, nativeDenom } = fixtures()
    render(
      <GatekitProvider client={client} queryClient={new QueryClient()}>
        <ul>
          {Array.from({ length: 50 }, (_, index) => (
            <BalanceLine key={index} address={richAddress} denom={nativeDenom} />
          ))}
        </ul>
      </GatekitProvider>,
    )
    // Every amount shown in display units, so the metadata query has answered every one of them.
    await waitFor(() => {
      const items = screen.getAllByRole('listitem')
      expect(items).toHaveLength(50)
      for (const item of items) expect(item.querySelector('[data-state="success"]')).not.toBeNull()
    })
    const paths = pathsOf(requests)
    expect(paths.filter((path) => path === `/stack/bank/v1beta1/balances/${richAddress}`)).toHaveLength(1)
    expect(paths.some((path) => path.includes('denoms_metadata'))).toBe(true)
    // Nothing asked twice.
    expect(new Set(paths).size).toBe(paths.length)
    expect(paths.length).toBeLessThanOrEqual(2)
  })
})

describe('an infinite list', () => {
  it('of five pages makes five requests, however many components read it', async () => {
    const { collectorAddress } = fixtures()
    const held = [...devnet.devnet.chain.balances(collectorAddress).values()].filter((amount) => amount > 0n).length
    // The page size that cuts this account's balances into exactly five pages.
    const limit = Array.from({ length: held }, (_, index) => index + 1).find((size) => Math.ceil(held / size) === 5)
    expect(limit).toBeDefined()
    const { client, requests } = recordingClient(devnet.url)
    const parameters = { address: collectorAddress, pagination: { limit } }
    const { result } = renderGatekitHook(() => {
      const list = useInfiniteBalances(parameters)
      // Two more readers of the same list (a count, a footer) share its pages.
      const count = useInfiniteBalances(parameters)
      const footer = useInfiniteBalances(parameters)
      return { ...list, readers: [count, footer] }
    }, client)
    const pages = await walkPages(result)
    expect(pages).toHaveLength(5)
    expectKeyWalk(requests, pages)
    for (const reader of result.current.readers) expect(reader.data?.pages).toHaveLength(5)
    expect(pages.flatMap((page) => page.balances)).toHaveLength(held)
  })
})
