import { describe, expect, it } from 'vitest'
import {
  formatInteger,
  numberFormatFor,
  formatAmount,
  formatDateTime,
  formatRelativeTime,
  formatUnits,
  getDisplayUnit,
  parseUnits,
  truncateMiddle,
} from '../../src/core/format.ts'

describe('formatUnits and parseUnits', () => {
  it('formats exactly, far beyond 2^53', () => {
    expect(formatUnits('1234567890123456789012', 18)).toBe('1234.567890123456789012')
    expect(formatUnits('987654321123456789012345678', 18)).toBe('987654321.123456789012345678')
    expect(formatUnits('1500000', 6)).toBe('1.5')
    expect(formatUnits('1', 18)).toBe('0.000000000000000001')
    expect(formatUnits('42', 0)).toBe('42')
    expect(formatUnits(-1500n, 3)).toBe('-1.5')
    expect(formatUnits('0', 6)).toBe('0')
  })

  it('parses exactly and refuses to round', () => {
    expect(parseUnits('1234.567890123456789012', 18)).toBe(1234567890123456789012n)
    expect(parseUnits('1.5', 6)).toBe(1500000n)
    expect(parseUnits('.5', 1)).toBe(5n)
    expect(parseUnits('-2', 2)).toBe(-200n)
    expect(() => parseUnits('1.0000001', 6)).toThrow(RangeError)
    expect(() => parseUnits('1e6', 6)).toThrow(SyntaxError)
    expect(() => parseUnits('', 6)).toThrow(SyntaxError)
  })

  it('round-trips', () => {
    for (const value of ['0', '1', '999999999999999999999999', '100000000000000000000']) {
      for (const exponent of [0, 1, 6, 18, 30]) expect(parseUnits(formatUnits(value, exponent), exponent)).toBe(BigInt(value))
    }
  })

  it('rejects amounts that are not integers and bad exponents', () => {
    expect(() => formatUnits('1.5', 6)).toThrow(SyntaxError)
    expect(() => formatUnits('1', -1)).toThrow(RangeError)
  })
})

const kii = {
  base: 'akii',
  display: 'kii',
  symbol: 'KII',
  name: 'Kii',
  denom_units: [
    { denom: 'akii', exponent: 0, aliases: [] },
    { denom: 'kii', exponent: 18, aliases: [] },
  ],
}

