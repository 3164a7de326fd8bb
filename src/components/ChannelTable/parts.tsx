import { forwardRef, type HTMLAttributes, type SelectHTMLAttributes } from 'react'
import { CopyableValue } from '../shared/CopyableValue.tsx'
import { cx } from '../shared/cx.ts'
import { useGatekitUI } from '../shared/GatekitUIProvider.tsx'
import {
  Table,
  TableCaption,
  TableCell,
  TableColumnHeader,
  TableLoadMore,
  TableRoot,
  TableRow,
  TableRowHeader,
  TableScroller,
  TableSummary,
  TableToolbar,
  type TableColumnHeaderProps,
  type TableRootProps,
} from '../shared/table/parts.tsx'
import { channelVersionName, type ChannelStateDescription, type ChannelVersionDescription } from './describeChannel.ts'
import { defaultChannelTableStrings, type ChannelTableStrings } from './strings.ts'
import { fillTemplate } from '../shared/text.ts'
import { revealHiddenCharacters } from '../../core/hiddenCharacters.ts'
import type { ChannelStateOption } from './useChannelTable.ts'

/** Props of {@link ChannelTableRoot}. */
export type ChannelTableRootProps = TableRootProps

/**
 * The outer element of a channel table (the kit's `TableRoot`); `data-state` carries its status.
 *
 * @example
 * ```tsx
 * <ChannelTableRoot status="success" className="gk-channel-table">...</ChannelTableRoot>
 * ```
 */
export const ChannelTableRoot = TableRoot

/**
 * The bar above the table holding the state filter and the count (the kit's `TableToolbar`).
 *
 * @example
 * ```tsx
 * <ChannelTableToolbar><label>State <ChannelTableStateSelect options={options} /></label></ChannelTableToolbar>
 * ```
 */
export const ChannelTableToolbar = TableToolbar

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
 * How many channels are shown, in a polite live region (the kit's `TableSummary`).
 *
 * @example
 * ```tsx
 * <ChannelTableSummary>{table.summary}</ChannelTableSummary>
 * ```
 */
export const ChannelTableSummary = TableSummary

/**
 * The region around the table that scrolls when it must (the kit's `TableScroller`); give it
 * `role="region"`, `tabIndex={0}` and a label so keyboard users can scroll it.
 *
 * @example
 * ```tsx
 * <ChannelTableScroller role="region" tabIndex={0} aria-labelledby={captionId}><ChannelTableTable>...</ChannelTableTable></ChannelTableScroller>
 * ```
 */
export const ChannelTableScroller = TableScroller

/**
 * The `<table>` of channels (the kit's `Table`).
 *
 * @example
 * ```tsx
 * <ChannelTableTable data-layout="stack"><ChannelTableCaption>IBC channels</ChannelTableCaption>...</ChannelTableTable>
 * ```
 */
export const ChannelTableTable = Table

/**
 * The table's `<caption>`, its accessible name (the kit's `TableCaption`).
 *
 * @example
 * ```tsx
 * <ChannelTableCaption>IBC channels</ChannelTableCaption>
 * ```
 */
export const ChannelTableCaption = TableCaption

/** Props of {@link ChannelTableColumnHeader}. */
export type ChannelTableColumnHeaderProps = TableColumnHeaderProps

/**
 * A column header (`<th scope="col">`, the kit's `TableColumnHeader`); a `TableSortButton` inside makes it sortable.
 *
 * @example
 * ```tsx
 * <ChannelTableColumnHeader sortDirection={table.ariaSort('state')}><TableSortButton onClick={() => table.toggleSort('state')}>State</TableSortButton></ChannelTableColumnHeader>
 * ```
 */
export const ChannelTableColumnHeader = TableColumnHeader

/**
 * One channel's `<tr>` (the kit's `TableRow`).
 *
 * @example
 * ```tsx
 * <ChannelTableRow data-channel-state={row.state.tone}>...</ChannelTableRow>
 * ```
 */
export const ChannelTableRow = TableRow

/**
 * The header cell of a row (`<th scope="row">`, the kit's `TableRowHeader`): the channel's port and channel id.
 *
 * @example
 * ```tsx
 * <ChannelTableRowHeader>transfer / channel-0</ChannelTableRowHeader>
 * ```
 */
export const ChannelTableRowHeader = TableRowHeader

/**
 * A data cell (`<td>`, the kit's `TableCell`); `label` names it in the stacked layout.
 *
 * @example
 * ```tsx
 * <ChannelTableCell label="Ordering">Unordered</ChannelTableCell>
 * ```
 */
export const ChannelTableCell = TableCell

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
 * The button that shows more channels or loads the next page (the kit's `TableLoadMore`).
 *
 * @example
 * ```tsx
 * {hasNextPage && <ChannelTableLoadMore loading={isFetchingNextPage} onClick={() => fetchNextPage()}>Load more channels</ChannelTableLoadMore>}
 * ```
 */
export const ChannelTableLoadMore = TableLoadMore
