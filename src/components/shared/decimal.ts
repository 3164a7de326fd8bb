// Splits a formatted number at its decimal sign, so that tables can align numbers on it: the
// integer part right-aligned, the fraction left-aligned in a box of one width (see table.css).

const signs = new Map<string, string>()

/**
 * The decimal sign of a locale ("." in en, "," in de), looked up once per locale.
 *
 * @example
 * ```ts
 * decimalSign('de') // ","
 * ```
 */
export function decimalSign(locale: string | undefined): string {
  const key = locale ?? ''
  let sign = signs.get(key)
  if (sign === undefined) {
    try {
      sign = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'
    } catch {
      sign = '.'
    }
    signs.set(key, sign)
  }
  return sign
}

/**
 * A formatted number as its integer part and its fraction (the decimal sign included; `''` when
 * there is none). Only the last decimal sign counts, so group separators are never taken for it.
 *
 * @example
 * ```ts
 * splitDecimal('1,234.5678', '.') // ['1,234', '.5678']
 * ```
 */
export function splitDecimal(text: string, sign: string): readonly [string, string] {
  const at = text.lastIndexOf(sign)
  if (at === -1) return [text, '']
  return [text.slice(0, at), text.slice(at)]
}

/**
 * The integer part cut after each group separator (a run of non-digits between digits), so that
 * a long number wraps only between digit groups, never inside one.
 *
 * @example
 * ```ts
 * digitGroups('980,762,429') // ['980,', '762,', '429']
 * ```
 */
export function digitGroups(integer: string): string[] {
  return integer.match(/\p{Nd}+\P{Nd}*|\P{Nd}+/gu) ?? [integer]
}
