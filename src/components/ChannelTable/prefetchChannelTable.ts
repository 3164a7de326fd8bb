// React-free, so a Next.js server component can call it: no import of react or of a component here.
import type { QueryClient } from '@tanstack/react-query'
import type { GatewayClient } from '../../core/client.ts'
import { getChannelClientStateQueryOptions } from '../../query/ibcChannel/getChannelClientState.ts'
import { getChannelsInfiniteQueryOptions } from '../../query/ibcChannel/getChannels.ts'

/** Channels per request when `pageSize` is not given. */
export const defaultChannelTablePageSize = 100
/** How long a light client's state stays fresh: clients are replaced rarely, their chain id never changes. */
export const counterpartyClientStaleTime = 10 * 60 * 1000

/** What {@link prefetchChannelTable} needs of `ChannelTable`'s props (the same names and defaults). */
export type PrefetchChannelTableProps = {
  pageSize?: number | undefined
  showCounterpartyChain?: boolean | undefined
}

/**
 * Server prefetch of `ChannelTable`: the first page of channels and, unless `showCounterpartyChain` is
 * false, the client state behind each distinct connection (through its first channel, as the table
 * asks), with the component's query keys. Dehydrate the client and render `ChannelTable` under
 * TanStack's `HydrationBoundary`: the hydrated table asks nothing while the data is fresh. Imports
 * neither React nor a component, so a Next.js server component can call it.
 *
 * @example
 * ```tsx
 * const queryClient = new QueryClient()
 * await prefetchChannelTable(queryClient, client, { pageSize: 50 })
 * return <HydrationBoundary state={dehydrate(queryClient)}><ChannelTable pageSize={50} /></HydrationBoundary>
 * ```
 */
export async function prefetchChannelTable(queryClient: QueryClient, client: GatewayClient, props: PrefetchChannelTableProps = {}): Promise<void> {
  const options = getChannelsInfiniteQueryOptions(client, { pagination: { limit: props.pageSize ?? defaultChannelTablePageSize } })
  await queryClient.prefetchInfiniteQuery(options)
  if (props.showCounterpartyChain === false) return
  const channels = queryClient.getQueryData(options.queryKey)?.pages.flatMap((page) => page.channels) ?? []
  const byConnection = new Map<string, (typeof channels)[number]>()
  for (const channel of channels) {
    const connectionId = channel.connection_hops[0]
    if (connectionId !== undefined && !byConnection.has(connectionId)) byConnection.set(connectionId, channel)
  }
  await Promise.all(
    [...byConnection.values()].map((channel) =>
      queryClient.prefetchQuery({
        ...getChannelClientStateQueryOptions(client, { channelId: channel.channel_id, portId: channel.port_id }),
        staleTime: counterpartyClientStaleTime,
      }),
    ),
  )
}
