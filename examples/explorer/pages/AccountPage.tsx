import { useKiiAddress } from 'gatekit'
import { Address, BalanceList, QueryStatus, TxTable } from 'gatekit/components'
import { useId } from 'react'
import { asEvmAddress, txHref } from '../routes.ts'

function navigate(hash: string) {
  window.location.hash = hash
}

// Event query values are single-quoted; a quote in the address would end the value early.
const quoted = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`

/**
 * One account: its balances and the transactions it sent. An EVM (`0x`) address shows the account
 * the chain associates with it.
 */
export function AccountPage({ address }: { address: string }) {
  const evmAddress = asEvmAddress(address)
  const lookup = useKiiAddress({ evmAddress })
  if (!evmAddress) return <AccountDetails address={address} />
  const found = lookup.data?.associated ? lookup.data.kii_address : undefined
  if (found) return <AccountDetails address={found} evmAddress={evmAddress} />
  const { refetch } = lookup
  return (
    <>
      <h1>Account</h1>
      <p className="explorer-lead">
        EVM address <Address value={evmAddress} head={evmAddress.length} tail={0} />
      </p>
      <QueryStatus
        status={lookup.status === 'success' ? 'empty' : lookup.status}
        error={lookup.error}
        onRetry={() => void refetch()}
        emptyText="No account is associated with this EVM address."
      />
    </>
  )
}

function AccountDetails({ address, evmAddress }: { address: string; evmAddress?: string | undefined }) {
  const balancesId = useId()
  const txsId = useId()
  return (
    <>
      <h1>Account</h1>
      <p className="explorer-lead">
        <Address value={address} head={address.length} tail={0} />
      </p>
      {evmAddress && (
        <p className="explorer-lead">
          Associated with EVM address <Address value={evmAddress} head={evmAddress.length} tail={0} />
        </p>
      )}
      <section aria-labelledby={balancesId}>
        <h2 id={balancesId}>Balances</h2>
        <BalanceList address={address} />
      </section>
      <section aria-labelledby={txsId}>
        <h2 id={txsId}>Transactions sent</h2>
        <TxTable
          eventQuery={`message.sender=${quoted(address)}`}
          orderBy="ORDER_BY_DESC"
          limit={20}
          getTxHref={txHref}
          onOpenRow={(hash) => navigate(txHref(hash))}
          strings={{ caption: 'Transactions sent by this account', captionWithTotal: 'Transactions sent by this account ({total})', empty: 'This account has sent no transactions.' }}
        />
      </section>
    </>
  )
}
