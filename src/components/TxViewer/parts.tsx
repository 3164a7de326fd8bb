import { EntityLink } from '../shared/links.tsx'
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react'
import { formatAmount, truncateMiddle } from '../../core/format.ts'
import { Address } from '../Address/Address.tsx'
import { Hash } from '../Hash/Hash.tsx'
import { cx } from '../shared/cx.ts'
import { fillTemplate } from '../shared/text.ts'
import { fillNodes } from '../shared/fillNodes.tsx'
import { Timestamp } from '../Timestamp/Timestamp.tsx'
import { GasFill } from './GasFill.tsx'
import { joinNodes, renderCoin } from './coinNodes.tsx'
import { ChainText, LongText } from './text.tsx'
import { TxViewerProvider, useTxViewerContext, type TxViewerModel } from './useTxViewer.ts'

// The frame of the viewer: its root, its status line and its summary of the transaction.
// The messages are in messageParts.tsx, events, logs and raw JSON in detailParts.tsx.

// ---------------------------------------------------------------------------
// Root

/** Props of {@link TxViewerRoot}. */
export type TxViewerRootProps = HTMLAttributes<HTMLElement> & {
  /** What `useTxViewer` returned. */
  viewer: TxViewerModel
}

/**
 * The viewer's root `<section>`: carries `data-state` (`pending | error | empty | success`)
 * and `data-result` (`success | failed | unknown`), and gives the parts below the model.
 *
 * @example
 * ```tsx
 * <TxViewerRoot viewer={useTxViewer({ txResponse })}><TxViewerSummary /></TxViewerRoot>
 * ```
 */
export const TxViewerRoot = /* @__PURE__ */ forwardRef<HTMLElement, TxViewerRootProps>(function TxViewerRoot({ viewer, className, children, ...rest }, ref) {
  return (
    <TxViewerProvider value={viewer}>
      <section
        ref={ref}
        className={cx('gk-tx-viewer', className)}
        data-state={viewer.status}
        data-result={viewer.status === 'success' ? viewer.result : undefined}
        aria-busy={viewer.status === 'pending' || undefined}
        {...rest}
      >
        {children}
      </section>
    </TxViewerProvider>
  )
})

// ---------------------------------------------------------------------------
// Summary

/** Props of {@link TxViewerStatus}. */
export type TxViewerStatusProps = HTMLAttributes<HTMLDivElement>

/**
 * The transaction's result: success, or failed with its codespace, code and
 * error log (as text).
 *
 * @example
 * ```tsx
 * <TxViewerRoot viewer={viewer}><TxViewerStatus /></TxViewerRoot>
 * ```
 */
export const TxViewerStatus = /* @__PURE__ */ forwardRef<HTMLDivElement, TxViewerStatusProps>(function TxViewerStatus({ className, ...rest }, ref) {
  const model = useTxViewerContext('TxViewerStatus')
  const { strings } = model
  return (
    <div ref={ref} className={cx('gk-tx-viewer__status', className)} data-result={model.result} {...rest}>
      <span className="gk-tx-viewer__badge" data-result={model.result}>
        <span aria-hidden="true" className="gk-tx-viewer__badge-icon">
          {model.result === 'success' ? '✓' : model.result === 'failed' ? '✕' : '•'}
        </span>
        {model.resultText}
      </span>
      {model.result === 'failed' && (
        <>
          <p className="gk-tx-viewer__failure-code">
            {fillNodes(strings.failureCode, {
              code: <code>{String(model.code)}</code>,
              codespace: <code>{model.codespace ? <ChainText value={truncateMiddle(model.codespace, { head: 40, tail: 10 })} /> : '—'}</code>,
            })}
          </p>
          {model.rawLog !== '' && (
            <div className="gk-tx-viewer__failure-log">
              <span className="gk-tx-viewer__label">{strings.failureLog}</span>
              <LongText value={model.rawLog} label={strings.failureLog} locale={model.locale} strings={strings} />
            </div>
          )}
        </>
      )}
    </div>
  )
})

const isTimestamp = (value: string) => value !== '' && !Number.isNaN(Date.parse(value.replace(/(\.\d{3})\d+/, '$1')))

