import { useCallback, useState } from 'react'
import { formatInteger, numberFormatFor } from '../../core/format.ts'
import type { ExplorerTableAnnouncement } from '../ExplorerTable/ExplorerTable.tsx'
import { useGatekitUI } from '../shared/GatekitUIProvider.tsx'
import { fillTemplate } from '../shared/text.ts'
import { useControllableState } from '../shared/useControllableState.ts'
import type { BlockExplorerRow } from './BlockExplorerTableView.tsx'
import { defaultBlockExplorerTableStrings, type BlockExplorerTableStrings } from './strings.ts'

/** A height as a bigint, or undefined when it is not a decimal integer. */
export function toHeight(value: string | undefined): bigint | undefined {
  if (value === undefined || !/^\d+$/.test(value)) return undefined
  return BigInt(value)
}

/** Parameters of {@link useBlockExplorerTable}. */
export type UseBlockExplorerTableParameters = {
  /** Blocks, newest first. Or `rowCount` and `getRow`. */
  rows?: readonly BlockExplorerRow[] | undefined
  rowCount?: number | undefined
  getRow?: ((index: number) => BlockExplorerRow) | undefined
  /** The opened block (controlled); `null` for none. */
  selectedHeight?: string | null | undefined
  defaultSelectedHeight?: string | null | undefined
  onSelectedHeightChange?: ((height: string | null) => void) | undefined
  /** Called when a row is opened, instead of selecting it. */
  onOpenRow?: ((row: BlockExplorerRow) => void) | undefined
  /** Rows open (select) only when there is a detail to show. */
  hasDetail?: boolean | undefined
  /** Announce new blocks. Default true. */
  announceNewBlocks?: boolean | undefined
  locale?: string | undefined
  strings?: Partial<BlockExplorerTableStrings> | undefined
}

/**
 * The headless state of `BlockExplorerTableView`: rows by index (from `rows` or `getRow`), the
 * index of a height (heights are consecutive, newest first), the opened block (controlled or not),
 * what opening a row does, and the announcement of new blocks. No markup, no fetching (that is
 * `useBlockExplorerTableData`).
 *
 * @example
 * ```tsx
 * const table = useBlockExplorerTable({ rows, hasDetail: true })
 * <ExplorerTable rowCount={table.rowCount} getRowKey={table.getRowKey} indexOfKey={table.indexOfKey} onOpenRow={table.openRow} announcement={table.announcement} … />
 * ```
 */
export function useBlockExplorerTable(parameters: UseBlockExplorerTableParameters) {
  const { rows, getRow, onOpenRow, hasDetail = false, announceNewBlocks = true } = parameters
  const { locale, strings } = useGatekitUI(defaultBlockExplorerTableStrings, { locale: parameters.locale, strings: parameters.strings })
  const rowCount = rows ? rows.length : (parameters.rowCount ?? 0)
  const rowAt = useCallback(
    (index: number): BlockExplorerRow => (rows ? rows[index] : getRow?.(index)) ?? { height: '', state: 'error' },
    [rows, getRow],
  )
  const getRowKey = useCallback((index: number) => rowAt(index).height, [rowAt])
  // Heights are consecutive, newest first: the index of a height is the top height minus it.
  const topHeight = rowCount > 0 ? rowAt(0).height : undefined
  const indexOfKey = useCallback(
    (key: string) => {
      const top = toHeight(topHeight)
      const height = toHeight(key)
      if (top === undefined || height === undefined || height > top) return undefined
      const index = Number(top - height)
      return index < rowCount && rowAt(index).height === key ? index : undefined
    },
    [topHeight, rowCount, rowAt],
  )

  // Announce blocks that arrived at the top since the last render.
  const [seenTop, setSeenTop] = useState(topHeight)
  const [announcement, setAnnouncement] = useState<ExplorerTableAnnouncement | undefined>(undefined)
  if (topHeight !== seenTop) {
    setSeenTop(topHeight)
    const now = toHeight(topHeight)
    const before = toHeight(seenTop)
    if (announceNewBlocks && now !== undefined && before !== undefined && now > before) {
      const added = now - before
      const text = added === 1n ? strings.newBlock : fillTemplate(strings.newBlocks, { count: formatInteger(added, locale) })
      setAnnouncement((previous) => ({ id: (previous?.id ?? 0) + 1, text }))
    }
  }

  const [selected, setSelected] = useControllableState<string | null>({
    value: parameters.selectedHeight,
    defaultValue: parameters.defaultSelectedHeight ?? null,
    onChange: parameters.onSelectedHeightChange,
  })
  const expandable = !onOpenRow && hasDetail
  /** Opens the row at an index: calls `onOpenRow`, or toggles its detail. */
  const openRow = useCallback(
    (index: number) => {
      const row = rowAt(index)
      if (onOpenRow) return onOpenRow(row)
      if (!hasDetail) return
      setSelected(selected === row.height ? null : row.height)
    },
    [rowAt, onOpenRow, hasDetail, selected, setSelected],
  )

  return {
    locale,
    strings,
    /** The locale's number formatter, built when first read (the first Intl formatter of a page is costly). */
    get numbers() {
      return numberFormatFor(locale)
    },
    rowCount,
    rowAt,
    getRowKey,
    indexOfKey,
    announcement,
    selected,
    expandable,
    openRow,
  }
}
