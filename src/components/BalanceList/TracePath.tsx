import { EntityLink } from '../shared/links.tsx'

// An IBC trace path (`transfer/channel-1`, or several hops): a link to this chain's channel, its first
// hop, when there is a `channel` route; out of the tab order, since the row's link is its one tab stop.
export function TracePath({ path }: { path: string }) {
  const [portId, channelId] = path.split('/')
  if (!portId || !channelId) return <bdi>{path}</bdi>
  return (
    <EntityLink kind="channel" value={{ portId, channelId }} tabIndex={-1} className="gk-balance-list__via-link">
      <bdi>{path}</bdi>
    </EntityLink>
  )
}
