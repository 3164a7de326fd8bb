// React-free, so a Next.js server component can call it: no import of react or of a component here.
import type { QueryClient } from '@tanstack/react-query'
import type { GatewayClient } from '../../core/client.ts'
import { getBlockQueryOptions } from '../../query/base/getBlock.ts'
import { getLatestBlockQueryOptions } from '../../query/base/getLatestBlock.ts'
import { firstRenderedRows } from '../ExplorerTable/firstRows.ts'
import { getProposerValidatorsQueryOptions } from './proposerValidators.ts'

/** How often the table asks for the latest block when `refetchInterval` is not given, in ms. */
export const defaultBlockRefetchInterval = 5_000

/** What {@link prefetchBlockExplorerTable} needs of `BlockExplorerTable`'s props. */
export type PrefetchBlockExplorerTableProps = {
  refetchInterval?: number | false | undefined
  /** The newest rows whose blocks to prefetch. Default: the rows the table renders before it has measured its container (22). */
  rows?: number | undefined
}

/**
 * Server prefetch of `BlockExplorerTable`: the latest block, the blocks of the rows the table shows
 * first and the active validators that name their proposers, with the component's query keys.
 * Dehydrate the client and render `BlockExplorerTable` under TanStack's `HydrationBoundary`: the
 * hydrated table shows those rows and asks nothing until its next poll of the latest block. Imports
 * neither React nor a component, so a Next.js server component can call it.
 *
 * @example
 * ```tsx
 * const queryClient = new QueryClient()
 * await prefetchBlockExplorerTable(queryClient, client)
 * return <HydrationBoundary state={dehydrate(queryClient)}><BlockExplorerTable /></HydrationBoundary>
 * ```
 */
export async function prefetchBlockExplorerTable(
  queryClient: QueryClient,
  client: GatewayClient,
  props: PrefetchBlockExplorerTableProps = {},
): Promise<void> {
  const interval = props.refetchInterval ?? defaultBlockRefetchInterval
  const latest = getLatestBlockQueryOptions(client, {})
  // The validators do not depend on the blocks: asked beside them. A gateway without the staking module
  // leaves the query failed, and the table shows consensus addresses.
  const validators = queryClient.prefetchQuery(getProposerValidatorsQueryOptions(client))
  await queryClient.prefetchQuery({ ...latest, ...(interval === false ? {} : { staleTime: interval }) })
  const top = queryClient.getQueryData(latest.queryKey)?.block?.header?.height
  if (top === undefined) return validators
  const heights: string[] = []
  // The newest row reuses the latest-block answer; the rows below it each ask for their block.
  for (let height = BigInt(top) - 1n; height >= 1n && heights.length < (props.rows ?? firstRenderedRows) - 1; height--) heights.push(height.toString())
  await Promise.all([validators, ...heights.map((height) => queryClient.prefetchQuery({ ...getBlockQueryOptions(client, { height }), staleTime: Infinity }))])
}
