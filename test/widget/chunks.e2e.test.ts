// The ES module widget (dist/widget.js) loads each view from its own chunk (dist/widget/*.js), by a path
// relative to itself. Served here from a CDN-like path (/cdn/gatekit@0.1.0/dist/) with a strict
// Content-Security-Policy, in Debian's Chromium: a page downloads the entry, its runtime and the chunks of
// the views it shows, nothing more; another view's chunk arrives when update() asks for it; a chunk that
// failed to arrive is asked for again by the error state's Retry.
import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { join, normalize } from 'node:path'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { widgetFirstViews, type WidgetFirstView } from '../../bench/size/widgetChunks.mjs'
import { openTab, setupWidgetBrowser } from './browserSetup.ts'

const root = join(import.meta.dirname, '../..')
const dist = join(root, 'dist')
const cdnPrefix = '/cdn/gatekit@0.1.0/dist/'

// Run in the page (a file of its own origin: inline scripts are refused). `?view=` mounts one view;
// `window.showView(view)` moves the same widget to another.
const pageScript = `
  window.violations = []
  document.addEventListener('securitypolicyviolation', (event) => window.violations.push(event.violatedDirective + ' ' + event.blockedURI))
  import { mountExplorer } from '${cdnPrefix}widget.js'
  const parameters = new URL(location.href).searchParams
  const gateway = { baseUrl: parameters.get('gateway') }
  const subjects = {
    balances: { address: parameters.get('address') },
    tx: { hash: parameters.get('hash') },
    txs: { address: parameters.get('address') },
    blocks: { refetchInterval: false },
    channels: {},
    oracle: { refetchInterval: false },
  }
  const element = document.createElement('div')
  element.id = 'widget'
  document.body.append(element)
  const view = parameters.get('view')
  const handle = mountExplorer(element, { gateway, view, ...subjects[view] })
  window.showView = (next) => handle.update({ gateway, view: next, ...subjects[next] })
`

const policy = (gateway: string) =>
  [
    "default-src 'self'",
    "style-src 'self'",
    "script-src 'self'",
    `connect-src 'self' ${new URL(gateway).origin}`,
    "require-trusted-types-for 'script'",
    "trusted-types 'none'",
  ].join('; ')

type Site = { url: string; server: Server; requested: string[]; failing: Set<string>; held: Map<string, Promise<void>> }

/** Serves the page and dist/ under the CDN-like prefix, and notes every file of dist/ asked for. */
async function serveSite(gateway: string): Promise<Site> {
  const site: Site = { url: '', server: undefined as unknown as Server, requested: [], failing: new Set(), held: new Map() }
  site.server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname)
    const headers = { 'content-security-policy': policy(gateway) }
    if (path === '/favicon.ico') {
      response.writeHead(204, headers).end()
      return
    }
    if (path === '/page.html') {
      const body = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>chunks</title></head><body><script type="module" src="/page.js"></script></body></html>'
      response.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8' }).end(body)
      return
    }
    if (path === '/page.js') {
      response.writeHead(200, { ...headers, 'content-type': 'text/javascript; charset=utf-8' }).end(pageScript)
      return
    }
    if (!path.startsWith(cdnPrefix)) {
      response.writeHead(404, headers).end()
      return
    }
    const file = `dist/${path.slice(cdnPrefix.length)}`
    const absolute = normalize(join(root, file))
    if (!absolute.startsWith(dist)) {
      response.writeHead(404, headers).end()
      return
    }
    site.requested.push(file)
    if (site.failing.has(file)) {
      response.writeHead(503, headers).end()
      return
    }
    Promise.all([readFile(absolute), site.held.get(file)]).then(
      ([body]) => response.writeHead(200, { ...headers, 'content-type': 'text/javascript; charset=utf-8' }).end(body),
      () => response.writeHead(404, headers).end(),
    )
  })
  await new Promise<void>((resolve, reject) => {
    site.server.once('error', reject)
    site.server.listen(0, '127.0.0.1', resolve)
  })
  const address = site.server.address()
  site.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  return site
}

const e2e = setupWidgetBrowser({ seed: 'chunks-e2e', builds: ['dist/widget.js'], serve: serveSite })
let firstViews: Map<string, WidgetFirstView>

// The view names of the widget's options, by the chunk that holds each.
const chunkOf = { balances: 'BalancesView', tx: 'TxView', txs: 'TxsView', blocks: 'BlocksView', channels: 'ChannelsView', oracle: 'OracleView' } as const
type ViewName = keyof typeof chunkOf

beforeAll(() => {
  firstViews = new Map(widgetFirstViews().map((firstView) => [firstView.view, firstView]))
})

/** Opens the page showing one view, with what goes wrong on it collected. */
async function openView(view: ViewName) {
  const { tab, problems } = await openTab(e2e.browser)
  const query = new URLSearchParams({ gateway: e2e.devnet.url, address: e2e.subject.address, hash: e2e.subject.hash, view })
  await tab.goto(`${e2e.site.url}/page.html?${query}`)
  return { tab, problems }
}

