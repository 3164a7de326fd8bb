// The built widget (dist/widget.js as a module, dist/widget.global.js as a classic script) on pages served
// with a strict Content-Security-Policy and Trusted Types, in Debian's Chromium: no inline style, no inline
// script, no string into an HTML sink. Every view must still show the devnet's rows, themed, with no
// violation, no console error and no render loop (React #185).
import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openTab, setupWidgetBrowser } from './browserSetup.ts'

const root = join(import.meta.dirname, '../..')
const dist = join(root, 'dist')

const views = ['balances', 'tx', 'blocks', 'txs', 'channels', 'oracle'] as const

// Run in the page, from a file of the page's own origin (inline scripts are refused): the subject of each view.
const subjectsScript = `
  const parameters = new URL(location.href).searchParams
  const gateway = parameters.get('gateway')
  const subjects = {
    balances: { address: parameters.get('address') },
    tx: { hash: parameters.get('hash') },
    blocks: {},
    txs: { address: parameters.get('address') },
    channels: {},
    oracle: {},
  }
`

// The module page: every view as a <gatekit-explorer> element, its attributes set from a module script.
const moduleScript = `
  import { mountExplorer } from '/dist/widget.js'
  ${subjectsScript}
  for (const [view, subject] of Object.entries(subjects)) {
    const element = document.createElement('gatekit-explorer')
    element.id = view
    element.setAttribute('base-url', gateway)
    element.setAttribute('view', view)
    if (subject.address) element.setAttribute('address', subject.address)
    if (subject.hash) element.setAttribute('hash', subject.hash)
    document.body.append(element)
  }
  // Without a shadow root the page's own stylesheet (dist/styles.css, linked from the page) styles the view.
  const unshadowed = document.createElement('div')
  unshadowed.id = 'unshadowed'
  document.body.append(unshadowed)
  mountExplorer(unshadowed, { gateway: { baseUrl: gateway }, view: 'blocks', shadow: false })
`

// The classic page: every view through window.gatekit.mountExplorer.
const classicScript = `
  ${subjectsScript}
  for (const [view, subject] of Object.entries(subjects)) {
    const element = document.createElement('div')
    element.id = view
    document.body.append(element)
    gatekit.mountExplorer(element, { gateway: { baseUrl: gateway }, view, ...subject })
  }
  // Custom properties of the theme are set on the widget through the CSSOM, which the policy allows.
  const accented = document.createElement('div')
  accented.id = 'accented'
  document.body.append(accented)
  gatekit.mountExplorer(accented, { gateway: { baseUrl: gateway }, view: 'channels', theme: { '--gk-color-bg': 'rgb(1, 2, 3)' } })
`

const page = (script: string) => `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>gatekit under a strict CSP</title></head>
  <body>
    <h1>Strict page</h1>
    ${script}
  </body>
</html>`

const pages: Record<string, { type: string; body: string }> = {
  '/module.html': {
    type: 'text/html; charset=utf-8',
    body: page('<link rel="stylesheet" href="/dist/styles.css">\n    <script type="module" src="/module.js"></script>'),
  },
  '/classic.html': {
    type: 'text/html; charset=utf-8',
    body: page('<script src="/dist/widget.global.js"></script>\n    <script src="/classic.js"></script>'),
  },
  '/module.js': { type: 'text/javascript; charset=utf-8', body: moduleScript },
  '/classic.js': { type: 'text/javascript; charset=utf-8', body: classicScript },
}

const contentTypes: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' }

