import { TxViewer } from '../../components/TxViewer/TxViewer.tsx'
import type { ExplorerSubject } from '../options.ts'

/** View `tx` of the widget: its own chunk of the ES module widget, loaded when a widget first shows it. */
export function TxView({ subject }: { subject: Extract<ExplorerSubject, { view: 'tx' }> }) {
  return <TxViewer hash={subject.hash} />
}
