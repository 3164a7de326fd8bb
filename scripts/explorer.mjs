// `npm run explorer`: the demo explorer (examples/explorer) on http://localhost:5173, reading the simulated
// gateway, which it starts on 127.0.0.1:1317 with blocks every 5 s. With GATEWAY_URL it reads that gateway
// instead and starts nothing else:
//
//   GATEWAY_URL=https://lcd.example.org GATEWAY_PRESET=kiichain npm run explorer
//
// Variables: PORT (page server, default 5173), GATEWAY_URL, GATEWAY_PRESET (spec | kiichain) or
// GATEWAY_PREFIXES (sdk,app), DEVNET_PORT (default 1317) and SEED (default 1) for the simulated gateway.
// The pages are served by Vite from the sources (the repo's vite.config.ts resolves `gatekit/*`), so
// nothing needs building first.
import { fileURLToPath } from 'node:url'
import { tsImport } from 'tsx/esm/api'
import { createServer } from 'vite'

const repo = (path) => fileURLToPath(new URL(`../${path}`, import.meta.url))

// The settings module and the devnet are TypeScript: tsx loads them, resolving `gatekit` through the
// repo's tsconfig paths whatever the working directory.
const typescript = { parentURL: import.meta.url, tsconfig: repo('tsconfig.json') }
const { readExplorerEnv, resolveExplorerPrefixes, describePrefixes } = await tsImport('../examples/explorer/config.ts', typescript)

let settings
try {
  settings = readExplorerEnv(process.env)
} catch (error) {
  console.error(`explorer: ${error.shortMessage ?? error.message}`)
  process.exit(1)
}

const closers = []
let stopping = false
async function stop(code = 0) {
  if (stopping) return
  stopping = true
  // Newest first: the page server before the gateway it reads.
  for (const close of closers.reverse()) await close().catch((error) => console.error(error))
  if (code === 0) console.log('explorer stopped')
  process.exit(code)
}
process.on('SIGINT', () => void stop(0))
process.on('SIGTERM', () => void stop(0))

let baseUrl = settings.baseUrl
if (settings.mode === 'devnet') {
  const { startDevnetServer } = await tsImport('../src/exports/devnet.ts', typescript)
  const options = { host: '127.0.0.1', seed: settings.seed, prefixes: resolveExplorerPrefixes(settings.prefixes) }
  let devnet
  try {
    devnet = await startDevnetServer({ ...options, port: settings.devnetPort })
  } catch (error) {
    if (error?.code !== 'EADDRINUSE') throw error
    // Someone (often `npm run devnet`) holds the port: run our own on a free one.
    devnet = await startDevnetServer({ ...options, port: 0 })
    console.log(`explorer: port ${settings.devnetPort} is busy, the simulated gateway uses ${devnet.port}`)
  }
  closers.push(() => devnet.close())
  baseUrl = devnet.url
  console.log(`simulated gateway on ${devnet.url} (seed ${settings.seed}, ${describePrefixes(settings.prefixes)}, a block every 5 s)`)
  console.log(`  an account with balances: ${devnet.devnet.fixtures.richAddress}`)
} else {
  console.log(`gateway ${baseUrl} (${describePrefixes(settings.prefixes)})`)
}

const explorerRoot = repo('examples/explorer')
let vite
try {
  vite = await createServer({
    configFile: repo('vite.config.ts'),
    root: explorerRoot,
    cacheDir: repo('node_modules/.vite/explorer'),
    clearScreen: false,
    // examples/explorer/main.tsx reads this; an object so that a preset name or a prefix pair passes as is.
    define: { __GATEKIT_EXPLORER_GATEWAY__: JSON.stringify({ baseUrl, prefixes: settings.prefixes }) },
    server: { port: settings.port, strictPort: false, host: 'localhost' },
  })
  closers.push(() => vite.close())
  await vite.listen()
} catch (error) {
  console.error(`explorer: the page server did not start: ${error.message}`)
  await stop(1)
}
const url = vite.resolvedUrls?.local[0] ?? `http://localhost:${settings.port}/`
console.log(`gatekit explorer on ${url}  (Ctrl-C stops ${settings.mode === 'devnet' ? 'both servers' : 'it'})`)
