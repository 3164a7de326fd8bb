// `npm run bench:peers`: what one query of balances costs a page with gatekit and with its peers.
// Installs wagmi (+ viem) and @cosmjs/stargate into .bench-peers/ (its own package.json, never the
// project's), bundles the same balances query with each the way a user's bundler would (esbuild,
// minified ESM for the browser, React and TanStack Query left external as the app has them anyway),
// gzips it at level 9 and prints the bytes side by side with the ratio to gatekit. The result is
// also written to bench/peers.md for the README.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const root = fileURLToPath(new URL('..', import.meta.url))
const folder = join(root, '.bench-peers')

/** Exact versions, so that a run measures the same code as the last one (all work on Node 20). */
export const peerVersions = {
  wagmi: '3.7.7',
  viem: '2.57.20',
  '@cosmjs/stargate': '0.39.0',
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
    `${JSON.stringify({ name: 'gatekit-bench-peers', private: true, type: 'module', dependencies: peerVersions }, null, 2)}\n`,
  )
  console.log(`Installing ${describeVersions()} into .bench-peers ...`)
  try {
    // Peer dependencies (React, TanStack Query, TypeScript) are left out: the bundles keep them external.
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
function gatekitEntry() {
  const built = join(root, 'dist/index.js')
  return existsSync(built) ? { path: built, from: 'dist/index.js' } : { path: join(root, 'src/exports/index.ts'), from: 'src/exports/index.ts (no build)' }
}

/** Bytes of an entry bundled for the browser, minified, gzip -9. */
async function bundledSize(name, source) {
  const directory = join(folder, 'entries')
  mkdirSync(directory, { recursive: true })
  const entry = join(directory, `${name}.mjs`)
  writeFileSync(entry, source)
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    external,
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'error',
  })
  const code = result.outputFiles[0].contents
  return gzipSync(code, { level: 9 }).length
}

const cases = (gatekit) => [
  {
    library: 'gatekit',
    what: '`useBalances` alone',
    kind: 'alone',
    source: `export { useBalances } from ${JSON.stringify(gatekit)}\n`,
  },
  {
    library: 'gatekit',
    what: '`useBalances` + `GatekitProvider` + `createGatewayClient`',
    kind: 'usable',
    source: `export { useBalances, GatekitProvider, createGatewayClient } from ${JSON.stringify(gatekit)}\n`,
  },
  { library: `wagmi ${peerVersions.wagmi}`, what: '`useBalance` alone', kind: 'alone', source: `export { useBalance } from 'wagmi'\n` },
  {
    library: `wagmi ${peerVersions.wagmi}`,
    what: '`useBalance` + `WagmiProvider` + `createConfig` + `http` + one chain',
    kind: 'usable',
    source: `export { useBalance, WagmiProvider, createConfig, http } from 'wagmi'\nexport { mainnet } from 'wagmi/chains'\n`,
  },
  {
    library: `@cosmjs/stargate ${peerVersions['@cosmjs/stargate']}`,
    what: '`StargateClient.connect(rpc).getAllBalances(address)`',
    kind: 'usable',
    source: [
      `import { StargateClient } from '@cosmjs/stargate'`,
      `export async function getAllBalances(rpcUrl, address) {`,
      `  const client = await StargateClient.connect(rpcUrl)`,
      `  return client.getAllBalances(address)`,
      `}`,
      '',
    ].join('\n'),
  },
  {
    library: `@cosmjs/stargate ${peerVersions['@cosmjs/stargate']}`,
    what: '`QueryClient` + bank extension, `bank.allBalances(address)`',
    kind: 'usable',
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
]

const bytes = (value) => value.toLocaleString('en-US')

function table(header, rows) {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => String(row[column]).length)))
  const line = (values) => values.map((value, column) => String(value).padEnd(widths[column])).join('  ').trimEnd()
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n')
}

async function main() {
  installPeers()
  const gatekit = gatekitEntry()
  const measured = []
  for (const [index, entry] of cases(gatekit.path).entries()) {
    measured.push({ ...entry, bytes: await bundledSize(`case-${index}`, entry.source) })
  }
  const gatekitBytes = Object.fromEntries(measured.filter((row) => row.library === 'gatekit').map((row) => [row.kind, row.bytes]))
  const rows = measured.map((row) => [row.library, row.what, bytes(row.bytes), `${(row.bytes / gatekitBytes[row.kind]).toFixed(2)}x`])
  const header = ['library', 'what is bundled', 'min+gzip -9 (bytes)', 'ratio to gatekit']
  const reference = issueFigures.map(([library, what, value]) => [library, what, bytes(value), `${(value / gatekitBytes.alone).toFixed(2)}x`])
  const processor = cpus()[0]?.model.trim() ?? 'unknown CPU'
  const when = `${new Date().toISOString().slice(0, 10)}, Node ${process.version}, esbuild ${(await import('esbuild')).version}, ${processor}`

  console.log(`\nOne query of balances, bundled with esbuild (minified ESM, browser), gzip -9; ${external.join(', ')} external.`)
  console.log(`gatekit from ${gatekit.from}. Ratios compare like with like: a hook alone with gatekit's hook alone, a usable set with gatekit's.\n`)
  console.log(table(header, rows))
  console.log(`\nThe issue's figures, for reference (ratio to gatekit's \`useBalances\` alone as measured now):\n`)
  console.log(table(header, reference))
  console.log(`\n${when}`)

  const markdownRow = (cells) => `| ${cells.join(' | ')} |`
  const markdown = [
    '# Peer comparison',
    '',
    `Written by \`npm run bench:peers\` (bench/peers.mjs). One query of balances, bundled with esbuild (minified ESM, browser), gzip -9; ${external.map((name) => `\`${name}\``).join(', ')} external. gatekit from \`${gatekit.from}\`.`,
    '',
    markdownRow(header),
    markdownRow(['---', '---', '---:', '---:']),
    ...rows.map(markdownRow),
    '',
    "The issue's figures, for reference (ratio to gatekit's `useBalances` alone as measured here):",
    '',
    markdownRow(header),
    markdownRow(['---', '---', '---:', '---:']),
    ...reference.map(markdownRow),
    '',
    `Measured ${when}.`,
    '',
  ].join('\n')
  writeFileSync(join(root, 'bench/peers.md'), markdown)
  console.log('Written to bench/peers.md.')
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
