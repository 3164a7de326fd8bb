import { BalanceList } from '../components/BalanceList/BalanceList.tsx'
import { BlockExplorerTable } from '../components/BlockExplorerTable/BlockExplorerTable.tsx'
import { ChannelTable } from '../components/ChannelTable/ChannelTable.tsx'
import { OracleRatesTable } from '../components/OracleRatesTable/OracleRatesTable.tsx'
import { GatekitErrorBoundary } from '../components/shared/ErrorBoundary.tsx'
import { GatekitUIProvider } from '../components/shared/GatekitUIProvider.tsx'
import { QueryStatus } from '../components/shared/QueryStatus.tsx'
import { TxTable } from '../components/TxTable/TxTable.tsx'
import { TxViewer } from '../components/TxViewer/TxViewer.tsx'
import { GatekitProvider } from '../react/GatekitProvider.tsx'
import type { SharedGateway } from './gateways.ts'
import type { ExplorerSubject } from './options.ts'

function Subject({ subject }: { subject: ExplorerSubject }) {
  switch (subject.view) {
    case 'balances':
      return <BalanceList address={subject.address} />
    case 'tx':
      return <TxViewer hash={subject.hash} />
    case 'txs':
      return <TxTable eventQuery={subject.eventQuery} orderBy="ORDER_BY_DESC" />
    case 'blocks':
      return <BlockExplorerTable refetchInterval={subject.refetchInterval} />
    case 'channels':
      return <ChannelTable />
    case 'oracle':
      return <OracleRatesTable refetchInterval={subject.refetchInterval} />
  }
}

/** Props of {@link ExplorerView}. */
export type ExplorerViewProps = {
  gateway: SharedGateway
  subject: ExplorerSubject
  locale: string | undefined
}

/** One explorer view on its gateway's shared client and cache; an error while rendering shows the error state, never a blank widget. */
export function ExplorerView({ gateway, subject, locale }: ExplorerViewProps) {
  return (
    <GatekitProvider client={gateway.client} queryClient={gateway.queryClient}>
      <GatekitUIProvider locale={locale}>
        {/* Each component guards itself; this catches what escapes them (a provider, a hook) so a widget never goes blank. */}
        <GatekitErrorBoundary inputs={{ subject }} fallback={(error, reset) => <QueryStatus status="error" error={error} onRetry={reset} data-gk-widget-error="" />}>
          <Subject subject={subject} />
        </GatekitErrorBoundary>
      </GatekitUIProvider>
    </GatekitProvider>
  )
}

/** What a widget shows when its options are wrong: the problem in one sentence. */
export function ExplorerOptionsError({ error, locale }: { error: unknown; locale?: string | undefined }) {
  return (
    <GatekitUIProvider locale={locale}>
      <QueryStatus status="error" error={error} data-gk-widget-error="" />
    </GatekitUIProvider>
  )
}
