import { useCallback, useState } from 'react'
import { formatInteger, numberFormatFor } from '../../core/format.ts'
import { useGatekitUI } from '../shared/GatekitUIProvider.tsx'
import { fillTemplate } from '../shared/text.ts'
import { useControllableState } from '../shared/useControllableState.ts'
import type { ExplorerTableAnnouncement } from '../ExplorerTable/ExplorerTable.tsx'
import { defaultTxTableStrings, type TxTableStrings } from './strings.ts'
import type { TxTableRow } from './TxTableView.tsx'

/** Parameters of {@link useTxTable}. */
export type UseTxTableParameters = {
  /** Transactions in the order shown. */
  rows: readonly TxTableRow[]
  /** The opened transaction (controlled); `null` for none. */
  selectedHash?: string | null | undefined
  defaultSelectedHash?: string | null | undefined
  onSelectedHashChange?: ((hash: string | null) => void) | undefined
  /** Called with the hash when a row is opened, instead of expanding its details. */
  onOpenRow?: ((hash: string, row: TxTableRow) => void) | undefined
  locale?: string | undefined
  strings?: Partial<TxTableStrings> | undefined
}

/**
 * The headless state of `TxTableView`: the opened row (controlled or not), what opening a row
 * does, and the announcement of pages that arrive after the first. No markup, no fetching
 * (that is `useTxTableData`).
 *
 * @example
 * ```tsx
 * const table = useTxTable({ rows, defaultSelectedHash: null })
 * <ExplorerTable rowCount={rows.length} onOpenRow={table.openRow} getRowKey={table.getRowKey} announcement={table.announcement} … />
 * ```
 */
export function useTxTable(parameters: UseTxTableParameters) {
  const { rows, onOpenRow } = parameters
  const { locale, strings } = useGatekitUI(defaultTxTableStrings, { locale: parameters.locale, strings: parameters.strings })

  // Announce pages that arrive after the first, and new transactions on top of a live table (state
  // adjusted while rendering, not in an effect).
  const [seen, setSeen] = useState({ count: rows.length, top: rows[0]?.hash })
  const [announcement, setAnnouncement] = useState<ExplorerTableAnnouncement | undefined>(undefined)
  const top = rows[0]?.hash
  if (rows.length !== seen.count || top !== seen.top) {
    setSeen({ count: rows.length, top })
    // The former top row moved down by the number of rows that arrived above it.
    const arrived = seen.top === undefined || top === seen.top ? 0 : rows.findIndex((row) => row.hash === seen.top)
    const more = rows.length - seen.count - Math.max(arrived, 0)
    const parts = [
      arrived > 0 ? fillTemplate(strings.newTransactions, { count: formatInteger(arrived, locale) }) : '',
      seen.count > 0 && more > 0 ? fillTemplate(strings.moreLoaded, { count: formatInteger(more, locale) }) : '',
    ].filter(Boolean)
    if (parts.length > 0) setAnnouncement((previous) => ({ id: (previous?.id ?? 0) + 1, text: parts.join('. ') }))
  }

  const [selected, setSelected] = useControllableState<string | null>({
    value: parameters.selectedHash,
    defaultValue: parameters.defaultSelectedHash ?? null,
    onChange: parameters.onSelectedHashChange,
  })
  const expandable = !onOpenRow
  const selectedRow = expandable && selected !== null ? rows.find((row) => row.hash === selected) : undefined
  /** Opens the row at an index: calls `onOpenRow`, or toggles its detail. */
  const openRow = useCallback(
    (index: number) => {
      const row = rows[index]
      if (!row) return
      if (onOpenRow) return onOpenRow(row.hash, row)
      setSelected(selected === row.hash ? null : row.hash)
    },
    [rows, onOpenRow, selected, setSelected],
  )
  const getRowKey = useCallback((index: number) => rows[index]?.hash ?? '', [rows])

  return {
    locale,
    strings,
    /** The locale's number formatter, built when first read (the first Intl formatter of a page is costly). */
    get numbers() {
      return numberFormatFor(locale)
    },
    announcement,
    selected,
    selectedRow,
    expandable,
    openRow,
    getRowKey,
  }
}
