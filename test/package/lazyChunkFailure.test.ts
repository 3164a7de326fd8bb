// @vitest-environment node
// Errors when a lazily loaded chunk cannot be fetched (the network went down between the page's load and
// the failure): the built package is bundled as an app's bundler does (esbuild, split at `import()`), and
// a copy of that bundle has its lazy chunks deleted. A request that gets no answer must still reject with
// NetworkError or TimeoutError (they never need a lazy chunk); a gateway error answer, whose GatewayError
// is made by the lazy ./errorResponse.ts, must still reject with a typed error of that answer (HttpError).
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { splitFirstLoad } from '../../bench/size/firstLoadModules.mjs'
import { ensureBuilt } from '../builtPackage.ts'
import type * as Gatekit from '../../src/exports/index.ts'

type Built = typeof Gatekit

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const work = mkdtempSync(join(tmpdir(), 'gatekit-lazy-chunk-failure-'))
const address = 'kii1sgsyrq4y7ngcllawqu5sqzm4h9k85p0ugq5u7l'
const gatewayBody = { code: 5, message: `account ${address} not found`, details: [] }
const servers: Server[] = []

/** A local HTTP server answering every request with `handle` (or never, when `handle` does nothing). */
async function serve(handle: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handle)
  servers.push(server)
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

let intact: Built
let withoutLazyChunks: Built
let deletedChunks: string[]

beforeAll(async () => {
  ensureBuilt('dist/index.js')
  // Bundled to run in Node as it is: for Node, with nothing left external.
  const { lazy } = await splitFirstLoad(
    `export { createGatewayClient, getBalances, GatewayError, HttpError, NetworkError, TimeoutError } from '${join(root, 'dist/index.js')}'\n`,
    work,
    { platform: 'node', minify: false, external: [] },
  )
  cpSync(join(work, 'out'), join(work, 'missing'), { recursive: true })
  // Every chunk only `import()` reaches: the entry's static imports stay.
  deletedChunks = lazy
  for (const key of deletedChunks) rmSync(join(work, 'missing', key.split('/').pop()!))
  intact = (await import(pathToFileURL(join(work, 'out/entry.js')).href)) as Built
  withoutLazyChunks = (await import(pathToFileURL(join(work, 'missing/entry.js')).href)) as Built
}, 120_000)

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections()
    await new Promise((done) => server.close(done))
  }
  rmSync(work, { recursive: true, force: true })
})

describe('errors when a lazy chunk cannot be loaded', () => {
  it('the deleted copy lacks the chunk of the gateway error conversion', () => {
    expect(deletedChunks.some((key) => key.split('/').pop()!.startsWith('errorResponse'))).toBe(true)
  })

  it('a gateway that cannot be reached still rejects with NetworkError', async () => {
    const baseUrl = await serve(() => {})
    const server = servers.at(-1)!
    await new Promise((done) => server.close(done))
    const { createGatewayClient, getBalances, NetworkError } = withoutLazyChunks
    const error = await getBalances(createGatewayClient({ baseUrl, retry: 0 }), { address }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NetworkError)
    expect(error).toMatchObject({ name: 'NetworkError', shortMessage: 'The server could not be reached.' })
    expect((error as Error).cause).toBeInstanceOf(TypeError)
  })

  it('a gateway that does not answer in time still rejects with TimeoutError', async () => {
    const baseUrl = await serve(() => {})
    const { createGatewayClient, getBalances, TimeoutError } = withoutLazyChunks
    const error = await getBalances(createGatewayClient({ baseUrl, retry: 0, timeout: 150 }), { address }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TimeoutError)
    expect(error).toMatchObject({ name: 'TimeoutError', timeout: 150, shortMessage: 'No complete answer arrived within 150 ms.' })
  })

  it("a gateway error answer is a GatewayError, and an HttpError of the same answer when the conversion's chunk cannot load", async () => {
    const baseUrl = await serve((_request, response) => {
      response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify(gatewayBody))
    })
    const loaded = await intact
      .getBalances(intact.createGatewayClient({ baseUrl, retry: 0 }), { address })
      .catch((e: unknown) => e)
    expect(loaded).toBeInstanceOf(intact.GatewayError)
    expect(loaded).toMatchObject({ status: 404, code: 5, codeName: 'NotFound', details: gatewayBody.message })

    const { createGatewayClient, getBalances, GatewayError, HttpError } = withoutLazyChunks
    const fallback = await getBalances(createGatewayClient({ baseUrl, retry: 0 }), { address }).catch((e: unknown) => e)
    expect(fallback).toBeInstanceOf(HttpError)
    expect(fallback).not.toBeInstanceOf(GatewayError)
    expect(fallback).toMatchObject({
      name: 'HttpError',
      status: 404,
      contentType: 'application/json',
      shortMessage: 'The server answered HTTP 404 Not Found without a gateway error body.',
    })
    expect((fallback as InstanceType<typeof HttpError>).bodyPreview).toContain('not found')
  })
})
