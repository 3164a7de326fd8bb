import { forwardRef, useId, useMemo, useState, type HTMLAttributes } from 'react'
import { truncateMiddle } from '../../core/format.ts'
import { cx } from '../shared/cx.ts'
import { useGatekitUI } from '../shared/GatekitUIProvider.tsx'
import { useCopy } from '../shared/useCopy.ts'
import { TxViewerEventValue } from './eventValue.tsx'
import { type DisplayEvent } from './txEvents.ts'
import { TxViewerHeading } from './TxViewerHeading.tsx'
import { defaultTxViewerStrings, type TxViewerStrings } from './strings.ts'
import { breakableText, ChainText, LongText } from './text.tsx'
import { useTxViewerContext } from './useTxViewer.ts'

// The details below the messages: events, logs and the raw JSON.

// ---------------------------------------------------------------------------
// Events and logs

/** Props of {@link TxViewerEvents}. */
export type TxViewerEventsProps = Omit<HTMLAttributes<HTMLDetailsElement>, 'children'> & {
  events: readonly DisplayEvent[]
  /** Names the group: the disclosure's summary and the table's caption. */
  caption: string
  /** Open at first. Default true. */
  defaultOpen?: boolean | undefined
  /** Say that the chain sent these base64-encoded (they are shown decoded). */
  decoded?: boolean | undefined
  strings?: Partial<TxViewerStrings> | undefined
  locale?: string | undefined
  /**
   * The chain's account prefix (`kii`, from the transaction's signers): addresses in values under it
   * (and its validators') link through the routes in force; another chain's stay text. Default: any
   * bech32 address with a valid checksum links.
   */
  accountPrefix?: string | undefined
}

/**
 * A group of events as a disclosure holding a table (event type, attribute,
 * value); each event is a row group. Keys and values are inert text, long values
 * clipped with "Show all"; the entities in values (addresses, validators, coins' denoms, heights,
 * transaction hashes, this chain's channels) link through the routes in force. The table is built
 * only while open.
 *
 * @example
 * ```tsx
 * <TxViewerEvents events={toDisplayEvents(txResponse.events)} caption="Events" />
 * ```
 */
export const TxViewerEvents = /* @__PURE__ */ forwardRef<HTMLDetailsElement, TxViewerEventsProps>(function TxViewerEvents(
  { events, caption, defaultOpen = true, decoded, strings: ownStrings, locale: ownLocale, accountPrefix, className, ...rest },
  ref,
) {
  const { strings, locale } = useGatekitUI(defaultTxViewerStrings, { strings: ownStrings, locale: ownLocale })
  const [open, setOpen] = useState(defaultOpen)
  return (
    <details ref={ref} className={cx('gk-tx-viewer__events', className)} open={open} onToggle={(event) => setOpen(event.currentTarget.open)} {...rest}>
      <summary className="gk-tx-viewer__disclosure">{caption}</summary>
      {open && (
        <>
          {decoded && <p className="gk-tx-viewer__note">{strings.eventsDecoded}</p>}
          <table className="gk-tx-viewer__table gk-tx-viewer__events-table" data-encoding={decoded ? 'base64' : undefined}>
            <caption className="gk-visually-hidden">{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{strings.eventColumn}</th>
                <th scope="col">{strings.attributeColumn}</th>
                <th scope="col">{strings.valueColumn}</th>
              </tr>
            </thead>
            {events.map((event, eventIndex) => (
              <tbody key={eventIndex} className="gk-tx-viewer__event" data-event-type={event.type}>
                {event.attributes.length === 0 ? (
                  <tr>
                    <th scope="row" className="gk-tx-viewer__event-type">
                      <ChainText value={event.type} strings={strings} />
                    </th>
                    <td colSpan={2} className="gk-tx-viewer__muted">
                      {strings.noAttributes}
                    </td>
                  </tr>
                ) : (
                  event.attributes.map((attribute, attributeIndex) => (
                    <tr key={attributeIndex}>
                      {attributeIndex === 0 && (
                        <th scope="rowgroup" rowSpan={event.attributes.length} className="gk-tx-viewer__event-type">
                          <ChainText value={event.type} strings={strings} />
                        </th>
                      )}
                      <th scope="row" className="gk-tx-viewer__event-key" title={attribute.raw ? attribute.raw.key : undefined}>
                        <ChainText value={truncateMiddle(attribute.key, { head: 60, tail: 20 })} strings={strings} />
                      </th>
                      <td className="gk-tx-viewer__event-value" data-decoded={attribute.raw ? true : undefined}>
                        <TxViewerEventValue attributeKey={attribute.key} value={attribute.value} event={event} accountPrefix={accountPrefix} strings={strings} locale={locale} />
                      </td>
                    </tr>
                  ))
                )}
              </tbody>
            ))}
          </table>
        </>
      )}
    </details>
  )
})

/** Props of {@link TxViewerLogs}. */
export type TxViewerLogsProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  /** The log text as the chain wrote it. */
  log: string
  /** What the log is (`Log of message 1`). */
  label: string
  strings?: Partial<TxViewerStrings> | undefined
  locale?: string | undefined
}

