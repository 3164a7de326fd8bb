// React-free, so a Next.js server component can call it: no import of react or of a component here.
import type { QueryClient } from '@tanstack/react-query'
import type { GatewayClient } from '../../core/client.ts'
import { getDenomsMetadataQueryOptions } from '../../query/bank/getDenomsMetadata.ts'
import { getOracleRatesQueryOptions } from '../../query/oracle/getOracleRates.ts'
import { getPriceSnapshotHistoryQueryOptions } from '../../query/oracle/getPriceSnapshotHistory.ts'

/** The one denom metadata query of `OracleRatesTable` (display units of every row): shared here so the prefetch uses its key. */
export const oracleRatesMetadataParameters = { pagination: { limit: 200 } } as const

/** `OracleRatesTable`'s props that {@link prefetchOracleRatesTable} takes: none changes what it reads first. */
export type PrefetchOracleRatesTableProps = Record<string, unknown>

/**
 * Server prefetch of `OracleRatesTable`: the exchange rates, the price snapshot history (its
 * trends) and the denom metadata (display units), with the component's query keys. Dehydrate the client and render `OracleRatesTable` under
 * TanStack's `HydrationBoundary`: the hydrated table asks nothing until its next refresh. Imports
 * neither React nor a component, so a Next.js server component can call it.
 *
 * @example
 * ```tsx
 * const queryClient = new QueryClient()
 * await prefetchOracleRatesTable(queryClient, client)
 * return <HydrationBoundary state={dehydrate(queryClient)}><OracleRatesTable /></HydrationBoundary>
 * ```
 */
export async function prefetchOracleRatesTable(queryClient: QueryClient, client: GatewayClient, _props: PrefetchOracleRatesTableProps = {}): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(getOracleRatesQueryOptions(client, {})),
    queryClient.prefetchQuery(getPriceSnapshotHistoryQueryOptions(client, {})),
    queryClient.prefetchQuery(getDenomsMetadataQueryOptions(client, oracleRatesMetadataParameters)),
  ])
}
