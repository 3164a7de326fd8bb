import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatAmount, formatUnits, parseUnits } from '../../src/core/format.ts'
import { propertyRunner } from './runs.ts'

const run = propertyRunner('amount formatting')

// Amounts from zero to far beyond 2^64 and 2^256, both signs, and past the double range (10^308,
// where Intl.NumberFormat gives ∞); exponents 0-30 as the issue asks.
const amount = fc.oneof(
  fc.bigInt({ min: -(10n ** 80n), max: 10n ** 80n }),
  fc.bigInt({ min: -1000n, max: 1000n }),
  fc.bigInt(),
  fc.bigInt({ min: -(10n ** 420n), max: 10n ** 420n }),
)
const exponent = fc.integer({ min: 0, max: 30 })

/** The reference: integer division by 10^exponent, written out digit by digit. */
function referenceDecimal(value: bigint, exponent: number): { negative: boolean; whole: string; fraction: string } {
  const magnitude = value < 0n ? -value : value
  const scale = 10n ** BigInt(exponent)
  const whole = (magnitude / scale).toString()
  const fraction = exponent === 0 ? '' : (magnitude % scale).toString().padStart(exponent, '0')
  return { negative: value < 0n, whole, fraction }
}

function groupThousands(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

describe('formatUnits and formatAmount against a decimal reference', () => {
  it('formatUnits is the exact decimal, without trailing zeros, and parseUnits reads it back', async () => {
    await run(
      fc.property(amount, exponent, fc.boolean(), (value, places, asString) => {
        const { negative, whole, fraction } = referenceDecimal(value, places)
        const trimmed = fraction.replace(/0+$/, '')
        const expected = `${negative ? '-' : ''}${whole}${trimmed ? `.${trimmed}` : ''}`
        const formatted = formatUnits(asString ? value.toString() : value, places)
        expect(formatted).toBe(expected)
        expect(parseUnits(formatted, places)).toBe(value)
      }),
      5_000,
    )
  }, 30_000)

  it('formatAmount (en-US) groups the whole part and cuts, never rounds, the fraction; a vanishing amount shows as <0.01', async () => {
    await run(
      fc.property(amount, exponent, fc.integer({ min: 0, max: 30 }), (value, places, maxDigits) => {
        const maximumFractionDigits = Math.min(maxDigits, places)
        const { negative, whole, fraction } = referenceDecimal(value, places)
        const shown = fraction.slice(0, maximumFractionDigits).replace(/0+$/, '')
        let expected: string
        if (whole === '0' && shown === '' && fraction.search(/[1-9]/) >= 0) {
          const smallest = maximumFractionDigits === 0 ? '1' : `0.${'0'.repeat(maximumFractionDigits - 1)}1`
          expected = `${negative ? '>-' : '<'}${smallest}`
        } else {
          expected = `${negative && (whole !== '0' || shown !== '') ? '-' : ''}${groupThousands(whole)}${shown ? `.${shown}` : ''}`
        }
        expect(formatAmount(value, { exponent: places, locale: 'en-US', maximumFractionDigits })).toBe(expected)
      }),
      5_000,
    )
  }, 30_000)

  it('formatAmount (de-DE) is the en-US text with the separators swapped, beyond 20 fraction digits too', async () => {
    await run(
      fc.property(amount, exponent, fc.integer({ min: 0, max: 30 }), (value, places, maxDigits) => {
        const options = { exponent: places, maximumFractionDigits: maxDigits }
        const english = formatAmount(value, { ...options, locale: 'en-US' })
        const swapped = english.replace(/[.,]/g, (sign) => (sign === '.' ? ',' : '.'))
        expect(formatAmount(value, { ...options, locale: 'de-DE' })).toBe(swapped)
      }),
      2_000,
    )
  }, 30_000)
})
