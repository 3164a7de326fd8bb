// React-free, so a Next.js server component can call it: no import of react or of a component here.
import type { QueryClient } from '@tanstack/react-query'
import type { GatewayClient } from '../../core/client.ts'
import { getTxQueryOptions } from '../../query/tx/getTx.ts'
import { prefetchDenomDisplay } from '../Amount/prefetchAmount.ts'

/** What {@link prefetchTxViewer} needs of `TxViewer`'s props. */
export type PrefetchTxViewerProps = {
  /** Transaction hash, hex, as given to `TxViewer`. */
  hash: string | null | undefined
  /** Given to `TxViewer` too: its own amounts then, so no denom metadata is prefetched. */
  renderAmount?: unknown
}

// Every `{ denom, amount }` in the messages and the fee: the amounts TxViewer shows through `Amount`
// (messages nest, as in authz `MsgExec`). A coin the viewer shows raw is fetched for nothing, never missed.
function collectDenoms(value: unknown, found: Set<string>, depth = 0): Set<string> {
  if (depth > 32 || value === null || typeof value !== 'object') return found
  if (Array.isArray(value)) {
    for (const item of value) collectDenoms(item, found, depth + 1)
    return found
  }
  const record = value as Record<string, unknown>
  if (typeof record.denom === 'string' && record.denom !== '' && typeof record.amount === 'string') found.add(record.denom)
  for (const item of Object.values(record)) collectDenoms(item, found, depth + 1)
  return found
}

/**
 * Server prefetch of `TxViewer`: the transaction by hash and the metadata of every denom its amounts
 * are shown in (as `Amount` resolves them), with the component's query keys. Dehydrate the client and
 * render `TxViewer` under TanStack's `HydrationBoundary`: the hydrated viewer shows the transaction
 * with its amounts in display units and asks nothing while the data is fresh. Imports neither React
 * nor a component, so a Next.js server component can call it.
 *
 * @example
 * ```tsx
 * // app/tx/[hash]/page.tsx (a server component)
 * const queryClient = new QueryClient()
 * await prefetchTxViewer(queryClient, client, { hash })
 * return <HydrationBoundary state={dehydrate(queryClient)}><TxViewer hash={hash} /></HydrationBoundary>
 * ```
 */
export async function prefetchTxViewer(queryClient: QueryClient, client: GatewayClient, props: PrefetchTxViewerProps): Promise<void> {
  const hash = props.hash?.trim() || undefined
  if (!hash) return
  const options = getTxQueryOptions(client, { hash })
  await queryClient.prefetchQuery(options)
  const tx = queryClient.getQueryData(options.queryKey)?.tx
  if (!tx || props.renderAmount !== undefined) return
  const denoms = collectDenoms([tx.body?.messages, tx.auth_info?.fee?.amount], new Set())
  await Promise.all([...denoms].map((denom) => prefetchDenomDisplay(queryClient, client, denom)))
}
