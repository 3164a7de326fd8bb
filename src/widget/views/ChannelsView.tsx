import { ChannelTable } from '../../components/ChannelTable/ChannelTable.tsx'
import type { ExplorerSubject } from '../options.ts'

/** View `channels` of the widget: its own chunk of the ES module widget, loaded when a widget first shows it. */
export function ChannelsView(_: { subject: Extract<ExplorerSubject, { view: 'channels' }> }) {
  return <ChannelTable />
}
