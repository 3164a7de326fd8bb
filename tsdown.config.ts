import { readFileSync } from 'node:fs'
import { dirname, posix, resolve } from 'node:path'
import { defineConfig, type UserConfig } from 'tsdown'

// A stylesheet with its @imports inlined, in order (as scripts/build-css.mjs writes dist/styles.css).
function inlineCssImports(file: string, seen = new Set<string>()): string {
  if (seen.has(file)) return ''
  seen.add(file)
  return readFileSync(file, 'utf8').replace(/^@import\s+['"](.+?)['"];\s*$/gm, (_, path: string) => inlineCssImports(resolve(dirname(file), path), seen))
}

// Comments and layout whitespace only; every token the browser reads is kept.
const compactCss = (css: string) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};])\s*/g, '$1')
    .trim()

/**
 * `import css from './x.css?inline'` gives the stylesheet's text with its @imports
 * inlined, as Vite does: the widget puts it inside its shadow root.
 */
const inlineCssPlugin = {
  name: 'gatekit:inline-css',
  resolveId(source: string, importer: string | undefined) {
    if (!source.endsWith('.css?inline') || !importer) return null
    return `${resolve(dirname(importer), source.slice(0, -'?inline'.length))}?inline`
  },
  load(id: string) {
    if (!id.endsWith('.css?inline')) return null
    const file = id.slice(0, -'?inline'.length)
    return { code: `export default ${JSON.stringify(compactCss(inlineCssImports(file)))}`, moduleType: 'js' as const }
  },
}

/** The classic script (no `import` at all) takes its views from `viewImporters.classic.ts`, bundled in. */
const classicViewImporters = {
  name: 'gatekit:classic-view-importers',
  resolveId(source: string, importer: string | undefined) {
    if (source !== './viewImporters.ts' || !importer?.includes('/src/widget/')) return null
    return resolve(dirname(importer), 'viewImporters.classic.ts')
  },
}

/**
 * The widget bundles React 18.3 (scripts/widget-react/), the lowest React of gatekit's peer range, which
 * CI tests the components against: its react-dom is about 20 KB gzip smaller than React 19's, and the
 * widget's React is internal (a page never shares it). Every `react`, `react-dom` and `scheduler` import
 * of the widget's build, gatekit's own and TanStack Query's alike, resolves there.
 */
const widgetReactModules = resolve(import.meta.dirname, 'scripts/widget-react/node_modules')
const widgetReact = {
  name: 'gatekit:widget-react',
  async resolveId(
    this: { resolve: (source: string, importer: string, options: { skipSelf: boolean }) => Promise<{ id: string } | null> },
    source: string,
  ) {
    if (!/^(react|react-dom|scheduler)(\/|$)/.test(source)) return null
    const resolved = await this.resolve(source, resolve(import.meta.dirname, 'scripts/widget-react/package.json'), { skipSelf: true })
    // Without scripts/widget-react/node_modules (an install from before it existed) resolution would fall
    // back to the root's React 19 and build a widget 17 KB heavier without a word: refuse instead.
    if (!resolved?.id.startsWith(widgetReactModules)) {
      throw new Error(`gatekit:widget-react: '${source}' resolves to ${resolved?.id ?? 'nothing'}, not to scripts/widget-react/node_modules (React 18.3): run npm install.`)
    }
    return resolved
  },
}

type OutputChunk = { type: 'chunk'; fileName: string; imports: string[]; isEntry: boolean; facadeModuleId: string | null; code: string }

/**
 * Writes the manifest of src/widget/viewPreloads.ts from the chunk graph: per view, every chunk its chunk
 * imports statically, transitively, that the entry's own static imports do not already bring, as paths
 * relative to the module holding the manifest. The widget then asks for them with the view's chunk, in
 * parallel, instead of one round trip per level of imports.
 */
