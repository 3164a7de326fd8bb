import { Address, BalanceList, TxTable } from 'gatekit/components'
import { useId } from 'react'
import { txHref } from '../routes.ts'

function navigate(hash: string) {
  window.location.hash = hash
}

// Event query values are single-quoted; a quote in the address would end the value early.
const quoted = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`

/** One account: its balances and the transactions it sent. */
export function AccountPage({ address }: { address: string }) {
  const balancesId = useId()
  const txsId = useId()
  return (
    <>
      <h1>Account</h1>
      <p className="explorer-lead">
        <Address value={address} head={address.length} tail={0} />
      </p>
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
