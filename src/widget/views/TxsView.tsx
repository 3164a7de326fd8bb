import { TxTable } from '../../components/TxTable/TxTable.tsx'
import explorerTableCss from '../../components/ExplorerTable/explorer-table.css?inline'
import txTableCss from '../../components/TxTable/tx-table.css?inline'
import type { ExplorerSubject } from '../options.ts'
import { toWidgetCss } from '../styles.ts'
import type { ExplorerViewModule } from '../viewLoader.ts'

/** View `txs` of the widget: its own chunk of the ES module widget, loaded when a widget first shows it. */
function TxsView({ subject }: { subject: Extract<ExplorerSubject, { view: 'txs' }> }) {
  return <TxTable eventQuery={subject.eventQuery} orderBy="ORDER_BY_DESC" />
}

/** The `txs` view and its component's stylesheet, which the widget adopts into its shadow root. */
export const explorerView: ExplorerViewModule<'txs'> = { component: TxsView, styles: toWidgetCss(explorerTableCss + txTableCss) }

// Transaction search learns the gateway's SDK version before its first request (core/sdkVersion.ts, which the
// client loads with import() only for the endpoints whose path changed between SDK versions). Re-exported here,
// it is in this view's static closure: fetched beside the view's chunk (and counted in its first view's bytes)
// rather than one round trip after the view has rendered.
export { learnSdkVersion } from '../../core/sdkVersion.ts'
