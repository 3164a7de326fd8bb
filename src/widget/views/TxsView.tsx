import { TxTable } from '../../components/TxTable/TxTable.tsx'
import type { ExplorerSubject } from '../options.ts'

/** View `txs` of the widget: its own chunk of the ES module widget, loaded when a widget first shows it. */
export function TxsView({ subject }: { subject: Extract<ExplorerSubject, { view: 'txs' }> }) {
  return <TxTable eventQuery={subject.eventQuery} orderBy="ORDER_BY_DESC" />
}
