// Size budgets of the built package (`npm run size`; `npm test` fails when one is exceeded).
// Each is min+gzip (gzip -9) of what an app bundles with esbuild when it imports that much,
// with the peers external (size-limit ignores peerDependencies; react/jsx-runtime listed too).
// Each limit is the measured size plus 5%, rounded up: lower it whenever the size drops, so
// size only ever goes down. `bench/size.bench.ts` reports the same checks against the targets.
const peers = ['react', 'react-dom', 'react/jsx-runtime', '@tanstack/react-query']

/** @type {import('size-limit').SizeLimitConfig} */
export default [
  {
    name: 'useBalances alone',
    path: 'dist/index.js',
    import: '{ useBalances }',
    gzip: true,
    ignore: peers,
    // Measured 17,130 B (16,062 B before issue 12/13: streamed size limit, lossless integers, capped error
    // text, bounded nesting). Target 12 KB: zod/mini's core (about 4.6 KB), ky (4.5 KB), the client,
    // request and error classes (5 KB) and the parameter checks with their messages (1.8 KB).
    // 18,817 B after issue 15 (endpoint contracts and prepared requests, reads at a height, the SDK-version
    // route forms every request may wait for, the shared transport).
    limit: '19726 B',
  },
  {
    name: 'root entry',
    path: 'dist/index.js',
    import: '*',
    gzip: true,
    ignore: peers,
    // Measured 46,420 B (43,044 B before the staking validators and the consensus-address helpers, whose
    // SHA-256 is most of the 3,376 B; an app that does not import them does not bundle it); target 60 KB.
    // 50,507 B after issue 15: its 18 more routes, the staking module, reads at a height, SDK-version forms.
    limit: '52862 B',
  },
  {
    // `gatekit/components` beyond the root is this minus `root entry` (the bench prints it).
    name: 'root + components',
    path: 'bench/size/root-and-components.js',
    gzip: true,
    ignore: peers,
    // Measured 86,766 B (85,187 B before the proposer monikers and the staking module; 75,561 B before the
    // server prefetch functions, hydration guards, suspense hooks and proto3 null handling): components are
    // 40,346 B beyond the root; target 35 KB beyond the root.
    // 91,896 B after issue 15 and the table kit (decimal alignment, denom shortening, controllable state).
    // 97,952 B after issue 14's links, popovers, states, oracle and live toolbar.
    limit: '102850 B',
  },
  {
    // Each component imported alone bundles only what it uses (pure annotations, no module-level side effects).
    name: 'Address alone',
    path: 'dist/components.js',
    import: '{ Address }',
    gzip: true,
    ignore: peers,
    // Measured 1,523 B from the one-file build, 1,586 B from one module per source module (57.5 KB
    // before: every component came along); 2,278 B with the error boundary every component renders
    // behind and the Unicode default-ignorable set of hidden characters. Target 8 KB.
    // 3,285 B with the link model (routes, link component) and the full-value popover (top-layer
    // placement that flips and follows scrolling, Escape, tap, copy outcome in words): 894 B more.
    // 5,409 B with the link model, the value popover and the plain-language error states of issue 14.
    limit: '5679 B',
  },
  {
    name: 'BalanceList alone',
    path: 'dist/components.js',
    import: '{ BalanceList }',
    gzip: true,
    ignore: peers,
    // Measured 23,838 B (one-file build), 24,495 B (one module per source module): zod/mini, ky and
    // the client are most of it; 26,020 B with the hostile-gateway bounds; 27,406 B with the page-walk
    // bounds, the row limit, its error boundary and the one hidden-character definition. Target 30 KB.
    // 29,889 B with the table kit, decimal alignment and issue 15's core.
    // 32,478 B with issue 14's links, popovers, skeletons and plain-language errors.
    limit: '34102 B',
  },
  {
    name: 'TxViewer alone',
    path: 'dist/components.js',
    import: '{ TxViewer }',
    gzip: true,
    ignore: peers,
    // Measured 32,586 B (one-file build), 33,274 B (one module per source module): the message
    // registry and Amount's metadata lookup beside the core; 36,130 B with the error boundaries, the
    // depth-bounded pretty printer and the Unicode default-ignorable set. Target 40 KB.
    // 38,243 B with issue 15's core (prepared requests, SDK-version forms, reads at a height).
    // 40,804 B with issue 14's links, popovers, skeletons and plain-language errors.
    limit: '42844 B',
  },
  {
    name: 'standalone widget (React included)',
    path: 'dist/widget.js',
    gzip: true,
    // Measured 149,115 B; target 120 KB. React DOM alone is 64 KB of it and TanStack Query 11 KB;
    // the six views' components about 35 KB (TxViewer 12.6 KB), zod/mini, ky and core about 18 KB.
    // 158,310 B after issue 15 and the table kit.
    // +694 B (165,723 -> 166,417 B measured side by side) for TxTable's live indicator, pause and focus hold.
    limit: '166920 B',
  },
]
