import { forwardRef } from 'react'
import { GatewayError } from '../../core/errors.ts'
import { useDenomMetadata } from '../../react/hooks/bank/useDenomMetadata.ts'
import { useDenomTrace } from '../../react/hooks/ibcTransfer/useDenomTrace.ts'
import { AmountErrorState, AmountView, type AmountViewProps } from './AmountView.tsx'
import { AmountPlaceholder } from './AmountPlaceholder.tsx'
import { denomDisplayStaleTime } from './prefetchAmount.ts'
import { withErrorBoundary } from '../shared/ErrorBoundary.tsx'

// Metadata and traces change rarely; an hour keeps a page of amounts from refetching them.
// The same figure as `prefetchAmount`, which fills these entries on a server.
const stable = { staleTime: denomDisplayStaleTime } as const

/**
 * How a denom is resolved for display: its own metadata; for an IBC voucher
 * without metadata, its trace and the base denom's metadata; otherwise nothing
 * (the amount is shown raw). A 404 means "no metadata", not an error.
 *
 * @example
 * ```ts
 * const { metadata, trace, status } = useDenomDisplay('ibc/27394F...')
 * ```
 */
export function useDenomDisplay(denom: string | undefined) {
  const own = useDenomMetadata({ denom, query: { ...stable, enabled: Boolean(denom) } })
  const missing = own.error instanceof GatewayError && own.error.code === 5
  const isVoucher = Boolean(denom?.startsWith('ibc/'))
  const trace = useDenomTrace({ hash: denom, query: { ...stable, enabled: missing && isVoucher } })
  const baseDenom = trace.data?.denom_trace?.base_denom
  const base = useDenomMetadata({ denom: baseDenom, query: { ...stable, enabled: Boolean(baseDenom) } })
  const metadata = own.data?.metadata ?? base.data?.metadata
  const settled =
    own.isSuccess || (missing && (!isVoucher || trace.isError || (trace.isSuccess && (base.isSuccess || base.isError))))
  return {
    metadata,
    trace: trace.data?.denom_trace,
    status: !denom || settled || own.isError ? ('success' as const) : ('pending' as const),
  }
}

/** Props of {@link Amount}: those of {@link AmountView} but the metadata, which it looks up. */
export type AmountProps = Omit<AmountViewProps, 'metadata' | 'trace'>

/**
 * A token amount resolved through the gateway: the denom's metadata, or for an
 * IBC voucher its trace and the base denom's metadata. Until they arrive it shows
 * an inline placeholder (never the raw base units, which would flash a number a
 * thousand billion times too large); for a denom without metadata, or when the
 * lookup fails, the exact raw amount and its base denom.
 *
 * @example
 * ```tsx
 * <Amount amount={coin.amount} denom={coin.denom} />
 * ```
 */
export const Amount = /* @__PURE__ */ withErrorBoundary(
  /* @__PURE__ */ forwardRef<HTMLSpanElement, AmountProps>(function Amount(props, ref) {
  const { metadata, trace, status } = useDenomDisplay(props.denom)
  if (status === 'pending') {
    const { amount: _amount, denom: _denom, locale: _locale, maximumFractionDigits: _digits, showUnit: _showUnit, entity: _entity, href: _href, tabIndex: _tabIndex, ...spanProps } = props
    return <AmountPlaceholder ref={ref} {...spanProps} />
  }
  return <AmountView ref={ref} {...props} metadata={metadata} trace={trace} data-state={status} />
}),
  (props) => <AmountErrorState amount={props.amount} denom={props.denom} />,
)
