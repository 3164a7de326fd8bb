import { describe, expect, it } from 'vitest'
import { formatUnits, parseUnits } from '../../src/core/format.ts'

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
