// @vitest-environment node
// Each component imported alone from gatekit/components bundles only what it uses. gatekit/components
// is first bundled into one module, as the package build may ship it (the harder case: an app's
// bundler can then only drop unused statements, not whole files); then each export is bundled alone
// from it with esbuild, peers external. Its output must not carry another component's markup: a
// top-level call without a pure annotation, a module-level side effect or a shared registry would pull
// every component in, as it did before (57.5 KB for Address).
import { build, type Plugin } from 'esbuild'
import { beforeAll, describe, expect, it } from 'vitest'

let componentsModule = ''

beforeAll(async () => {
  const result = await build({
    entryPoints: ['src/exports/components.ts'],
    bundle: true,
    write: false,
    format: 'esm',
    packages: 'external',
    loader: { '.css': 'empty' },
    logLevel: 'silent',
  })
  componentsModule = result.outputFiles[0]!.text
})

// Serves the one-module build as `gatekit/components`.
const oneModule: Plugin = {
  name: 'one-module-components',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^gatekit\/components$/ }, () => ({ path: 'components.js', namespace: 'one-module' }))
    pluginBuild.onLoad({ filter: /.*/, namespace: 'one-module' }, () => ({ contents: componentsModule, loader: 'js' }))
  },
}

// A class name or identifier only that component's code contains.
const markers = {
  Address: 'gk-copyable',
  Amount: 'gk-amount',
  Timestamp: 'gk-timestamp',
  BalanceList: 'gk-balance-list',
  TxViewer: 'gk-tx-viewer',
  ExplorerTable: 'gk-explorer-table',
  BlockExplorerTable: 'gk-block-explorer-table',
  TxTable: 'gk-tx-table',
  ChannelTable: 'gk-channel-table',
  OracleRatesTable: 'gk-oracle-rates-table',
} as const
type Part = keyof typeof markers

// What each export needs, and nothing else.
const expected: Record<string, Part[]> = {
  Address: ['Address'],
  Hash: ['Address'],
  Timestamp: ['Timestamp'],
  AmountView: ['Amount'],
  Amount: ['Amount'],
  BalanceListView: ['Address', 'Amount', 'BalanceList'],
  BalanceList: ['Address', 'Amount', 'BalanceList'],
  TxViewerView: ['Address', 'Amount', 'Timestamp', 'TxViewer'],
  TxViewer: ['Address', 'Amount', 'Timestamp', 'TxViewer'],
  TxTableView: ['Address', 'Amount', 'Timestamp', 'ExplorerTable', 'TxTable'],
  TxTable: ['Address', 'Amount', 'Timestamp', 'ExplorerTable', 'TxTable'],
  BlockExplorerTableView: ['Address', 'Timestamp', 'ExplorerTable', 'BlockExplorerTable'],
  BlockExplorerTable: ['Address', 'Timestamp', 'ExplorerTable', 'BlockExplorerTable'],
  ChannelTableView: ['Address', 'ChannelTable'],
  ChannelTable: ['Address', 'ChannelTable'],
  OracleRatesTableView: ['Address', 'Timestamp', 'OracleRatesTable'],
  OracleRatesTable: ['Address', 'Timestamp', 'OracleRatesTable'],
  prefetchBalanceList: [],
  prefetchTxViewer: [],
}

// React as a module the bundler may drop when nothing of it is used; when something is, its marker
// text is in the output.
const reactMarker = 'REACT_IS_BUNDLED'
const fakeReact: Plugin = {
  name: 'fake-react',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => ({ path: args.path, namespace: 'fake-react', sideEffects: false }))
    pluginBuild.onLoad({ filter: /.*/, namespace: 'fake-react' }, () => ({
      contents: `module.exports = new Proxy({}, { get: () => () => ${JSON.stringify(reactMarker)} })`,
      loader: 'js',
    }))
  },
}

async function bundleAlone(name: string, options: { react?: 'external' | 'marked' } = {}): Promise<string> {
  const result = await build({
    stdin: { contents: `export { ${name} } from 'gatekit/components'`, loader: 'js' },
    bundle: true,
    write: false,
    format: 'esm',
    minify: true,
    // The library's own dependencies (zod, ky, ...) stay imports: what is looked for is gatekit's code.
    external: ['*'],
    plugins: options.react === 'marked' ? [fakeReact, oneModule] : [oneModule],
    logLevel: 'silent',
  })
  return result.outputFiles[0]!.text
}

describe('components tree-shake: one imported alone bundles only what it uses', () => {
  it.each(Object.entries(expected))('%s', async (name, parts) => {
    const code = await bundleAlone(name)
    const found = (Object.keys(markers) as Part[]).filter((part) => code.includes(markers[part]))
    expect(found.sort()).toEqual([...parts].sort())
  })

  it.each(['prefetchBalanceList', 'prefetchTxViewer', 'prefetchBlockExplorerTable'])('%s alone uses nothing of React', async (name) => {
    expect(await bundleAlone(name, { react: 'marked' })).not.toContain(reactMarker)
  })

  it('the React check sees React in use', async () => {
    expect(await bundleAlone('Address', { react: 'marked' })).toContain(reactMarker)
  })
})
