// `npm run test:consumers` (and a step of `npm test`): gatekit as its users get it. Packs the build
// (dist/, built first when missing), installs the tarball into the fixture apps of test/consumers/
// (each in a work dir outside the repo, its other dependencies cached between runs) and runs each
// fixture's steps: type-checks, production builds, the built apps against the devnet servers, in
// Chromium or over HTTP. Prints each step as it ends, `N passed, N failed` last.
//
//   tsx scripts/consumers.ts [--only node,next-app] [--package-dir <dir with package.json and dist/>]
//                            [--json <summary file>] [--build]
//
// The cache root is $GATEKIT_CONSUMERS_CACHE, else ~/.cache/gatekit-consumers.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { homedir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import type * as DevnetExports from '../src/exports/devnet.ts'
import { checkInChromium, serveStatic } from './consumers/browser.ts'
import { prepareFixture } from './consumers/install.ts'
import { freePort, runCommand, startBackground, type BackgroundProcess } from './consumers/processes.ts'

const { values: options } = parseArgs({
  options: {
    only: { type: 'string' },
    'package-dir': { type: 'string' },
    json: { type: 'string' },
    build: { type: 'boolean', default: false },
  },
})
const root = resolve(import.meta.dirname, '..')
const fixturesDir = join(root, 'test/consumers')
const packageDir = resolve(options['package-dir'] ?? root)
const cacheRoot = process.env.GATEKIT_CONSUMERS_CACHE ?? join(homedir(), '.cache/gatekit-consumers')
const minutes = (count: number) => count * 60_000

/** What every step can read: the devnets the runner started and what their data is. */
type Devnets = {
  gatewayUrl: string
  address: string
  /** The account's first balance as the hooks render it: `amount denom`. */
  firstBalance: string
  /** How many balances the first page (default limit) holds. */
  firstPageCount: number
  /** The denoms of that page, which BalanceList shows in full. */
  firstPageDenoms: string[]
  txHash: string
  pay: DevnetExports.PayDevnetServer
}
/** One per fixture run; `origin` is where the fixture's own server answers once a step started it. */
type StepContext = { workDir: string; devnets: Devnets; servers: BackgroundProcess[]; origin?: string }
type Step = { name: string; run: (context: StepContext) => Promise<string | void> }
type Fixture = { name: string; sourceDirs: string[]; steps: Step[] }
type StepResult = { fixture: string; step: string; ok: boolean; ms: number; detail?: string }

/** Runs a binary of the fixture's node_modules; throws with its output unless it exits 0 in time. */
async function fixtureCommand(context: StepContext, bin: string, args: string[], timeoutMs: number, env: NodeJS.ProcessEnv = {}): Promise<void> {
  const result = await runCommand(join(context.workDir, 'node_modules/.bin', bin), args, {
    cwd: context.workDir,
    env: { ...process.env, ...env },
    timeoutMs,
  })
  if (!result.ok) throw new Error(result.output)
}

/** Fails with the missing text and the page's own text, so a failure says what the page showed. */
function expectIncludes(haystack: string, needle: string, where: string) {
  if (!haystack.includes(needle)) throw new Error(`${where} lacks "${needle}". It holds:\n${haystack.slice(0, 4_000)}`)
}