/** Props of {@link TxViewerSummary}. */
export type TxViewerSummaryProps = HTMLAttributes<HTMLDListElement>

/**
 * The transaction at a glance, as a description list: status, hash, height,
 * time, fee, gas used of gas wanted (with a percentage), memo and signers.
 *
 * @example
 * ```tsx
 * <TxViewerRoot viewer={viewer}><TxViewerSummary /></TxViewerRoot>
 * ```
 */
export const TxViewerSummary = /* @__PURE__ */ forwardRef<HTMLDListElement, TxViewerSummaryProps>(function TxViewerSummary({ className, ...rest }, ref) {
  const model = useTxViewerContext('TxViewerSummary')
  const { strings, locale } = model
  const number = (value: string) => (/^\d+$/.test(value) ? formatAmount(value, { locale }) : value)
  const percent =
    model.gas.permille === undefined ? undefined : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(model.gas.permille / 1000)
  const rows: [key: string, label: string, value: ReactNode][] = []
  rows.push(['status', strings.status, <TxViewerStatus key="status" />])
  if (model.hash) rows.push(['hash', strings.hash, <Hash value={model.hash} kind={strings.hashKind} head={10} tail={10} entity="tx" strings={strings} />])
  if (model.height) {
    rows.push([
      'height',
      strings.height,
      <EntityLink kind="block" value={model.height}>
        <data value={model.height}>{number(model.height)}</data>
      </EntityLink>,
    ])
  }
  if (isTimestamp(model.timestamp)) {
    rows.push(['time', strings.time, <Timestamp value={model.timestamp} format="both" locale={locale} timeZone={model.timeZone} now={model.now} />])
  }
  if (model.fee) {
    const coins = model.fee.coins.filter((coin) => coin.amount !== '0')
    rows.push([
      'fee',
      strings.fee,
      <>
        {coins.length > 0 ? joinNodes(coins.map((coin) => renderCoin(model, coin))) : strings.feeNone}
        {model.fee.payer && <span className="gk-tx-viewer__aside">{fillNodes(strings.feePayer, { address: <Address value={model.fee.payer} kind={strings.addressKind} strings={strings} /> })}</span>}
        {model.fee.granter && (
          <span className="gk-tx-viewer__aside">{fillNodes(strings.feeGranter, { address: <Address value={model.fee.granter} kind={strings.addressKind} strings={strings} /> })}</span>
        )}
      </>,
    ])
  }
  if (model.gas.used) {
    const over = model.gas.permille !== undefined && model.gas.permille > 1000
    rows.push([
      'gas',
      strings.gas,
      <>
        {fillTemplate(strings.gasUsedOfWanted, { used: number(model.gas.used), wanted: number(model.gas.wanted || '0'), percent: percent ?? '—' })}
        {model.gas.permille !== undefined && (
          <span className="gk-tx-viewer__gas-bar" aria-hidden="true" data-over={over || undefined}>
            <GasFill percent={Math.min(model.gas.permille, 1000) / 10} />
          </span>
        )}
      </>,
    ])
  } else if (model.gas.wanted) {
    rows.push(['gas', strings.gas, fillTemplate(strings.gasWantedOnly, { wanted: number(model.gas.wanted) })])
  }
  rows.push([
    'memo',
    strings.memo,
    model.memo === '' ? <span className="gk-tx-viewer__muted">{strings.memoNone}</span> : <LongText value={model.memo} label={strings.memo} locale={locale} strings={strings} />,
  ])
  rows.push([
    'signers',
    strings.signers,
    model.signers.length === 0 ? (
      <span className="gk-tx-viewer__muted">{strings.signersUnknown}</span>
    ) : (
      <ul className="gk-tx-viewer__signers">
        {model.signers.map((signer) => (
          <li key={signer}>
            <Address value={signer} kind={strings.addressKind} strings={strings} />
          </li>
        ))}
      </ul>
    ),
  ])
  return (
    <dl ref={ref} className={cx('gk-tx-viewer__summary', className)} {...rest}>
      {rows.map(([key, label, value]) => (
        <div key={key} className="gk-tx-viewer__summary-row" data-field={key}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
})
