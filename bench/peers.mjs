// `npm run bench:peers`: what one query of balances costs a page with gatekit and with its peers.
// Installs the peers at exact versions into .bench-peers/ (its own package.json, never the project's),
// bundles the same balances query with each the way a user's bundler would (esbuild, minified ESM for
// the browser, React and TanStack Query left external as the app has them anyway), gzips it at level 9
// and prints the bytes side by side with the ratio to gatekit, like with like:
//
//   hook alone      gatekit `useBalances`  vs  wagmi `useBalance`, graz `useBalances`
//   usable set      + provider and client  vs  the same with wagmi and graz
//   plain client    gatekit/core `createGatewayClient` + `getBalances`  vs  @cosmjs/stargate (RPC) and
//                   osmojs's LCD client (the cosmology family's generated `cosmos.bank.v1beta1` LCD query client)
//
// A peer that cannot be bundled for the browser as it is gets a row that says why; where a user's
// bundler would get past it (Vite replaces a Node built-in with an empty module), the row is measured
// that way and says so. The result is also written to bench/peers.md and bench/peers.json (for the README).
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const root = fileURLToPath(new URL('..', import.meta.url))
const folder = join(root, '.bench-peers')

/**
 * Exact versions, so that a run measures the same code as the last one (all install on Node 20).
 * graz's peer dependencies (@cosmjs/*) are installed at the version its README asks for, as a user
 * would; React and TanStack Query are not (the bundles keep them external).
 */
export const peerVersions = {
  wagmi: '3.7.7',
  viem: '2.57.20',
  '@cosmjs/stargate': '0.39.0',
  '@cosmjs/tendermint-rpc': '0.39.0',
  graz: '0.5.0',
  '@cosmjs/amino': '0.39.0',
  '@cosmjs/cosmwasm-stargate': '0.39.0',
  '@cosmjs/encoding': '0.39.0',
  '@cosmjs/proto-signing': '0.39.0',
  osmojs: '16.15.0',
  '@cosmology/lcd': '0.16.0',
}

/**
 * graz 0.5.0 pins @keplr-wallet/cosmos and @keplr-wallet/types 0.13.39, which the registry does not
 * serve (0.13.35 and 0.13.41 are there): a user's install fails the same way, and the fix a user
 * would reach for is an override to the nearest published patch.
 */
const peerOverrides = {
  '@keplr-wallet/cosmos': '0.13.41',
  '@keplr-wallet/types': '0.13.41',
}

/** What the application has anyway and no library is charged for. */
const external = ['react', 'react-dom', 'react/jsx-runtime', '@tanstack/react-query']

/** The figures the issue quotes (gzip -9 of an esbuild bundle), for reference. */
const issueFigures = [
  ['wagmi', '`useBalance` alone', 28_859],
  ['graz', '`useBalances` alone', 927_040],
  ['@cosmjs/stargate', 'balances query', 230_732],
  ['osmojs-family LCD client', 'balances query', 14_914],
]

function installedVersion(name) {
  const manifest = join(folder, 'node_modules', name, 'package.json')
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).version : undefined
}

/** Installs the peers unless the same versions are already there. */
function installPeers() {
  if (Object.entries(peerVersions).every(([name, version]) => installedVersion(name) === version)) {
    console.log(`Peers already installed in .bench-peers (${describeVersions()}).`)
    return
  }
  mkdirSync(folder, { recursive: true })
  writeFileSync(
    join(folder, 'package.json'),
    `${JSON.stringify({ name: 'gatekit-bench-peers', private: true, type: 'module', dependencies: peerVersions, overrides: peerOverrides }, null, 2)}\n`,
  )
  console.log(`Installing ${describeVersions()} into .bench-peers ...`)
  try {
    // Peer dependencies not listed above (React, TanStack Query, TypeScript) are left out: the bundles
    // keep them external. --ignore-scripts: no install script is needed to bundle.
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--legacy-peer-deps', '--no-package-lock'], {
      cwd: folder,
      stdio: ['ignore', 'inherit', 'pipe'],
      encoding: 'utf8',
    })
  } catch (error) {
    const detail = String(error.stderr ?? error.message)
      .split('\n')
      .filter((line) => /ERR!|error/i.test(line) && !/npm warn/i.test(line))
      .slice(0, 6)
      .join('\n')
    throw new Error(
      `Could not install the peers from the npm registry (${describeVersions()}). ` +
        `Is the registry reachable (npm config get registry: ${registry()})?\n${detail}`,
    )
  }
}

