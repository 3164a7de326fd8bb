// @vitest-environment node
// `npm run explorer` (scripts/explorer.mjs) as a user runs it: it serves the page and the gateway,
// points the page at the gateway it was given, refuses bad settings and stops cleanly on Ctrl-C.
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { setupDevnetServer } from '../helpers.tsx'

const script = fileURLToPath(new URL('../../scripts/explorer.mjs', import.meta.url))
const running = new Set<ChildProcess>()

afterEach(() => {
  for (const child of running) child.kill('SIGKILL')
  running.clear()
})

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  if (!address || typeof address === 'string') throw new Error('no port')
  return address.port
}

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, [script], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  running.add(child)
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const waitFor = (pattern: RegExp) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const match = output.match(pattern)
        if (match) return resolve(match)
        if (child.exitCode !== null) return reject(new Error(`exited ${child.exitCode}:\n${output}`))
        setTimeout(check, 100)
      }
      check()
    })
  return { child, exited, waitFor, output: () => output }
}

const servedGateway = async (pageUrl: string) => {
  // Vite serves `define` values to the page through its client environment module.
  const response = await fetch(new URL('/@vite/env', pageUrl))
  return response.text()
}

describe('npm run explorer', { timeout: 60_000 }, () => {
  const gateway = setupDevnetServer({ prefixes: { sdk: 'cosmos', app: 'kiichain' } })

  it('starts the simulated gateway and the page, and stops both on SIGINT', async () => {
    const [port, devnetPort] = [await freePort(), await freePort()]
    const run = start({ PORT: String(port), DEVNET_PORT: String(devnetPort), SEED: 'script-test' })
    const [, pageUrl] = await run.waitFor(/gatekit explorer on (\S+)/)
    expect(run.output()).toContain(`simulated gateway on http://127.0.0.1:${devnetPort} (seed script-test, /stack and /appchain`)

    const page = await fetch(pageUrl!)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<div id="root"></div>')
    const app = await fetch(new URL('/App.tsx', pageUrl))
    expect(app.status).toBe(200)
    expect(await servedGateway(pageUrl!)).toContain(`"baseUrl":"http://127.0.0.1:${devnetPort}"`)
    const latest = await fetch(`http://127.0.0.1:${devnetPort}/stack/base/tendermint/v1beta1/blocks/latest`)
    expect(latest.status).toBe(200)

    run.child.kill('SIGINT')
    expect(await run.exited).toBe(0)
    expect(run.output()).toContain('explorer stopped')
    await expect(fetch(`http://127.0.0.1:${devnetPort}/stack/base/tendermint/v1beta1/blocks/latest`)).rejects.toThrow()
    await expect(fetch(pageUrl!)).rejects.toThrow()
  })

  it('reads a given gateway with its preset and starts no devnet', async () => {
    const port = await freePort()
    const run = start({ PORT: String(port), GATEWAY_URL: `${gateway.url}/`, GATEWAY_PRESET: 'kiichain' })
    const [, pageUrl] = await run.waitFor(/gatekit explorer on (\S+)/)
    expect(run.output()).toContain(`gateway ${gateway.url} (/cosmos and /kiichain)`)
    expect(run.output()).not.toContain('simulated gateway')
    expect(await servedGateway(pageUrl!)).toContain(`{"baseUrl":"${gateway.url}","prefixes":"kiichain"}`)
    run.child.kill('SIGTERM')
    expect(await run.exited).toBe(0)
  })

  it('refuses a malformed setting with the variable’s name', async () => {
    const run = start({ GATEWAY_URL: 'http://127.0.0.1:1317', GATEWAY_PREFIXES: 'cosmos' })
    expect(await run.exited).toBe(1)
    expect(run.output()).toContain('explorer: Parameter `GATEWAY_PREFIXES` must be two path segments')
  })
})
