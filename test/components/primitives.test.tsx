import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Address } from '../../src/components/Address/Address.tsx'
import { AmountView } from '../../src/components/Amount/AmountView.tsx'
import { Hash } from '../../src/components/Hash/Hash.tsx'
import { GatekitUIProvider } from '../../src/components/shared/GatekitUIProvider.tsx'
import { fillTemplate } from '../../src/components/shared/text.ts'
import { Timestamp } from '../../src/components/Timestamp/Timestamp.tsx'

const kii = {
  base: 'akii',
  display: 'kii',
  symbol: 'KII',
  denom_units: [
    { denom: 'akii', exponent: 0, aliases: [] },
    { denom: 'kii', exponent: 18, aliases: [] },
  ],
}
const address = 'kii1sgsyrq4y7ngcllawqu5sqzm4h9k85p0ugq5u7l'

describe('AmountView', () => {
  it('shows display units exactly, with the exact value and base amount in the title', () => {
    render(<AmountView amount="987654321123456789012345678" denom="akii" metadata={kii} locale="en-US" />)
    const amount = screen.getByTitle(/KII/)
    expect(amount).toHaveTextContent('987,654,321.123456 KII')
    expect(amount).toHaveAttribute('data-resolution', 'metadata')
    expect(amount.getAttribute('title')).toBe('987654321.123456789012345678 KII = 987654321123456789012345678 akii')
    expect(amount.querySelector('data')).toHaveAttribute('value', '987654321.123456789012345678')
  })

  it('shows an exponent-0 denom as whole units', () => {
    render(<AmountView amount="3" denom="ticket" metadata={{ base: 'ticket', display: 'ticket', symbol: 'TICKET', denom_units: [{ denom: 'ticket', exponent: 0 }] }} />)
    expect(screen.getByText('3').closest('.gk-amount')).toHaveTextContent('3 TICKET')
  })

  it('shows unknown denoms raw, never scaled by a guess', () => {
    const denom = 'ibc/27394FB092D2ECCD56123C74F36E4C1F926001CEADA9CA97EA622B25F41E5EB2'
    render(<AmountView amount="63375272" denom={denom} locale="en-US" />)
    const amount = screen.getByTitle(`63375272 ${denom}`)
    expect(amount).toHaveTextContent('63,375,272 ibc/2739…1E5EB2')
    expect(amount).toHaveAttribute('data-resolution', 'raw')
  })

  it('names the base denom of an IBC voucher from its trace when there is no metadata', () => {
    render(<AmountView amount="5550000" denom="ibc/34DF" trace={{ path: 'transfer/channel-1', base_denom: 'uosmo' }} locale="en-US" />)
    const amount = screen.getByTitle(/uosmo/)
    expect(amount).toHaveTextContent('5,550,000 uosmo')
    expect(amount).toHaveAttribute('data-resolution', 'trace')
  })

  it('follows the locale of the nearest GatekitUIProvider', () => {
    render(
      <GatekitUIProvider locale="de-DE">
        <AmountView amount="1234500000000000000000" denom="akii" metadata={kii} />
      </GatekitUIProvider>,
    )
    expect(screen.getByTitle(/KII/)).toHaveTextContent('1.234,5 KII')
  })
})

