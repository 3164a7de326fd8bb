// React-free, so a Next.js server component can call it: no import of react or of a component here.
import type { QueryClient } from '@tanstack/react-query'
import type { GatewayClient } from '../../core/client.ts'
import { GatewayError } from '../../core/errors.ts'
import { getDenomMetadataQueryOptions } from '../../query/bank/getDenomMetadata.ts'
import { getDenomTraceQueryOptions } from '../../query/ibcTransfer/getDenomTrace.ts'

/**
 * How long denom metadata and traces stay fresh in `Amount`, `BalanceList`, `TxTable` and `TxViewer`
 * (they change rarely; an hour keeps a page of amounts from refetching them).
 */
export const denomDisplayStaleTime = 60 * 60 * 1000

/**
 * Fetches into `queryClient` what `Amount` (and `useDenomDisplay`) reads for a denom: its metadata;
 * for an IBC voucher without metadata, its trace and then the base denom's metadata. Same query keys as
 * the component, so a hydrated `Amount` shows display units at once.
 *
 * A denom without metadata answers 404; TanStack does not dehydrate failed queries, so the client asks
 * for it once more.
 *
 * @example
 * ```ts
 * await prefetchDenomDisplay(queryClient, client, 'akii')
 * ```
 */
export async function prefetchDenomDisplay(queryClient: QueryClient, client: GatewayClient, denom: string | undefined): Promise<void> {
  if (!denom) return
  const own = getDenomMetadataQueryOptions(client, { denom })
  await queryClient.prefetchQuery({ ...own, staleTime: denomDisplayStaleTime })
  const ownError = queryClient.getQueryState(own.queryKey)?.error
  if (!(ownError instanceof GatewayError && ownError.code === 5) || !denom.startsWith('ibc/')) return
  const traceOptions = getDenomTraceQueryOptions(client, { hash: denom })
  await queryClient.prefetchQuery({ ...traceOptions, staleTime: denomDisplayStaleTime })
  const baseDenom = queryClient.getQueryData(traceOptions.queryKey)?.denom_trace?.base_denom
  if (baseDenom) await queryClient.prefetchQuery({ ...getDenomMetadataQueryOptions(client, { denom: baseDenom }), staleTime: denomDisplayStaleTime })
}

/** What {@link prefetchAmount} needs of `Amount`'s props. */
export type PrefetchAmountProps = { denom: string }

/**
 * Server prefetch of `Amount`: the denom's metadata (and trace and base metadata for an IBC voucher
 * without its own), with the component's query keys. Dehydrate the client and render `Amount` under
 * TanStack's `HydrationBoundary`: it shows display units without a request.
 *
 * @example
 * ```tsx
 * // app/page.tsx (a server component)
 * const queryClient = new QueryClient()
 * await prefetchAmount(queryClient, client, { denom: 'akii' })
 * return <HydrationBoundary state={dehydrate(queryClient)}><Amount amount="1500000000000000000" denom="akii" /></HydrationBoundary>
 * ```
 */
export function prefetchAmount(queryClient: QueryClient, client: GatewayClient, props: PrefetchAmountProps): Promise<void> {
  return prefetchDenomDisplay(queryClient, client, props.denom)
}
