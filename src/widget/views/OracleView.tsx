import { OracleRatesTable } from '../../components/OracleRatesTable/OracleRatesTable.tsx'
import oracleRatesTableCss from '../../components/OracleRatesTable/oracle-rates-table.css?inline'
import type { ExplorerSubject } from '../options.ts'
import { toWidgetCss } from '../styles.ts'
import type { ExplorerViewModule } from '../viewLoader.ts'

/** View `oracle` of the widget: its own chunk of the ES module widget, loaded when a widget first shows it. */
function OracleView({ subject }: { subject: Extract<ExplorerSubject, { view: 'oracle' }> }) {
  return <OracleRatesTable refetchInterval={subject.refetchInterval} />
}

/** The `oracle` view and its component's stylesheet, which the widget adopts into its shadow root. */
export const explorerView: ExplorerViewModule<'oracle'> = { component: OracleView, styles: toWidgetCss(oracleRatesTableCss) }
