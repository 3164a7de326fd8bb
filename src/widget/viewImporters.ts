import type { ExplorerViewName } from './options.ts'
import type { ExplorerViewModule } from './viewLoader.ts'
import { preloadViewChunks } from './viewPreloads.ts'

/**
 * How each view's component is loaded: one dynamic import per view. The ES module widget
 * (dist/widget.js) emits each view as its own chunk under dist/widget/, imported by a path relative to
 * the importing module (resolved against `import.meta.url` by the browser, rewritten by a bundler), so a
 * page downloads only the views it shows. The classic script replaces this module with
 * `viewImporters.classic.ts` (tsdown.config.ts), which imports every view: it stays one file. Each
 * view's own imports are asked for beside it (`preloadViewChunks`), not after it.
 */
export const viewImporters: { [View in ExplorerViewName]: () => Promise<ExplorerViewModule<View>> } = {
  balances: () => (preloadViewChunks('balances'), import('./views/BalancesView.tsx')).then((module) => module.explorerView),
  tx: () => (preloadViewChunks('tx'), import('./views/TxView.tsx')).then((module) => module.explorerView),
  txs: () => (preloadViewChunks('txs'), import('./views/TxsView.tsx')).then((module) => module.explorerView),
  blocks: () => (preloadViewChunks('blocks'), import('./views/BlocksView.tsx')).then((module) => module.explorerView),
  channels: () => (preloadViewChunks('channels'), import('./views/ChannelsView.tsx')).then((module) => module.explorerView),
  oracle: () => (preloadViewChunks('oracle'), import('./views/OracleView.tsx')).then((module) => module.explorerView),
}
