import { useCallback, useMemo } from 'react'
import { useControllableState } from '../shared/useControllableState.ts'
import { useTableRowNavigation } from '../shared/table/useTableRowNavigation.ts'
import { getDisplayUnit, type DenomMetadataLike } from '../../core/format.ts'
import { revealHiddenCharacters } from '../../core/hiddenCharacters.ts'

/** An amount of one denom in base units, as the gateway sends it (`Coin`). */
export type BalanceListCoin = { denom: string; amount: string | bigint }

/** Denom metadata as the bank module sends it; `description` and `uri` are shown when present. */
export type BalanceListMetadata = DenomMetadataLike & {
  description?: string | undefined
  uri?: string | undefined
}

/** Where an IBC voucher came from (`denom_trace` of the transfer module). */
export type BalanceListTrace = { path: string; base_denom: string }

/** Values by denom: a `Map` or a plain object. */
export type BalanceListByDenom<T> = ReadonlyMap<string, T> | Readonly<Record<string, T>>

/** Columns the list sorts by. */
export type BalanceListSortKey = 'name' | 'amount'

/** A sort order; `null` keeps the gateway's order (by denom). */
export type BalanceListSort = { key: BalanceListSortKey; direction: 'ascending' | 'descending' }

/** One row of the list, resolved for display. */
export type BalanceListRowData = {
  denom: string
  /** Total in base units. */
  amount: string
  /** Spendable amount in base units, or `undefined` when it is not known. */
  spendable: string | undefined
  /** What is locked (total minus spendable) in base units, only when more than zero. */
  locked: string | undefined
  /** Metadata the amount is scaled by (the denom's own, or its IBC base denom's); `undefined` shows it raw. */
  metadata: BalanceListMetadata | undefined
  trace: BalanceListTrace | undefined
  /** Decimal places between the base unit and the display unit; 0 for a raw amount. */
  exponent: number
  /** The name people know the asset by: metadata name, else symbol, else the IBC base denom, else the denom. */
  name: string
  symbol: string | undefined
  description: string | undefined
  /** The metadata URI when it is an `http:` or `https:` URL; other schemes are never linked. */
  href: string | undefined
}

/** Options of {@link useBalanceList}. */
export type UseBalanceListOptions = {
  balances: readonly BalanceListCoin[]
  /**
   * Spendable amounts by denom. A denom of `balances` that is not listed has an unknown spendable
   * amount; leave the whole prop out to hide the column.
   */
  spendableBalances?: readonly BalanceListCoin[] | undefined
  /** Metadata by base denom. An IBC voucher without its own uses its trace's base denom's. */
  metadata?: BalanceListByDenom<BalanceListMetadata> | undefined
  /** IBC traces by `ibc/` denom. */
  traces?: BalanceListByDenom<BalanceListTrace> | undefined
  /** Locale for sorting names. */
  locale?: string | undefined
  /** Filter text (controlled). */
  filter?: string | undefined
  defaultFilter?: string | undefined
  onFilterChange?: ((filter: string) => void) | undefined
  /** Sort order (controlled); `null` for the gateway's order. */
  sort?: BalanceListSort | null | undefined
  defaultSort?: BalanceListSort | null | undefined
  onSortChange?: ((sort: BalanceListSort | null) => void) | undefined
}

/**
 * The metadata `uri` as a link target when it is an `http:` or `https:` URL, else `undefined`
 * (`javascript:`, `data:`, relative and malformed URIs are never linked).
 *
 * @example
 * ```ts
 * safeHttpUrl('https://example.org/oro.json') // 'https://example.org/oro.json'
 * safeHttpUrl('javascript:alert(1)') // undefined
 * ```
 */
export function safeHttpUrl(uri: string | null | undefined): string | undefined {
  if (!uri) return undefined
  try {
    const url = new URL(uri)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined
  } catch {
    return undefined
  }
}

function lookup<T>(source: BalanceListByDenom<T> | undefined, denom: string): T | undefined {
  if (!source) return undefined
  if (source instanceof Map) return source.get(denom)
  // Own keys only: a denom named `constructor` must not find Object.prototype's.
  const record = source as Readonly<Record<string, T>>
  return Object.hasOwn(record, denom) ? record[denom] : undefined
}

