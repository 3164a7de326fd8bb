// The demo explorer (examples/explorer) in Chromium against the devnet server of test/globalSetup.ts:
// every page renders real data, links and the search box move between pages, and axe finds nothing.
import { QueryClient } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import {
  anyTypeUrl,
  createGatewayClient,
  getChannels,
  getDenomMetadata,
  getDenomOwners,
  getEvmAddress,
  getLatestBlock,
  getOracleRates,
  getTx,
  getTxSearch,
  getValidators,
  type GetTxResponse,
} from 'gatekit'
import { createGenesis } from 'gatekit/devnet'
import 'gatekit/styles.css'
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import '../../examples/explorer/explorer.css'
import { ExplorerApp } from '../../examples/explorer/App.tsx'

// The devnet server runs with this seed, so its well-known accounts can be computed here.
const fixtures = createGenesis({ seed: 'browser-tests', chainId: 'gatekit-devnet-1' }).fixtures
const client = createGatewayClient({ baseUrl: inject('devnetUrl'), retry: 0 })

function renderAt(hash: string, theme: 'light' | 'dark' = 'light') {
  window.location.hash = hash
  return render(<ExplorerApp client={client} queryClient={new QueryClient()} defaultTheme={theme} />)
}

afterEach(() => {
  window.location.hash = ''
  window.localStorage.clear()
})

const messageTypes = (tx: GetTxResponse) => tx.tx!.body!.messages.map((message) => anyTypeUrl(message))

// Real subjects, taken from the chain the way a reader would meet them.
let sendTx: GetTxResponse
let sender: string
beforeAll(async () => {
  const latest = await getTxSearch(client, { eventQuery: 'message.action=\'/cosmos.bank.v1beta1.MsgSend\'', orderBy: 'ORDER_BY_DESC', limit: 20 })
  const succeeded = latest.tx_responses?.find((response) => response.code === 0)
  if (!succeeded) throw new Error('the devnet has no successful bank send to show')
  sendTx = await getTx(client, { hash: succeeded.txhash })
  sender = String((sendTx.tx!.body!.messages[0] as Record<string, unknown>).from_address)
})

async function expectNoAxeViolations(container: HTMLElement) {
  const results = await axe.run(container, { resultTypes: ['violations'] })
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
}

