import { useTx } from 'gatekit'
import { Hash, TxViewer } from 'gatekit/components'
import { asAddress, routeHref } from '../routes.ts'

// The accounts a transaction names in its `message` events: its senders, for links to their pages.
type LooseEvent = { type: string; attributes?: readonly { key?: string | null | undefined; value?: string | null | undefined }[] | null | undefined }

function senders(events: readonly LooseEvent[] | null | undefined) {
  const found = new Set<string>()
  for (const event of events ?? []) {
    if (event.type !== 'message') continue
    for (const attribute of event.attributes ?? []) {
      // Older chains send attributes base64-encoded; only readable addresses become links.
      const address = attribute.key === 'sender' ? asAddress(attribute.value ?? '') : undefined
      if (address) found.add(address)
    }
  }
  return [...found]
}

/** One transaction: TxViewer, with links to its block and to the accounts that sent it. */
export function TxPage({ hash }: { hash: string }) {
  // The same query TxViewer makes: one request for both.
  const { data } = useTx({ hash })
  const response = data?.tx_response
  const accounts = senders(response?.events)
  return (
    <>
      <h1>Transaction</h1>
      <p className="explorer-lead">
        <Hash value={hash} head={hash.length} tail={0} kind="transaction hash" />
      </p>
      {response && (
        <nav aria-label="Related" className="explorer-related">
          <ul>
            <li>
              In block <a href={routeHref({ page: 'block', height: response.height })}>{response.height}</a>
            </li>
            {accounts.map((address) => (
              <li key={address}>
                Sent by <a href={routeHref({ page: 'account', address })}>{address}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <TxViewer hash={hash} headingLevel={2} />
    </>
  )
}