/**
 * A message's log text (older chains write one per message), inert and clipped when long.
 *
 * @example
 * ```tsx
 * <TxViewerLogs log={txResponse.logs[0].log} label="Log of message 1" />
 * ```
 */
export const TxViewerLogs = /* @__PURE__ */ forwardRef<HTMLDivElement, TxViewerLogsProps>(function TxViewerLogs({ log, label, strings, locale, className, ...rest }, ref) {
  return (
    <div ref={ref} className={cx('gk-tx-viewer__log', className)} {...rest}>
      <span className="gk-tx-viewer__label">{label}</span>
      <LongText value={log} label={label} locale={locale} strings={strings} />
    </div>
  )
})

// ---------------------------------------------------------------------------
// Raw JSON

/** Props of {@link TxViewerRawJson}. */
export type TxViewerRawJsonProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  /** Show the JSON at first. Default false. */
  defaultOpen?: boolean | undefined
}

/**
 * The transaction and its result exactly as the gateway sent them, as formatted
 * JSON text behind a toggle, with a copy button.
 *
 * @example
 * ```tsx
 * <TxViewerRoot viewer={viewer}><TxViewerRawJson defaultOpen /></TxViewerRoot>
 * ```
 */
export const TxViewerRawJson = /* @__PURE__ */ forwardRef<HTMLDivElement, TxViewerRawJsonProps>(function TxViewerRawJson({ defaultOpen = false, className, ...rest }, ref) {
  const model = useTxViewerContext('TxViewerRawJson')
  const { strings } = model
  const [open, setOpen] = useState(defaultOpen)
  const { copy, state } = useCopy()
  const headingId = useId()
  const jsonId = useId()
  const { rawJson } = model
  const json = useMemo(() => (open ? rawJson() : ''), [open, rawJson])
  return (
    <div ref={ref} className={cx('gk-tx-viewer__raw', className)} {...rest}>
      <TxViewerHeading level={model.headingLevel + 1} id={headingId}>
        {strings.rawJson}
      </TxViewerHeading>
      <div className="gk-tx-viewer__raw-actions">
        <button
          type="button"
          className="gk-button gk-tx-viewer__raw-toggle"
          aria-expanded={open}
          aria-controls={open ? jsonId : undefined}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? strings.hideRawJson : strings.showRawJson}
        </button>
        <button type="button" className="gk-button gk-tx-viewer__raw-copy" data-state={state === 'idle' ? undefined : state} onClick={() => void copy(json || rawJson())}>
          {strings.copyRawJson}
        </button>
        <span className="gk-visually-hidden" aria-live="polite">
          {state === 'copied' ? strings.copied : state === 'failed' ? strings.copyFailed : ''}
        </span>
      </div>
      {open && (
        <pre id={jsonId} className="gk-tx-viewer__raw-json" tabIndex={0} role="region" aria-labelledby={headingId}>
          <code>{breakableText(json)}</code>
        </pre>
      )}
    </div>
  )
})
