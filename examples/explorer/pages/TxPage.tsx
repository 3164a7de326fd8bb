import { useTx } from 'gatekit'
import { Hash, TxViewer } from 'gatekit/components'
import { routeHref } from '../routes.ts'

/**
 * One transaction: TxViewer, whose hash, addresses and height link to their pages (the routes of
 * `GatekitUIProvider`), and a link to its block.
 */
export function TxPage({ hash }: { hash: string }) {
  // The same query TxViewer makes: one request for both.
  const { data } = useTx({ hash })
  const response = data?.tx_response
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
          </ul>
        </nav>
      )}
      <TxViewer hash={hash} headingLevel={2} strings={{ title: 'Details' }} />
    </>
  )
}
