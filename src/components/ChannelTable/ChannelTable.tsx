import { useQueries, type UseQueryResult } from '@tanstack/react-query'
import { forwardRef, useCallback, useMemo } from 'react'
import type { GatewayClient } from '../../core/client.ts'
import type { GetChannelClientStateResponse } from '../../modules/ibcChannel/getChannelClientState.ts'
import { getChannelClientStateQueryOptions } from '../../query/ibcChannel/getChannelClientState.ts'
import { useInfiniteChannels } from '../../react/hooks/ibcChannel/useChannels.ts'
import { useGatewayClient } from '../../react/useGatewayClient.ts'
import { ChannelTableView, type ChannelTableViewProps } from './ChannelTableView.tsx'
import { counterpartyClientStaleTime, defaultChannelTablePageSize } from './prefetchChannelTable.ts'
import type { ChannelTableChannel } from './useChannelTable.ts'
import { withErrorBoundary } from '../shared/ErrorBoundary.tsx'

// Light clients are replaced rarely; their chain id never changes. Shared with `prefetchChannelTable`.
const clientStaleTime = counterpartyClientStaleTime

function chainIdOf(response: GetChannelClientStateResponse): string | undefined {
  const state = response.identified_client_state?.client_state as Record<string, unknown> | null | undefined
  return typeof state?.chain_id === 'string' && state.chain_id !== '' ? state.chain_id : undefined
}

/** Options of {@link useCounterpartyChainIds}. */
export type UseCounterpartyChainIdsOptions = {
  /** Default true. */
  enabled?: boolean | undefined
  client?: GatewayClient | undefined
}

/**
 * The counterparty chain id of each connection the channels use, read from
 * the light client behind it: one `client_state` request per distinct
 * connection (through one of its channels), never one per channel. Clients
 * that are not Tendermint clients, and failed requests, leave their
 * connection out.
 *
 * @example
 * ```ts
 * const chainIds = useCounterpartyChainIds(channels) // { 'connection-0': 'cosmoshub-4', ... }
 * ```
 */
export function useCounterpartyChainIds(
  channels: readonly ChannelTableChannel[],
  options: UseCounterpartyChainIdsOptions = {},
): Record<string, string> {
  const client = useGatewayClient({ client: options.client })
  const enabled = options.enabled ?? true
  const representatives = useMemo(() => {
    const byConnection = new Map<string, ChannelTableChannel>()
    for (const channel of channels) {
      const connectionId = channel.connection_hops[0]
      if (connectionId !== undefined && !byConnection.has(connectionId)) byConnection.set(connectionId, channel)
    }
    return [...byConnection]
  }, [channels])
  const combine = useCallback(
    (results: UseQueryResult<string | undefined>[]) => {
      const chainIds: Record<string, string> = {}
      results.forEach((result, index) => {
        const connectionId = representatives[index]?.[0]
        if (connectionId !== undefined && result.data !== undefined) chainIds[connectionId] = result.data
      })
      return chainIds
    },
    [representatives],
  )
  return useQueries({
    queries: representatives.map(([, channel]) => {
      const base = getChannelClientStateQueryOptions(client, { channelId: channel.channel_id, portId: channel.port_id })
      return { ...base, enabled: enabled && base.enabled !== false, staleTime: clientStaleTime, select: chainIdOf }
    }),
    combine,
  })
}

/** Parameters of {@link useChannelTableData}. */
export type UseChannelTableDataParameters = {
  /** Channels per request. Default 100. */
  pageSize?: number | undefined
  /** Look up each connection's counterparty chain id. Default true. */
  showCounterpartyChain?: boolean | undefined
  client?: GatewayClient | undefined
}

/**
 * The data of {@link ChannelTable}: the channels loaded so far (`useInfiniteChannels`), each
 * connection's counterparty chain id, and the status, retry and "load more" props of
 * `ChannelTableView`. Fetching only; the filter and sort state is `useChannelTable`'s.
 *
 * @example
 * ```tsx
 * const data = useChannelTableData({ pageSize: 50 })
 * <ChannelTableView {...data} defaultStateFilter="STATE_OPEN" />
 * ```
 */
export function useChannelTableData({ pageSize = defaultChannelTablePageSize, showCounterpartyChain = true, client }: UseChannelTableDataParameters = {}) {
  const query = useInfiniteChannels({ pagination: { limit: pageSize }, client })
  const channels = useMemo(() => query.data?.pages.flatMap((page) => page.channels) ?? [], [query.data])
  const counterpartyChainIds = useCounterpartyChainIds(channels, { enabled: showCounterpartyChain, client })
  const { refetch, fetchNextPage } = query
  const loaded = query.data !== undefined
  // Once a page is shown, a failed next page is reported beside "Load more", not instead of the table.
  const status = loaded ? (channels.length === 0 ? 'empty' : 'success') : query.isError ? 'error' : 'pending'
  const onRetry = useCallback(() => void refetch(), [refetch])
  const onLoadMore = useCallback(() => void fetchNextPage(), [fetchNextPage])
  return {
    channels,
    counterpartyChainIds,
    status,
    error: query.error,
    onRetry,
    hasMore: query.hasNextPage,
    onLoadMore,
    loadingMore: query.isFetchingNextPage,
    loadMoreError: loaded && query.isFetchNextPageError ? query.error : undefined,
  } as const
}

/** Props of {@link ChannelTable}: those of {@link ChannelTableView} but the data, which it fetches. */
export type ChannelTableProps = Omit<
  ChannelTableViewProps,
  'channels' | 'counterpartyChainIds' | 'status' | 'error' | 'onRetry' | 'hasMore' | 'onLoadMore' | 'loadingMore' | 'loadMoreError'
> & {
  /** Channels per request; "Load more" fetches the next page. Default 100. */
  pageSize?: number | undefined
  /** Look up each connection's counterparty chain id (one request per distinct connection). Default true. */
  showCounterpartyChain?: boolean | undefined
  /** A client for this component only; otherwise the provider's. */
  client?: GatewayClient | undefined
}

/**
 * The chain's IBC channels, fetched page by page through the gateway
 * (`useInfiniteChannels`), with each connection's counterparty chain id.
 * Filtering and sorting apply to the channels loaded so far; "Load more"
 * fetches the next page.
 *
 * @example
 * ```tsx
 * <ChannelTable defaultStateFilter="STATE_OPEN" defaultSort={{ column: 'channel', direction: 'ascending' }} />
 * ```
 */
export const ChannelTable = /* @__PURE__ */ withErrorBoundary(
  /* @__PURE__ */ forwardRef<HTMLDivElement, ChannelTableProps>(function ChannelTable(
  { pageSize = defaultChannelTablePageSize, showCounterpartyChain = true, client, ...rest },
  ref,
) {
  const data = useChannelTableData({ pageSize, showCounterpartyChain, client })
  return (
    <ChannelTableView
      ref={ref}
      {...rest}
      {...data}
    />
  )
}),
  ({ pageSize: _pageSize, showCounterpartyChain: _showCounterpartyChain, client: _client, ...props }, error, reset) => (
    <ChannelTableView {...props} channels={[]} status="error" error={error} onRetry={reset} />
  ),
)
