import { Fragment } from 'react'
import { decimalSign, digitGroups, splitDecimal } from './decimal.ts'

/**
 * A formatted number as markup a table can align on its decimal sign: the integer part
 * (`gk-decimal__int`, a line break allowed only between digit groups) and the fraction
 * (`gk-decimal__frac`, present even when empty so that integers line up with decimals).
 * Its text is the number exactly as given.
 *
 * @example
 * ```tsx
 * <DecimalText text="980,762,429.03" locale="en-US" />
 * ```
 */
export function DecimalText({ text, locale }: { text: string; locale: string | undefined }) {
  const [integer, fraction] = splitDecimal(text, decimalSign(locale))
  return (
    <>
      <span className="gk-decimal__int">
        {digitGroups(integer).map((group, index) => (
          <Fragment key={index}>
            {index > 0 && <wbr />}
            {group}
          </Fragment>
        ))}
      </span>
      <span className="gk-decimal__frac">{fraction}</span>
    </>
  )
}
