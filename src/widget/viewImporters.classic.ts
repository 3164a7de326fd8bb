import type { ExplorerViewName } from './options.ts'
import type { ExplorerViewComponent } from './viewLoader.ts'
import { BalancesView } from './views/BalancesView.tsx'
import { BlocksView } from './views/BlocksView.tsx'
import { ChannelsView } from './views/ChannelsView.tsx'
import { OracleView } from './views/OracleView.tsx'
import { TxsView } from './views/TxsView.tsx'
import { TxView } from './views/TxView.tsx'

/**
 * `viewImporters.ts` for the classic script (dist/widget.global.js, swapped in by tsdown.config.ts):
 * a classic script cannot import modules, so every view is bundled into it. Static imports rather than
 * inlined dynamic ones, which a bundler wraps in lazy module initialisers (about 7 KB more, gzipped).
 */
export const viewImporters: { [View in ExplorerViewName]: () => Promise<ExplorerViewComponent<View>> } = {
  balances: () => Promise.resolve(BalancesView),
  tx: () => Promise.resolve(TxView),
  txs: () => Promise.resolve(TxsView),
  blocks: () => Promise.resolve(BlocksView),
  channels: () => Promise.resolve(ChannelsView),
  oracle: () => Promise.resolve(OracleView),
}
