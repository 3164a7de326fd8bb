import {
  forwardRef,
  type ButtonHTMLAttributes,
  type HTMLAttributes,
  type SelectHTMLAttributes,
  type TableHTMLAttributes,
  type TdHTMLAttributes,
  type ThHTMLAttributes,
} from 'react'
import { CopyableValue } from '../shared/CopyableValue.tsx'
import { cx } from '../shared/cx.ts'
import { useGatekitUI } from '../shared/GatekitUIProvider.tsx'
import type { ViewStatus } from '../shared/QueryStatus.tsx'
import { channelVersionName, type ChannelStateDescription, type ChannelVersionDescription } from './describeChannel.ts'
import { defaultChannelTableStrings, type ChannelTableStrings } from './strings.ts'
import { fillTemplate } from '../shared/text.ts'
import { revealHiddenCharacters } from '../../core/hiddenCharacters.ts'
import type { ChannelStateOption } from './useChannelTable.ts'

/** Props of {@link ChannelTableRoot}. */
export type ChannelTableRootProps = HTMLAttributes<HTMLDivElement> & {
  /** Carried in `data-state`. */
  status: ViewStatus
}

/**
 * The outer element of a channel table; `data-state` carries its status.
 *
 * @example
 * ```tsx
 * <ChannelTableRoot status="success">...</ChannelTableRoot>
 * ```
 */
export const ChannelTableRoot = /* @__PURE__ */ forwardRef<HTMLDivElement, ChannelTableRootProps>(function ChannelTableRoot(
  { status, className, ...rest },
  ref,
) {
  return <div ref={ref} className={cx('gk-channel-table', className)} data-state={status} {...rest} />
})

/**
 * The bar above the table holding the state filter and the count.
 *
 * @example
 * ```tsx
 * <ChannelTableToolbar><label>State <ChannelTableStateSelect options={options} /></label></ChannelTableToolbar>
 * ```
 */
export const ChannelTableToolbar = /* @__PURE__ */ forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(function ChannelTableToolbar(
  { className, ...rest },
  ref,
) {
  return <div ref={ref} className={cx('gk-channel-table__toolbar', className)} {...rest} />
})

/** Props of {@link ChannelTableStateSelect}. */
export type ChannelTableStateSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  options: readonly ChannelStateOption[]
}

/**
 * A native select of channel states (with counts); `''` stands for every state.
 * Give it a label (`<label>` around it or `aria-label`).
 *
 * @example
 * ```tsx
 * <ChannelTableStateSelect options={table.stateOptions} value={table.stateFilter ?? ''} onChange={(e) => table.setStateFilter(e.target.value)} />
 * ```
 */
export const ChannelTableStateSelect = /* @__PURE__ */ forwardRef<HTMLSelectElement, ChannelTableStateSelectProps>(function ChannelTableStateSelect(
  { options, className, ...rest },
  ref,
) {
  return (
    <select ref={ref} className={cx('gk-channel-table__select', className)} {...rest}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {revealHiddenCharacters(option.label)}
        </option>
      ))}
    </select>
  )
})

/**
 * How many channels are shown, in a polite live region, so that filtering and
 * loading more are announced without taking focus.
 *
 * @example
 * ```tsx
 * <ChannelTableSummary>{table.summary}</ChannelTableSummary>
 * ```
 */
export const ChannelTableSummary = /* @__PURE__ */ forwardRef<HTMLParagraphElement, HTMLAttributes<HTMLParagraphElement>>(function ChannelTableSummary(
  { className, ...rest },
  ref,
) {
  return <p ref={ref} className={cx('gk-channel-table__summary', className)} aria-live="polite" {...rest} />
})

/**
 * The horizontally scrollable region around the table; focusable, so that
 * keyboard users can scroll a table wider than the screen.
 *
 * @example
 * ```tsx
 * <ChannelTableScroller aria-labelledby={captionId}><ChannelTableTable>...</ChannelTableTable></ChannelTableScroller>
 * ```
 */
export const ChannelTableScroller = /* @__PURE__ */ forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(function ChannelTableScroller(
  { className, ...rest },
  ref,
) {
  return <div ref={ref} role="region" tabIndex={0} className={cx('gk-channel-table__scroller', className)} {...rest} />
})

/**
 * The `<table>` of channels.
 *
 * @example
 * ```tsx
 * <ChannelTableTable><ChannelTableCaption>IBC channels</ChannelTableCaption>...</ChannelTableTable>
 * ```
 */