/** Serves the pages above and dist/, every response with the policy. */
async function serveStrictPages(policy: (gateway: string) => string, gateway: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname)
    const headers = { 'content-security-policy': policy(gateway) }
    if (path === '/favicon.ico') {
      response.writeHead(204, headers).end()
      return
    }
    const known = pages[path]
    if (known) {
      response.writeHead(200, { ...headers, 'content-type': known.type }).end(known.body)
      return
    }
    const file = normalize(join(root, path))
    if (!path.startsWith('/dist/') || !file.startsWith(dist)) {
      response.writeHead(404, headers).end()
      return
    }
    readFile(file).then(
      (body) =>
        response
          .writeHead(200, { ...headers, 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream' })
          .end(body),
      () => response.writeHead(404, headers).end(),
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  const address = server.address()
  return { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, server }
}

// The policy of issue 13, with the gateway allowed for fetch and Trusted Types enforced (no policy may be created).
const strictPolicy = (gateway: string) =>
  [
    "default-src 'self'",
    "style-src 'self'",
    "script-src 'self'",
    `connect-src 'self' ${new URL(gateway).origin}`,
    "require-trusted-types-for 'script'",
    "trusted-types 'none'",
  ].join('; ')

// Installed before the page's scripts (through the DevTools protocol, which the policy does not cover).
const violationProbe = () => {
  const scope = window as unknown as { violations: string[] }
  scope.violations = []
  document.addEventListener('securitypolicyviolation', (event) => {
    scope.violations.push(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'}: ${event.sample}`)
  })
}

// What each view shows: its data rows (the tx view: its state), and the computed styles the theme sets.
const viewReport = (ids: readonly string[]) =>
  ids.map((id) => {
    const shadow = document.getElementById(id)?.shadowRoot
    const widget = shadow && ([...shadow.children].find((child) => child.classList.contains('gk-widget')) as HTMLElement | undefined)
    if (!shadow || !widget) return { id, rows: 0, txState: null, background: '', fontFamily: '', colorScheme: '', scrollerOverflow: null, scrollerBorder: null }
    const viewer = shadow.querySelector('.gk-tx-viewer')
    const scroller = shadow.querySelector('.gk-explorer-table__scroller')
    const style = getComputedStyle(widget)
    return {
      id,
      rows: shadow.querySelectorAll('tbody tr:not([aria-hidden="true"])').length,
      txState: viewer?.getAttribute('data-state') ?? null,
      background: style.backgroundColor,
      fontFamily: style.fontFamily,
      colorScheme: style.colorScheme,
      scrollerOverflow: scroller ? getComputedStyle(scroller).overflowY : null,
      scrollerBorder: scroller ? getComputedStyle(scroller).borderTopWidth : null,
    }
  })

const e2e = setupWidgetBrowser({ seed: 'csp-e2e', builds: ['dist/widget.js', 'dist/widget.global.js'], serve: (gateway) => serveStrictPages(strictPolicy, gateway) })

/** Opens a strict page and collects what goes wrong on it. */
async function openStrictPage(path: string) {
  // A phone-sized window: unstyled, the blocks table's rows wrap to uneven heights there, which made it loop (React #185).
  const { tab, problems } = await openTab(e2e.browser, { viewport: { width: 360, height: 640 }, warnings: true })
  await tab.addInitScript(violationProbe)
  const query = new URLSearchParams({ gateway: e2e.devnet.url, address: e2e.subject.address, hash: e2e.subject.hash })
  const response = await tab.goto(`${e2e.site.url}${path}?${query}`)
  expect(response?.headers()['content-security-policy']).toContain("style-src 'self'")
  return { tab, problems }
}

async function expectStyledAndWorking(path: string) {
  const { tab, problems } = await openStrictPage(path)
  try {
    // Every table shows devnet rows, the tx view its transaction.
    const waiting = async () =>
      (await tab.evaluate(viewReport, views)).filter((view) => (view.id === 'tx' ? view.txState !== 'success' : view.rows === 0)).map((view) => view.id)
    await expect.poll(waiting, { timeout: 20_000 }).toEqual([])
    // A render loop or a late violation shows within a second of rendering.
    await tab.waitForTimeout(1_000)
    const report = await tab.evaluate(viewReport, views)
    // The theme applies in each shadow root: the light surface, its colour scheme and the theme's font
    // (unstyled, they are a transparent background, scheme "normal" and the browser's serif font); the
    // tables scroll inside their bordered scroller.
    const unstyled = report
      .filter(
        (view) =>
          view.background !== 'rgb(255, 255, 255)' ||
          view.colorScheme !== 'light' ||
          !view.fontFamily.startsWith('system-ui') ||
          (view.scrollerOverflow !== null && (view.scrollerOverflow !== 'auto' || view.scrollerBorder !== '1px')),
      )
      .map((view) => view.id)
    const violations = await tab.evaluate(() => (window as unknown as { violations: string[] }).violations)
    expect({ unstyled, violations, problems }).toEqual({ unstyled: [], violations: [], problems: [] })
    expect(report.find((view) => view.id === 'blocks')!.scrollerOverflow).toBe('auto')
    // Styled by constructed sheets, not by <style> elements: the widget's own, which every widget of the
    // page shares, then its view's (which came with the view's chunk): each explorer table's carries the
    // shared explorer-table rules and its own table's, not the other table's.
    const sheets = await tab.evaluate((ids) => {
      const roots = ids.map((id) => document.getElementById(id)!.shadowRoot!)
      const viewSheet = (id: string) => document.getElementById(id)!.shadowRoot!.adoptedStyleSheets[1]
      return {
        styleElements: roots.reduce((count, root) => count + root.querySelectorAll('style').length, 0),
        adopted: roots.map((root) => root.adoptedStyleSheets.length),
        shared: roots.every((root) => root.adoptedStyleSheets[0] === roots[0]!.adoptedStyleSheets[0]),
        explorerTablesHaveTheirOwn: ['blocks', 'txs'].map((id) => {
          const rules = [...viewSheet(id)!.cssRules].map((rule) => rule.cssText).join('\n')
          return [rules.includes('.gk-explorer-table__scroller'), rules.includes('.gk-block-detail__txs'), rules.includes('.gk-tx-table__hash')]
        }),
      }
    }, views)
    expect(sheets).toEqual({ styleElements: 0, adopted: views.map(() => 2), shared: true, explorerTablesHaveTheirOwn: [[true, true, false], [true, false, true]] })
    // Sizes the components compute are set through the CSSOM, which the policy does not block: the blocks
    // table's spacer stands for the rows not rendered, the tx view's gas bar is filled.
    const sizes = await tab.evaluate(() => {
      const shadow = (id: string) => document.getElementById(id)!.shadowRoot!
      const spacer = shadow('blocks').querySelector('.gk-explorer-table__spacer > td')
      const fill = shadow('tx').querySelector('.gk-tx-viewer__gas-fill')
      return {
        spacer: spacer ? spacer.getBoundingClientRect().height : null,
        spacerStyle: spacer ? Number.parseFloat((spacer as HTMLElement).style.height) : null,
        gasFill: fill ? fill.getBoundingClientRect().width : 0,
      }
    })
    // The devnet's chain is longer than the rows in view, so the spacer is there.
    expect(sizes.spacer).toBeGreaterThan(0)
    expect(sizes.spacer).toBeCloseTo(sizes.spacerStyle!, 0)
    expect(sizes.gasFill).toBeGreaterThan(0)
  } finally {
    await tab.close()
  }
}

describe('the widget on a page with a strict CSP and Trusted Types', () => {
  it('dist/widget.js (module): every <gatekit-explorer> view shows devnet rows, themed, with no violation or error', async () => {
    await expectStyledAndWorking('/module.html')
  })

  it('dist/widget.global.js (classic): every mountExplorer view shows devnet rows, themed, with no violation or error', async () => {
    await expectStyledAndWorking('/classic.html')
  })

  it('shadow: false, styled by the page’s own link to dist/styles.css: rows, the theme, no loop, no violation', async () => {
    const { tab, problems } = await openStrictPage('/module.html')
    try {
      await expect.poll(() => tab.locator('#unshadowed tbody tr[data-index][data-state="success"]').count(), { timeout: 20_000 }).toBeGreaterThan(0)
      await tab.waitForTimeout(1_000)
      const looks = await tab.evaluate(() => {
        const widget = document.querySelector('#unshadowed > .gk-widget')!
        const scroller = widget.querySelector('.gk-explorer-table__scroller')!
        return { scheme: getComputedStyle(widget).colorScheme, overflow: getComputedStyle(scroller).overflowY, maxHeight: getComputedStyle(scroller).maxHeight }
      })
      expect(looks).toEqual({ scheme: 'light', overflow: 'auto', maxHeight: '480px' })
      expect(await tab.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([])
      expect(problems).toEqual([])
    } finally {
      await tab.close()
    }
  })

  it('theme properties given to mountExplorer apply on the strict page', async () => {
    const { tab, problems } = await openStrictPage('/classic.html')
    try {
      const background = () =>
        tab.evaluate(() => {
          const widget = document.getElementById('accented')?.shadowRoot?.querySelector('.gk-widget')
          return widget ? getComputedStyle(widget).backgroundColor : ''
        })
      await expect.poll(background).toBe('rgb(1, 2, 3)')
      await expect.poll(() => tab.locator('#accented tbody tr').count()).toBeGreaterThan(0)
      expect(await tab.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([])
      expect(problems).toEqual([])
    } finally {
      await tab.close()
    }
  })

  it('the policy is enforced: an inline <style> and an HTML string sink are refused on these pages', async () => {
    const { tab } = await openStrictPage('/module.html')
    try {
      const outcome = await tab.evaluate(() => {
        const style = document.createElement('style')
        style.textContent = 'h1 { color: rgb(1, 2, 3) }'
        document.head.append(style)
        let sink = 'accepted'
        try {
          document.body.insertAdjacentHTML('beforeend', '<p>x</p>')
        } catch (error) {
          sink = (error as Error).name
        }
        return { heading: getComputedStyle(document.querySelector('h1')!).color, sink }
      })
      expect(outcome.heading).not.toBe('rgb(1, 2, 3)')
      expect(outcome.sink).toBe('TypeError')
      await expect.poll(() => tab.evaluate(() => (window as unknown as { violations: string[] }).violations.length)).toBeGreaterThan(0)
    } finally {
      await tab.close()
    }
  })
})