const viteSteps: Step[] = [
  { name: 'tsc --noEmit (strict, exactOptionalPropertyTypes, no skipLibCheck, type tests)', run: (c) => fixtureCommand(c, 'tsc', ['--noEmit', '-p', '.'], minutes(5)) },
  { name: 'vite build', run: (c) => fixtureCommand(c, 'vite', ['build'], minutes(5)) },
  {
    name: 'built app in Chromium shows devnet data, no console errors',
    async run({ workDir, devnets }) {
      const server = await serveStatic(join(workDir, 'dist'))
      try {
        const search = new URLSearchParams({ gateway: devnets.gatewayUrl, address: devnets.address, tx: devnets.txHash })
        await checkInChromium(`${server.url}/?${search}`, async (page) => {
          const shows = (testId: string, text: string) => page.getByTestId(testId).filter({ hasText: text }).waitFor({ timeout: 20_000 })
          await shows('hook-balance', devnets.firstBalance)
          await shows('suspense-balances', `${devnets.firstPageCount} denoms`)
          await shows('infinite-balances', '1 page of 2 balances')
          await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, undefined, { timeout: 20_000 })
          const text = await page.locator('main').innerText()
          expectIncludes(text, devnets.address.slice(0, 10), 'The Address component')
          for (const denom of devnets.firstPageDenoms) expectIncludes(text, denom, 'BalanceList')
          expectIncludes(text, devnets.txHash, 'TxViewer')
          if (await page.getByRole('alert').count()) throw new Error(`The page shows an error:\n${text}`)
          // gatekit/widget, bundled by Vite: its channels view (a chunk of its own) shows the devnet's channels.
          await page.locator('#widget .gk-channel-table tbody tr').first().waitFor({ timeout: 20_000 })
        })
      } finally {
        await server.close()
      }
    },
  },
]

