import { BlockExplorerTable } from 'gatekit/components'
import { txHref } from '../routes.ts'

/** The latest blocks, live, over the page's whole width; older ones load as the reader scrolls. */
export function BlocksPage({ refreshInterval }: { refreshInterval: number }) {
  return (
    <>
      <h1>Blocks</h1>
      <BlockExplorerTable refetchInterval={refreshInterval} getTxHref={txHref} strings={{ caption: 'Newest first' }} />
    </>
  )
}
