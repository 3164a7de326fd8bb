/**
 * Words of `BlockExplorerTable` and `BlockDetail`. Override any of them with the
 * component's `strings` prop or app-wide with `<GatekitUIProvider strings>`.
 * `{name}` placeholders are filled in.
 */
export type BlockExplorerTableStrings = {
  caption: string
  height: string
  time: string
  proposer: string
  transactions: string
  /** The transactions column's header in a narrow table (the full one is still read). */
  transactionsShort: string
  /** Accessible name of a row's button. */
  openBlock: string
  /** Announced when one block arrives. */
  newBlock: string
  /** Announced when several blocks arrive at once. */
  newBlocks: string
  loadingBlock: string
  blockUnavailable: string
  empty: string
  loadingOlder: string
  /** Shown under the table when checking for new blocks failed (the loaded blocks stay). */
  liveError: string
  /** The live indicator while new blocks join the table. */
  live: string
  /** The live indicator while the reader paused it. */
  paused: string
  /** The live indicator while a row has focus: new blocks wait so the row does not move. */
  heldByFocus: string
  /** The pause toggle's name (`aria-pressed` says whether it is paused). */
  pauseLive: string
  blockTitle: string
  blockHash: string
  noTransactions: string
  transactionHash: string
  messages: string
  memo: string
  /** When a block holds more transactions than were decoded. */
  someTransactions: string
  proposerKind: string
  blockHashKind: string
  transactionHashKind: string
  noMessages: string
}

/** The default English words of `BlockExplorerTable` and `BlockDetail`. */
export const defaultBlockExplorerTableStrings: BlockExplorerTableStrings = {
  caption: 'Latest blocks',
  height: 'Height',
  time: 'Time',
  proposer: 'Proposer',
  transactions: 'Transactions',
  transactionsShort: 'Txs',
  openBlock: 'Block {height}',
  newBlock: '1 new block',
  newBlocks: '{count} new blocks',
  loadingBlock: 'Loading block',
  blockUnavailable: 'Could not load this block',
  empty: 'No blocks yet.',
  loadingOlder: 'Loading older blocks…',
  liveError: 'Could not check for new blocks.',
  live: 'Live',
  paused: 'Paused',
  heldByFocus: 'Paused while a block has focus',
  pauseLive: 'Pause new blocks',
  blockTitle: 'Block {height}',
  blockHash: 'Block hash',
  noTransactions: 'No transactions in this block.',
  transactionHash: 'Hash',
  messages: 'Messages',
  memo: 'Memo',
  someTransactions: 'Showing {shown} of {total} transactions.',
  proposerKind: 'proposer address',
  blockHashKind: 'block hash',
  transactionHashKind: 'transaction hash',
  noMessages: 'None',
}
