import { TxViewer } from '../../components/TxViewer/TxViewer.tsx'
import txViewerCss from '../../components/TxViewer/tx-viewer.css?inline'
import type { ExplorerSubject } from '../options.ts'
import { toWidgetCss } from '../styles.ts'
import type { ExplorerViewModule } from '../viewLoader.ts'

/** View `tx` of the widget: its own chunk of the ES module widget, loaded when a widget first shows it. */
function TxView({ subject }: { subject: Extract<ExplorerSubject, { view: 'tx' }> }) {
  return <TxViewer hash={subject.hash} />
}

/** The `tx` view and its component's stylesheet, which the widget adopts into its shadow root. */
export const explorerView: ExplorerViewModule<'tx'> = { component: TxView, styles: toWidgetCss(txViewerCss) }