export const ChannelTableTable = /* @__PURE__ */ forwardRef<HTMLTableElement, TableHTMLAttributes<HTMLTableElement>>(function ChannelTableTable(
  { className, ...rest },
  ref,
) {
  return <table ref={ref} className={cx('gk-channel-table__table', className)} {...rest} />
})

/**
 * The table's `<caption>`, its accessible name.
 *
 * @example
 * ```tsx
 * <ChannelTableCaption>IBC channels</ChannelTableCaption>
 * ```
 */
export const ChannelTableCaption = /* @__PURE__ */ forwardRef<HTMLTableCaptionElement, HTMLAttributes<HTMLTableCaptionElement>>(
  function ChannelTableCaption({ className, ...rest }, ref) {
    return <caption ref={ref} className={cx('gk-channel-table__caption', className)} {...rest} />
  },
)

/** Props of {@link ChannelTableColumnHeader}. */
export type ChannelTableColumnHeaderProps = ThHTMLAttributes<HTMLTableCellElement> & {
  /** Makes the header a sort button. */
  onSort?: (() => void) | undefined
  /** The direction when the table is sorted by this column; becomes `aria-sort`. */
  sortDirection?: 'ascending' | 'descending' | undefined
}

/**
 * A column header (`<th scope="col">`). With `onSort` its content is a
 * button and the header carries `aria-sort` while the table is sorted by it.
 *
 * @example
 * ```tsx
 * <ChannelTableColumnHeader onSort={() => table.toggleSort('state')} sortDirection={table.ariaSort('state')}>State</ChannelTableColumnHeader>
 * ```
 */
export const ChannelTableColumnHeader = /* @__PURE__ */ forwardRef<HTMLTableCellElement, ChannelTableColumnHeaderProps>(
  function ChannelTableColumnHeader({ onSort, sortDirection, className, children, ...rest }, ref) {
    return (
      <th ref={ref} scope="col" aria-sort={sortDirection} className={cx('gk-channel-table__header', className)} {...rest}>
        {onSort ? (
          <button type="button" className="gk-channel-table__sort" onClick={onSort}>
            {children}
            <span className="gk-channel-table__sort-icon" data-direction={sortDirection ?? 'none'} aria-hidden="true">
              {sortDirection === 'ascending' ? '▲' : sortDirection === 'descending' ? '▼' : '↕'}
            </span>
          </button>
        ) : (
          children
        )}
      </th>
    )
  },
)

/**
 * One channel's `<tr>`.
 *
 * @example
 * ```tsx
 * <ChannelTableRow data-channel-state={row.state.tone}>...</ChannelTableRow>
 * ```
 */
export const ChannelTableRow = /* @__PURE__ */ forwardRef<HTMLTableRowElement, HTMLAttributes<HTMLTableRowElement>>(function ChannelTableRow(
  { className, ...rest },
  ref,
) {
  return <tr ref={ref} className={cx('gk-channel-table__row', className)} {...rest} />
})

/**
 * The header cell of a row (`<th scope="row">`): the channel's port and channel id.
 *
 * @example
 * ```tsx
 * <ChannelTableRowHeader>transfer / channel-0</ChannelTableRowHeader>
 * ```
 */
export const ChannelTableRowHeader = /* @__PURE__ */ forwardRef<HTMLTableCellElement, ThHTMLAttributes<HTMLTableCellElement>>(
  function ChannelTableRowHeader({ className, ...rest }, ref) {
    return <th ref={ref} scope="row" className={cx('gk-channel-table__cell', 'gk-channel-table__row-header', className)} {...rest} />
  },
)

/**
 * A data cell (`<td>`).
 *
 * @example
 * ```tsx
 * <ChannelTableCell>Unordered</ChannelTableCell>
 * ```
 */
export const ChannelTableCell = /* @__PURE__ */ forwardRef<HTMLTableCellElement, TdHTMLAttributes<HTMLTableCellElement>>(function ChannelTableCell(
  { className, ...rest },
  ref,
) {
  return <td ref={ref} className={cx('gk-channel-table__cell', className)} {...rest} />
})

/** Props of {@link ChannelTableStateBadge}. */
export type ChannelTableStateBadgeProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  state: ChannelStateDescription
}

/**
 * A channel state as a labelled badge: its name in words (an unknown state
 * exactly as given) and a shape per tone, so colour is never the only cue.
 *
 * @example
 * ```tsx
 * <ChannelTableStateBadge state={describeChannelState('STATE_OPEN', strings)} />
 * ```
 */
