import { createElement, lazy, Suspense, type LazyExoticComponent } from 'react'
import { GatekitErrorBoundary } from '../components/shared/ErrorBoundary.tsx'
import { GatekitUIProvider } from '../components/shared/GatekitUIProvider.tsx'
import { QueryStatus } from '../components/shared/QueryStatus.tsx'
import { GatekitProvider } from '../react/GatekitProvider.tsx'
import type { SharedGateway } from './gateways.ts'
import type { ExplorerSubject } from './options.ts'
import { loadedExplorerView, loadExplorerView, retryExplorerView, type ExplorerViewComponent } from './viewLoader.ts'

// The view's component comes from its own chunk: rendering suspends until it is there. `lazy` rather
// than `use`, which React 18 (the React the widget bundles, see tsdown.config.ts) does not have. One lazy
// component per view, made once, so every render sees the same component.
const lazyViews = new Map<ExplorerSubject['view'], LazyExoticComponent<ExplorerViewComponent>>()

function lazyView(view: ExplorerSubject['view']): LazyExoticComponent<ExplorerViewComponent> {
  let component = lazyViews.get(view)
  if (!component) {
    component = lazy(() => loadExplorerView(view).then((module) => ({ default: module.component as ExplorerViewComponent })))
    lazyViews.set(view, component)
  }
  return component
}

// A lazy component keeps its failure: after a failed chunk, Retry needs a new one (a loaded view keeps its own).
function retryView(view: ExplorerSubject['view']) {
  retryExplorerView(view)
  if (!loadedExplorerView(view)) lazyViews.delete(view)
}

function Subject({ subject }: { subject: ExplorerSubject }) {
  return createElement(lazyView(subject.view), { subject })
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
                retryView(subject.view)
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
