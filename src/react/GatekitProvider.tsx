import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query'
import { useContext, useMemo, useState, type ReactNode } from 'react'
import type { GatewayClient } from '../core/client.ts'
import type { PayClient } from '../pay/client.ts'
import { GatekitContext } from './context.ts'

/** Props of {@link GatekitProvider}. */
export type GatekitProviderProps = {
  /** The gateway client every hook uses unless a hook is given its own. */
  client?: GatewayClient | undefined
  /** The payment backend client (`createPayClient` of `gatekit/pay`) for the `gatekit/pay/react` hooks. */
  payClient?: PayClient | undefined
  /**
   * The TanStack QueryClient. Without one, an enclosing `QueryClientProvider`
   * is used, or else gatekit creates one for this tree.
   */
  queryClient?: QueryClient | undefined
  children?: ReactNode
}

/**
 * Makes a gateway client (and optionally a payment client and a QueryClient)
 * available to every gatekit hook below it.
 *
 * @example
 * ```tsx
 * const client = createGatewayClient({ baseUrl: 'http://127.0.0.1:1317' })
 * root.render(
 *   <GatekitProvider client={client}>
 *     <App />
 *   </GatekitProvider>,
 * )
 * ```
 */
export function GatekitProvider({ client, payClient, queryClient, children }: GatekitProviderProps) {
  const enclosing = useContext(QueryClientContext)
  const [ownQueryClient] = useState(() => (queryClient || enclosing ? undefined : new QueryClient()))
  const value = useMemo(() => ({ client, payClient }), [client, payClient])
  const tree = <GatekitContext.Provider value={value}>{children}</GatekitContext.Provider>
  const chosen = queryClient ?? (enclosing ? undefined : ownQueryClient)
  return chosen ? <QueryClientProvider client={chosen}>{tree}</QueryClientProvider> : tree
}
