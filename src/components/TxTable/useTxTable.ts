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

  // Announce pages that arrive after the first (state adjusted while rendering, not in an effect).
  const [seenCount, setSeenCount] = useState(rows.length)
  const [announcement, setAnnouncement] = useState<ExplorerTableAnnouncement | undefined>(undefined)
  if (rows.length !== seenCount) {
    setSeenCount(rows.length)
    if (seenCount > 0 && rows.length > seenCount) {
      const text = fillTemplate(strings.moreLoaded, { count: formatInteger(rows.length - seenCount, locale) })
      setAnnouncement((previous) => ({ id: (previous?.id ?? 0) + 1, text }))
    }
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