describe('display formatting', () => {
  it('finds the display unit from metadata, or nothing when the metadata is incomplete', () => {
    expect(getDisplayUnit(kii)).toEqual({ base: 'akii', exponent: 18, unit: 'KII', name: 'Kii' })
    expect(getDisplayUnit({ ...kii, symbol: '' })?.unit).toBe('kii')
    expect(getDisplayUnit({ ...kii, display: 'missing' })).toBeUndefined()
    expect(getDisplayUnit({ ...kii, denom_units: [{ denom: 'kii', exponent: 2147483647 }] })).toBeUndefined()
    expect(getDisplayUnit({ base: 'ticket', display: 'ticket', denom_units: [{ denom: 'ticket', exponent: 0 }] })?.exponent).toBe(0)
    expect(getDisplayUnit({ ...kii, display: 'KII', denom_units: [{ denom: 'kii', exponent: 18, aliases: ['KII'] }] })?.exponent).toBe(18)
  })

  it('formats exactly for the locale, cutting rather than rounding up', () => {
    expect(formatAmount('987654321123456789012345678', { exponent: 18, locale: 'en-US' })).toBe('987,654,321.123456789012345678')
    expect(formatAmount('1999999999999999999', { exponent: 18, locale: 'en-US', maximumFractionDigits: 2 })).toBe('1.99')
    expect(formatAmount('1234567890123456789012', { exponent: 18, locale: 'de-DE', maximumFractionDigits: 4 })).toBe('1.234,5678')
    expect(formatAmount('42', { locale: 'en-US' })).toBe('42')
    expect(formatAmount(-1500000n, { exponent: 6, locale: 'en-US' })).toBe('-1.5')
    expect(formatAmount('1500000', { exponent: 6, locale: 'en-US', minimumFractionDigits: 2 })).toBe('1.50')
  })

  it('formats amounts past the double range (10^309, 10^400) exactly, never as ∞', () => {
    const e309 = `1${'0'.repeat(309)}`
    const grouped309 = `1${',000'.repeat(103)}`
    expect(formatAmount(e309, { locale: 'en-US' })).toBe(grouped309)
    expect(formatAmount(10n ** 309n, { locale: 'en-US' })).toBe(grouped309)
    expect(formatAmount(`-${e309}`, { locale: 'en-US' })).toBe(`-${grouped309}`)
    // 10^401 + 5 base units with 18 decimals: 10^383 and 0.000000000000000005.
    const e400 = `1${'0'.repeat(400)}5`
    expect(formatAmount(e400, { locale: 'en-US', exponent: 18 })).toBe(`100${',000'.repeat(127)}.${'0'.repeat(17)}5`)
    expect(formatAmount(e400, { locale: 'en-US', exponent: 18, maximumFractionDigits: 4, minimumFractionDigits: 2 })).toBe(`100${',000'.repeat(127)}.00`)
    expect(formatAmount(e400, { locale: 'de-DE', exponent: 18, maximumFractionDigits: 2 })).toBe(`100${'.000'.repeat(127)}`)
    const digits = '1234567890'.repeat(40)
    // The locale's own grouping: en-IN groups by 3 then by 2; ar-EG uses its digits and signs.
    expect(formatAmount(digits, { locale: 'en-IN', exponent: 2 })).toMatch(/^\d(,\d\d)+,\d{3}\.9$/)
    expect(formatAmount(digits, { locale: 'en-IN', exponent: 2 }).replace(/,/g, '')).toBe(`${digits.slice(0, -2)}.9`)
    expect(formatAmount(digits, { locale: 'ar-EG' })).toMatch(/^[\u0660-\u0669]{1,3}(\u066C[\u0660-\u0669]{3})+$/)
    expect(formatAmount(digits, { locale: 'en-US', notation: 'compact' })).toBe(`${digits.slice(0, -12).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}T`)
    expect(formatAmount(digits, { locale: 'en-US' })).not.toContain('∞')
  })

  it('never shows a non-zero amount as zero', () => {
    expect(formatAmount('5', { exponent: 6, locale: 'en-US', maximumFractionDigits: 2 })).toBe('<0.01')
    expect(formatAmount('5', { exponent: 6, locale: 'de-DE', maximumFractionDigits: 2 })).toBe('<0,01')
    expect(formatAmount('5', { exponent: 1, locale: 'en-US', maximumFractionDigits: 0 })).toBe('<1')
    expect(formatAmount('0', { exponent: 6, locale: 'en-US', maximumFractionDigits: 2 })).toBe('0')
  })

  it('truncates long values in the middle', () => {
    expect(truncateMiddle('kii1sgsyrq4y7ngcllawqu5sqzm4h9k85p0ugq5u7l')).toBe('kii1sgsyrq…gq5u7l')
    expect(truncateMiddle('short')).toBe('short')
    expect(truncateMiddle('ABCDEFGHIJKLMNOP', { head: 3, tail: 3 })).toBe('ABC…NOP')
  })

  it('writes relative and absolute times for a locale, reading chain timestamps with nanoseconds', () => {
    const now = Date.parse('2026-01-01T00:03:10Z')
    expect(formatRelativeTime('2026-01-01T00:00:00.123456789Z', { now, locale: 'en' })).toBe('3 minutes ago')
    expect(formatRelativeTime('2026-01-01T00:03:15Z', { now, locale: 'en' })).toBe('in 5 seconds')
    expect(formatRelativeTime(now, { now, locale: 'de' })).toBe('jetzt')
    expect(formatDateTime('2026-01-01T00:00:00Z', { locale: 'en-GB', timeZone: 'UTC' })).toBe('1 Jan 2026, 00:00:00')
    expect(() => formatDateTime('yesterday')).toThrow(RangeError)
  })
})

describe('formatInteger and numberFormatFor', () => {
  it('groups integers for the locale exactly, far beyond 2^53, and leaves other text as it is', () => {
    expect(formatInteger('1204331', 'en-US')).toBe('1,204,331')
    expect(formatInteger('123456789012345678901234567890', 'en-US')).toBe('123,456,789,012,345,678,901,234,567,890')
    expect(formatInteger(-9_007_199_254_740_993n, 'de-DE')).toBe('-9.007.199.254.740.993')
    expect(formatInteger(42, 'en-US')).toBe('42')
    expect(formatInteger('12.5', 'en-US')).toBe('12.5')
    expect(formatInteger('', 'en-US')).toBe('')
  })

  it('builds one formatter per locale, on first use, and shares it', () => {
    expect(numberFormatFor('fr-FR')).toBe(numberFormatFor('fr-FR'))
    expect(numberFormatFor(['fr-FR'])).toBe(numberFormatFor('fr-FR'))
    expect(numberFormatFor('en-IN')).not.toBe(numberFormatFor('fr-FR'))
    expect(numberFormatFor('en-IN').format(12_345_678n)).toBe('1,23,45,678')
  })
})