const fixtures: Fixture[] = [
  { name: 'vite-react19', sourceDirs: [join(fixturesDir, 'vite-app'), join(fixturesDir, 'vite-react19')], steps: viteSteps },
  { name: 'vite-lowest', sourceDirs: [join(fixturesDir, 'vite-app'), join(fixturesDir, 'vite-lowest')], steps: viteSteps },
  {
    name: 'next-app',
    sourceDirs: [join(fixturesDir, 'next-app')],
    steps: [
      { name: 'next build (Turbopack)', run: (c) => fixtureCommand(c, 'next', ['build'], minutes(10), { NEXT_TELEMETRY_DISABLED: '1' }) },
      {
        name: 'next start: the page HTML holds devnet data from the server component and the prefetched client component',
        async run(context) {
          const { devnets } = context
          const port = await freePort()
          const server = await startBackground(join(context.workDir, 'node_modules/.bin/next'), ['start', '-p', String(port), '-H', '127.0.0.1'], {
            cwd: context.workDir,
            env: {
              ...process.env,
              NEXT_TELEMETRY_DISABLED: '1',
              GATEKIT_GATEWAY_URL: devnets.gatewayUrl,
              GATEKIT_ADDRESS: devnets.address,
              GATEKIT_TX_HASH: devnets.txHash,
              GATEKIT_PAY_URL: devnets.pay.url,
              GATEKIT_PAY_API_KEY: devnets.pay.payDevnet.fixtures.active.apiKey,
              GATEKIT_PAY_PRIVATE_KEY: devnets.pay.payDevnet.fixtures.active.privateKey,
            },
            timeoutMs: minutes(1),
            readyUrl: `http://127.0.0.1:${port}/favicon.ico`,
          })
          context.servers.push(server)
          context.origin = `http://127.0.0.1:${port}`
          const response = await fetch(`${context.origin}/`)
          // React separates adjacent text with `<!-- -->`; the assertions read the text as shown.
          const html = (await response.text()).replaceAll('<!-- -->', '')
          if (response.status !== 200) throw new Error(`GET / answered ${response.status}:\n${html.slice(0, 4_000)}\n${server.output()}`)
          expectIncludes(html, `data-testid="server-balance">${devnets.firstBalance}<`, 'The server component')
          expectIncludes(html, `data-testid="server-core-balances">${devnets.firstPageCount} denoms<`, 'The server component (gatekit/core)')
          expectIncludes(html, `data-testid="client-balance">${devnets.firstBalance}<`, 'The client component rendered from the prefetched cache')
          expectIncludes(html, `data-testid="client-suspense-balances">${devnets.firstPageCount} denoms<`, 'The suspense hook rendered on the server')
          // BalanceList's rows come from prefetchBalanceList; scripts go first, as they carry the same data as JSON.
          const markup = html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '')
          for (const denom of devnets.firstPageDenoms) expectIncludes(markup, `>${denom}<`, 'BalanceList rendered on the server')
        },
      },
      {
        name: 'route handler signs a pay request with gatekit/pay and the pay devnet accepts it',
        async run(context) {
          const { origin } = context
          if (!origin) throw new Error('next start did not come up (see the step before)')
          const reference = `consumer-${Date.now()}`
          const response = await fetch(`${origin}/api/pay`, { method: 'POST', body: JSON.stringify({ reference }), headers: { 'content-type': 'application/json' } })
          const text = await response.text()
          if (response.status !== 200) throw new Error(`POST /api/pay answered ${response.status}:\n${text}\n${context.servers[0]?.output() ?? ''}`)
          const stored = context.devnets.pay.payDevnet.payments().find((payment) => payment.reference === reference)
          if (!stored) throw new Error(`The pay devnet holds no payment ${reference}; the route answered:\n${text}`)
          expectIncludes(text, stored.paymentId, 'The route handler answer')
        },
      },
      {
        name: 'an edge-runtime route handler reads the gateway with gatekit/core and signs with gatekit/pay',
        async run(context) {
          const { origin, devnets } = context
          if (!origin) throw new Error('next start did not come up (see the steps before)')
          const response = await fetch(`${origin}/api/edge`)
          const text = await response.text()
          if (response.status !== 200) throw new Error(`GET /api/edge answered ${response.status}:\n${text}\n${context.servers[0]?.output() ?? ''}`)
          const answer = JSON.parse(text) as { runtime: string; firstBalance: { amount: string; denom: string } | null; userId: number }
          if (answer.runtime !== 'edge') throw new Error(`The route ran on the ${answer.runtime} runtime, not edge`)
          expectIncludes(`${answer.firstBalance?.amount} ${answer.firstBalance?.denom}`, devnets.firstBalance, 'The edge route handler')
          if (answer.userId !== devnets.pay.payDevnet.fixtures.active.user.userId) throw new Error(`getMe on the edge answered user ${answer.userId}`)
        },
      },
      {
        name: 'the page hydrates in Chromium without console errors, and the prefetched balances are not fetched again',
        async run({ devnets, origin }) {
          if (!origin) throw new Error('next start did not come up (see the steps before)')
          const balanceRequests: string[] = []
          await checkInChromium(
            `${origin}/`,
            async (page) => {
              await page.getByTestId('client-balance').filter({ hasText: devnets.firstBalance }).waitFor({ timeout: 20_000 })
              await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, undefined, { timeout: 20_000 })
              expectIncludes(await page.locator('main').innerText(), devnets.txHash, 'TxViewer after hydration')
            },
            (page) =>
              page.on('request', (request) => {
                if (request.url().startsWith(devnets.gatewayUrl) && /\/(spendable_)?balances\//.test(request.url())) balanceRequests.push(request.url())
              }),
          )
          // The server prefetched them for the hooks and BalanceList; within staleTime the browser asks again for none.
          if (balanceRequests.length > 0) throw new Error(`The browser fetched prefetched balances again:\n${balanceRequests.join('\n')}`)
        },
      },
    ],
  },
  {
    name: 'node',
    sourceDirs: [join(fixturesDir, 'node')],
    steps: [
      {
        name: 'only gatekit installed: no react, react-dom, @tanstack/* (but the fixture\'s own types-only query-core), msw in node_modules',
        async run({ workDir }) {
          // What the fixture declares itself (typescript, @types/node, query-core's types) is allowed; nothing else may come with gatekit.
          const declared = JSON.parse(readFileSync(join(workDir, 'package.json'), 'utf8')) as { devDependencies?: Record<string, string> }
          const own = new Set(Object.keys(declared.devDependencies ?? {}))
          // A scope folder npm emptied on an earlier install is not a package: list what is inside.
          const tanstack = join(workDir, 'node_modules/@tanstack')
          const scoped = existsSync(tanstack) ? readdirSync(tanstack).map((name) => `@tanstack/${name}`) : []
          const present = [...['react', 'react-dom', 'msw', '@types/react'].filter((name) => existsSync(join(workDir, 'node_modules', name))), ...scoped].filter(
            (name) => !own.has(name),
          )
          if (present.length > 0) throw new Error(`Installing gatekit brought in: ${present.join(', ')}`)
        },
      },
      { name: 'tsc (NodeNext, strict, no skipLibCheck, no @types/react; @types/node and query-core types)', run: (c) => fixtureCommand(c, 'tsc', ['-p', '.'], minutes(5)) },
      {
        name: 'gatekit/core, gatekit/pay and the gatekit/devnet servers in plain Node',
        async run({ workDir }) {
          const result = await runCommand(process.execPath, ['build/main.js'], { cwd: workDir, timeoutMs: minutes(2) })
          if (!result.ok) throw new Error(result.output)
          return result.output.trim()
        },
      },
    ],
  },
]

