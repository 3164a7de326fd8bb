// The home page stays live: a new block appears in the block table and its transactions at the top
// of the latest transactions, without a reload.
import { QueryClient } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import { createGatewayClient } from 'gatekit'
import { afterEach, describe, expect, it } from 'vitest'
import { ExplorerApp } from '../../examples/explorer/App.tsx'
import { setupDevnetServer } from '../helpers.tsx'

const devnet = setupDevnetServer({ seed: 'explorer-home' })

afterEach(() => {
  window.location.hash = ''
})

describe('explorer home page', () => {
  it('shows each new block and its transactions as the chain moves', { timeout: 30_000 }, async () => {
    const chain = devnet.devnet.chain
    window.location.hash = '#/'
    render(<ExplorerApp client={createGatewayClient({ baseUrl: devnet.url, retry: 0 })} queryClient={new QueryClient()} refreshInterval={200} defaultTheme="light" />)
    const blocks = await screen.findByRole('table', { name: 'Latest blocks, newest first' })
    // Every row opens through a real link to its page.
    await within(blocks).findByRole('link', { name: `Block ${chain.latestHeight()}` })
    const transactions = await screen.findByRole('table', { name: /^Latest transactions/ })
    await waitFor(() => expect(within(transactions).getAllByRole('row').length).toBeGreaterThan(1))

    // Blocks may be empty; go on until one carries transactions.
    let block = devnet.devnet.produceBlock()
    while (block.txs.length === 0) block = devnet.devnet.produceBlock()
    const height = String(block.height)
    expect(await within(blocks).findByRole('link', { name: `Block ${Number(height).toLocaleString('en-US')}` }, { timeout: 10_000 })).toHaveAttribute(
      'href',
      `#/block/${height}`,
    )
    for (const tx of block.txs) {
      expect(await within(transactions).findByRole('link', { name: tx.hash }, { timeout: 10_000 })).toHaveAttribute('href', `#/tx/${tx.hash}`)
    }
    // The latest height in the lead, and heights in the transactions table, link to the block.
    const heightLinks = screen.getAllByRole('link', { name: Number(height).toLocaleString('en-US') })
    expect(heightLinks.length).toBeGreaterThan(0)
    for (const link of heightLinks) expect(link).toHaveAttribute('href', `#/block/${height}`)
  })
})
