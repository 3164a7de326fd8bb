import { ChannelTable } from 'gatekit/components'

/** The chain's IBC channels. */
export function ChannelsPage() {
  return (
    <>
      <h1>IBC channels</h1>
      <ChannelTable />
    </>
  )
}
