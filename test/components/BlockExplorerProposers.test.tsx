import { QueryClient } from '@tanstack/react-query'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { BlockDetailView } from '../../src/components/BlockExplorerTable/BlockDetailView.tsx'
import { BlockExplorerTable } from '../../src/components/BlockExplorerTable/BlockExplorerTable.tsx'
import { BlockExplorerTableView } from '../../src/components/BlockExplorerTable/BlockExplorerTableView.tsx'
import { consensusAddressOf } from '../../src/devnet/validators.ts'
import { GatekitProvider } from '../../src/react/GatekitProvider.tsx'
import { countingFetch, setupDevnetServer, testClient } from '../helpers.tsx'

// Proposers by moniker: the table and the block detail name a block's proposer through the
// active validators' consensus addresses, over real HTTP against the devnet.

const devnet = setupDevnetServer({ seed: 'block-proposers' })
const validatorsRoute = '/{sdk}/staking/v1beta1/validators'

afterEach(() => devnet.devnet.faults.clear())

function renderWithGateway(ui: ReactNode) {
  const { fetch, requests } = countingFetch()
  const client = testClient({ baseUrl: devnet.url, fetch, retry: 0 })
  return { ...render(<GatekitProvider client={client} queryClient={new QueryClient()}>{ui}</GatekitProvider>), requests }
}

const proposerOf = (height: bigint) => {
  const chain = devnet.devnet.chain
  const address = (chain.block(height)!.json.block.header as { proposer_address: string }).proposer_address
  return chain.genesis.validators.find((validator) => Buffer.from(validator.consensusAddress).toString('base64') === address)!
}
const proposerCell = (row: HTMLElement) => row.querySelectorAll('td')[1]!

describe('BlockExplorerTable proposers', () => {
  it('shows each block\'s proposer by moniker, with one validators request for the table', { timeout: 30_000 }, async () => {
    const chain = devnet.devnet.chain
    const latest = chain.latestHeight()
    const { requests } = renderWithGateway(<BlockExplorerTable refetchInterval={false} locale="en-US" />)
    const table = await screen.findByRole('table', { name: 'Latest blocks' })
    for (const height of [latest, latest - 1n, latest - 2n, latest - 3n]) {
      const button = await within(table).findByRole('button', { name: `Block ${height.toLocaleString('en-US')}` })
      const row = button.closest('tr')!
      const validator = proposerOf(height)
      await waitFor(() => expect(proposerCell(row)).toHaveTextContent(validator.moniker))
      // The full consensus address stays at hand for pointer users.
      expect(within(proposerCell(row)).getByText(validator.moniker)).toHaveAttribute('title', consensusAddressOf(validator))
    }
    // Four blocks, four different proposers (the set takes turns), named from one request.
    const monikers = new Set([latest, latest - 1n, latest - 2n, latest - 3n].map((height) => proposerOf(height).moniker))
    expect(monikers.size).toBe(4)
    const validatorRequests = requests.filter((request) => new URL(request.url).pathname === '/stack/staking/v1beta1/validators')
    expect(validatorRequests).toHaveLength(1)
    expect(new URL(validatorRequests[0]!.url).searchParams.get('status')).toBe('BOND_STATUS_BONDED')
  })

  it('shows the moniker and the consensus address in the opened block', { timeout: 30_000 }, async () => {
    const latest = devnet.devnet.chain.latestHeight()
    const validator = proposerOf(latest)
    renderWithGateway(<BlockExplorerTable refetchInterval={false} locale="en-US" />)
    const button = await screen.findByRole('button', { name: `Block ${latest.toLocaleString('en-US')}` })
    act(() => button.focus())
    fireEvent.click(button)
    const detail = await screen.findByRole('region', { name: `Block ${latest.toLocaleString('en-US')}` })
    const facts = await within(detail).findByText('Proposer')
    const value = facts.closest('div')!.querySelector('dd')!
    await waitFor(() => expect(within(value).getByText(validator.moniker)).toBeInTheDocument())
    // Named by the validator's bech32 consensus address as soon as the moniker shows, whether or not the
    // row's own block query (which carries that address) has answered yet.
    expect(within(value).getByText(consensusAddressOf(validator), { selector: '.gk-visually-hidden' })).toBeInTheDocument()
  })

  it('falls back to the consensus address when the gateway has no staking module', { timeout: 30_000 }, async () => {
    devnet.devnet.faults.inject({ kind: 'status', status: 501, route: validatorsRoute })
    const latest = devnet.devnet.chain.latestHeight()
    const { requests } = renderWithGateway(<BlockExplorerTable refetchInterval={false} locale="en-US" />)
    const button = await screen.findByRole('button', { name: `Block ${latest.toLocaleString('en-US')}` })
    await waitFor(() => expect(requests.some((request) => new URL(request.url).pathname.endsWith('/staking/v1beta1/validators'))).toBe(true))
    const row = button.closest('tr')!
    const address = consensusAddressOf(proposerOf(latest))
    await waitFor(() => expect(within(proposerCell(row)).getByText(address, { selector: '.gk-visually-hidden' })).toBeInTheDocument())
    expect(proposerCell(row)).not.toHaveTextContent(proposerOf(latest).moniker)
    // The table itself is fine.
    expect(screen.getByRole('table', { name: 'Latest blocks' }).closest('[data-state]')).toHaveAttribute('data-state', 'success')
  })
})

describe('BlockExplorerTableView and BlockDetailView proposers', () => {
  const address = 'kiivalcons1sgsyrq4y7ngcllawqu5sqzm4h9k85p0u8x7a2w'

  it('shows a known proposer by name and an unknown one by its shortened address', () => {
    render(
      <BlockExplorerTableView
        status="success"
        locale="en-US"
        rows={[
          { height: '12', time: '2026-03-01T12:00:00Z', proposer: address, proposerName: 'Aurora', txCount: 1 },
          { height: '11', time: '2026-03-01T11:59:55Z', proposer: address, txCount: 0 },
        ]}
      />,
    )
    const [, named, unnamed] = screen.getAllByRole('row')
    expect(proposerCell(named!)).toHaveTextContent(/^Aurora$/)
    expect(proposerCell(unnamed!)).toHaveTextContent(/^kiivalcons1sgsyr…8x7a2w/)
    expect(proposerCell(unnamed!)).not.toHaveTextContent('Aurora')
  })

  it('renders a hostile moniker as isolated text', () => {
    const hostile = '<img src=x onerror=alert(1)>\u202Eevil'
    const { container } = render(
      <BlockDetailView
        height="7"
        status="success"
        locale="en-US"
        block={{ height: '7', time: '2026-03-01T12:00:00Z', proposer: address, proposerName: hostile, txCount: 0, txs: [] }}
      />,
    )
    expect(container.querySelector('img')).toBeNull()
    const name = screen.getByText(hostile)
    expect(name.tagName).toBe('BDI')
  })
})
