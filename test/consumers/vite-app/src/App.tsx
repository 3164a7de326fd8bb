import { useBalances, useInfiniteBalances, useSuspenseBalances } from 'gatekit'
import { Address, BalanceList, TxViewer } from 'gatekit/components'
import { Component, Suspense, type ReactNode } from 'react'

type AppProps = { address: string; txHash: string }

/** The first balance through the plain query hook, as `amount denom` (the runner looks for it). */
function FirstBalance({ address }: { address: string }) {
  const { data, error } = useBalances({ address })
  if (error) return <p role="alert">{error.message}</p>
  const first = data?.balances[0]
  return <p data-testid="hook-balance">{first ? `${first.amount} ${first.denom}` : 'loading'}</p>
}

/** Pages of two balances through the infinite hook. */
function FirstPage({ address }: { address: string }) {
  const { data, hasNextPage } = useInfiniteBalances({ address, pagination: { limit: 2 } })
  if (!data) return <p data-testid="infinite-balances">loading</p>
  return (
    <p data-testid="infinite-balances">
      {data.pages.length} page of {data.pages[0]?.balances.length} balances, more: {String(hasNextPage)}
    </p>
  )
}

/** The suspense hook: data is defined on first render, the Suspense boundary shows the wait. */
function SuspendedBalances({ address }: { address: string }) {
  const { data } = useSuspenseBalances({ address })
  return <p data-testid="suspense-balances">{data.balances.length} denoms</p>
}

class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null }
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children
  }
}

export function App({ address, txHash }: AppProps) {
  return (
    <main>
      <h1>
        Account <Address value={address} />
      </h1>
      <FirstBalance address={address} />
      <FirstPage address={address} />
      <ErrorBoundary>
        <Suspense fallback={<p data-testid="suspense-balances">suspended</p>}>
          <SuspendedBalances address={address} />
        </Suspense>
      </ErrorBoundary>
      <BalanceList address={address} />
      <TxViewer hash={txHash} />
    </main>
  )
}
