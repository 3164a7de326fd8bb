'use client'

import 'gatekit/styles.css'
import { useBalances, useSuspenseBalances } from 'gatekit'
import { Address, BalanceList, TxViewer } from 'gatekit/components'
import { Suspense } from 'react'

function SuspendedCount({ address }: { address: string }) {
  const { data } = useSuspenseBalances({ address })
  return <p data-testid="client-suspense-balances">{data.balances.length} denoms</p>
}

/** Hooks and components, rendered on the server from the prefetched cache, then hydrated. */
export function ClientBalances({ address, txHash }: { address: string; txHash: string }) {
  const { data } = useBalances({ address })
  const first = data?.balances[0]
  return (
    <section>
      <h1>
        Account <Address value={address} />
      </h1>
      <p data-testid="client-balance">{first ? `${first.amount} ${first.denom}` : 'loading'}</p>
      <Suspense fallback={<p data-testid="client-suspense-balances">suspended</p>}>
        <SuspendedCount address={address} />
      </Suspense>
      <BalanceList address={address} />
      <TxViewer hash={txHash} />
    </section>
  )
}