describe('Address and Hash', () => {
  let written: string[] = []
  beforeEach(() => {
    written = []
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void written.push(text) },
    })
  })
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard')
  })

  it('shortens in the middle, keeps the full value for screen readers and in a tooltip', () => {
    render(<Address value={address} />)
    expect(screen.getByText('kii1sgsyrq…gq5u7l')).toHaveAttribute('aria-hidden', 'true')
    expect(screen.getByRole('tooltip')).toHaveTextContent(address)
    const button = screen.getByRole('button', { name: 'Copy address' })
    expect(button).toHaveAccessibleDescription(address)
  })

  it('copies the full value and announces it politely', async () => {
    render(<Hash value={'A'.repeat(64)} kind="transaction hash" />)
    await act(() => fireEvent.click(screen.getByRole('button', { name: 'Copy transaction hash' })))
    expect(written).toEqual(['A'.repeat(64)])
    // Announced politely, and shown in words beside the icon (not only an icon that changes).
    expect(await screen.findByText('Copied', { selector: '[aria-live]' })).toHaveAttribute('aria-live', 'polite')
    expect(screen.getByText('Copied', { selector: '.gk-copyable__status' })).toBeInTheDocument()
  })

  it('says when the browser refuses to copy', async () => {
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: () => Promise.reject(new Error('denied')) } })
    render(<Address value={address} strings={{ copyFailed: 'Kopieren fehlgeschlagen' }} />)
    await act(() => fireEvent.click(screen.getByRole('button')))
    expect(await screen.findByText('Kopieren fehlgeschlagen', { selector: '[aria-live]' })).toBeInTheDocument()
    expect(screen.getByText('Kopieren fehlgeschlagen', { selector: '.gk-copyable__status' })).toBeInTheDocument()
  })

  it('leaves short values whole, links when given href, and hides the button on request', () => {
    render(<Address value="kii1short" href="/account/kii1short" copyable={false} />)
    expect(screen.getByRole('link', { name: 'kii1short' })).toHaveAttribute('href', '/account/kii1short')
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  it('forwards refs and className', () => {
    let element: HTMLSpanElement | null = null
    render(<Hash ref={(node) => void (element = node)} value="ABCDEF" className="mine" />)
    expect(element).toHaveClass('gk-hash', 'mine', 'gk-copyable')
  })
})

describe('Timestamp', () => {
  const now = Date.parse('2026-03-01T12:05:00Z')

  it('writes relative time with the absolute time in the title and a machine-readable value', () => {
    render(<Timestamp value="2026-03-01T12:00:00.123456789Z" now={now} locale="en-US" timeZone="UTC" />)
    const time = screen.getByText('5 minutes ago')
    expect(time.tagName).toBe('TIME')
    expect(time).toHaveAttribute('datetime', '2026-03-01T12:00:00.123Z')
    expect(time).toHaveAttribute('title', 'Mar 1, 2026, 12:00:00 PM')
  })

  it('writes absolute or both forms in the locale', () => {
    render(
      <>
        <Timestamp value="2026-03-01T12:00:00Z" format="absolute" locale="de-DE" timeZone="UTC" />
        <Timestamp value="2026-03-01T12:00:00Z" format="both" now={now} locale="en-GB" timeZone="UTC" />
      </>,
    )
    expect(screen.getByText('01.03.2026, 12:00:00')).toBeInTheDocument()
    // Both forms visible: the date, then the relative time as secondary text, each a piece that may wrap.
    const both = screen.getByText('1 Mar 2026, 12:00:00').closest('time')!
    expect(both).toHaveTextContent('1 Mar 2026, 12:00:00 (5 minutes ago)')
    expect(both).toHaveAttribute('datetime', '2026-03-01T12:00:00.000Z')
    expect(within(both).getByText('(5 minutes ago)')).toHaveClass('gk-timestamp__relative')
  })
})

describe('Timestamp with bad chain data', () => {
  it('shows an unreadable time as written instead of throwing', () => {
    render(<Timestamp value="not-a-time" />)
    expect(screen.getByText('not-a-time')).toHaveAttribute('data-state', 'error')
  })
})

describe('Timestamp against the real clock', () => {
  it('calls a time that has just passed "now", even when the shared ticker last ticked earlier', async () => {
    // The first Timestamp starts the shared 15 s ticker; the second is rendered a moment later.
    render(<Timestamp value="2026-01-01T00:00:00Z" locale="en-US" />)
    await new Promise((resolve) => setTimeout(resolve, 1_200))
    render(<Timestamp value={new Date(Date.now() - 100).toISOString()} locale="en-US" data-testid="fresh" />)
    expect(screen.getByTestId('fresh')).toHaveTextContent('now')
  })
})

describe('fillTemplate', () => {
  it('fills known placeholders, leaves unknown ones, and never reads inherited properties', () => {
    expect(fillTemplate('{count} new blocks at {height}', { count: 3, height: '61' })).toBe('3 new blocks at 61')
    expect(fillTemplate('{missing} and {constructor}', {})).toBe('{missing} and {constructor}')
  })
})
