// Entry point `gatekit/components`: presentational and connected components. Their default theme is `gatekit/styles.css`.

export { AmountView, describeAmount, type AmountResolution, type AmountViewProps } from '../components/Amount/AmountView.tsx'
export { Address, type AddressProps } from '../components/Address/Address.tsx'
export { Hash, type HashProps } from '../components/Hash/Hash.tsx'
export { Timestamp, type TimestampProps } from '../components/Timestamp/Timestamp.tsx'
export { CopyableValue, type CopyableValueProps } from '../components/shared/CopyableValue.tsx'
export { GatekitUIProvider, useGatekitUI, type GatekitUILinkOptions, type GatekitUIOptions } from '../components/shared/GatekitUIProvider.tsx'
export {
  EntityLink,
  GatekitLink,
  GatekitLinksScope,
  useEntityHref,
  useGatekitLinks,
  type EntityKind,
  type EntityLinkProps,
  type EntityValues,
  type GatekitLinkComponent,
  type GatekitLinkElementProps,
  type GatekitLinkProps,
  type GatekitLinks,
  type GatekitLinksScopeProps,
  type GatekitRoutes,
} from '../components/shared/links.tsx'
export { defaultCommonStrings, type CommonStrings } from '../components/shared/strings.ts'
export { useCopy, type CopyState } from '../components/shared/useCopy.ts'
export { useNow } from '../components/shared/useNow.ts'
export { Amount, useDenomDisplay, type AmountProps } from '../components/Amount/Amount.tsx'
export {
  ErrorDetails,
  QueryStatus,
  toViewStatus,
  type ErrorDetailsProps,
  type QueryStatusProps,
  type ViewStatus,
} from '../components/shared/QueryStatus.tsx'
export {
  describeError,
  errorKind,
  errorTechnicalText,
  isNotFoundError,
  type ErrorDescription,
  type ErrorKind,
} from '../components/shared/describeError.ts'
export { TableSkeleton, TableSkeletonRow, type TableSkeletonProps, type TableSkeletonRowProps } from '../components/shared/table/TableSkeleton.tsx'
export {
  liveState,
  TableLiveStatus,
  useRowFocusHold,
  type TableLiveState,
  type TableLiveStatusProps,
  type TableLiveStatusStrings,
} from '../components/shared/table/LiveStatus.tsx'

// BalanceList
export { BalanceList, useBalanceListData, type BalanceListProps, type UseBalanceListDataParameters } from '../components/BalanceList/BalanceList.tsx'
export { BalanceListView, defaultBalanceListRowLimit, type BalanceListViewProps } from '../components/BalanceList/BalanceListView.tsx'
export {
  BalanceListBody,
  BalanceListCaption,
  BalanceListCell,
  BalanceListColumnHeader,
  BalanceListFilterInput,
  BalanceListFilterLabel,
  BalanceListHead,
  BalanceListLoadMore,
  BalanceListNotice,
  BalanceListRoot,
  BalanceListRow,
  BalanceListRowHeader,
  BalanceListScrollArea,
  BalanceListSortButton,
  BalanceListSummary,
  BalanceListTable,
  BalanceListToolbar,
  type BalanceListCellProps,
  type BalanceListColumnHeaderProps,
  type BalanceListLoadMoreProps,
  type BalanceListRootProps,
  type BalanceListSortButtonProps,
} from '../components/BalanceList/parts.tsx'
export { defaultBalanceListStrings, type BalanceListStrings } from '../components/BalanceList/strings.ts'
export {
  compareDisplayAmounts,
  resolveBalanceRow,
  safeHttpUrl,
  useBalanceList,
  type BalanceListByDenom,
  type BalanceListCoin,
  type BalanceListMetadata,
  type BalanceListRowData,
  type BalanceListSort,
  type BalanceListSortKey,
  type BalanceListTrace,
  type UseBalanceListOptions,
  type UseBalanceListResult,
} from '../components/BalanceList/useBalanceList.ts'

