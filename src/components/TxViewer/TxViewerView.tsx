import { forwardRef, startTransition, useEffect, useId, useState, type HTMLAttributes } from 'react'
import { formatAmount } from '../../core/format.ts'
import { isNotFoundError } from '../shared/describeError.ts'
import { QueryStatus } from '../shared/QueryStatus.tsx'
import { useHydrated } from '../shared/useHydrated.ts'
import { TxViewerSkeleton } from './TxViewerSkeleton.tsx'
import { accountPrefixOf } from '../shared/eventValueEntities.ts'
import { TxViewerEvents, TxViewerRawJson } from './detailParts.tsx'
import { TxViewerMessageList } from './messageParts.tsx'
import { TxViewerRoot, TxViewerSummary } from './parts.tsx'
import { TxViewerHeading } from './TxViewerHeading.tsx'
import { useTxViewer, type UseTxViewerParameters } from './useTxViewer.ts'
import { fillTemplate } from '../shared/text.ts'
import { retryAfter, withErrorBoundary } from '../shared/ErrorBoundary.tsx'

/** Props of {@link TxViewerView}: the data (a `Tx`, a `TxResponse`, or both) and how to show it. */
export type TxViewerViewProps = Omit<HTMLAttributes<HTMLElement>, 'children'> &
  UseTxViewerParameters & {
    /** The error of the error state (its short message is shown). */
    error?: unknown
    /** Offers a retry button in the error state. */
    onRetry?: (() => void) | undefined
    /** Show the raw JSON at first. Default false. */
    defaultShowRawJson?: boolean | undefined
  }

/**
 * A transaction from data props, no gateway needed: its status (success, or
 * failed with codespace, code and log), height, time, fee, gas, memo, hash and
 * signers; every message through the message registry, with its events and
 * logs; the transaction-level events; and the raw JSON. Give a `Tx`, a
 * `TxResponse` (which carries its `Tx`), or both. Chain text is always inert.
 *
 * @example
 * ```tsx
 * const { data, status, error, refetch } = useTx({ hash })
 * <TxViewerView txResponse={data?.tx_response} tx={data?.tx} status={status} error={error} onRetry={refetch} />
 * ```
 */
export const TxViewerView = /* @__PURE__ */ withErrorBoundary(
  /* @__PURE__ */ forwardRef<HTMLElement, TxViewerViewProps>(function TxViewerView(props, ref) {
  const {
    tx,
    txResponse,
    status,
    registry,
    metadata,
    renderAmount,
    headingLevel,
    maxDepth,
    openEventsUpTo,
    locale,
    timeZone,
    now,
    strings,
    error,
    onRetry,
    defaultShowRawJson,
    ...rest
  } = props
  const viewer = useTxViewer({ tx, txResponse, status, registry, metadata, renderAmount, headingLevel, maxDepth, openEventsUpTo, locale, timeZone, now, strings })
  const titleId = useId()
  const { strings: text } = viewer
  const count = (value: number) => formatAmount(String(value), { locale: viewer.locale })
  // Mounted on the client with its data, the viewer's first frame is its skeleton and the transaction
  // follows in a transition, which React renders in short slices: the first render of every part and
  // the page's first Intl formatters (tens of ms together) are not one long task. On the server and
  // while hydrating, the transaction at once (what the server sent is what hydration finds).
  const hydrated = useHydrated()
  const [revealed, setRevealed] = useState(!hydrated)
  useEffect(() => {
    if (!revealed) startTransition(() => setRevealed(true))
  }, [revealed])
  const shownStatus = viewer.status === 'success' && !revealed ? 'pending' : viewer.status
  // A hash the gateway does not know is an empty state that says so (`useTxViewerData` makes it one).
  const notFound = viewer.status === 'empty' && error !== undefined && isNotFoundError(error)
  return (
    <TxViewerRoot
      ref={ref}
      viewer={viewer}
      aria-labelledby={titleId}
      aria-busy={shownStatus === 'pending' || undefined}
      data-error={notFound ? 'not-found' : undefined}
      {...rest}
    >
      <TxViewerHeading level={viewer.headingLevel} id={titleId} className="gk-tx-viewer__title">
        {text.title}
      </TxViewerHeading>
      <QueryStatus
        status={shownStatus}
        error={error}
        onRetry={onRetry}
        emptyText={notFound ? text.notFound : text.noTransaction}
        strings={text}
        skeleton={<TxViewerSkeleton />}
      />
      {shownStatus === 'success' && (
        <>
          <TxViewerSummary />
          <div className="gk-tx-viewer__section">
            <TxViewerHeading level={viewer.headingLevel + 1}>{fillTemplate(text.messagesHeading, { count: count(viewer.messages.length) })}</TxViewerHeading>
            {viewer.messages.length > 0 ? <TxViewerMessageList /> : <p className="gk-tx-viewer__note">{text.noMessages}</p>}
          </div>
          {viewer.txResponse && viewer.txEvents.length > 0 && (
            <TxViewerEvents
              className="gk-tx-viewer__tx-events"
              events={viewer.txEvents}
              caption={fillTemplate(text.txEvents, { count: count(viewer.txEvents.length) })}
              defaultOpen={false}
              decoded={viewer.txEvents.some((event) => event.decoded)}
              strings={text}
              locale={viewer.locale}
              accountPrefix={accountPrefixOf(viewer.signers[0])}
            />
          )}
          <TxViewerRawJson defaultOpen={defaultShowRawJson} />
        </>
      )}
      <p className="gk-visually-hidden gk-tx-viewer__announcement" aria-live="polite">
        {shownStatus === 'success' && viewer.announcement}
      </p>
    </TxViewerRoot>
  )
}),
  (props, error, reset, View) => (
    <View {...props} tx={undefined} txResponse={undefined} status="error" error={error} onRetry={retryAfter(props.onRetry, reset)} />
  ),
)