/** Builds unless dist/ is there (or --build), then packs into the cache root as gatekit.tgz. */
async function packGatekit(): Promise<void> {
  if (options.build || !existsSync(join(packageDir, 'dist/index.js'))) {
    console.log(`Building gatekit in ${packageDir} ...`)
    const build = await runCommand('sh', ['-c', 'npx tsdown --logLevel warn && node scripts/build-css.mjs'], { cwd: packageDir, timeoutMs: minutes(5) })
    if (!build.ok) throw new Error(`The build failed:\n${build.output}`)
  }
  mkdirSync(cacheRoot, { recursive: true })
  const pack = await runCommand('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', cacheRoot], { cwd: packageDir, timeoutMs: minutes(2) })
  if (!pack.ok) throw new Error(`npm pack failed:\n${pack.output}`)
  const [{ filename }] = JSON.parse(pack.output.slice(pack.output.indexOf('['))) as [{ filename: string }]
  renameSync(join(cacheRoot, filename), join(cacheRoot, 'gatekit.tgz'))
}

/** Starts the gateway and payment devnets from the build under test, and reads what the pages should show. */
async function startDevnets(): Promise<{ devnets: Devnets; close: () => Promise<void> }> {
  const devnetModule = (await import(join(packageDir, 'dist/devnet.js'))) as typeof DevnetExports
  const gateway = await devnetModule.startDevnetServer({ port: 0, seed: 'consumers', autoAdvance: false })
  const pay = await devnetModule.startPayDevnetServer({ port: 0, seed: 'consumers' })
  const address = gateway.devnet.fixtures.richAddress
  const firstPage = (await (await fetch(`${gateway.url}/stack/bank/v1beta1/balances/${address}`)).json()) as { balances: { denom: string; amount: string }[] }
  const first = firstPage.balances[0]
  const tx = gateway.devnet.chain.allTxs().find((candidate) => candidate.response.code === 0)
  if (!first || !tx) throw new Error('The devnet has no balances or no successful transaction to show')
  return {
    devnets: { gatewayUrl: gateway.url, address, firstBalance: `${first.amount} ${first.denom}`, firstPageCount: firstPage.balances.length,
      firstPageDenoms: firstPage.balances.map((coin) => coin.denom),
      txHash: tx.hash, pay },
    close: async () => {
      await Promise.all([gateway.close(), pay.close()])
    },
  }
}

/** Where a step's whole output is kept when the report shows only its start. */
function logFile(fixture: string, step: string) {
  const name = `${fixture}-${step}`.replace(/[^\w.-]+/g, '-').slice(0, 80)
  return join(cacheRoot, 'logs', `${name}.log`)
}

/** The first 120 lines of a step's output; all of it goes to a log file. */
function shorten(detail: string, file: string): string {
  const lines = detail.split('\n')
  if (lines.length <= 120) return detail
  mkdirSync(join(cacheRoot, 'logs'), { recursive: true })
  writeFileSync(file, detail)
  return `${lines.slice(0, 120).join('\n')}\n[${lines.length - 120} more lines in ${file}]`
}