const viewPreloads = {
  name: 'gatekit:view-preloads',
  generateBundle(_options: unknown, bundle: Record<string, OutputChunk | { type: 'asset' }>) {
    const chunks = new Map(Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output] as const] : [])))
    const closure = (fileName: string, seen = new Set<string>()) => {
      if (seen.has(fileName)) return seen
      seen.add(fileName)
      for (const imported of chunks.get(fileName)?.imports ?? []) closure(imported, seen)
      return seen
    }
    const initial = new Set([...chunks.values()].filter((chunk) => chunk.isEntry).flatMap((chunk) => [...closure(chunk.fileName)]))
    const marker = /(["'`])\{\\?"__gatekitViewPreloads\\?":0\}\1/
    const holder = [...chunks.values()].find((chunk) => marker.test(chunk.code))
    if (!holder) throw new Error('gatekit:view-preloads: the manifest of src/widget/viewPreloads.ts is not in the bundle.')
    // View name -> its module, as src/widget/viewImporters.ts imports it.
    const importers = readFileSync(resolve(import.meta.dirname, 'src/widget/viewImporters.ts'), 'utf8')
    const views: Record<string, string[]> = {}
    for (const [, view, module] of importers.matchAll(/^\s*(\w+): \(\) =>.*import\('\.\/views\/(\w+)\.tsx'\)/gm)) {
      const chunk = [...chunks.values()].find((candidate) => candidate.facadeModuleId?.endsWith(`/src/widget/views/${module}.tsx`))
      if (!chunk || !view) throw new Error(`gatekit:view-preloads: no chunk for the ${view ?? '?'} view (${module ?? '?'}.tsx).`)
      views[view] = [...closure(chunk.fileName)]
        .filter((fileName) => fileName !== chunk.fileName && !initial.has(fileName))
        .map((fileName) => `./${posix.relative(posix.dirname(holder.fileName), fileName)}`)
    }
    if (Object.keys(views).length !== explorerViewCount) throw new Error(`gatekit:view-preloads: found ${Object.keys(views).length} views in viewImporters.ts, expected ${explorerViewCount}.`)
    const manifest = { module: holder.fileName.replace(/^.*\//, ''), views }
    holder.code = holder.code.replace(marker, JSON.stringify(JSON.stringify(manifest)))
  },
}

// Views of the widget (src/widget/options.ts `explorerViews`), each a chunk of the ES module widget.
const explorerViewCount = 6

// The one-script-tag widget: React, TanStack Query, ky and zod bundled, minified, production React.
const widget = {
  platform: 'browser',
  target: 'es2022',
  hash: false,
  clean: false,
  minify: true,
  env: { NODE_ENV: 'production' },
  deps: { alwaysBundle: [/.*/], onlyBundle: false },
  plugins: [inlineCssPlugin, widgetReact],
} satisfies UserConfig

// Modules that run React: they import one of these, directly or as JSX.
const reactModule = /^(react|react-dom)(\/|$)|^@tanstack\/react-query(\/|$)/

/**
 * Puts `'use client'` at the top of every output module that imports React (react, react-dom,
 * react/jsx-runtime or @tanstack/react-query), as TanStack Query ships: a Next.js server component
 * or route handler can then import actions and query options from `gatekit`, while the hooks and
 * components become client references. Decided from each module's own imports, so no source file
 * carries the directive and the barrels (which only re-export) never do.
 */
const useClientPlugin = {
  name: 'gatekit:use-client',
  renderChunk(
    this: { getModuleInfo: (id: string) => { importedIds: readonly string[] } | null },
    code: string,
    chunk: { fileName: string; moduleIds: string[] },
  ) {
    // Declarations (built in the same bundle by rolldown-plugin-dts) take no directive.
    if (chunk.fileName.endsWith('.d.ts')) return null
    // Resolved ids: gatekit's own modules are absolute paths, external packages keep their bare names.
    const importsReact = chunk.moduleIds.some((id) => this.getModuleInfo(id)?.importedIds.some((imported) => reactModule.test(imported)))
    return importsReact ? { code: `'use client';\n${code}`, map: null } : null
  },
}

// Output paths of the library build: one module per source module (src/core/client.ts -> dist/core/client.js);
// the entry points keep their names (dist/index.js, dist/core.js, ...). Modules bundled from node_modules
// (cosmjs-types, used by the devnet only) go under dist/vendor/, since npm never packs a node_modules folder.
function libraryFileName(chunk: { name: string }) {
  return `${chunk.name.replace(/^src\//, '').replace(/^(\.\.\/)*node_modules\//, 'vendor/')}.js`
}

export default defineConfig([
  // One ES module per source module (as TanStack Query ships), and its .d.ts; dependencies and peers stay
  // external and so do their types, so declarations refer to the user's own React and TanStack types.
  {
    entry: {
      index: 'src/exports/index.ts',
      core: 'src/exports/core.ts',
      devnet: 'src/exports/devnet.ts',
      pay: 'src/exports/pay.ts',
      payReact: 'src/exports/payReact.ts',
      components: 'src/exports/components.ts',
    },
    unbundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    dts: true,
    // Source maps are not published (they were 4.3 MB of the package); the sources are in the repository.
    sourcemap: false,
    clean: true,
    hash: false,
    outputOptions: { entryFileNames: libraryFileName, chunkFileNames: libraryFileName },
    plugins: [useClientPlugin],
    // The devnet server imports node:http lazily; browsers never load it. cosmjs-types is a devDependency
    // bundled into the devnet's modules (dist/vendor/), so library users never install its 9.9 MB.
    deps: { neverBundle: [/^node:/], alwaysBundle: [/^cosmjs-types(\/|$)/], onlyBundle: [/^cosmjs-types(\/|$)/] },
  },
  // `gatekit/widget` and `<script type="module" src=".../widget.js">`: a self-contained ES module (React
  // inside) that loads each view on demand from its own chunk in dist/widget/ (src/widget/viewLoader.ts),
  // imported by a path relative to the module itself: from a CDN, an npm install or a bundler alike.
  {
    ...widget,
    entry: { widget: 'src/exports/widget.ts' },
    format: 'esm',
    dts: true,
    sourcemap: false,
    outputOptions: {
      chunkFileNames: 'widget/[name].js',
      // What every view uses (React, TanStack Query, the client, the states) in one chunk the entry loads at
      // once, rather than spread over chunks shared by some views: fewer requests, better compression.
      codeSplitting: { groups: [{ name: 'runtime', minShareCount: explorerViewCount }] },
    },
    plugins: [...widget.plugins, viewPreloads],
  },
  // `<script src=".../widget.global.js">` without type="module": the same, as a classic script exposing `window.gatekit`.
  {
    ...widget,
    entry: { widget: 'src/exports/widget.ts' },
    format: 'iife',
    globalName: 'gatekit',
    plugins: [...widget.plugins, classicViewImporters],
    dts: false,
    sourcemap: false,
    // A classic script cannot import: the views are inlined, so it stays one file.
    outputOptions: { entryFileNames: '[name].global.js', codeSplitting: false },
  },
])
