import { resolve } from 'node:path'

// Size budgets of the built package (`npm run size`; `npm test` fails when one is exceeded).
// Each is min+gzip (gzip -9) of what an app bundles with esbuild when it imports that much,
// with the peers external (size-limit ignores peerDependencies; react/jsx-runtime listed too).
// Each limit is the measured size plus 5%, rounded up: lower it whenever the size drops, so
// size only ever goes down. `bench/size.bench.ts` reports the same checks against the targets.
import { widgetFiles } from './bench/size/widgetChunks.mjs'

const peers = ['react', 'react-dom', 'react/jsx-runtime', '@tanstack/react-query']

// What a page downloads before it runs: esbuild splits the bundle at `import()` as an app's bundler
// does, and only the entry and the chunks it imports statically are counted. zod, which gatekit
// loads with `import()` only when a response fails its schema's own check, is left out.
const firstLoadOnly = {
  name: 'first-load-only',
  setup(build) {
    build.onEnd((result) => {
      const outputs = result.metafile?.outputs
      if (!outputs) return
      const cwd = build.initialOptions.absWorkingDir ?? process.cwd()
      const entryPoints = new Set((build.initialOptions.entryPoints ?? []).map((entry) => resolve(cwd, entry)))
      const first = Object.keys(outputs).filter((key) => outputs[key].entryPoint && entryPoints.has(resolve(cwd, outputs[key].entryPoint)))
      for (let index = 0; index < first.length; index++) {
        for (const imported of outputs[first[index]].imports) {
          if (imported.kind === 'import-statement' && outputs[imported.path] && !first.includes(imported.path)) first.push(imported.path)
        }
      }
      for (const key of Object.keys(outputs)) if (!first.includes(key)) delete outputs[key]
    })
  },
}
const firstLoad = (config) => ({ ...config, splitting: true, format: 'esm', plugins: [...(config.plugins ?? []), firstLoadOnly] })

