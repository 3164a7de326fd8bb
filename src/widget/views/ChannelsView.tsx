import { ChannelTable } from '../../components/ChannelTable/ChannelTable.tsx'
import channelTableCss from '../../components/ChannelTable/channel-table.css?inline'
import type { ExplorerSubject } from '../options.ts'
import { toWidgetCss } from '../styles.ts'
import type { ExplorerViewModule } from '../viewLoader.ts'

/** View `channels` of the widget: its own chunk of the ES module widget, loaded when a widget first shows it. */
function ChannelsView(_: { subject: Extract<ExplorerSubject, { view: 'channels' }> }) {
  return <ChannelTable />
}

/** The `channels` view and its component's stylesheet, which the widget adopts into its shadow root. */
export const explorerView: ExplorerViewModule<'channels'> = { component: ChannelsView, styles: toWidgetCss(channelTableCss) }
