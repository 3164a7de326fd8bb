// The validator page the proposer links lead to: a block's proposer, by its consensus address, opens
// the page of that validator (moniker, operator, status) on the devnet; an unknown address says so.
import { QueryClient } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { createGatewayClient } from 'gatekit'
import { afterEach, describe, expect, it } from 'vitest'
import { ExplorerApp } from '../../examples/explorer/App.tsx'
import { consensusAddressOf } from '../../src/devnet/validators.ts'
import { setupDevnetServer } from '../helpers.tsx'

const devnet = setupDevnetServer({ seed: 'explorer-validator' })

afterEach(() => {
  window.location.hash = ''
  devnet.devnet.faults.clear()
})

const renderExplorer = () =>
  render(<ExplorerApp client={createGatewayClient({ baseUrl: devnet.url, retry: 0 })} queryClient={new QueryClient()} refreshInterval={60_000} defaultTheme="light" />)

describe('explorer validator page', () => {
  it('opens from a block page\'s proposer link and shows the validator', { timeout: 30_000 }, async () => {
    const chain = devnet.devnet.chain
    const height = chain.latestHeight()
    const proposerBase64 = (chain.block(height)!.json.block.header as { proposer_address: string }).proposer_address
    const validator = chain.genesis.validators.find((candidate) => Buffer.from(candidate.consensusAddress).toString('base64') === proposerBase64)!
    window.location.hash = `#/block/${height}`
    renderExplorer()
    // The proposer's moniker on the block page links to its validator page.
    const moniker = await screen.findByRole('link', { name: validator.moniker }, { timeout: 10_000 })
    // A known proposer is linked by its bech32 consensus address (the block itself gives the hex one).
    expect(moniker).toHaveAttribute('href', `#/validator/${consensusAddressOf(validator)}`)
    window.location.hash = moniker.getAttribute('href')!
    expect(await screen.findByRole('heading', { level: 1, name: validator.moniker }, { timeout: 10_000 })).toBeInTheDocument()
    const facts = document.querySelector('.explorer-facts') as HTMLElement
    expect(within(facts).getByText('Bonded')).toBeInTheDocument()
    const links = within(facts).getAllByRole('link')
    expect(links[0]).toHaveAttribute('href', expect.stringMatching(/^#\/validator\/kiivaloper1/))
    // Bonded tokens as an amount of the bond denom (akii, shown in KII through its metadata), its unit a link to the denom's page.
    const tokens = (await within(facts).findByText('KII')).closest('.gk-amount')!
    expect(tokens.closest('dd')!.previousElementSibling).toHaveTextContent('Bonded tokens')
    expect(tokens).toHaveAttribute('title', expect.stringMatching(/ KII = \d+ akii$/))
    expect(within(facts).getByRole('link', { name: 'KII' })).toHaveAttribute('href', '#/denom/akii')
  })

  it('finds a validator by its bech32 consensus address too', { timeout: 30_000 }, async () => {
    const validator = devnet.devnet.chain.genesis.validators[0]!
    window.location.hash = `#/validator/${consensusAddressOf(validator)}`
    renderExplorer()
    expect(await screen.findByRole('heading', { level: 1, name: validator.moniker }, { timeout: 10_000 })).toBeInTheDocument()
  })

  it('without the staking parameters, shows bonded tokens as the exact count of base units, never a guessed unit', { timeout: 30_000 }, async () => {
    const validator = devnet.devnet.chain.genesis.validators[0]!
    devnet.devnet.faults.inject({ kind: 'status', status: 503, route: '/{sdk}/staking/v1beta1/params' })
    window.location.hash = `#/validator/${validator.operatorAddress}`
    renderExplorer()
    expect(await screen.findByRole('heading', { level: 1, name: validator.moniker }, { timeout: 10_000 })).toBeInTheDocument()
    const tokens = await screen.findByText(/^\d+ base units$/, undefined, { timeout: 10_000 })
    expect(tokens.previousElementSibling).toHaveTextContent('Bonded tokens')
    expect(document.querySelector('.explorer-facts .gk-amount')).toBeNull()
  })

  it('says when no validator has the address', { timeout: 30_000 }, async () => {
    window.location.hash = '#/validator/kiivalcons1sgsyrq4y7ngcllawqu5sqzm4h9k85p0ugq5u7l'
    renderExplorer()
    expect(await screen.findByText('No validator of this chain has this address.', undefined, { timeout: 10_000 })).toBeInTheDocument()
  })
})