function registry() {
  try {
    return execFileSync('npm', ['config', 'get', 'registry'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    return 'unknown'
  }
}

const describeVersions = () =>
  Object.entries(peerVersions)
    .map(([name, version]) => `${name}@${version}`)
    .join(', ')

/** gatekit from its build when there is one (what users install), else from the sources. */
function gatekitEntries() {
  const built = (file) => join(root, 'dist', file)
  if (existsSync(built('index.js')) && existsSync(built('core.js'))) return { root: built('index.js'), core: built('core.js'), from: 'dist/' }
  return { root: join(root, 'src/exports/index.ts'), core: join(root, 'src/exports/core.ts'), from: 'src/exports/ (no build)' }
}

const nodeBuiltins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]))

/**
 * What Vite does with a Node built-in imported by browser code: an empty module in its place (CommonJS,
 * so that named imports from it bundle too and read `undefined`, as they would in Vite's stub).
 */
const emptyNodeBuiltins = {
  name: 'empty-node-builtins',
  setup(builder) {
    builder.onResolve({ filter: /.*/ }, (args) => (nodeBuiltins.has(args.path) ? { path: args.path, namespace: 'empty-node-builtin' } : undefined))
    builder.onLoad({ filter: /.*/, namespace: 'empty-node-builtin' }, () => ({ contents: 'module.exports = {}', loader: 'js' }))
  },
}

