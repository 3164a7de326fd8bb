import { withCommonStrings, type CommonStrings } from '../shared/strings.ts'

/**
 * Every user-facing string of `BalanceList`, with the shared ones (`loading`, `retry`, ...).
 * Templates name their values in braces: `{count}`, `{address}`, `{amount}`, `{path}`, `{filter}`.
 */
export type BalanceListStrings = CommonStrings & {
  /** Caption of the table without an address. */
  caption: string
  /** Caption with the address; `{address}` is replaced by the shortened, copyable address. */
  captionForAddress: string
  assetColumn: string
  totalColumn: string
  spendableColumn: string
  /** Under the spendable amount when vesting (or anything else) locks part of the total. */
  locked: string
  filterLabel: string
  /** The number of assets loaded. */
  count: string
  /** How many of the loaded assets the filter keeps. */
  countFiltered: string
  /** Added to the count while the gateway has more pages. */
  moreAvailable: string
  noMatches: string
  noBalances: string
  loadMore: string
  loadingMore: string
  /** Asset line of an IBC voucher: the channels it came through. */
  ibcVia: string
  /** Asset line of a denom without metadata: its amount is in base units. */
  baseUnits: string
  /** A spendable amount that is not known (the gateway could not say). */
  spendableUnknown: string
  /** What a denom is, for its copy button ("Copy denom"). */
  denomKind: string
  /** Metadata or spendable amounts failed while the balances loaded. */
  detailsFailed: string
  /** The gateway's pages did not end (a repeated `next_key`, or the page limit): the list stops here. */
  pagesStopped: string
  /** The button that renders more of the rows: `{count}` more of the `{hidden}` not shown yet. */
  showMoreRows: string
}

/**
 * The default English strings of `BalanceList`.
 *
 * @example
 * ```tsx
 * <BalanceList address={address} strings={{ ...defaultBalanceListStrings, totalColumn: 'Balance' }} />
 * ```
 */
export const defaultBalanceListStrings: BalanceListStrings = /* @__PURE__ */ withCommonStrings({
  caption: 'Balances',
  captionForAddress: 'Balances of {address}',
  assetColumn: 'Asset',
  totalColumn: 'Total',
  spendableColumn: 'Spendable',
  locked: '{amount} locked',
  filterLabel: 'Filter by name, symbol or denom',
  count: 'Assets: {count}',
  countFiltered: 'Showing {shown} of {count} assets',
  moreAvailable: 'More available.',
  noMatches: 'No asset matches “{filter}”.',
  noBalances: 'This address holds no tokens.',
  loadMore: 'Load more',
  loadingMore: 'Loading more…',
  ibcVia: 'IBC via {path}',
  baseUnits: 'No metadata: base units',
  spendableUnknown: 'Not known',
  denomKind: 'denom',
  detailsFailed: 'Some details could not be loaded; amounts without metadata are shown in base units.',
  pagesStopped: 'The gateway’s pages did not end, so the list stops with what was read.',
  showMoreRows: 'Show {count} more rows ({hidden} not shown)',
})
