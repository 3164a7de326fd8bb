import { BalanceList } from '../../components/BalanceList/BalanceList.tsx'
import type { ExplorerSubject } from '../options.ts'

/** View `balances` of the widget: its own chunk of the ES module widget, loaded when a widget first shows it. */
export function BalancesView({ subject }: { subject: Extract<ExplorerSubject, { view: 'balances' }> }) {
  return <BalanceList address={subject.address} />
}