const unresolvedBuiltins = (error) =>
  [...new Set((error.errors ?? []).map((message) => /Could not resolve "([^"]+)"/.exec(message.text)?.[1]).filter((name) => name && nodeBuiltins.has(name)))]

/**
 * Bytes of an entry bundled for the browser, minified, gzip -9, and a note when the entry could only
 * be bundled with a user's workaround. Throws with esbuild's first messages when it cannot be bundled.
 */
export async function bundledSize(name, source) {
  const directory = join(folder, 'entries')
  mkdirSync(directory, { recursive: true })
  const entry = join(directory, `${name}.mjs`)
  writeFileSync(entry, source)
  const options = {
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    external,
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'silent',
  }
  const gzipped = (result) => gzipSync(result.outputFiles[0].contents, { level: 9 }).length
  try {
    return { bytes: gzipped(await build(options)) }
  } catch (error) {
    const builtins = unresolvedBuiltins(error)
    const others = (error.errors ?? []).filter((message) => !builtins.some((builtin) => message.text.includes(`"${builtin}"`)))
    if (builtins.length === 0 || others.length > 0) {
      const reasons = (error.errors ?? [{ text: String(error.message ?? error) }]).slice(0, 2).map((message) => message.text)
      throw new Error(`cannot be bundled for the browser: ${reasons.join('; ')}`)
    }
    let bytes
    try {
      bytes = gzipped(await build({ ...options, plugins: [emptyNodeBuiltins] }))
    } catch (retryError) {
      const reasons = (retryError.errors ?? [{ text: String(retryError.message ?? retryError) }]).slice(0, 2).map((message) => message.text)
      throw new Error(`cannot be bundled for the browser, even with its Node built-ins replaced by empty modules: ${reasons.join('; ')}`)
    }
    const list = builtins.map((builtin) => `\`${builtin}\``).join(', ')
    return {
      bytes,
      note: `esbuild for the browser stops at the Node built-in ${list}; measured with it replaced by an empty module, as Vite does`,
    }
  }
}

const gatekitName = 'gatekit'

/**
 * What is bundled. `kind` pairs each row with gatekit's row of the same kind: a hook alone, a usable
 * React set (hook + provider + client), a plain client and its balances query (no React).
 */
const cases = (gatekit) => [
  { library: gatekitName, kind: 'alone', what: '`useBalances` alone', source: `export { useBalances } from ${JSON.stringify(gatekit.root)}\n` },
  {
    library: gatekitName,
    kind: 'usable',
    what: '`useBalances` + `GatekitProvider` + `createGatewayClient`',
    source: `export { useBalances, GatekitProvider, createGatewayClient } from ${JSON.stringify(gatekit.root)}\n`,
  },
  {
    library: gatekitName,
    kind: 'client',
    what: '`gatekit/core`: `getBalances(createGatewayClient(lcd), { address })`',
    source: [
      `import { createGatewayClient, getBalances } from ${JSON.stringify(gatekit.core)}`,
      `export function allBalances(baseUrl, address) {`,
      `  return getBalances(createGatewayClient({ baseUrl }), { address })`,
      `}`,
      '',
    ].join('\n'),
  },
  { library: `wagmi ${peerVersions.wagmi}`, kind: 'alone', what: '`useBalance` alone', source: `export { useBalance } from 'wagmi'\n` },
  {
    library: `wagmi ${peerVersions.wagmi}`,
    kind: 'usable',
    what: '`useBalance` + `WagmiProvider` + `createConfig` + `http` + one chain',
    source: `export { useBalance, WagmiProvider, createConfig, http } from 'wagmi'\nexport { mainnet } from 'wagmi/chains'\n`,
  },
  { library: `graz ${peerVersions.graz}`, kind: 'alone', what: '`useBalances` alone', source: `export { useBalances } from 'graz'\n` },
  {
    library: `graz ${peerVersions.graz}`,
    kind: 'usable',
    what: '`useBalances` + `GrazProvider`',
    source: `export { useBalances, GrazProvider } from 'graz'\n`,
  },
  {
    library: `@cosmjs/stargate ${peerVersions['@cosmjs/stargate']}`,
    kind: 'client',
    what: '`StargateClient.connect(rpc)` + `getAllBalances(address)`',
    remark: 'the fair pair for `gatekit/core`: what cosmjs documents for balances (over Comet RPC, not the LCD)',
    source: [
      `import { StargateClient } from '@cosmjs/stargate'`,
      `export async function allBalances(rpcUrl, address) {`,
      `  const client = await StargateClient.connect(rpcUrl)`,
      `  return client.getAllBalances(address)`,
      `}`,
      '',
    ].join('\n'),
  },
  {
    library: `@cosmjs/stargate ${peerVersions['@cosmjs/stargate']}`,
    kind: 'client',
    what: '`QueryClient.withExtensions(connectComet(rpc), setupBankExtension)` + `bank.allBalances(address)`',
    remark:
      'the lighter bank extension: the same bytes: `@cosmjs/stargate` ships CommonJS only, which no bundler tree-shakes, so it bundles whole either way',
    source: [
      `import { QueryClient, setupBankExtension } from '@cosmjs/stargate'`,
      `import { connectComet } from '@cosmjs/tendermint-rpc'`,
      `export async function allBalances(rpcUrl, address) {`,
      `  const client = QueryClient.withExtensions(await connectComet(rpcUrl), setupBankExtension)`,
      `  return client.bank.allBalances(address)`,
      `}`,
      '',
    ].join('\n'),
  },
  {
    library: `osmojs ${peerVersions.osmojs} (cosmology LCD)`,
    kind: 'client',
    what: '`cosmos.ClientFactory.createLCDClient({ restEndpoint })` + `cosmos.bank.v1beta1.allBalances`',
    remark: "osmojs's README way: `import { cosmos } from 'osmojs'` brings the whole generated tree, and the client imports every module's LCD client before its first query",
    source: [
      `import { cosmos } from 'osmojs'`,
      `export async function allBalances(restEndpoint, address) {`,
      `  const client = await cosmos.ClientFactory.createLCDClient({ restEndpoint })`,
      `  return client.cosmos.bank.v1beta1.allBalances({ address })`,
      `}`,
      '',
    ].join('\n'),
  },
  {
    library: `osmojs ${peerVersions.osmojs} + @cosmology/lcd ${peerVersions['@cosmology/lcd']}`,
    kind: 'client',
    what: "bank `LCDQueryClient` (`osmojs/esm/cosmos/bank/v1beta1/query.lcd.js`) on `@cosmology/lcd`'s `LCDClient`",
    remark:
      'the fair pair for `gatekit/core` over the LCD: only the generated bank query and its axios-based request client; it returns the JSON unchecked (gatekit validates every response and keeps integers beyond 2^53 exact)',
    source: [
      `import { LCDClient } from '@cosmology/lcd'`,
      `import { LCDQueryClient } from 'osmojs/esm/cosmos/bank/v1beta1/query.lcd.js'`,
      `export function allBalances(restEndpoint, address) {`,
      `  return new LCDQueryClient({ requestClient: new LCDClient({ restEndpoint }) }).allBalances({ address })`,
      `}`,
      '',
    ].join('\n'),
  },
]

const kindNames = { alone: 'hook alone', usable: 'usable React set', client: 'plain client query' }

const bytes = (value) => value.toLocaleString('en-US')

function table(header, rows) {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => String(row[column]).length)))
  const line = (values) => values.map((value, column) => String(value).padEnd(widths[column])).join('  ').trimEnd()
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n')
}

