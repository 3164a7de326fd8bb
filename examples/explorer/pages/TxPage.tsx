import { useTx } from 'gatekit'
import { Hash, TxViewer } from 'gatekit/components'
import { asAddress, routeHref } from '../routes.ts'

// Validator operator and consensus addresses have pages of their own on other explorers, not accounts.
const validatorPart = /valoper|valcons/

/**
 * The account addresses a transaction's messages name (senders, recipients, delegators, ...), in the
 * order they first appear, for links to their pages.
 */
export function accountsOf(messages: readonly unknown[] | undefined): string[] {
  const found = new Set<string>()
  const visit = (value: unknown, depth: number) => {
    if (depth > 8) return
    if (typeof value === 'string') {
      const address = asAddress(value)
      if (address && !validatorPart.test(address.slice(0, address.lastIndexOf('1')))) found.add(address)
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1)
    } else if (value && typeof value === 'object') {
      for (const item of Object.values(value)) visit(item, depth + 1)
    }
  }
  visit(messages ?? [], 0)
  return [...found]
}

/** One transaction: TxViewer, with links to its block and to the accounts its messages name. */
export function TxPage({ hash }: { hash: string }) {
  // The same query TxViewer makes: one request for both.
  const { data } = useTx({ hash })
  const response = data?.tx_response
  const accounts = accountsOf(data?.tx?.body?.messages)
  return (
    <>
      <h1>Transaction</h1>
      <p className="explorer-lead">
        <Hash value={hash} head={hash.length} tail={0} kind="transaction hash" entity="tx" />
      </p>
      {response && (
        <nav aria-label="Related pages" className="explorer-related">
          <ul>
            <li>
              In block <a href={routeHref({ page: 'block', height: response.height })}>{response.height}</a>
            </li>
            {accounts.map((address) => (
              <li key={address}>
                Account <a href={routeHref({ page: 'account', address })}>{address}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <TxViewer hash={hash} headingLevel={2} strings={{ title: 'Details' }} />
    </>
  )
}
