import { decimalSign, splitDecimal } from '../decimal.ts'
import { useStyleProperty } from '../useStyleProperty.ts'

/**
 * A ref for a table (or any element above its number cells) that sizes the fraction box of
 * `DecimalText` to the longest fraction among `texts` (`--gk-table-fraction-width`), so that a
 * column of numbers with many decimals (oracle rates) still lines up on the decimal sign. Set
 * through the CSSOM, so a strict Content-Security-Policy does not block it.
 *
 * @example
 * ```tsx
 * const fractions = useFractionWidth<HTMLTableElement>(rows.map((row) => row.rateText), locale)
 * <Table ref={fractions}>…</Table>
 * ```
 */
export function useFractionWidth<TElement extends HTMLElement>(texts: readonly string[], locale: string | undefined): (element: TElement | null) => void {
  const sign = decimalSign(locale)
  let longest = 0
  for (const text of texts) longest = Math.max(longest, splitDecimal(text, sign)[1].length)
  // Tabular digits are 1ch each; the sign is narrower, so the box holds the longest fraction.
  return useStyleProperty<TElement>('--gk-table-fraction-width', `${longest}ch`)
}
