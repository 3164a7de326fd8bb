import { createElement, Suspense, use } from 'react'
import { GatekitErrorBoundary } from '../components/shared/ErrorBoundary.tsx'
import { GatekitUIProvider } from '../components/shared/GatekitUIProvider.tsx'
import { QueryStatus } from '../components/shared/QueryStatus.tsx'
import { GatekitProvider } from '../react/GatekitProvider.tsx'
import type { SharedGateway } from './gateways.ts'
import type { ExplorerSubject } from './options.ts'
import { loadExplorerView, retryExplorerView, type ExplorerViewModule } from './viewLoader.ts'

// The view's component comes from its own chunk: rendering suspends until it is there. It is the
// module's own export, the same function on every render (not a component made while rendering).
function Subject({ subject }: { subject: ExplorerSubject }) {
  const { component } = use(loadExplorerView(subject.view) as Promise<ExplorerViewModule>)
  return createElement(component, { subject })
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
        <GatekitErrorBoundary inputs={{ subject }} fallback={(error, reset) => (
            <QueryStatus
              status="error"
              error={error}
              // A view whose chunk failed to load is asked for again; any other error renders again.
              onRetry={() => {
                retryExplorerView(subject.view)
                reset()
              }}
              data-gk-widget-error=""
            />
          )}>
          <Suspense fallback={<QueryStatus status="pending" />}>
            <Subject subject={subject} />
          </Suspense>
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
