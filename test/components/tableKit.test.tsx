// The table kit's pure pieces: controlled/uncontrolled state, denoms short but distinguishable,
// numbers split at the decimal sign and between digit groups.
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { decimalSign, digitGroups, splitDecimal } from '../../src/components/shared/decimal.ts'
import { shortDenom } from '../../src/components/shared/shortDenom.ts'
import { useControllableState } from '../../src/components/shared/useControllableState.ts'

describe('useControllableState', () => {
  it('keeps its own value from defaultValue and reports changes', () => {
    const onChange = vi.fn()
    const { result } = renderHook(() => useControllableState<string | null>({ value: undefined, defaultValue: 'a', onChange }))
    expect(result.current[0]).toBe('a')
    act(() => result.current[1]('b'))
    expect(result.current[0]).toBe('b')
    expect(onChange).toHaveBeenCalledWith('b')
  })

  it('shows the controlled value, null included, until the owner changes it', () => {
    const onChange = vi.fn()
    const { result, rerender } = renderHook(({ value }) => useControllableState<string | null>({ value, defaultValue: 'a', onChange }), {
      initialProps: { value: null as string | null },
    })
    expect(result.current[0]).toBeNull()
    act(() => result.current[1]('b'))
    expect(result.current[0]).toBeNull()
    expect(onChange).toHaveBeenCalledWith('b')
    rerender({ value: 'c' })
    expect(result.current[0]).toBe('c')
  })
})

describe('shortDenom', () => {
  it('keeps the creator tail and the subdenom of token-factory denoms, so they stay distinguishable', () => {
    const a = shortDenom('factory/kii1sgsyrq4y7ngcllawqu5sqzm4h9k85p0ugq5ux7/ORO')
    const b = shortDenom('factory/kii1sgsyrq4y7ngcllawqu5sqzm4h9k85p0ugq5uq2/ORO')
    const c = shortDenom('factory/kii1sgsyrq4y7ngcllawqu5sqzm4h9k85p0ugq5ux7/IBL')
    expect(a).toBe('factory/kii1…x7/ORO')
    expect(new Set([a, b, c]).size).toBe(3)
  })

  it('keeps both ends of an ibc hash and of any other long denom, and leaves short ones alone', () => {
    expect(shortDenom('ibc/27394FB092D2ECCD56123C74F36E4C1F926001CEADA9CA97EA622B25F41E5EB2')).toBe('ibc/2739…1E5EB2')
    expect(shortDenom('averyveryverylongdenomwithoutanyslashatall')).toBe('averyveryv…ashatall')
    expect(shortDenom('ukii')).toBe('ukii')
    expect(shortDenom('factory/kii1abc/x'.padEnd(20, 'y'))).toBe('factory/kii1abc/xyyy')
  })
})

describe('decimal', () => {
  it('splits at the last decimal sign of the locale', () => {
    expect(splitDecimal('1,234.5678', decimalSign('en-US'))).toEqual(['1,234', '.5678'])
    expect(splitDecimal('1.234,5', decimalSign('de'))).toEqual(['1.234', ',5'])
    expect(splitDecimal('1,234', '.')).toEqual(['1,234', ''])
  })

  it('cuts integers after each group separator only', () => {
    expect(digitGroups('980,762,429')).toEqual(['980,', '762,', '429'])
    expect(digitGroups('12')).toEqual(['12'])
    expect(digitGroups('1 234 567')).toEqual(['1 ', '234 ', '567'])
  })
})
