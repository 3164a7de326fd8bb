import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Address } from '../../src/components/Address/Address.tsx'
import { AmountView } from '../../src/components/Amount/AmountView.tsx'
import { BalanceListView } from '../../src/components/BalanceList/BalanceListView.tsx'
import { OracleRatesTableView } from '../../src/components/OracleRatesTable/OracleRatesTableView.tsx'
import { TxTableView } from '../../src/components/TxTable/TxTableView.tsx'
import { ChainText } from '../../src/components/TxViewer/text.tsx'
import { isHiddenCharacter, revealHiddenCharacters, splitHiddenCharacters } from '../../src/core/hiddenCharacters.ts'
import { describeValue } from '../../src/core/parameters.ts'

afterEach(cleanup)

// The first and last code point of every Default_Ignorable_Code_Point range, and the bidi controls.
const defaultIgnorable = [
  0xad, 0x34f, 0x61c, 0x115f, 0x1160, 0x17b4, 0x17b5, 0x180b, 0x180f, 0x200b, 0x200f, 0x202a, 0x202e, 0x2060, 0x2066, 0x2069, 0x206f, 0x3164,
  0xfe00, 0xfe0f, 0xfeff, 0xffa0, 0xfff0, 0xfff8, 0x1bca0, 0x1bca3, 0x1d173, 0x1d17a, 0xe0000, 0xe0001, 0xe0041, 0xe007f, 0xe0100, 0xe01ef, 0xe0fff,
]
const tagged = 'usdc\u{E0001}\u{E0041}\u{E007F}'
const lookalikes = ['usdc\u00AD', 'usdc\u3164', tagged]

describe('one definition of hidden characters', () => {
  it.each(defaultIgnorable.map((codePoint) => ({ codePoint, name: `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}` })))(
    '$name is hidden and revealed',
    ({ codePoint, name }) => {
      const character = String.fromCodePoint(codePoint)
      expect(isHiddenCharacter(character)).toBe(true)
      expect(revealHiddenCharacters(`a${character}b`)).toBe(`a⟨${name}⟩b`)
    },
  )

  it('leaves visible text alone, and keeps tabs and line breaks only in multi-line text', () => {
    for (const visible of ['transfer — ünïcode', 'ibc/27394F', '日本語', 'ㄱ', 'U+0041', '\u{1F600}', '\u{E1000}']) {
      expect(revealHiddenCharacters(visible)).toBe(visible)
    }
    expect(revealHiddenCharacters('a\tb\nc\r')).toBe('a⟨U+0009⟩b⟨U+000A⟩c⟨U+000D⟩')
    expect(revealHiddenCharacters('a\tb\nc\u00AD', { multiline: true })).toBe('a\tb\nc⟨U+00AD⟩')
    expect(splitHiddenCharacters('usdc\u3164')).toEqual(['usdc', '\u3164', ''])
    expect(revealHiddenCharacters('\u0000\u009F\u2028\u2029')).toBe('⟨U+0000⟩⟨U+009F⟩⟨U+2028⟩⟨U+2029⟩')
  })

  it('is linear: a megabyte of hidden characters is revealed in well under a second', () => {
    const started = performance.now()
    expect(revealHiddenCharacters('\u{E0041}'.repeat(500_000)).length).toBe(500_000 * '⟨U+E0041⟩'.length)
    expect(performance.now() - started).toBeLessThan(1_000)
  })

  it('error messages escape them too (the same definition)', () => {
    expect(describeValue('usdc\u00AD')).toBe('the string "usdc\\u{AD}"')
    expect(describeValue('usdc\u3164')).toBe('the string "usdc\\u{3164}"')
    expect(describeValue('usdc\u{E0041}')).toBe('the string "usdc\\u{E0041}"')
  })
})

describe('denoms that pass for usdc are shown visibly different from usdc', () => {
  it.each(lookalikes)('AmountView %j', (denom) => {
    const { container } = render(
      <>
        <AmountView amount="1" denom="usdc" />
        <AmountView amount="1" denom={denom} />
      </>,
    )
    const [plain, lookalike] = [...container.querySelectorAll('.gk-amount__unit')].map((unit) => unit.textContent)
    expect(plain).toBe('usdc')
    expect(lookalike).not.toBe(plain)
    expect(lookalike).toBe(revealHiddenCharacters(denom))
    expect(lookalike).toMatch(/^usdc⟨U\+[0-9A-F]{4,5}⟩/)
  })

  it.each(lookalikes)('BalanceListView names and symbols %j', (denom) => {
    const metadata = {
      base: 'ibc/AB',
      display: 'usdc',
      name: denom,
      symbol: denom.toUpperCase(),
      denom_units: [
        { denom: 'ibc/AB', exponent: 0, aliases: [] },
        { denom: 'usdc', exponent: 6, aliases: [] },
      ],
    }
    const { container } = render(
      <BalanceListView
        status="success"
        balances={[
          { denom, amount: '5' },
          { denom: 'ibc/AB', amount: '7' },
        ]}
        metadata={{ 'ibc/AB': metadata }}
        locale="en-US"
      />,
    )
    const titles = [...container.querySelectorAll('.gk-balance-list__name, .gk-balance-list__symbol')].map((element) => element.textContent)
    expect(titles).toContain(revealHiddenCharacters(denom))
    expect(titles).toContain(revealHiddenCharacters(denom.toUpperCase()))
    expect(titles).not.toContain(denom)
  })

  it.each(lookalikes)('OracleRatesTableView, TxTableView fees, Address and ChainText %j', (denom) => {
    const { container } = render(
      <>
        <OracleRatesTableView
          status="success"
          rates={[{ denom, oracle_exchange_rate: { exchange_rate: '1.0', last_update: '1', last_update_timestamp: '1767225600000' } }]}
          locale="en-US"
          now={1767225660000}
          timeZone="UTC"
        />
        <TxTableView
          status="success"
          rows={[{ hash: 'AB'.repeat(32), height: '1', messages: [], code: 0, fee: [{ denom, amount: 'not a number' }] }]}
          totalCount={1}
          locale="en-US"
        />
        <Address value={denom} />
        <ChainText value={`memo ${denom}\nline two`} />
      </>,
    )
    const text = container.textContent ?? ''
    const shown = revealHiddenCharacters(denom)
    expect(container.querySelector('.gk-oracle-rates-table')?.textContent).toContain(shown)
    expect(container.querySelector('.gk-tx-table')?.textContent).toContain(shown)
    expect(container.querySelector('.gk-address')?.textContent).toContain(shown)
    expect(container.querySelector('.gk-tx-viewer__chain-text')?.textContent).toBe(`memo ${shown}\nline two`)
    // Nowhere is the look-alike left as it came.
    expect(text).not.toContain(denom)
  })
})
