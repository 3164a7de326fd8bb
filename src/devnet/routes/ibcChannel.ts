import type { Chain } from '../chain.ts'
import { paginate } from '../paginate.ts'
import type { Route } from '../router.ts'
import type { DevnetChannel } from '../state.ts'

/** The current height in IBC form. */
export const ibcHeight = (chain: Chain) => ({ revision_number: '1', revision_height: chain.latestHeight().toString() })

/** A channel end as the gateway shows it in a list. */
export function identifiedChannelJson(channel: DevnetChannel) {
  return {
    state: channel.state,
    ordering: channel.ordering,
    counterparty: channel.counterparty,
    connection_hops: [channel.connectionId],
    version: channel.version,
    port_id: channel.portId,
    channel_id: channel.channelId,
    upgrade_sequence: '0',
  }
}

// The store keys channels as channelEnds/ports/{port}/channels/{channel}.
const channelKey = (channel: DevnetChannel) => `${channel.portId}/${channel.channelId}`

/** IBC core channel routes. */
export const ibcChannelRoutes: Route[] = [
  {
    method: 'GET',
    path: '/ibc/core/channel/v1/channels',
    handle: ({ chain, query }) => {
      const sorted = [...chain.genesis.channels].sort((a, b) => (channelKey(a) < channelKey(b) ? -1 : 1))
      const { page, pagination } = paginate(sorted, query, channelKey)
      return { channels: page.map(identifiedChannelJson), pagination, height: ibcHeight(chain) }
    },
  },
]