/** Measures every case (a failure becomes its row) and returns the rows with their ratio to gatekit. */
export async function measurePeers() {
  installPeers()
  const gatekit = gatekitEntries()
  const measured = []
  for (const [index, entry] of cases(gatekit).entries()) {
    try {
      measured.push({ ...entry, ...(await bundledSize(`case-${index}`, entry.source)) })
    } catch (error) {
      measured.push({ ...entry, error: error instanceof Error ? error.message : String(error) })
    }
  }
  const gatekitBytes = Object.fromEntries(measured.filter((row) => row.library === gatekitName).map((row) => [row.kind, row.bytes]))
  const rows = measured.map((row) => ({
    ...row,
    ratio: row.bytes === undefined || gatekitBytes[row.kind] === undefined ? undefined : row.bytes / gatekitBytes[row.kind],
  }))
  return { gatekit, gatekitBytes, rows }
}

async function main() {
  const { gatekit, gatekitBytes, rows } = await measurePeers()
  const header = ['compared as', 'library', 'what is bundled', 'min+gzip -9 (bytes)', 'ratio to gatekit']
  const cells = rows.map((row) => [
    kindNames[row.kind],
    row.library,
    row.what,
    row.bytes === undefined ? 'not measured' : bytes(row.bytes),
    row.ratio === undefined ? '' : `${row.ratio.toFixed(2)}x`,
  ])
  const notes = rows
    .filter((row) => row.remark || row.note || row.error)
    .map((row) => `${row.library}, ${row.what}: ${[row.remark, row.error ?? row.note].filter(Boolean).join('; ')}`)
  const referenceHeader = ['library', 'what is bundled', 'min+gzip -9 (bytes)', 'ratio to gatekit `useBalances` alone']
  const reference = issueFigures.map(([library, what, value]) => [library, what, bytes(value), `${(value / gatekitBytes.alone).toFixed(2)}x`])
  const processor = cpus()[0]?.model.trim() ?? 'unknown CPU'
  const load = Math.round(loadavg()[0] * 10) / 10
  const when = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.version}, esbuild ${(await import('esbuild')).version}, ${processor}, ${cpus().length} cores, load average ${load} (sizes do not depend on the load)`
  const intro = `One query of balances, bundled with esbuild (minified ESM, browser), gzip -9; ${external.join(', ')} external. gatekit from ${gatekit.from}.`
  const pairing =
    "Ratios compare like with like: a hook alone with gatekit's `useBalances` alone, a usable React set with gatekit's hook + provider + client, a plain client's balances query with `gatekit/core`'s `getBalances` on `createGatewayClient`. Ratio above 1: the peer costs more."

  console.log(`\n${intro}\n${pairing}\n`)
  console.log(table(header, cells))
  if (notes.length > 0) console.log(`\nNotes:\n${notes.map((note) => `- ${note}`).join('\n')}`)
  console.log(`\nThe issue's figures, for reference:\n`)
  console.log(table(referenceHeader, reference))
  console.log(`\n${when}`)

  const markdownRow = (values) => `| ${values.map((value) => String(value).replaceAll('|', '\\|')).join(' | ')} |`
  const markdown = [
    '# Peer comparison',
    '',
    `Written by \`npm run bench:peers\` (bench/peers.mjs). ${intro.replace(external.join(', '), external.map((name) => `\`${name}\``).join(', '))}`,
    pairing,
    '',
    markdownRow(header),
    markdownRow(['---', '---', '---', '---:', '---:']),
    ...cells.map(markdownRow),
    '',
    ...(notes.length > 0 ? ['Notes:', '', ...notes.map((note) => `- ${note}`), ''] : []),
    "The issue's figures, for reference:",
    '',
    markdownRow(referenceHeader),
    markdownRow(['---', '---', '---:', '---:']),
    ...reference.map(markdownRow),
    '',
    `Measured ${when}.`,
    '',
  ].join('\n')
  writeFileSync(join(root, 'bench/peers.md'), markdown)
  // The same figures as data, for scripts/readmePerformance.ts (the README's Performance section).
  const data = {
    date: new Date().toISOString(),
    measured: when,
    intro,
    pairing,
    rows: rows.map(({ kind, library, what, bytes: size, ratio, remark, note, error }) => ({ kind: kindNames[kind], library, what, bytes: size, ratio, remark, note, error })),
    notes,
  }
  writeFileSync(join(root, 'bench/peers.json'), `${JSON.stringify(data, null, 2)}\n`)
  console.log('Written to bench/peers.md and bench/peers.json.')
  if (rows.some((row) => row.library === gatekitName && row.bytes === undefined)) process.exitCode = 1
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
}
