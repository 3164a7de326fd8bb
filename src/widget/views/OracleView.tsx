import { OracleRatesTable } from '../../components/OracleRatesTable/OracleRatesTable.tsx'
import type { ExplorerSubject } from '../options.ts'

/** View `oracle` of the widget: its own chunk of the ES module widget, loaded when a widget first shows it. */
export function OracleView({ subject }: { subject: Extract<ExplorerSubject, { view: 'oracle' }> }) {
  return <OracleRatesTable refetchInterval={subject.refetchInterval} />
}
