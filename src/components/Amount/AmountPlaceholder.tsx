import { forwardRef, type HTMLAttributes } from 'react'
import { cx } from '../shared/cx.ts'
import { useGatekitUI } from '../shared/GatekitUIProvider.tsx'
import { defaultCommonStrings, type CommonStrings } from '../shared/strings.ts'

/** Props of {@link AmountPlaceholder}. */
export type AmountPlaceholderProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  strings?: Partial<CommonStrings> | undefined
}

/**
 * An amount whose denom is still being resolved: an inline bar about as wide as an amount and
 * its unit, in a line of text's height, with the loading text for assistive technology. `Amount`
 * shows it until the metadata arrives (or is known to be missing), so raw base units never flash.
 *
 * @example
 * ```tsx
 * {status === 'pending' ? <AmountPlaceholder /> : <AmountView amount={amount} denom={denom} metadata={metadata} />}
 * ```
 */
export const AmountPlaceholder = /* @__PURE__ */ forwardRef<HTMLSpanElement, AmountPlaceholderProps>(function AmountPlaceholder(
  { strings: ownStrings, className, ...rest },
  ref,
) {
  const { strings } = useGatekitUI(defaultCommonStrings, { strings: ownStrings })
  return (
    <span ref={ref} className={cx('gk-amount', className)} data-state="pending" aria-busy="true" {...rest}>
      <span className="gk-skeleton gk-amount__skeleton" aria-hidden="true" />
      <span className="gk-visually-hidden">{strings.loading}</span>
    </span>
  )
})
