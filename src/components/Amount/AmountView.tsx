import { forwardRef, type HTMLAttributes } from 'react'
import { formatAmount, formatUnits, getDisplayUnit, type DenomMetadataLike } from '../../core/format.ts'
import { DecimalText } from '../shared/DecimalText.tsx'
import { shortDenom } from '../shared/shortDenom.ts'
import { cx } from '../shared/cx.ts'
import { useGatekitUI } from '../shared/GatekitUIProvider.tsx'
import { safeText, withErrorBoundary } from '../shared/ErrorBoundary.tsx'
import { revealHiddenCharacters } from '../../core/hiddenCharacters.ts'
import { GatekitLink, useEntityHref } from '../shared/links.tsx'

/** Props of {@link AmountView}. */
export type AmountViewProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  /** Integer amount in base units, as the gateway sends it. */
  amount: string | bigint
  /** The denom the amount is counted in (`akii`, `ibc/27394F...`, `factory/kii1.../ORO`). */
  denom: string
  /**
   * Metadata of the denom, or for an IBC denom the metadata of its base denom.
   * Without it the raw amount and denom are shown: never a wrongly scaled number.
   */
  metadata?: DenomMetadataLike | null | undefined
  /** The IBC trace of an `ibc/` denom, to name its base denom when there is no metadata. */
  trace?: { path: string; base_denom: string } | null | undefined
  locale?: string | undefined
  /** Fraction digits shown; the rest is cut, never rounded up. Default 6. The exact value is in the title. */
  maximumFractionDigits?: number | undefined
  /** Show the unit after the number. Default true. */
  showUnit?: boolean | undefined
  /**
   * The route the unit links through (see `GatekitUIProvider`'s `routes`): `denom`, a link to the
   * denom's page when the app has a `denom` route; `none` for no link (on the denom's own page, or in
   * a row that links to the denom already). Default `denom`.
   */
  entity?: 'denom' | 'none' | undefined
  /** Makes the unit a link to this URL; wins over the `denom` route. */
  href?: string | undefined
  /** `tabIndex` of the unit's link: -1 in a table row whose own link is its one tab stop. */
  tabIndex?: number | undefined
}

const noStrings = {}

/** How an amount was resolved: by metadata, by IBC trace only, or not at all. */
export type AmountResolution = 'metadata' | 'trace' | 'raw'

/**
 * Describes how to show an amount: the formatted number, its unit, the exact
 * value and how it was resolved. The headless core of `Amount`.
 *
 * @example
 * ```ts
 * describeAmount({ amount: '1500000', denom: 'uatom', metadata: atomMetadata, locale: 'en-US' })
 * // { text: '1.5', unit: 'ATOM', exact: '1.5 ATOM', resolution: 'metadata', ... }
 * ```
 */
export function describeAmount(props: Pick<AmountViewProps, 'amount' | 'denom' | 'metadata' | 'trace' | 'locale' | 'maximumFractionDigits'>) {
  const display = props.metadata ? getDisplayUnit(props.metadata) : undefined
  const raw = typeof props.amount === 'bigint' ? props.amount.toString() : props.amount
  if (display) {
    const exactDecimal = formatUnits(raw, display.exponent)
    return {
      text: formatAmount(raw, { exponent: display.exponent, locale: props.locale, maximumFractionDigits: props.maximumFractionDigits ?? 6 }),
      unit: display.unit,
      value: exactDecimal,
      exact: `${exactDecimal} ${display.unit}`,
      raw: `${raw} ${props.denom}`,
      resolution: 'metadata' as AmountResolution,
    }
  }
  const unit = props.trace ? props.trace.base_denom : shortDenom(props.denom)
  return {
    text: formatAmount(raw, { locale: props.locale }),
    unit,
    value: raw,
    exact: `${raw} ${props.trace ? `${props.trace.base_denom} (${props.trace.path}, ${props.denom})` : props.denom}`,
    raw: `${raw} ${props.denom}`,
    resolution: (props.trace ? 'trace' : 'raw') as AmountResolution,
  }
}

/**
 * A token amount in display units, exact for any size: `1,234.5678 KII` from
 * `1234567800000000000000 akii` and the denom's metadata. Unknown denoms are
 * shown raw (`42 factory/kii1…/ORO`), never scaled by a guess. The exact value
 * and the base amount are in the title. The unit links to the denom's page
 * through the `denom` route of `GatekitUIProvider` (or `href`).
 *
 * @example
 * ```tsx
 * <AmountView amount={coin.amount} denom={coin.denom} metadata={metadata} locale="en-US" />
 * ```
 */
export const AmountView = /* @__PURE__ */ withErrorBoundary(
  /* @__PURE__ */ forwardRef<HTMLSpanElement, AmountViewProps>(function AmountView(
  { amount, denom, metadata, trace, locale: ownLocale, maximumFractionDigits, showUnit = true, entity = 'denom', href: ownHref, tabIndex, className, ...rest },
  ref,
) {
  const { locale } = useGatekitUI(noStrings, { locale: ownLocale })
  const routed = useEntityHref(entity === 'none' ? undefined : 'denom', denom)
  const href = ownHref ?? routed
  const described = describeAmount({ amount, denom, metadata, trace, locale, maximumFractionDigits })
  return (
    <span
      ref={ref}
      className={cx('gk-amount', className)}
      data-state="success"
      data-resolution={described.resolution}
      title={described.exact === described.raw ? described.exact : `${described.exact} = ${described.raw}`}
      {...rest}
    >
      <data className="gk-amount__value" value={described.value}>
        <DecimalText text={described.text} locale={locale} />
      </data>
      {showUnit && (
        <>
          {' '}
          {/* <bdi> keeps a symbol with bidirectional-override characters from reordering the text around it. */}
          {href ? (
            <GatekitLink href={href} className="gk-amount__link" tabIndex={tabIndex}>
              <bdi className="gk-amount__unit">{revealHiddenCharacters(described.unit)}</bdi>
            </GatekitLink>
          ) : (
            <bdi className="gk-amount__unit">{revealHiddenCharacters(described.unit)}</bdi>
          )}
        </>
      )}
    </span>
  )
}),
  (props) => <AmountErrorState amount={props.amount} denom={props.denom} />,
)

/**
 * The error state of `Amount` and `AmountView` when an amount cannot be shown
 * (a value that is not an amount): the raw amount and denom as inert text, with
 * `data-state="error"`, never a guessed number.
 *
 * @example
 * ```tsx
 * <AmountErrorState amount={props.amount} denom={props.denom} />
 * ```
 */
export function AmountErrorState({ amount, denom }: { amount: unknown; denom: unknown }) {
  return (
    <span className="gk-amount" data-state="error" data-resolution="raw">
      <data className="gk-amount__value">{safeText(amount)}</data> <bdi className="gk-amount__unit">{revealHiddenCharacters(safeText(denom))}</bdi>
    </span>
  )
}
