import type { ExplorerViewName } from './options.ts'

/** What the build writes here from its chunk graph (tsdown.config.ts `viewPreloads`). */
type ViewPreloadManifest = {
  /** File name of the module holding this manifest (dist/widget.js: `widget.js`). */
  module?: string
  /** Per view, the chunks its chunk imports statically (transitively) that the entry's own imports do not, relative to that module. */
  views?: Partial<Record<ExplorerViewName, readonly string[]>>
}

// A string literal the build replaces with the manifest: the chunk graph exists only once the bundle is
// made. Unbuilt (tests, a bundler reading the sources) it stays a manifest of no views: nothing to preload.
const manifest = JSON.parse('{"__gatekitViewPreloads":0}') as ViewPreloadManifest

const preloaded = new Set<string>()

/**
 * Asks for a view's static imports at once, beside its chunk, with `<link rel="modulepreload">`: without
 * it the browser learns of them only once the view's chunk has arrived and been parsed, a second round
 * trip (a third for their own imports) before the view shows. Allowed by a `script-src` that allows the
 * widget's origin. Does nothing when this module is not dist/widget.js as built (an app's bundler made
 * its own chunks, and preloads them itself) or outside a document.
 *
 * @example
 * ```ts
 * preloadViewChunks('txs') // then import the view's chunk
 * ```
 */
export function preloadViewChunks(view: ExplorerViewName): void {
  const files = manifest.views?.[view]
  if (!files || !manifest.module || typeof document === 'undefined') return
  const base = import.meta.url
  if (!new URL(base).pathname.endsWith(`/${manifest.module}`)) return
  for (const file of files) {
    const href = new URL(file, base).href
    if (preloaded.has(href)) continue
    preloaded.add(href)
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    document.head.append(link)
  }
}
