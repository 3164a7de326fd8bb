/**
 * Words of `TxTable`. Override any of them with the component's `strings` prop
 * or app-wide with `<GatekitUIProvider strings>`. `{name}` placeholders are filled in.
 */
export type TxTableStrings = {
  caption: string
  /** Caption when the total number of matches is known. */
  captionWithTotal: string
  hash: string
  height: string
  time: string
  messages: string
  status: string
  fee: string
  success: string
  failed: string
  /** Messages beyond the first two ("+3"). */
  moreMessages: string
  noMessages: string
  noFee: string
  empty: string
  loadingMore: string
  /** Announced when a further page of results arrives. */
  moreLoaded: string
  /** Announced when new transactions arrive at the top of a live table. */
  newTransactions: string
  /** The live indicator while new transactions join the table (with `refetchInterval`). */
  live: string
  /** The live indicator while the reader paused it. */
  paused: string
  /** The live indicator while a row has focus: new transactions wait so the row does not move. */
  heldByFocus: string
  /** The pause toggle's name (`aria-pressed` says whether it is paused). */
  pauseLive: string
  /** Under the table when the latest check for new transactions failed; the rows shown are still good. */
  liveError: string
  loadMoreFailed: string
  detailTitle: string
  result: string
  /** A failed transaction's result: its codespace and code. */
  failedWithCode: string
  gas: string
  memo: string
  log: string
  hashKind: string
}

/** The default English words of `TxTable`. */
export const defaultTxTableStrings: TxTableStrings = {
  caption: 'Transactions',
  captionWithTotal: 'Transactions ({total})',
  hash: 'Hash',
  height: 'Height',
  time: 'Time',
  messages: 'Messages',
  status: 'Status',
  fee: 'Fee',
  success: 'Success',
  failed: 'Failed',
  moreMessages: '+{count}',
  noMessages: 'None',
  noFee: 'None',
  empty: 'No transactions match.',
  loadingMore: 'Loading more transactions…',
  moreLoaded: '{count} more transactions loaded',
  newTransactions: '{count} new transactions',
  live: 'Live',
  paused: 'Paused',
  heldByFocus: 'Paused while a transaction has focus',
  pauseLive: 'Pause new transactions',
  liveError: 'Could not check for new transactions.',
  loadMoreFailed: 'Could not load more transactions.',
  detailTitle: 'Transaction {hash}',
  result: 'Result',
  failedWithCode: 'Failed: {codespace} code {code}',
  gas: 'Gas used / wanted',
  memo: 'Memo',
  log: 'Log',
  hashKind: 'transaction hash',
}