/**
 * Resolves one balance for display: metadata (its own, or an IBC voucher's base denom's), the
 * exponent, the name and a safe link. Metadata whose display unit is missing or absurd is ignored,
 * so an amount is shown raw rather than wrongly scaled.
 *
 * @example
 * ```ts
 * const row = resolveBalanceRow({ denom: 'akii', amount: '1500000000000000000' }, { metadata: { akii: kiiMetadata } })
 * row.exponent // 18
 * ```
 */
export function resolveBalanceRow(
  coin: BalanceListCoin,
  sources: {
    metadata?: BalanceListByDenom<BalanceListMetadata> | undefined
    traces?: BalanceListByDenom<BalanceListTrace> | undefined
    spendable?: ReadonlyMap<string, string> | undefined
  } = {},
): BalanceListRowData {
  const amount = typeof coin.amount === 'bigint' ? coin.amount.toString() : coin.amount
  const trace = coin.denom.startsWith('ibc/') ? lookup(sources.traces, coin.denom) : undefined
  const candidate = lookup(sources.metadata, coin.denom) ?? (trace ? lookup(sources.metadata, trace.base_denom) : undefined)
  // getDisplayUnit refuses broken metadata (no display unit, absurd exponent): the amount is then shown raw.
  const unit = candidate ? getDisplayUnit(candidate) : undefined
  const metadata = unit ? candidate : undefined
  const spendable = sources.spendable?.get(coin.denom)
  const lockedAmount = spendable === undefined ? 0n : BigInt(amount) - BigInt(spendable)
  return {
    denom: coin.denom,
    amount,
    spendable,
    locked: lockedAmount > 0n ? lockedAmount.toString() : undefined,
    metadata,
    trace,
    exponent: unit ? unit.exponent : 0,
    // Shown as titles: a hidden character is made visible, so `usdc\u00AD` never reads as `usdc`.
    name: revealHiddenCharacters(metadata?.name || metadata?.symbol || trace?.base_denom || coin.denom),
    symbol: metadata?.symbol ? revealHiddenCharacters(metadata.symbol) : undefined,
    description: metadata?.description || undefined,
    href: safeHttpUrl(metadata?.uri),
  }
}

/**
 * Compares two amounts as they are displayed, exactly: each is brought to the other's scale with
 * bigint (`a × 10^eb` against `b × 10^ea`), never through floating point.
 *
 * @example
 * ```ts
 * compareDisplayAmounts({ amount: '1500000', exponent: 6 }, { amount: '2000000000000000000', exponent: 18 }) // -1 (1.5 < 2)
 * ```
 */
export function compareDisplayAmounts(
  a: { amount: string | bigint; exponent: number },
  b: { amount: string | bigint; exponent: number },
): -1 | 0 | 1 {
  const left = BigInt(a.amount) * 10n ** BigInt(b.exponent)
  const right = BigInt(b.amount) * 10n ** BigInt(a.exponent)
  return left < right ? -1 : left > right ? 1 : 0
}

// Text people may type to find an asset: compatibility forms folded, case ignored.
function searchable(text: string): string {
  return text.normalize('NFKC').toLowerCase()
}

function matches(row: BalanceListRowData, needle: string): boolean {
  const haystack = [row.denom, row.name, row.symbol, row.metadata?.display, row.trace?.base_denom]
  return haystack.some((text) => text !== undefined && searchable(text).includes(needle))
}

/** The direction a column sorts in first: names A to Z, amounts largest first. */
const firstDirection: Record<BalanceListSortKey, BalanceListSort['direction']> = { name: 'ascending', amount: 'descending' }

/**
 * The headless core of `BalanceList`: resolves balances for display and keeps the filter and sort
 * state (each controlled or not). Filter and sort apply to the rows loaded so far; no markup, no fetching.
 *
 * @example
 * ```tsx
 * const list = useBalanceList({ balances, spendableBalances, metadata, traces })
 * <input value={list.filter} onChange={(event) => list.setFilter(event.target.value)} />
 * <button onClick={() => list.toggleSort('amount')}>Amount</button>
 * {list.visibleRows.map((row) => <AmountView key={row.denom} amount={row.amount} denom={row.denom} metadata={row.metadata} />)}
 * ```
 */
