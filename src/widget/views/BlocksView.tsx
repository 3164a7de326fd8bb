import { BlockExplorerTable } from '../../components/BlockExplorerTable/BlockExplorerTable.tsx'
import explorerTableCss from '../../components/ExplorerTable/explorer-table.css?inline'
import blockExplorerTableCss from '../../components/BlockExplorerTable/block-explorer-table.css?inline'
import type { ExplorerSubject } from '../options.ts'
import { toWidgetCss } from '../styles.ts'
import type { ExplorerViewModule } from '../viewLoader.ts'

/** View `blocks` of the widget: its own chunk of the ES module widget, loaded when a widget first shows it. */
function BlocksView({ subject }: { subject: Extract<ExplorerSubject, { view: 'blocks' }> }) {
  return <BlockExplorerTable refetchInterval={subject.refetchInterval} />
}

/** The `blocks` view and its component's stylesheet, which the widget adopts into its shadow root. */
export const explorerView: ExplorerViewModule<'blocks'> = { component: BlocksView, styles: toWidgetCss(explorerTableCss + blockExplorerTableCss) }