// ChannelTable
export {
  ChannelTable,
  useChannelTableData,
  useCounterpartyChainIds,
  type ChannelTableProps,
  type UseChannelTableDataParameters,
  type UseCounterpartyChainIdsOptions,
} from '../components/ChannelTable/ChannelTable.tsx'
export { ChannelTableView, type ChannelTableViewProps } from '../components/ChannelTable/ChannelTableView.tsx'
export {
  useChannelTable,
  type ChannelSort,
  type ChannelSortColumn,
  type ChannelStateOption,
  type ChannelTableChannel,
  type ChannelTableRowData,
  type UseChannelTableParameters,
} from '../components/ChannelTable/useChannelTable.ts'
export {
  channelStates,
  channelVersionName,
  describeChannelOrdering,
  describeChannelState,
  describeChannelVersion,
  type ChannelStateDescription,
  type ChannelStateTone,
  type ChannelVersionDescription,
} from '../components/ChannelTable/describeChannel.ts'
export {
  ChannelTableCaption,
  ChannelTableCell,
  ChannelTableColumnHeader,
  ChannelTableIdentifier,
  ChannelTableLoadMore,
  ChannelTableRoot,
  ChannelTableRow,
  ChannelTableRowHeader,
  ChannelTableScroller,
  ChannelTableStateBadge,
  ChannelTableStateSelect,
  ChannelTableSummary,
  ChannelTableTable,
  ChannelTableToolbar,
  ChannelTableVersion,
  type ChannelTableColumnHeaderProps,
  type ChannelTableIdentifierProps,
  type ChannelTableRootProps,
  type ChannelTableStateBadgeProps,
  type ChannelTableStateSelectProps,
  type ChannelTableVersionProps,
} from '../components/ChannelTable/parts.tsx'
export { defaultChannelTableStrings, type ChannelTableStrings } from '../components/ChannelTable/strings.ts'
export { revealHiddenCharacters } from '../core/hiddenCharacters.ts'

// OracleRatesTable
export {
  OracleRatesTable,
  useOracleRatesTableData,
  type OracleRatesTableProps,
  type UseOracleRatesTableDataParameters,
} from '../components/OracleRatesTable/OracleRatesTable.tsx'
export { OracleRatesTableView, type OracleRatesTableViewProps } from '../components/OracleRatesTable/OracleRatesTableView.tsx'
export {
  useOracleRatesTable,
  type OracleRateEntry,
  type OracleRateRow,
  type OracleRateSample,
  type OracleRateSnapshot,
  type OracleRateTrendView,
  type UseOracleRatesTableParameters,
} from '../components/OracleRatesTable/useOracleRatesTable.ts'
export {
  describeRateTrend,
  formatDecimal,
  formatRate,
  significantFractionDigits,
  type RateTrend,
  type TrendDirection,
} from '../components/OracleRatesTable/describeRates.ts'
export {
  OracleRatesTableAnnouncer,
  OracleRatesTableCaption,
  OracleRatesTableCell,
  OracleRatesTableChange,
  OracleRatesTableColumnHeader,
  OracleRatesTableDenom,
  OracleRatesTableRate,
  OracleRatesTableRoot,
  OracleRatesTableRow,
  OracleRatesTableRowHeader,
  OracleRatesTableScroller,
  OracleRatesTableSparkline,
  OracleRatesTableTable,
  type OracleRatesTableChangeProps,
  type OracleRatesTableDenomProps,
  type OracleRatesTableRateProps,
  type OracleRatesTableRootProps,
  type OracleRatesTableSparklineProps,
} from '../components/OracleRatesTable/parts.tsx'
export { defaultOracleRatesTableStrings, type OracleRatesTableStrings } from '../components/OracleRatesTable/strings.ts'
export { OracleRatesTableTrendChart, type OracleRatesTableTrendChartProps } from '../components/OracleRatesTable/TrendChart.tsx'

