import { forwardRef, useId, useMemo, type HTMLAttributes } from 'react'
import { Address } from '../Address/Address.tsx'
import { messageTypeName } from '../ExplorerTable/format.ts'
import { fillTemplate } from '../shared/text.ts'
import { Hash } from '../Hash/Hash.tsx'
import { EntityLink } from '../shared/links.tsx'
import { cx } from '../shared/cx.ts'
import { useGatekitUI } from '../shared/GatekitUIProvider.tsx'
import { QueryStatus, type ViewStatus } from '../shared/QueryStatus.tsx'
import { Timestamp } from '../Timestamp/Timestamp.tsx'
import { defaultBlockExplorerTableStrings, type BlockExplorerTableStrings } from './strings.ts'
import { retryAfter, withErrorBoundary } from '../shared/ErrorBoundary.tsx'

/** A transaction of a block as {@link BlockDetailView} lists it. */
export type BlockDetailTx = {
  /** Upper-case hex hash. */
  hash: string
  /** Type URLs of its messages, when the transaction was decoded. */
  messages?: readonly string[] | undefined
  memo?: string | undefined
}

/** What {@link BlockDetailView} shows of a block. */
export type BlockDetailData = {
  height: string
  time: string
  /** Bech32 consensus address or hex address of the proposer. */
  proposer: string
  /** The proposer's moniker, shown before its address when known. */
  proposerName?: string | undefined
  /** Block hash, hex. */
  hash?: string | undefined
  /** Transactions in the block. */
  txCount: number
  /** The block's transactions, in block order (may be fewer than `txCount`). */
  txs: readonly BlockDetailTx[]
}

/** Props of {@link BlockDetailView}. */
export type BlockDetailViewProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  height: string
  status: ViewStatus
  error?: unknown
  onRetry?: (() => void) | undefined
  block?: BlockDetailData | undefined
  /** Makes transaction hashes links. */
  /** @deprecated Use `routes={{ tx }}` on `GatekitUIProvider`. */
  getTxHref?: ((hash: string) => string | undefined) | undefined
  /** Level of the heading naming the block. Default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6 | undefined
  locale?: string | undefined
  strings?: Partial<BlockExplorerTableStrings> | undefined
}

/**
 * One block with its transactions, from data props: time, proposer, hash and
 * a table of its transactions (hash, message types, memo). Memos are the
 * chain's text and shown as text.
 *
 * @example
 * ```tsx
 * <BlockDetailView
 *   height="1204"
 *   status="success"
 *   block={{ height: '1204', time, proposer, txCount: 1, txs: [{ hash: 'AB12…', messages: ['/cosmos.bank.v1beta1.MsgSend'] }] }}
 * />
 * ```
 */
export const BlockDetailView = /* @__PURE__ */ withErrorBoundary(
  /* @__PURE__ */ forwardRef<HTMLElement, BlockDetailViewProps>(function BlockDetailView(
  { height, status, error, onRetry, block, getTxHref, headingLevel = 3, locale: ownLocale, strings: ownStrings, className, ...rest },
  ref,
) {
  const { locale, strings } = useGatekitUI(defaultBlockExplorerTableStrings, { locale: ownLocale, strings: ownStrings })
  const numbers = useMemo(() => new Intl.NumberFormat(locale), [locale])
  const titleId = useId()
  const Heading = `h${headingLevel}` as const
  const shownHeight = /^\d+$/.test(height) ? numbers.format(BigInt(height)) : height
  return (
    <section ref={ref} aria-labelledby={titleId} className={cx('gk-block-detail', className)} data-state={status} {...rest}>
      <Heading id={titleId} className="gk-block-detail__title">
        {fillTemplate(strings.blockTitle, { height: shownHeight })}
      </Heading>
      <QueryStatus
        status={status}
        error={error}
        onRetry={onRetry}
        strings={strings}
        skeleton={
          // The block's four facts as bars in the loaded list's box (no text: the page reads each fact once).
          <dl className="gk-block-detail__facts">
            {['time', 'proposer', 'hash', 'transactions'].map((fact) => (
              <div key={fact}>
                <dt>
                  <span className="gk-skeleton gk-skeleton--text gk-skeleton--short" />
                </dt>
                <dd>
                  <span className="gk-skeleton gk-skeleton--text gk-skeleton--medium" />
                </dd>
              </div>
            ))}
          </dl>
        }
      />
      {status === 'success' && block && (
        <>
          <dl className="gk-block-detail__facts">
            <div>
              <dt>{strings.time}</dt>
              <dd>{block.time === undefined ? '' : <Timestamp value={block.time} format="both" locale={locale} />}</dd>
            </div>
            <div>
              <dt>{strings.proposer}</dt>
              <dd>
                {block.proposerName && (
                  <>
                    <EntityLink kind="validator" value={block.proposer}>
                      <bdi className="gk-block-detail__proposer-name">{block.proposerName}</bdi>
                    </EntityLink>{' '}
                  </>
                )}
                <Address value={block.proposer} head={14} tail={8} kind={strings.proposerKind} entity="validator" />
              </dd>
            </div>
            {block.hash && (
              <div>
                <dt>{strings.blockHash}</dt>
                <dd>
                  <Hash value={block.hash} kind={strings.blockHashKind} />
                </dd>
              </div>
            )}
            <div>
              <dt>{strings.transactions}</dt>
              <dd>{numbers.format(block.txCount)}</dd>
            </div>
          </dl>
          {block.txs.length === 0 ? (
            <p className="gk-block-detail__empty">{strings.noTransactions}</p>
          ) : (
            <table className="gk-block-detail__txs">
              <caption className="gk-block-detail__caption">{strings.transactions}</caption>
              <thead>
                <tr>
                  <th scope="col">{strings.transactionHash}</th>
                  <th scope="col">{strings.messages}</th>
                  <th scope="col">{strings.memo}</th>
                </tr>
              </thead>
              <tbody>
                {block.txs.map((tx, index) => (
                  <tr key={`${index}-${tx.hash}`}>
                    <th scope="row" className="gk-block-detail__tx-hash">
                      <Hash value={tx.hash} kind={strings.transactionHashKind} entity="tx" href={getTxHref?.(tx.hash)} />
                    </th>
                    <td className="gk-block-detail__messages">
                      {tx.messages === undefined ? '' : tx.messages.length === 0 ? strings.noMessages : tx.messages.map(messageTypeName).join(', ')}
                    </td>
                    <td className="gk-block-detail__memo">
                      <bdi>{tx.memo ?? ''}</bdi>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {block.txs.length < block.txCount && (
            <p className="gk-block-detail__more">
              {fillTemplate(strings.someTransactions, {
                shown: numbers.format(block.txs.length),
                total: numbers.format(block.txCount),
              })}
            </p>
          )}
        </>
      )}
    </section>
  )
}),
  (props, error, reset, View) => (
    <View {...props} block={undefined} status="error" error={error} onRetry={retryAfter(props.onRetry, reset)} />
  ),
)
