import type { ComponentType } from 'react'
import { BaseError } from '../core/errors.ts'
import { viewImporters } from './viewImporters.ts'
import type { ExplorerSubject, ExplorerViewName } from './options.ts'

/** The component that shows one view, given that view's subject. */
export type ExplorerViewComponent<View extends ExplorerViewName = ExplorerViewName> = ComponentType<{
  subject: Extract<ExplorerSubject, { view: View }>
}>

/** What a view's chunk gives: its component, and its component's stylesheet for the widget's shadow root. */
export type ExplorerViewModule<View extends ExplorerViewName = ExplorerViewName> = {
  component: ExplorerViewComponent<View>
  /** CSS text, `rem` already in pixels (see `toWidgetCss`). */
  styles: string
}

const loading = new Map<ExplorerViewName, Promise<ExplorerViewModule>>()
const loaded = new Map<ExplorerViewName, ExplorerViewModule>()
const failed = new Set<ExplorerViewName>()

/**
 * The component of a view, loaded once per page and shared by every widget that shows it. The same
 * promise is returned on every call, so React's `use` can suspend on it. A load that failed (the network
 * dropped the chunk) rejects with a `BaseError` and stays failed, so rendering again does not ask again
 * in a loop, until {@link retryExplorerView} (the error state's Retry) lets it be asked for once more.
 *
 * @example
 * ```ts
 * const { component, styles } = await loadExplorerView('balances')
 * ```
 */
export function loadExplorerView<View extends ExplorerViewName>(view: View): Promise<ExplorerViewModule<View>> {
  let promise = loading.get(view)
  if (!promise) {
    promise = (viewImporters[view] as () => Promise<ExplorerViewModule>)().then((module) => {
      loaded.set(view, module)
      return module
    })
    promise = promise.catch((error: unknown) => {
      failed.add(view)
      // The chunk did not arrive (offline, a CDN error): the widget's error state offers Retry.
      throw new BaseError(`The explorer's "${view}" view could not be loaded.`, {
        cause: error,
        details: error instanceof Error ? error.message : String(error),
      })
    })
    loading.set(view, promise)
  }
  return promise as Promise<ExplorerViewModule<View>>
}

/**
 * A view's chunk if it has arrived, else undefined: a widget adopts the view's stylesheet before it first
 * renders the view, so nothing is laid out or measured unstyled.
 *
 * @example
 * ```ts
 * loadedExplorerView('balances')?.styles
 * ```
 */
export function loadedExplorerView<View extends ExplorerViewName>(view: View): ExplorerViewModule<View> | undefined {
  return loaded.get(view) as ExplorerViewModule<View> | undefined
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