// The virtualized explorer table behind BlockExplorerTable and TxTable
export {
  ExplorerTable,
  ExplorerTableAnnouncer,
  ExplorerTableBody,
  ExplorerTableCaption,
  ExplorerTableCell,
  ExplorerTableDetail,
  ExplorerTableFooter,
  ExplorerTableHead,
  ExplorerTableHeaderCell,
  ExplorerTableHeaderRow,
  ExplorerTablePlaceholder,
  ExplorerTableRoot,
  ExplorerTableRow,
  ExplorerTableRowButton,
  ExplorerTableRowLink,
  ExplorerTableRowHeader,
  ExplorerTableScroller,
  ExplorerTableSpacer,
  ExplorerTableTable,
  type ExplorerTableAnnouncement,
  type ExplorerTableAnnouncerProps,
  type ExplorerTableCellProps,
  type ExplorerTableColumn,
  type ExplorerTablePlaceholderProps,
  type ExplorerTableProps,
  type ExplorerTableRowButtonProps,
  type ExplorerTableRowLinkProps,
  type ExplorerTableRowProps,
  type ExplorerTableRowState,
  type ExplorerTableSpacerProps,
  type ExplorerTableTableProps,
} from '../components/ExplorerTable/ExplorerTable.tsx'
export { useExplorerTable, type ExplorerTableState, type UseExplorerTableParameters } from '../components/ExplorerTable/useExplorerTable.ts'
// The table kit's row keyboard model: one tab stop for the rows, arrow keys, Home / End; rows open through their link
export { TableRowLink, type TableRowLinkProps } from '../components/shared/table/parts.tsx'
export {
  useTableRowNavigation,
  type TableRowNavigation,
  type UseTableRowNavigationParameters,
} from '../components/shared/table/useTableRowNavigation.ts'
export {
  computeVirtualRange,
  useVirtualRows,
  type UseVirtualRowsParameters,
  type VirtualRange,
  type VirtualRangeInput,
  type VirtualRows,
} from '../components/ExplorerTable/useVirtualRows.ts'
export { messageTypeName, txHashFromBytes } from '../components/ExplorerTable/format.ts'

// BlockExplorerTable
export {
  BlockDetail,
  BlockExplorerTable,
  toBlockDetail,
  toBlockExplorerRow,
  useBlockExplorerTableData,
  type BlockDetailProps,
  type BlockExplorerTableData,
  type BlockExplorerTableProps,
  type UseBlockExplorerTableDataParameters,
} from '../components/BlockExplorerTable/BlockExplorerTable.tsx'
export { useBlockExplorerTable, type UseBlockExplorerTableParameters } from '../components/BlockExplorerTable/useBlockExplorerTable.ts'
export { BlockExplorerLiveStatus, type BlockExplorerLiveStatusProps } from '../components/BlockExplorerTable/LiveStatus.tsx'
export { BlockExplorerTableView, type BlockExplorerRow, type BlockExplorerTableViewProps } from '../components/BlockExplorerTable/BlockExplorerTableView.tsx'
export { BlockDetailView, type BlockDetailData, type BlockDetailTx, type BlockDetailViewProps } from '../components/BlockExplorerTable/BlockDetailView.tsx'
export { defaultBlockExplorerTableStrings, type BlockExplorerTableStrings } from '../components/BlockExplorerTable/strings.ts'

// TxTable
export { TxTable, toTxTableRows, useTxTableData, type TxTableData, type TxTableProps, type UseTxTableDataParameters } from '../components/TxTable/TxTable.tsx'
export { useTxTable, type UseTxTableParameters } from '../components/TxTable/useTxTable.ts'
export { TxTableDetail, TxTableView, type TxTableCoin, type TxTableDetailProps, type TxTableRow, type TxTableViewProps } from '../components/TxTable/TxTableView.tsx'
export { defaultTxTableStrings, type TxTableStrings } from '../components/TxTable/strings.ts'

