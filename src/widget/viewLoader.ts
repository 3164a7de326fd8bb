import type { ComponentType } from 'react'
import { BaseError } from '../core/errors.ts'
import { viewImporters } from './viewImporters.ts'
import type { ExplorerSubject, ExplorerViewName } from './options.ts'

/** The component that shows one view, given that view's subject. */
export type ExplorerViewComponent<View extends ExplorerViewName = ExplorerViewName> = ComponentType<{
  subject: Extract<ExplorerSubject, { view: View }>
}>

const loading = new Map<ExplorerViewName, Promise<ExplorerViewComponent>>()
const failed = new Set<ExplorerViewName>()

/**
 * The component of a view, loaded once per page and shared by every widget that shows it. The same
 * promise is returned on every call, so React's `use` can suspend on it. A load that failed (the network
 * dropped the chunk) rejects with a `BaseError` and stays failed, so rendering again does not ask again
 * in a loop, until {@link retryExplorerView} (the error state's Retry) lets it be asked for once more.
 *
 * @example
 * ```ts
 * const BalancesView = await loadExplorerView('balances')
 * ```
 */
export function loadExplorerView<View extends ExplorerViewName>(view: View): Promise<ExplorerViewComponent<View>> {
  let promise = loading.get(view)
  if (!promise) {
    promise = (viewImporters[view] as () => Promise<ExplorerViewComponent>)().catch((error: unknown) => {
      failed.add(view)
      // The chunk did not arrive (offline, a CDN error): the widget's error state offers Retry.
      throw new BaseError(`The explorer's "${view}" view could not be loaded.`, {
        cause: error,
        details: error instanceof Error ? error.message : String(error),
      })
    })
    loading.set(view, promise)
  }
  return promise as Promise<ExplorerViewComponent<View>>
}

/**
 * Forgets a view whose load failed, so the next {@link loadExplorerView} asks for its chunk again.
 * Does nothing for a view that loaded or is loading.
 *
 * @example
 * ```ts
 * retryExplorerView('balances') // then render again
 * ```
 */
export function retryExplorerView(view: ExplorerViewName): void {
  if (!failed.delete(view)) return
  loading.delete(view)
}