/** @type {import('size-limit').SizeLimitConfig} */
export default [
  {
    name: 'useBalances alone',
    path: 'dist/index.js',
    import: '{ useBalances }',
    gzip: true,
    ignore: peers,
    modifyEsbuildConfig: firstLoad,
    // Measured 17,130 B (16,062 B before issue 12/13: streamed size limit, lossless integers, capped error
    // text, bounded nesting). Target 12 KB: zod/mini's core (about 4.6 KB), ky (4.5 KB), the client,
    // request and error classes (5 KB) and the parameter checks with their messages (1.8 KB).
    // 18,817 B after issue 15 (endpoint contracts and prepared requests, reads at a height, the SDK-version
    // route forms every request may wait for, the shared transport).
    // 14,580 B (first load) with schemas as descriptions checked by gatekit's own validator, zod loaded
    // with import() only for a response that fails the check: ky (4.5 KB) is most of what is over 12 KB.
    // 14,481 B with the SDK-version learning loaded with import() only for endpoints with sdkForms.
    // 14,220 B with the gateway error body's conversion and node_info's reading loaded with import() only
    // when needed, the error classes' fields declared instead of defined, and validateResponse's failure
    // path without parseResponse's before-zod half.
    // 14,885 B with the validator compiled once per schema into plain checks (core/shapeChecks.ts, +665 B) for
    // validation speed: ky (4.5 KB), the validator, the error classes and the parameter checks are over 12 KB.
    // 14,942 B with the hook for precompiled checks in the compiled validator (+57 B; the checks themselves are the tx endpoints').
    limit: '15690 B',
  },
  {
    name: 'root entry',
    path: 'dist/index.js',
    import: '*',
    gzip: true,
    ignore: peers,
    modifyEsbuildConfig: firstLoad,
    // Measured 46,420 B (43,044 B before the staking validators and the consensus-address helpers, whose
    // SHA-256 is most of the 3,376 B; an app that does not import them does not bundle it); target 60 KB.
    // 50,507 B after issue 15: its 18 more routes, the staking module, reads at a height, SDK-version forms.
    // 44,283 B with zod out of the first load (schema descriptions, zod on the failure path only).
    // 44,100 B with the SDK-version learning loaded with import() only for endpoints with sdkForms.
    // 43,899 B with the gateway error body's conversion lazy and the error classes' fields declared.
    // 44,701 B with the compiled validator (core/shapeChecks.ts) and the staking params endpoint.
    // 46,409 B with the transaction endpoints' precompiled checks (src/modules/tx/precompiled, +1.7 KB) for validation speed.
    limit: '48730 B',
  },
  {
    // `gatekit/components` beyond the root is this minus `root entry` (the bench prints it).
    name: 'root + components',
    path: 'bench/size/root-and-components.js',
    gzip: true,
    ignore: peers,
    modifyEsbuildConfig: firstLoad,
    // Measured 86,766 B (85,187 B before the proposer monikers and the staking module; 75,561 B before the
    // server prefetch functions, hydration guards, suspense hooks and proto3 null handling): components are
    // 40,346 B beyond the root; target 35 KB beyond the root.
    // 91,896 B after issue 15 and the table kit (decimal alignment, denom shortening, controllable state).
    // 97,952 B after issue 14's links, popovers, states, oracle and live toolbar.
    // 91,722 B with zod out of the first load (schema descriptions, zod on the failure path only).
    // 93,709 B with the row keyboard model, TxTable's live status and useTxViewerData.
    // 93,319 B with the gateway error body's conversion lazy and the error classes' fields declared.
    // 96,362 B with the compiled validator, TxViewer's linked event values and the rows' inner controls.
    // 98,130 B with the transaction endpoints' precompiled checks.
    limit: '103037 B',
  },
  {
    // Each component imported alone bundles only what it uses (pure annotations, no module-level side effects).
    name: 'Address alone',
    path: 'dist/components.js',
    import: '{ Address }',
    gzip: true,
    ignore: peers,
    modifyEsbuildConfig: firstLoad,
    // Measured 1,523 B from the one-file build, 1,586 B from one module per source module (57.5 KB
    // before: every component came along); 2,278 B with the error boundary every component renders
    // behind and the Unicode default-ignorable set of hidden characters. Target 8 KB.
    // 3,285 B with the link model (routes, link component) and the full-value popover (top-layer
    // placement that flips and follows scrolling, Escape, tap, copy outcome in words): 894 B more.
    // 5,409 B with the link model, the value popover and the plain-language error states of issue 14.
    // 5,477 B with the denom route in the shared link code.
    // 5,397 B with the gateway error body's conversion lazy and the error classes' fields declared.
    limit: '5667 B',
  },
  {
    name: 'BalanceList alone',
    path: 'dist/components.js',
    import: '{ BalanceList }',
    gzip: true,
    ignore: peers,
    modifyEsbuildConfig: firstLoad,
    // Measured 23,838 B (one-file build), 24,495 B (one module per source module): zod/mini, ky and
    // the client are most of it; 26,020 B with the hostile-gateway bounds; 27,406 B with the page-walk
    // bounds, the row limit, its error boundary and the one hidden-character definition. Target 30 KB.
    // 29,889 B with the table kit, decimal alignment and issue 15's core.
    // 32,478 B with issue 14's links, popovers, skeletons and plain-language errors.
    // 27,763 B with zod out of the first load (schema descriptions, zod on the failure path only).
    // 29,069 B with the row keyboard model, denom and trace-path links and rows rendered in steps.
    // 29,698 B with the rows' inner controls reached as in a grid (Arrow Left / Right, one tab stop).
    // 30,107 B with memoized rows (no quadratic re-render) and the compiled validator (+665 B).
    // 30,170 B with the hook for precompiled checks in the compiled validator.
    limit: '31679 B',
  },
  {
    name: 'TxViewer alone',
    path: 'dist/components.js',
    import: '{ TxViewer }',
    gzip: true,
    ignore: peers,
    modifyEsbuildConfig: firstLoad,
    // Measured 32,586 B (one-file build), 33,274 B (one module per source module): the message
    // registry and Amount's metadata lookup beside the core; 36,130 B with the error boundaries, the
    // depth-bounded pretty printer and the Unicode default-ignorable set. Target 40 KB.
    // 38,243 B with issue 15's core (prepared requests, SDK-version forms, reads at a height).
    // 40,804 B with issue 14's links, popovers, skeletons and plain-language errors.
    // 35,637 B with zod out of the first load (schema descriptions, zod on the failure path only).
    // 35,803 B with the progressive first render and the useTxViewerData pair.
    // 37,787 B with event values' entities linked (the recogniser and the bech32 checksum it checks).
    // 38,243 B with the compiled validator (+665 B), less the lazy gateway error body's conversion.
    // 39,259 B with getTx's precompiled check (src/modules/tx/precompiled) for validation speed.
    limit: '41222 B',
  },
  {
    // `<script type="module" src=".../widget.js">` before its first view: the entry, the chunks it imports
    // (React, TanStack Query, the client, the states, the styles) and the chunks of the heaviest view, each
    // file gzip -9, summed: what the page downloads, file by file (bench/size/widgetChunks.mjs follows the imports).
    name: 'widget first view (React included)',
    path: widgetFiles((views) => views[0].files),
    gzip: true,
    disablePlugins: ['@size-limit/esbuild'],
    // Measured 136,068 B (the blocks view; the lightest, channels, 123,528 B): the entry's closure is
    // 114,777 B of it (React DOM about 65 KB, React, TanStack Query, zod/mini, ky, the client, the states and
    // the styles every view shares). 165,378 B before issue 16, when one file held all six views and every
    // component's styles; 137,424 B with per-view chunks before each view's styles moved into its chunk.
    // Target 110 KB.
    // 131,876 B (now the txs view) with zod out of the first load, TxTable's live status and the row keyboard model.
    // 109,697 B (txs; channels 97,310 B): the widget bundles React 18.3 (react-dom 20 KB smaller), plus the view preload manifest.
    // 111,290 B (txs; oracle 98,517 B) with the compiled validator, linked event values and the txs view's
    // SDK-version learning in its static closure (core/sdkVersion.js, no longer in the first load of the root).
    // 112,565 B (txs; blocks 112,185 B) with the transaction search's precompiled check (about 1.2 KB).
    limit: '118194 B',
  },
  {
    // What one view adds to the entry, heaviest view: its chunk and the chunks it shares with some other views.
    name: 'widget largest view chunks',
    path: widgetFiles((views) => [...views].sort((a, b) => b.viewBytes - a.viewBytes)[0].viewFiles),
    gzip: true,
    disablePlugins: ['@size-limit/esbuild'],
    // Measured 21,291 B (blocks: the block table, the explorer table kit and its styles, SHA-256 for
    // proposer addresses).
    // 22,393 B (txs) with TxTable's live status and focus hold.
    // 23,644 B (txs) with the SDK-version learning its first request waits for (core/sdkVersion.js).
    // 24,684 B (txs) with the transaction search's precompiled check.
    limit: '25919 B',
  },
  {
    // `<script src=".../widget.global.js">`: one classic script with every view, as before issue 16.
    name: 'widget classic script (React included)',
    path: 'dist/widget.global.js',
    gzip: true,
    disablePlugins: ['@size-limit/esbuild'],
    // Measured 164,380 B (165,378 B as the standalone ES module of one file before issue 16; the views'
    // styles as separate sheets, adopted with their view, cost it about 2 KB).
    // 170,518 B: one file inlines the failure path's zod beside the schemas' own validator.
    // 147,819 B: the widget bundles React 18.3 (react-dom 20 KB smaller).
    // 150,849 B with the compiled validator, linked event values and the rows' inner controls.
    // 152,603 B with the transaction endpoints' precompiled checks.
    limit: '160234 B',
  },
]