async function runFixture(fixture: Fixture, devnets: Devnets, peerRanges: Record<string, string>): Promise<StepResult[]> {
  const results: StepResult[] = []
  const report = (result: StepResult) => {
    results.push(result)
    console.log(`${result.ok ? '✓' : '✗'} ${result.fixture}: ${result.step} (${(result.ms / 1000).toFixed(1)} s)`)
    if (result.detail) console.log(shorten(result.detail, logFile(fixture.name, result.step)).replace(/^/gm, '    '))
  }
  const prepared = await prepareFixture({
    name: fixture.name,
    sourceDirs: fixture.sourceDirs,
    manifestPath: join(fixture.sourceDirs.at(-1)!, 'package.json'),
    cacheRoot,
    peerRanges,
    timeoutMs: minutes(10),
  }).catch((error: unknown) => error as Error)
  if (prepared instanceof Error) {
    report({ fixture: fixture.name, step: 'install', ok: false, ms: 0, detail: prepared.message })
    return results
  }
  const versions = Object.entries(prepared.manifest.dependencies ?? {})
    .filter(([name]) => name !== 'gatekit')
    .map(([name, version]) => `${name}@${version}`)
    .join(', ')
  report({
    fixture: fixture.name,
    step: `install gatekit tarball${prepared.reusedInstall ? ' (other dependencies cached)' : ' and dependencies'}${versions ? `: ${versions}` : ''}`,
    ok: prepared.install.ok,
    ms: prepared.install.ms,
    ...(prepared.install.ok ? {} : { detail: prepared.install.output }),
  })
  if (!prepared.install.ok) return results

  const context: StepContext = { workDir: prepared.workDir, devnets, servers: [] }
  try {
    for (const step of fixture.steps) {
      const started = Date.now()
      try {
        const note = await step.run(context)
        report({ fixture: fixture.name, step: step.name, ok: true, ms: Date.now() - started, ...(note ? { detail: note } : {}) })
      } catch (error) {
        report({ fixture: fixture.name, step: step.name, ok: false, ms: Date.now() - started, detail: error instanceof Error ? error.message : String(error) })
      }
    }
  } finally {
    await Promise.all(context.servers.map((server) => server.stop()))
  }
  return results
}

/**
 * Two runs sharing one cache would install into and build the same work dirs at once; the second
 * stops with a message instead. A lock whose process is gone is taken over.
 */
function lockCache(): () => void {
  mkdirSync(cacheRoot, { recursive: true })
  const lock = join(cacheRoot, '.lock')
  try {
    const holder = Number(readFileSync(lock, 'utf8'))
    process.kill(holder, 0)
    throw new Error(`Another consumer run (pid ${holder}) is using ${cacheRoot}; wait for it or set GATEKIT_CONSUMERS_CACHE to another folder.`)
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('Another consumer run')) throw error
    // No lock, or its process is gone.
  }
  writeFileSync(lock, String(process.pid))
  return () => rmSync(lock, { force: true })
}

async function main() {
  const started = Date.now()
  const only = options.only?.split(',').map((name) => name.trim())
  const unknown = only?.filter((name) => !fixtures.some((fixture) => fixture.name === name)) ?? []
  if (unknown.length > 0) throw new Error(`No fixture named ${unknown.join(', ')}; there are ${fixtures.map((f) => f.name).join(', ')}`)
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { peerDependencies?: Record<string, string> }
  const unlock = lockCache()
  const results: StepResult[] = []
  try {
    await packGatekit()
    const { devnets, close } = await startDevnets()
    try {
      for (const fixture of fixtures.filter((candidate) => !only || only.includes(candidate.name))) {
        results.push(...(await runFixture(fixture, devnets, manifest.peerDependencies ?? {})))
      }
    } finally {
      await close()
    }
  } finally {
    unlock()
  }
  return { results, ms: Date.now() - started }
}

const outcome = await main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error)
  console.error(message)
  return { results: [{ fixture: 'runner', step: 'pack and start the devnets', ok: false, ms: 0, detail: message }], ms: 0 }
})
const passed = outcome.results.filter((result) => result.ok).length
const failed = outcome.results.length - passed
if (options.json) writeFileSync(options.json, `${JSON.stringify({ passed, failed, ms: outcome.ms, steps: outcome.results }, null, 2)}\n`)
console.log(`\nConsumer tests took ${(outcome.ms / 1000).toFixed(0)} s (cache: ${cacheRoot}).`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