/** Resolves once the widget shows its view with the devnet's data (the tx view: its transaction). */
async function expectShown(tab: Page, view: ViewName) {
  const shown = () =>
    tab.evaluate((isTx) => {
      const shadow = document.getElementById('widget')?.shadowRoot
      if (!shadow) return false
      if (isTx) return shadow.querySelector('.gk-tx-viewer')?.getAttribute('data-state') === 'success'
      return shadow.querySelectorAll('tbody tr:not([aria-hidden="true"])').length > 0
    }, view === 'tx')
  await expect.poll(shown, { timeout: 20_000 }).toBe(true)
}

const sorted = (files: Iterable<string>) => [...new Set(files)].sort()

describe('the ES module widget loads each view from its own chunk', { timeout: 60_000 }, () => {
  it('emits one chunk per view, each dynamically imported by the entry', () => {
    expect(sorted(firstViews.keys())).toEqual(sorted(Object.values(chunkOf)))
  })

  it.each(Object.keys(chunkOf) as ViewName[])('view %s: the page downloads the entry, its runtime and that view’s chunks, nothing else', async (view) => {
    const from = e2e.site.requested.length
    const { tab, problems } = await openView(view)
    try {
      await expectShown(tab, view)
      // Chunks a view needs are imported by it statically: once it shows, every request is made.
      const expected = firstViews.get(chunkOf[view])!
      expect(sorted(e2e.site.requested.slice(from))).toEqual(sorted(expected.files))
      // No other view's chunk came along.
      const otherViews = Object.values(chunkOf).filter((chunk) => chunk !== chunkOf[view])
      expect(e2e.site.requested.slice(from).filter((file) => otherViews.some((chunk) => file.endsWith(`/${chunk}.js`)))).toEqual([])
      expect(problems).toEqual([])
    } finally {
      await tab.close()
    }
  })

  it.each(['txs', 'balances'] as const)('view %s: its chunk’s imports are asked for beside it (modulepreload), not after it arrives', async (view) => {
    const chunk = `dist/widget/${chunkOf[view]}.js`
    const dependencies = firstViews.get(chunkOf[view])!.viewFiles.filter((file) => file !== chunk)
    expect(dependencies.length).toBeGreaterThan(0)
    // The view's chunk is held back until every chunk it imports has been asked for: without the preloads
    // the browser learns of them only from the chunk itself, so they never come and the view never shows.
    let release = () => {}
    e2e.site.held.set(chunk, new Promise<void>((resolve) => (release = resolve)))
    const from = e2e.site.requested.length
    const { tab, problems } = await openView(view)
    try {
      await expect.poll(() => dependencies.filter((file) => !e2e.site.requested.slice(from).includes(file)), { timeout: 20_000 }).toEqual([])
      release()
      await expectShown(tab, view)
      // Issued as <link rel="modulepreload">, each once, under the strict CSP (a violation is a console error).
      const preloads = await tab.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname))
      expect(preloads.map((path) => `dist/${path.slice(cdnPrefix.length)}`).sort()).toEqual([...dependencies].sort())
      expect(await tab.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([])
      expect(problems).toEqual([])
    } finally {
      release()
      e2e.site.held.delete(chunk)
      await tab.close()
    }
  })

  it('update() to another view loads that view’s chunk and shows it', async () => {
    const { tab, problems } = await openView('channels')
    try {
      await expectShown(tab, 'channels')
      const from = e2e.site.requested.length
      await tab.evaluate(() => (window as unknown as { showView: (view: string) => void }).showView('tx'))
      await expectShown(tab, 'tx')
      expect(e2e.site.requested.slice(from)).toContain('dist/widget/TxView.js')
      expect(e2e.site.requested.slice(from)).not.toContain('dist/widget.js')
      expect(problems).toEqual([])
    } finally {
      await tab.close()
    }
  })

  it('a chunk that fails to arrive shows the error state, and Retry asks for it again', async () => {
    // Until the error state shows: React renders a suspended tree once more before it shows an error,
    // and that second render asks for the chunk again.
    e2e.site.failing.add('dist/widget/OracleView.js')
    const { tab } = await openView('oracle')
    try {
      const error = tab.locator('#widget [data-gk-widget-error] [role="alert"]')
      await error.waitFor({ timeout: 20_000 })
      // The technical details name the view that could not be loaded.
      expect(await error.textContent()).toContain('The explorer\'s "oracle" view could not be loaded.')
      const failedRequests = e2e.site.requested.filter((file) => file === 'dist/widget/OracleView.js').length
      e2e.site.failing.delete('dist/widget/OracleView.js')
      await error.getByRole('button', { name: 'Retry' }).click()
      await expectShown(tab, 'oracle')
      expect(e2e.site.requested.filter((file) => file === 'dist/widget/OracleView.js').length).toBe(failedRequests + 1)
    } finally {
      await tab.close()
    }
  })
})