export function useBalanceList(options: UseBalanceListOptions) {
  const { balances, spendableBalances, metadata, traces, locale, onFilterChange, onSortChange } = options
  const [filter, setFilter] = useControllableState({ value: options.filter, defaultValue: options.defaultFilter ?? '', onChange: onFilterChange })
  const [sort, setSort] = useControllableState<BalanceListSort | null>({ value: options.sort, defaultValue: options.defaultSort ?? null, onChange: onSortChange })

  const spendable = useMemo(
    () =>
      spendableBalances
        ? new Map(spendableBalances.map((coin) => [coin.denom, typeof coin.amount === 'bigint' ? coin.amount.toString() : coin.amount]))
        : undefined,
    [spendableBalances],
  )
  const rows = useMemo(
    () => balances.map((coin) => resolveBalanceRow(coin, { metadata, traces, spendable })),
    [balances, metadata, traces, spendable],
  )

  const visibleRows = useMemo(() => {
    const needle = searchable(filter.trim())
    const kept = needle ? rows.filter((row) => matches(row, needle)) : rows
    if (!sort) return kept
    const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true })
    const sign = sort.direction === 'ascending' ? 1 : -1
    const byDenom = (a: BalanceListRowData, b: BalanceListRowData) => (a.denom < b.denom ? -1 : a.denom > b.denom ? 1 : 0)
    return [...kept].sort((a, b) => {
      const primary = sort.key === 'amount' ? compareDisplayAmounts(a, b) : collator.compare(a.name, b.name)
      return sign * primary || collator.compare(a.name, b.name) || byDenom(a, b)
    })
  }, [rows, filter, sort, locale])

  const toggleSort = useCallback(
    (key: BalanceListSortKey) => {
      const direction =
        sort?.key === key ? (sort.direction === 'ascending' ? 'descending' : 'ascending') : firstDirection[key]
      setSort({ key, direction })
    },
    [sort, setSort],
  )
  const sortDirection = useCallback(
    (key: BalanceListSortKey) => (sort?.key === key ? sort.direction : undefined),
    [sort],
  )

  return {
    /** Every loaded balance, resolved, in the gateway's order. */
    rows,
    /** The rows the filter keeps, in the chosen order. */
    visibleRows,
    filter,
    setFilter,
    /** Whether the filter hides anything right now. */
    isFiltered: filter.trim() !== '',
    sort,
    setSort,
    /** Sorts by a column: first click in its natural direction, then flips. */
    toggleSort,
    /** `ascending` or `descending` for the sorted column (for `aria-sort`), else `undefined`. */
    sortDirection,
    /** Whether spendable amounts were given (the column is shown). */
    showSpendable: spendableBalances !== undefined,
  }
}

/** What {@link useBalanceList} returns. */
export type UseBalanceListResult = ReturnType<typeof useBalanceList>

/**
 * The keyboard model of BalanceList's rendered rows (the table kit's `useTableRowNavigation`): one
 * tab stop for the rows' denom links, arrow keys, Home and End between them; focus stays on the
 * same denom when the rows are sorted or filtered.
 *
 * @example
 * ```tsx
 * const rows = useBalanceListRowNavigation(shownRows)
 * <tbody {...rows.bodyHandlers}>…</tbody>
 * ```
 */
export function useBalanceListRowNavigation(rows: readonly Pick<BalanceListRowData, 'denom'>[]) {
  const indexByDenom = useMemo(() => new Map(rows.map((row, index) => [row.denom, index])), [rows])
  const getRowKey = useCallback((index: number) => rows[index]?.denom ?? '', [rows])
  const indexOfKey = useCallback((denom: string) => indexByDenom.get(denom), [indexByDenom])
  return useTableRowNavigation({ rowCount: rows.length, getRowKey, indexOfKey })
}
