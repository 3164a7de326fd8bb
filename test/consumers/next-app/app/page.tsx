// A server component: actions from `gatekit` and from `gatekit/core` run here, on the server, and the
// client component below starts from the server's prefetched cache (no request after hydration).
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query'
import { createGatewayClient, getBalances, getBalancesQueryOptions } from 'gatekit'
import { prefetchBalanceList } from 'gatekit/components'
import { getBalances as getBalancesFromCore } from 'gatekit/core'
import { ClientBalances } from './ClientBalances'
import { devnetEnv } from './devnetEnv'
import { Providers } from './Providers'

export const dynamic = 'force-dynamic'

export default async function Page() {
  const gatewayUrl = devnetEnv('GATEKIT_GATEWAY_URL')
  const address = devnetEnv('GATEKIT_ADDRESS')
  const client = createGatewayClient({ baseUrl: gatewayUrl })

  const [fromRoot, fromCore] = await Promise.all([getBalances(client, { address }), getBalancesFromCore(client, { address })])
  const queryClient = new QueryClient()
  await Promise.all([
    queryClient.prefetchQuery(getBalancesQueryOptions(client, { address })),
    prefetchBalanceList(queryClient, client, { address }),
  ])

  return (
    <main>
      <p data-testid="server-balance">
        {fromRoot.balances[0]?.amount} {fromRoot.balances[0]?.denom}
      </p>
      <p data-testid="server-core-balances">{fromCore.balances.length} denoms</p>
      <Providers gatewayUrl={gatewayUrl}>
        <HydrationBoundary state={dehydrate(queryClient)}>
          <ClientBalances address={address} txHash={devnetEnv('GATEKIT_TX_HASH')} />
        </HydrationBoundary>
      </Providers>
    </main>
  )
}
