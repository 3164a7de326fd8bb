import { BalanceList } from '../../components/BalanceList/BalanceList.tsx'
import balanceListCss from '../../components/BalanceList/balance-list.css?inline'
import type { ExplorerSubject } from '../options.ts'
import { toWidgetCss } from '../styles.ts'
import type { ExplorerViewModule } from '../viewLoader.ts'

/** View `balances` of the widget: its own chunk of the ES module widget, loaded when a widget first shows it. */
function BalancesView({ subject }: { subject: Extract<ExplorerSubject, { view: 'balances' }> }) {
  return <BalanceList address={subject.address} />
}

/** The `balances` view and its component's stylesheet, which the widget adopts into its shadow root. */
export const explorerView: ExplorerViewModule<'balances'> = { component: BalancesView, styles: toWidgetCss(balanceListCss) }