// TxViewer
export { TxViewer, useTxViewerData, type TxViewerData, type TxViewerProps, type UseTxViewerDataParameters } from '../components/TxViewer/TxViewer.tsx'
export { TxViewerView, type TxViewerViewProps } from '../components/TxViewer/TxViewerView.tsx'
export {
  TxViewerProvider,
  resolveMessages,
  useTxViewer,
  useTxViewerContext,
  type TxResult,
  type TxViewerCoin,
  type TxViewerMessage,
  type TxViewerModel,
  type UseTxViewerParameters,
} from '../components/TxViewer/useTxViewer.ts'
export {
  TxViewerRoot,
  TxViewerStatus,
  TxViewerSummary,
  type TxViewerRootProps,
  type TxViewerStatusProps,
  type TxViewerSummaryProps,
} from '../components/TxViewer/parts.tsx'
export {
  TxViewerEvents,
  TxViewerLogs,
  TxViewerRawJson,
  type TxViewerEventsProps,
  type TxViewerLogsProps,
  type TxViewerRawJsonProps,
} from '../components/TxViewer/detailParts.tsx'
export {
  createMessageHelpers,
  TxViewerMessageCard,
  TxViewerMessageList,
  type TxViewerMessageCardProps,
  type TxViewerMessageListProps,
} from '../components/TxViewer/messageParts.tsx'
export { TxViewerHeading } from '../components/TxViewer/TxViewerHeading.tsx'
export { TxViewerJsonTree, type TxViewerJsonTreeProps } from '../components/TxViewer/TxViewerJsonTree.tsx'
export { builtInMessageEntries, createMessageRegistry, defaultMessageRegistry } from '../components/TxViewer/registry.tsx'
export type {
  MessageFieldRow,
  MessageHelpers,
  MessageRegistry,
  MessageRegistryEntry,
  MessageRegistrySource,
  TxMessage,
} from '../components/TxViewer/messageTypes.ts'
export { defaultTxViewerStrings, type TxViewerStrings } from '../components/TxViewer/strings.ts'
export { ChainText, LongText, type ChainTextProps, type LongTextProps } from '../components/TxViewer/text.tsx'
export {
  decodeAcknowledgement,
  decodeBase64Text,
  decodeIcs20PacketData,
  parseExchangeRates,
  type DecodedAcknowledgement,
  type Ics20PacketData,
  type OracleVoteRate,
} from '../components/TxViewer/decode.ts'
export {
  eventsAreBase64,
  groupTxEvents,
  toDisplayEvents,
  type DisplayAttribute,
  type DisplayEvent,
  type GroupedTxEvents,
  type MessageEventGroup,
} from '../components/TxViewer/txEvents.ts'

// Server prefetch of the connected components: React-free modules a Next.js server component can call.
export { prefetchAmount, prefetchDenomDisplay, type PrefetchAmountProps } from '../components/Amount/prefetchAmount.ts'
export { prefetchBalanceList, type PrefetchBalanceListProps } from '../components/BalanceList/prefetchBalanceList.ts'
export { prefetchBlockExplorerTable, type PrefetchBlockExplorerTableProps } from '../components/BlockExplorerTable/prefetchBlockExplorerTable.ts'
export { prefetchChannelTable, type PrefetchChannelTableProps } from '../components/ChannelTable/prefetchChannelTable.ts'
export { prefetchOracleRatesTable, type PrefetchOracleRatesTableProps } from '../components/OracleRatesTable/prefetchOracleRatesTable.ts'
export { prefetchTxTable, type PrefetchTxTableProps } from '../components/TxTable/prefetchTxTable.ts'
export { prefetchTxViewer, type PrefetchTxViewerProps } from '../components/TxViewer/prefetchTxViewer.ts'
