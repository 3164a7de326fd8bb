import { withCommonStrings, type CommonStrings } from '../shared/strings.ts'

/**
 * Every user-facing string of `ChannelTable`, with the shared ones (`loading`, `retry`, ...). Override any of them per component
 * (`strings` prop) or app-wide (`<GatekitUIProvider strings>`). `{name}`
 * placeholders are filled in; keep them in translations.
 */
export type ChannelTableStrings = CommonStrings & {
  /** Caption of the table. */
  caption: string
  columnChannel: string
  columnState: string
  columnOrdering: string
  columnCounterparty: string
  columnConnection: string
  columnVersion: string
  /** Label of the state filter. */
  filterLabel: string
  /** The filter option that shows every channel. */
  filterAll: string
  /** A filter option: `{state}` and its `{count}` among the loaded channels. */
  filterOption: string
  stateUninitialized: string
  stateInit: string
  stateTryOpen: string
  stateOpen: string
  stateClosed: string
  stateFlushing: string
  stateFlushComplete: string
  orderOrdered: string
  orderUnordered: string
  orderNone: string
  /** Shown when the chain has no channels. */
  noChannels: string
  /** Shown when no loaded channel is in the chosen state. */
  noMatch: string
  /** Count of the channels shown, without a filter: `{total}`. */
  summaryAll: string
  /** Count of the channels shown with a filter: `{shown}` of `{total}`. */
  summaryFiltered: string
  /** Added to the count while only part of the matching channels is rendered: `{visible}`. */
  summaryVisible: string
  /** Added to the count while the gateway has more channels than are loaded. */
  summaryMore: string
  /** The button that shows more rows, fetching the next page once every loaded row is shown. */
  loadMore: string
  loadingMore: string
  /** Shown when loading the next page failed (followed by the error's short message). */
  loadMoreFailed: string
  /** The counterparty chain of a channel: `{chainId}`. */
  counterpartyChain: string
  /** What a port id is, for its copy button ("Copy port ID"). */
  portIdKind: string
  /** Name of an ICS application version without a name of its own: `{number}`. */
  versionIcs: string
  versionIcs20: string
  versionIcs27: string
  versionIcs29: string
  /** A version wrapped by fee middleware: `{fee}` is the fee version. */
  versionWithFee: string
  /** A channel without a version (still in its handshake). */
  versionEmpty: string
}

/** The default English strings of `ChannelTable`. */
export const defaultChannelTableStrings: ChannelTableStrings = /* @__PURE__ */ withCommonStrings({
  errorTitle: 'Could not load the IBC channels.',
  caption: 'IBC channels',
  columnChannel: 'Port / channel',
  columnState: 'State',
  columnOrdering: 'Ordering',
  columnCounterparty: 'Counterparty',
  columnConnection: 'Connection',
  columnVersion: 'Version',
  filterLabel: 'State',
  filterAll: 'All states ({count})',
  filterOption: '{state} ({count})',
  stateUninitialized: 'Uninitialized',
  stateInit: 'Init',
  stateTryOpen: 'Try open',
  stateOpen: 'Open',
  stateClosed: 'Closed',
  stateFlushing: 'Flushing',
  stateFlushComplete: 'Flush complete',
  orderOrdered: 'Ordered',
  orderUnordered: 'Unordered',
  orderNone: 'None',
  noChannels: 'This chain has no IBC channels.',
  noMatch: 'No loaded channel is in this state.',
  summaryAll: '{total} channels',
  summaryFiltered: '{shown} of {total} channels',
  summaryVisible: 'first {visible} shown',
  summaryMore: 'more on the gateway',
  loadMore: 'Show more channels',
  loadingMore: 'Loading more channels…',
  loadMoreFailed: 'Could not load more channels:',
  counterpartyChain: 'on {chainId}',
  portIdKind: 'port ID',
  versionIcs: 'ICS-{number}',
  versionIcs20: 'ICS-20 token transfer',
  versionIcs27: 'ICS-27 interchain accounts',
  versionIcs29: 'ICS-29 fee middleware',
  versionWithFee: 'with fees ({fee})',
  versionEmpty: 'none yet',
})
