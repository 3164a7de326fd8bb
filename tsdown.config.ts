import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
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

// The one-script-tag widget: React, TanStack Query, ky and zod bundled, minified, production React.
const widget = {
  platform: 'browser',
  target: 'es2022',
  hash: false,
  clean: false,
  minify: true,
  env: { NODE_ENV: 'production' },
  deps: { alwaysBundle: [/.*/], onlyBundle: false },
  plugins: [inlineCssPlugin],
} satisfies UserConfig

export default defineConfig([
  // One ESM file and one .d.ts per package entry point; dependencies and peers stay external.
  {
    entry: {
      index: 'src/exports/index.ts',
      devnet: 'src/exports/devnet.ts',
      pay: 'src/exports/pay.ts',
      components: 'src/exports/components.ts',
    },
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    dts: true,
    sourcemap: true,
    clean: true,
    hash: false,
    // The devnet server imports node:http lazily; browsers never load it.
    deps: { neverBundle: [/^node:/] },
  },
  // `gatekit/widget` and `<script type="module" src=".../widget.js">`: one self-contained ES module.
  { ...widget, entry: { widget: 'src/exports/widget.ts' }, format: 'esm', dts: true, sourcemap: true },
  // `<script src=".../widget.global.js">` without type="module": the same, as a classic script exposing `window.gatekit`.
  {
    ...widget,
    entry: { widget: 'src/exports/widget.ts' },
    format: 'iife',
    globalName: 'gatekit',
    dts: false,
    sourcemap: false,
    outputOptions: { entryFileNames: '[name].global.js' },
  },
])
