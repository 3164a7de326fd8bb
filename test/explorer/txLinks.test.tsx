// The transaction page of the demo explorer links every entity the viewer shows: the block height to
// the block page, the signer and the message addresses to their account pages (real hrefs, no buttons).
import { QueryClient } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { createGatewayClient, getTxSearch } from 'gatekit'
import { afterEach, describe, expect, it } from 'vitest'
import { ExplorerApp } from '../../examples/explorer/App.tsx'
import { setupDevnetServer } from '../helpers.tsx'

const devnet = setupDevnetServer({ seed: 'explorer-tx-links' })

afterEach(() => {
  window.location.hash = ''
})

describe('explorer transaction page links', () => {
  it('links the height to its block and addresses to their accounts', { timeout: 30_000 }, async () => {
    const client = createGatewayClient({ baseUrl: devnet.url, retry: 0 })
    const found = await getTxSearch(client, { eventQuery: "message.action='/cosmos.bank.v1beta1.MsgSend'", orderBy: 'ORDER_BY_DESC', limit: 1 })
    const tx = found.tx_responses![0]!
    window.location.hash = `#/tx/${tx.txhash}`
    const { container } = render(<ExplorerApp client={client} queryClient={new QueryClient()} refreshInterval={60_000} defaultTheme="light" />)
    await screen.findByRole('heading', { name: /^Messages \(\d+\)$/ }, { timeout: 10_000 })
    const summary = container.querySelector('.gk-tx-viewer') ?? container
    const heightLink = [...summary.querySelectorAll('a')].find((link) => link.querySelector('data'))
    expect(heightLink).toHaveAttribute('href', `#/block/${tx.height}`)
    // Its own hash links to its page; every address to its account.
    const valueLinks = [...summary.querySelectorAll<HTMLAnchorElement>('a.gk-copyable__value')].map((link) => link.getAttribute('href'))
    expect(valueLinks).toContain(`#/tx/${tx.txhash}`)
    const accountLinks = valueLinks.filter((href) => href !== `#/tx/${tx.txhash}`)
    expect(accountLinks.length).toBeGreaterThan(0)
    for (const href of accountLinks) expect(href).toMatch(/^#\/account\/kii1[0-9a-z]+$/)
  })
})
