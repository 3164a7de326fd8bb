import { useChannel } from 'gatekit'
import { Address, QueryStatus, toViewStatus } from 'gatekit/components'
import { routeHref } from '../routes.ts'

const stateNames: Record<string, string> = {
  STATE_INIT: 'Init',
  STATE_TRYOPEN: 'Try open',
  STATE_OPEN: 'Open',
  STATE_CLOSED: 'Closed',
  STATE_FLUSHING: 'Flushing',
  STATE_FLUSHCOMPLETE: 'Flush complete',
}
const orderingNames: Record<string, string> = { ORDER_UNORDERED: 'Unordered', ORDER_ORDERED: 'Ordered' }

/**
 * One IBC channel end, by port and channel: its state, ordering, version, connection and the
 * channel it talks to on the counterparty chain (which has no page here: it is another chain's).
 */
export function ChannelPage({ portId, channelId }: { portId: string; channelId: string }) {
  const query = useChannel({ portId, channelId })
  const channel = query.data?.channel
  // A CosmWasm contract's port is `wasm.<contract address>`: the contract is an account of this chain.
  const contract = portId.startsWith('wasm.') ? portId.slice('wasm.'.length) : undefined
  return (
    <>
      <h1>
        Channel <bdi>{channelId}</bdi>
      </h1>
      <p className="explorer-lead">
        Port <code className="explorer-subject">{portId}</code>. All channels are on the <a href={routeHref({ page: 'ibc' })}>IBC channels</a> page.
      </p>
      {channel ? (
        <dl className="explorer-facts">
          {contract && (
            <div>
              <dt>Contract</dt>
              <dd>
                <Address value={contract} />
              </dd>
            </div>
          )}
          <div>
            <dt>State</dt>
            <dd>{stateNames[channel.state] ?? channel.state}</dd>
          </div>
          <div>
            <dt>Ordering</dt>
            <dd>{orderingNames[channel.ordering] ?? channel.ordering}</dd>
          </div>
          <div>
            <dt>Version</dt>
            <dd className="explorer-wrap">{channel.version || 'None'}</dd>
          </div>
          <div>
            <dt>Connection</dt>
            <dd className="explorer-wrap">{channel.connection_hops.join(', ') || 'None'}</dd>
          </div>
          {channel.counterparty && (
            <div>
              <dt>Counterparty (on the other chain)</dt>
              <dd className="explorer-wrap explorer-remote">
                {channel.counterparty.channel_id || 'not yet assigned'} on port {channel.counterparty.port_id}
              </dd>
            </div>
          )}
        </dl>
      ) : (
        <QueryStatus
          status={toViewStatus(query.status, true, query.error)}
          error={query.error}
          onRetry={() => void query.refetch()}
          emptyText="This chain has no channel with this port and identifier."
        />
      )}
    </>
  )
}
