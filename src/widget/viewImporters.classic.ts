import type { ExplorerViewName } from './options.ts'
import type { ExplorerViewModule } from './viewLoader.ts'
import { explorerView as balancesView } from './views/BalancesView.tsx'
import { explorerView as blocksView } from './views/BlocksView.tsx'
import { explorerView as channelsView } from './views/ChannelsView.tsx'
import { explorerView as oracleView } from './views/OracleView.tsx'
import { explorerView as txsView } from './views/TxsView.tsx'
import { explorerView as txView } from './views/TxView.tsx'

/**
 * `viewImporters.ts` for the classic script (dist/widget.global.js, swapped in by tsdown.config.ts):
 * a classic script cannot import modules, so every view is bundled into it. Static imports rather than
 * inlined dynamic ones, which a bundler wraps in lazy module initialisers (about 7 KB more, gzipped).
 */
export const viewImporters: { [View in ExplorerViewName]: () => Promise<ExplorerViewModule<View>> } = {
  balances: () => Promise.resolve(balancesView),
  tx: () => Promise.resolve(txView),
  txs: () => Promise.resolve(txsView),
  blocks: () => Promise.resolve(blocksView),
  channels: () => Promise.resolve(channelsView),
  oracle: () => Promise.resolve(oracleView),
}
