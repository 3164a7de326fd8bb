import { BlockDetail } from 'gatekit/components'
import { routeHref, txHref } from '../routes.ts'

/** One block with its transactions, and links to its neighbours. */
export function BlockPage({ height }: { height: string }) {
  const number = BigInt(height)
  return (
    <>
      <h1>Block {height}</h1>
      <nav aria-label="Blocks" className="explorer-related">
        <ul>
          {number > 1n && (
            <li>
              <a href={routeHref({ page: 'block', height: String(number - 1n) })} rel="prev">
                Previous block
              </a>
            </li>
          )}
          <li>
            <a href={routeHref({ page: 'block', height: String(number + 1n) })} rel="next">
              Next block
            </a>
          </li>
        </ul>
      </nav>
      <BlockDetail height={height} headingLevel={2} getTxHref={txHref} strings={{ blockTitle: 'Details' }} />
    </>
  )
}