export const ChannelTableStateBadge = /* @__PURE__ */ forwardRef<HTMLSpanElement, ChannelTableStateBadgeProps>(function ChannelTableStateBadge(
  { state, className, ...rest },
  ref,
) {
  return (
    <span
      ref={ref}
      className={cx('gk-channel-table__state', className)}
      data-channel-state={state.tone}
      title={state.known ? state.value : undefined}
      {...rest}
    >
      {revealHiddenCharacters(state.label)}
    </span>
  )
})

/** Props of {@link ChannelTableIdentifier}. */
export type ChannelTableIdentifierProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  /** A port or channel id as the chain sent it. */
  value: string
  /** What it is, for the copy button of a shortened value ("Copy port ID"). */
  kind: string
  /** Characters kept at the start of a shortened value. Default 18 (`icacontroller-kii1`). */
  head?: number | undefined
  /** Characters kept at the end. Default 6. */
  tail?: number | undefined
}

/**
 * A port or channel id as text, with hidden formatting characters made
 * visible. A long one (an ICA controller port `icacontroller-kii1...`) is
 * shortened in the middle like `Address`, its full value in a tooltip on
 * hover and focus, for screen readers and behind a copy button.
 *
 * @example
 * ```tsx
 * <ChannelTableIdentifier value={channel.port_id} kind="port ID" />
 * ```
 */
export const ChannelTableIdentifier = /* @__PURE__ */ forwardRef<HTMLSpanElement, ChannelTableIdentifierProps>(function ChannelTableIdentifier(
  { value, kind, head = 18, tail = 6, className, ...rest },
  ref,
) {
  const shown = revealHiddenCharacters(value)
  if (shown.length <= head + tail + 1) {
    return (
      <span ref={ref} className={cx('gk-channel-table__id', className)} {...rest}>
        {shown}
      </span>
    )
  }
  return <CopyableValue ref={ref} value={shown} kind={kind} head={head} tail={tail} className={cx('gk-channel-table__id', className)} {...rest} />
})

/** Props of {@link ChannelTableVersion}. */
export type ChannelTableVersionProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  version: ChannelVersionDescription
  strings?: Partial<ChannelTableStrings> | undefined
}

const humanKey = (key: string) => key.replace(/_/g, ' ')

/**
 * A channel version, readable: the ICS application by name and version
 * (`ICS-27 interchain accounts ics27-1`), fee middleware, and the other
 * fields of a JSON version as a list. All of it is text; the exact version is
 * in the title.
 *
 * @example
 * ```tsx
 * <ChannelTableVersion version={describeChannelVersion(channel.version)} />
 * ```
 */
export const ChannelTableVersion = /* @__PURE__ */ forwardRef<HTMLDivElement, ChannelTableVersionProps>(function ChannelTableVersion(
  { version, strings: ownStrings, className, ...rest },
  ref,
) {
  const { strings } = useGatekitUI(defaultChannelTableStrings, { strings: ownStrings })
  const name = channelVersionName(version, strings)
  return (
    <div ref={ref} className={cx('gk-channel-table__version', className)} title={revealHiddenCharacters(version.raw) || undefined} {...rest}>
      {version.raw === '' ? (
        <span className="gk-channel-table__muted">{strings.versionEmpty}</span>
      ) : (
        <span className="gk-channel-table__version-app">
          {name && <span className="gk-channel-table__version-name">{name} </span>}
          {version.app !== '' && <code className="gk-channel-table__version-id">{revealHiddenCharacters(version.app)}</code>}
        </span>
      )}
      {version.fee !== undefined && (
        <span className="gk-channel-table__version-fee">{fillTemplate(strings.versionWithFee, { fee: revealHiddenCharacters(version.fee) })}</span>
      )}
      {version.fields.length > 0 && (
        <dl className="gk-channel-table__version-fields">
          {version.fields.map(([key, value], index) => (
            <div key={`${index}-${key}`}>
              <dt>{revealHiddenCharacters(humanKey(key))}</dt>
              <dd>{revealHiddenCharacters(value)}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  )
})

/**
 * The button that loads the next page of channels.
 *
 * @example
 * ```tsx
 * {hasNextPage && <ChannelTableLoadMore onClick={() => fetchNextPage()}>Load more channels</ChannelTableLoadMore>}
 * ```
 */
export const ChannelTableLoadMore = /* @__PURE__ */ forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>(function ChannelTableLoadMore(
  { className, type = 'button', ...rest },
  ref,
) {
  return <button ref={ref} type={type} className={cx('gk-button', 'gk-channel-table__load-more', className)} {...rest} />
})
