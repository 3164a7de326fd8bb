import { useLatestBlock } from 'gatekit'
import { BlockExplorerTable, TxTable } from 'gatekit/components'
import { useId } from 'react'
import { routeHref, txHref } from '../routes.ts'

/** Newest first, a page of them; the table loads more as it is scrolled. */
const latestTransactionsQuery = { eventQuery: 'tx.height>0', orderBy: 'ORDER_BY_DESC', limit: 20 } as const

function navigate(hash: string) {
  window.location.hash = hash
}

/**
 * The home page: the latest blocks and the latest transactions, both live (each with its Live /
 * Paused indicator; a focused row holds new ones so it stays where it is).
 */
export function HomePage({ refreshInterval }: { refreshInterval: number }) {
  const blocksId = useId()
  const txsId = useId()
  // The block table polls the latest block; this shares that one query.
  const latest = useLatestBlock()
  const header = latest.data?.block?.header

  return (
    <>
      <h1>Chain activity</h1>
      {header && (
        <p className="explorer-lead">
          Chain <code>{header.chain_id}</code>, latest block <a href={routeHref({ page: 'block', height: header.height })}>{header.height}</a>.
        </p>
      )}
      <div className="explorer-columns">
        <section aria-labelledby={blocksId}>
          <h2 id={blocksId}>Latest blocks</h2>
          <BlockExplorerTable
            refetchInterval={refreshInterval}
            getTxHref={txHref}
            onOpenRow={(row) => navigate(routeHref({ page: 'block', height: row.height }))}
            strings={{ caption: 'Latest blocks, newest first' }}
          />
        </section>
        <section aria-labelledby={txsId}>
          <h2 id={txsId}>Latest transactions</h2>
          <TxTable
            {...latestTransactionsQuery}
            refetchInterval={refreshInterval}
            getTxHref={txHref}
            onOpenRow={(hash) => navigate(txHref(hash))}
            strings={{ caption: 'Latest transactions, newest first', captionWithTotal: 'Latest transactions, newest first (of {total})' }}
          />
        </section>
      </div>
    </>
  )
}
