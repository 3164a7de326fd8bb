// The explorer's search box refuses a mistyped address (bad bech32 checksum, mixed case against
// EIP-55) with a message, and stays on the page instead of opening an empty account.
import { QueryClient } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createGatewayClient } from 'gatekit'
import { afterEach, describe, expect, it } from 'vitest'
import { ExplorerApp } from '../../examples/explorer/App.tsx'
import { setupDevnetServer } from '../helpers.tsx'

const devnet = setupDevnetServer({ seed: 'explorer-search' })

afterEach(() => {
  window.location.hash = ''
})

describe('explorer search', () => {
  it('refuses addresses with a bad checksum, then opens the right one', { timeout: 30_000 }, async () => {
    const user = userEvent.setup()
    window.location.hash = '#/ibc'
    render(<ExplorerApp client={createGatewayClient({ baseUrl: devnet.url, retry: 0 })} queryClient={new QueryClient()} defaultTheme="light" />)
    const search = screen.getByRole('searchbox', { name: 'Transaction hash, address or block height' })
    const address = devnet.devnet.fixtures.richAddress
    const last = address.at(-1)!
    const mistyped = address.slice(0, -1) + (last === 'q' ? 'p' : 'q')

    await user.type(search, `${mistyped}{Enter}`)
    expect(await screen.findByText(/This address has a bad checksum/)).toBeInTheDocument()
    expect(search).toHaveAttribute('aria-invalid', 'true')
    expect(window.location.hash).toBe('#/ibc')

    await user.clear(search)
    await user.type(search, '0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed{Enter}')
    expect(await screen.findByText(/This 0x address has a bad checksum/)).toBeInTheDocument()
    expect(window.location.hash).toBe('#/ibc')

    await user.clear(search)
    await user.type(search, `${address}{Enter}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument()
    expect(window.location.hash).toBe(`#/account/${address}`)
    expect(search).not.toHaveAttribute('aria-invalid')
  })
})
