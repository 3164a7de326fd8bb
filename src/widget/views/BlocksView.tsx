import { BlockExplorerTable } from '../../components/BlockExplorerTable/BlockExplorerTable.tsx'
import type { ExplorerSubject } from '../options.ts'

/** View `blocks` of the widget: its own chunk of the ES module widget, loaded when a widget first shows it. */
export function BlocksView({ subject }: { subject: Extract<ExplorerSubject, { view: 'blocks' }> }) {
  return <BlockExplorerTable refetchInterval={subject.refetchInterval} />
}
