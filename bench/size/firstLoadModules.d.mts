// Types of firstLoadModules.mjs (plain JavaScript, a script run with node after npm run build).
import type { BuildOptions, Metafile } from 'esbuild'

/** The peers an app's bundler leaves out of gatekit's bundle. */
export const firstLoadPeers: string[]

/** What a page downloads first (`first`: the entry and its static imports) and later (`lazy`), by output file. */
export type FirstLoadSplit = {
  first: string[]
  lazy: string[]
  outputs: Metafile['outputs']
  /** The text of an output file. */
  read: (file: string) => string
}

/** `options`: esbuild options over the app-bundler defaults (minified ESM, split at `import()`, peers external). */
export function splitFirstLoad(source: string, work: string, options?: BuildOptions): Promise<FirstLoadSplit>