describe('demo explorer: pages', () => {
  it('home shows the latest blocks and the latest transactions from the gateway', async () => {
    const [block, txs] = await Promise.all([
      getLatestBlock(client),
      getTxSearch(client, { eventQuery: 'tx.height>0', orderBy: 'ORDER_BY_DESC', limit: 20 }),
    ])
    const { container } = renderAt('#/')
    expect(await screen.findByRole('heading', { level: 1, name: 'Chain activity' })).toBeInTheDocument()

    const blocks = await screen.findByRole('table', { name: 'Latest blocks, newest first' })
    const height = Number(block.block!.header!.height)
    // Rows are real links to their pages (open in a new tab, middle click, copy link).
    expect(await within(blocks).findByRole('link', { name: `Block ${height}` })).toHaveAttribute('href', `#/block/${height}`)
    expect(within(blocks).getByRole('link', { name: `Block ${height - 1}` })).toBeInTheDocument()

    const transactions = await screen.findByRole('table', { name: /^Latest transactions, newest first/ })
    const newest = txs.tx_responses![0]!
    expect(await within(transactions).findByRole('link', { name: newest.txhash })).toHaveAttribute('href', `#/tx/${newest.txhash}`)
    expect(within(transactions).getAllByRole('row').length).toBeGreaterThan(5)
    expect(screen.getByText(block.block!.header!.chain_id)).toBeInTheDocument()
    // Proposers by moniker, from the gateway's active validators.
    const monikers = new Set((await getValidators(client, { status: 'BOND_STATUS_BONDED' })).validators.map((validator) => validator.description!.moniker))
    const isMoniker = (content: string, element: Element | null) => element?.tagName === 'BDI' && monikers.has(content)
    await waitFor(() => expect(within(blocks).getAllByText(isMoniker).length).toBeGreaterThan(3))
    await expectNoAxeViolations(container)
  })

  it('a transaction page shows the messages and status of a real transaction, with links to its block and accounts', async () => {
    const { container } = renderAt(`#/tx/${sendTx.tx_response!.txhash}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Transaction' })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: `Messages (${messageTypes(sendTx).length})` })).toBeInTheDocument()
    expect(screen.getAllByText('/cosmos.bank.v1beta1.MsgSend').length).toBeGreaterThan(0)
    expect(screen.getByText('Success')).toBeInTheDocument()
    const related = screen.getByRole('navigation', { name: 'Related pages' })
    expect(within(related).getByRole('link', { name: sendTx.tx_response!.height })).toHaveAttribute('href', `#/block/${sendTx.tx_response!.height}`)
    // The accounts link from the messages themselves (TxViewer, through the account route), not from a list beside them.
    expect(within(related).queryByRole('link', { name: sender })).toBeNull()
    expect(container.querySelector(`.gk-tx-viewer a[href="#/account/${sender}"]`)).not.toBeNull()
    await expectNoAxeViolations(container)
  })

  it('an unknown transaction hash says it was not found', async () => {
    renderAt(`#/tx/${'AB'.repeat(32)}`)
    expect(await screen.findByText(/No transaction with this hash was found/)).toBeInTheDocument()
  })

  it('an account page shows the balances of a funded account and the transactions it sent', async () => {
    renderAt(`#/account/${fixtures.richAddress}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument()
    const balances = await screen.findByRole('table', { name: /^Balances of/ })
    await waitFor(() => expect(within(balances).getAllByRole('row').length).toBeGreaterThan(3))
    expect(within(balances).getAllByText(/^\d[\d,]*(\.\d+)?$/).length).toBeGreaterThan(0)
  })

  it('an account page lists the transactions the account sent', async () => {
    const sent = await getTxSearch(client, { eventQuery: `message.sender='${sender}'`, orderBy: 'ORDER_BY_DESC', limit: 20 })
    const { container } = renderAt(`#/account/${sender}`)
    const table = await screen.findByRole('table', { name: /^Transactions sent by this account/ })
    for (const response of sent.tx_responses!.slice(0, 3)) {
      expect(await within(table).findByRole('link', { name: response.txhash })).toBeInTheDocument()
    }
    await waitFor(() => expect(container.querySelector('.gk-balance-list')).toHaveAttribute('data-state', 'success'))
    await expectNoAxeViolations(container)
  })

  it('an EVM address shows the account associated with it', async () => {
    const { evm_address: evmAddress } = await getEvmAddress(client, { kiiAddress: fixtures.evmAddress })
    renderAt(`#/account/${evmAddress}`)
    expect(await screen.findByText(fixtures.evmAddress)).toBeInTheDocument()
    expect(screen.getByText(/^Associated with EVM address/)).toHaveTextContent(evmAddress)
    expect(await screen.findByRole('table', { name: /^Balances of/ })).toBeInTheDocument()
  })

  it('an EVM address without an account says so', async () => {
    renderAt(`#/account/0x${'00'.repeat(19)}01`)
    expect(await screen.findByText('No account is associated with this EVM address.')).toBeInTheDocument()
  })

  it('a malformed address shows the gateway error, not an empty page', async () => {
    renderAt('#/account/kii1broken')
    expect(await screen.findAllByRole('alert')).not.toHaveLength(0)
  })

  it('a block page shows the block and links its transactions', async () => {
    const height = sendTx.tx_response!.height
    renderAt(`#/block/${height}`)
    expect(await screen.findByRole('heading', { level: 1, name: `Block ${height}` })).toBeInTheDocument()
    const link = await screen.findByRole('link', { name: new RegExp(sendTx.tx_response!.txhash.slice(0, 8)) })
    expect(link).toHaveAttribute('href', `#/tx/${sendTx.tx_response!.txhash}`)
    expect(screen.getByRole('link', { name: 'Previous block' })).toHaveAttribute('href', `#/block/${Number(height) - 1}`)
  })

  it('the IBC page lists the chain’s channels', async () => {
    const { channels } = await getChannels(client, {})
    const { container } = renderAt('#/ibc')
    expect(await screen.findByRole('heading', { level: 1, name: 'IBC channels' })).toBeInTheDocument()
    const table = await screen.findByRole('table')
    for (const channel of channels.slice(0, 3)) expect(within(table).getAllByText(channel.channel_id).length).toBeGreaterThan(0)
    // Each channel id links to its own page (#/channel/:port/:channel).
    const first = channels[0]!
    await waitFor(() => expect(table.querySelector(`a[href="#/channel/${first.port_id}/${first.channel_id}"]`)).not.toBeNull())
    await expectNoAxeViolations(container)
  })

  it('the oracle page lists the exchange rates', async () => {
    const rates = await getOracleRates(client)
    const { container } = renderAt('#/oracle', 'dark')
    expect(await screen.findByRole('heading', { level: 1, name: 'Oracle exchange rates' })).toBeInTheDocument()
    const table = await screen.findByRole('table')
    for (const { denom } of rates.denom_oracle_exchange_rate) expect(await within(table).findByText(denom)).toBeInTheDocument()
    await expectNoAxeViolations(container)
  })

  it('a denom page shows its metadata, units, supply in display units and holders linked to their accounts', async () => {
    const { metadata } = await getDenomMetadata(client, { denom: fixtures.nativeDenom })
    const owners = await getDenomOwners(client, { denom: fixtures.nativeDenom, pagination: { limit: 20 } })
    const { container } = renderAt(`#/denom/${fixtures.nativeDenom}`)
    expect(await screen.findByRole('heading', { level: 1, name: metadata!.name })).toBeInTheDocument()
    // Every unit with its exponent; the display unit marked.
    const units = await screen.findByRole('table')
    for (const unit of metadata!.denom_units) expect(within(units).getByRole('rowheader', { name: new RegExp(`^${unit.denom}`) })).toBeInTheDocument()
    expect(within(units).getByRole('rowheader', { name: `${metadata!.display} (display)` })).toBeInTheDocument()
    // The supply in display units (the symbol), never raw base units.
    const supply = screen.getByText('Total supply').nextElementSibling!
    await waitFor(() => expect(supply.querySelector('.gk-amount')).toHaveAttribute('data-resolution', 'metadata'))
    // Holders: the gateway's first page, each address a link to its account page.
    const holders = container.querySelector('.explorer-holders')!
    await waitFor(() => expect(holders.querySelectorAll('li')).toHaveLength(owners.denom_owners.length))
    const first = owners.denom_owners[0]!.address
    expect(holders.querySelector(`a[href="#/account/${first}"]`)).not.toBeNull()
    await expectNoAxeViolations(container)
  })

  it('a token-factory denom names its creator, linked to its account', async () => {
    renderAt(`#/denom/${encodeURIComponent(fixtures.factoryDenom)}`)
    const creator = fixtures.factoryDenom.split('/')[1]!
    const created = (await screen.findByText('Created by')).nextElementSibling!
    expect(within(created as HTMLElement).getByRole('link')).toHaveAttribute('href', `#/account/${creator}`)
  })

  it('an IBC voucher’s denom page links the channel it came over', async () => {
    renderAt(`#/denom/${encodeURIComponent(fixtures.ibcDenom)}`)
    const path = (await screen.findByText('Came over')).nextElementSibling as HTMLElement
    const link = within(path).getByRole('link')
    expect(link).toHaveAttribute('href', expect.stringMatching(/^#\/channel\/transfer\/channel-\d+$/))
  })

  it('a channel page shows the channel end', async () => {
    const { channels } = await getChannels(client, {})
    const open = channels.find((candidate) => candidate.state === 'STATE_OPEN')!
    const { container } = renderAt(`#/channel/${open.port_id}/${open.channel_id}`)
    expect(await screen.findByRole('heading', { level: 1, name: `Channel ${open.channel_id}` })).toBeInTheDocument()
    expect((await screen.findByText('State')).nextElementSibling).toHaveTextContent('Open')
    expect(screen.getByText('Connection').nextElementSibling).toHaveTextContent(open.connection_hops[0]!)
    await expectNoAxeViolations(container)
  })

  it('an unknown channel says so', async () => {
    renderAt('#/channel/transfer/channel-99999')
    expect(await screen.findByText('This chain has no channel with this port and identifier.')).toBeInTheDocument()
  })

  it('the validators page lists the validators, bonded first, each linked to its page', async () => {
    const { validators } = await getValidators(client, {})
    const { container } = renderAt('#/validators')
    await waitFor(() => expect(container.querySelectorAll('.explorer-validators li')).toHaveLength(validators.length))
    const bonded = validators.find((validator) => validator.status === 'BOND_STATUS_BONDED')!
    expect(screen.getByRole('link', { name: bonded.description!.moniker })).toHaveAttribute('href', `#/validator/${bonded.operator_address}`)
    expect(container.querySelector('.explorer-validators li')).toHaveTextContent('Bonded')
  })

  it('the search results page finds a denom by symbol, a validator by name and a channel by id', async () => {
    const user = userEvent.setup()
    const { validators } = await getValidators(client, { status: 'BOND_STATUS_BONDED' })
    const validator = validators[0]!
    const { container } = renderAt('#/')
    const search = screen.getByRole('searchbox', { name: 'Transaction hash, address or block height' })
    await user.type(search, 'KII{Enter}')
    expect(await screen.findByRole('heading', { level: 1, name: 'Search results' })).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: fixtures.nativeDenom })).toHaveAttribute('href', `#/denom/${fixtures.nativeDenom}`)
    await expectNoAxeViolations(container)

    await user.type(search, `${validator.description!.moniker}{Enter}`)
    expect(await screen.findByRole('link', { name: validator.description!.moniker })).toHaveAttribute('href', `#/validator/${validator.operator_address}`)

    const { channels } = await getChannels(client, {})
    const channel = channels[0]!
    await user.type(search, `${channel.channel_id}{Enter}`)
    const links = await screen.findAllByRole('link', { name: new RegExp(`^${channel.channel_id} on port `) })
    expect(links.map((link) => link.getAttribute('href'))).toContain(`#/channel/${channel.port_id}/${channel.channel_id}`)
  })

  it('an unknown route shows the not-found page with a way home', async () => {
    const user = userEvent.setup()
    const { container } = renderAt('#/validators/everything')
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument()
    expect(screen.getByText('/validators/everything')).toBeInTheDocument()
    await expectNoAxeViolations(container)
    await user.click(screen.getByRole('link', { name: 'latest activity' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Chain activity' })).toBeInTheDocument()
  })
})

describe('demo explorer: navigation', () => {
  it('opens a transaction from the home page, then its block', async () => {
    const user = userEvent.setup()
    const txs = await getTxSearch(client, { eventQuery: 'tx.height>0', orderBy: 'ORDER_BY_DESC', limit: 1 })
    const newest = txs.tx_responses![0]!
    renderAt('#/')
    const transactions = await screen.findByRole('table', { name: /^Latest transactions/ })
    await user.click(await within(transactions).findByRole('link', { name: newest.txhash }))
    await waitFor(() => expect(window.location.hash).toBe(`#/tx/${newest.txhash}`))
    expect(await screen.findByRole('heading', { level: 1, name: 'Transaction' })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: /^Messages \(\d+\)$/ })).toBeInTheDocument()
    // The new page has focus, as after a page load.
    expect(screen.getByRole('main')).toHaveFocus()

    const related = await screen.findByRole('navigation', { name: 'Related pages' })
    await user.click(within(related).getByRole('link', { name: newest.height }))
    expect(await screen.findByRole('heading', { level: 1, name: `Block ${newest.height}` })).toBeInTheDocument()
  })

  it('opens a block from the home page', async () => {
    const user = userEvent.setup()
    const block = await getLatestBlock(client)
    const height = block.block!.header!.height
    renderAt('#/')
    const blocks = await screen.findByRole('table', { name: 'Latest blocks, newest first' })
    await user.click(await within(blocks).findByRole('link', { name: `Block ${height}` }))
    expect(await screen.findByRole('heading', { level: 1, name: `Block ${height}` })).toBeInTheDocument()
  })

  it('the header links open the IBC and oracle pages and mark the current one', async () => {
    const user = userEvent.setup()
    renderAt('#/')
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
    await user.click(within(nav).getByRole('link', { name: 'IBC channels' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'IBC channels' })).toBeInTheDocument()
    expect(within(nav).getByRole('link', { name: 'IBC channels' })).toHaveAttribute('aria-current', 'page')
    await user.click(within(nav).getByRole('link', { name: 'Oracle' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Oracle exchange rates' })).toBeInTheDocument()
  })

  it('the search box opens a transaction, an account or a block, and explains anything else', async () => {
    const user = userEvent.setup()
    renderAt('#/')
    const search = screen.getByRole('searchbox', { name: 'Transaction hash, address or block height' })

    await user.type(search, `${sendTx.tx_response!.txhash.toLowerCase()}{Enter}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Transaction' })).toBeInTheDocument()
    expect(window.location.hash).toBe(`#/tx/${sendTx.tx_response!.txhash}`)

    await user.type(search, `${fixtures.richAddress}{Enter}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument()
    expect(window.location.hash).toBe(`#/account/${fixtures.richAddress}`)

    await user.type(search, '7{Enter}')
    expect(await screen.findByRole('heading', { level: 1, name: 'Block 7' })).toBeInTheDocument()

    // A mistyped address (one character changed) is refused with why, and nothing opens.
    const mistyped = fixtures.richAddress.slice(0, -1) + (fixtures.richAddress.endsWith('q') ? 'p' : 'q')
    await user.type(search, `${mistyped}{Enter}`)
    expect(await screen.findByText(/This address has a bad checksum/)).toBeInTheDocument()
    expect(window.location.hash).toBe('#/block/7')
    await user.clear(search)

    // Anything else is looked up as a denom, a validator's name or a channel id on the results page.
    await user.type(search, 'hello world{Enter}')
    expect(await screen.findByRole('heading', { level: 1, name: 'Search results' })).toBeInTheDocument()
    expect(window.location.hash).toBe('#/search/hello%20world')
    expect(await screen.findByText(/^Nothing matches\. Enter a transaction hash \(64 hex digits\)/)).toBeInTheDocument()
    expect(search).not.toHaveAttribute('aria-invalid')
  })

  it('the theme switch turns the page dark and back, and remembers it', async () => {
    const user = userEvent.setup()
    const { container } = renderAt('#/oracle')
    const root = container.querySelector('.explorer')!
    const toggle = screen.getByRole('button', { name: 'Dark theme' })
    expect(root).toHaveAttribute('data-gk-theme', 'light')
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await user.click(toggle)
    expect(root).toHaveAttribute('data-gk-theme', 'dark')
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    expect(getComputedStyle(root).colorScheme).toBe('dark')
    expect(window.localStorage.getItem('gatekit-explorer-theme')).toBe('dark')
    await user.click(toggle)
    expect(root).toHaveAttribute('data-gk-theme', 'light')
  })
})
