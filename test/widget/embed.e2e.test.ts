// The example page (examples/embed.html) with the built standalone script (dist/widget.js), served over
// HTTP next to a devnet server, in Debian's Chromium: what a site that embeds the widgets gets.
import type { Page } from 'playwright-core'
import { beforeAll, beforeEach, afterEach, describe, expect, it } from 'vitest'
import { serveExamples } from '../../examples/serve.ts'
import { setupWidgetBrowser } from './browserSetup.ts'

// Counts the page's live timers (created, neither fired nor cleared), so a test can see that nothing keeps running.
const timerProbe = () => {
  const live = new Map<number, string>()
  const native = {
    setTimeout: setTimeout.bind(window),
    setInterval: setInterval.bind(window),
    clearTimeout: clearTimeout.bind(window),
    clearInterval: clearInterval.bind(window),
    requestAnimationFrame: requestAnimationFrame.bind(window),
    cancelAnimationFrame: cancelAnimationFrame.bind(window),
  }
  const scope = window as unknown as Record<string, unknown>
  scope.setTimeout = (callback: TimerHandler, delay?: number, ...rest: unknown[]) => {
    const id = native.setTimeout(
      (...args: unknown[]) => {
        live.delete(id)
        if (typeof callback === 'function') (callback as (...values: unknown[]) => void)(...args)
      },
      delay,
      ...rest,
    ) as unknown as number
    live.set(id, `timeout ${delay ?? 0}ms`)
    return id
  }
  scope.setInterval = (callback: TimerHandler, delay?: number, ...rest: unknown[]) => {
    const id = native.setInterval(callback, delay, ...rest) as unknown as number
    live.set(id, `interval ${delay ?? 0}ms`)
    return id
  }
  scope.clearTimeout = (id?: number) => {
    if (id !== undefined) live.delete(id)
    native.clearTimeout(id)
  }
  scope.clearInterval = (id?: number) => {
    if (id !== undefined) live.delete(id)
    native.clearInterval(id)
  }
  const frames = new Set<number>()
  scope.requestAnimationFrame = (callback: FrameRequestCallback) => {
    const id = native.requestAnimationFrame((time) => {
      frames.delete(id)
      callback(time)
    })
    frames.add(id)
    return id
  }
  scope.cancelAnimationFrame = (id: number) => {
    frames.delete(id)
    native.cancelAnimationFrame(id)
  }
  scope.liveTimers = () => [...live.values(), ...[...frames].map(() => 'animation frame')]
}

// A host stylesheet that tries everything a careless or hostile page does.
const hostileCss = `
  * {
    color: red !important; font-size: 40px !important; font-family: 'Comic Sans MS', cursive !important;
    font-weight: 900 !important; font-style: italic !important; line-height: 3 !important;
    letter-spacing: 6px !important; word-spacing: 10px !important; text-transform: uppercase !important;
    text-align: right !important; text-indent: 30px !important; text-shadow: 0 0 3px lime !important;
    white-space: pre !important; cursor: crosshair !important; visibility: hidden !important;
    border-collapse: separate !important; border-spacing: 9px !important; box-sizing: content-box !important;
  }
  html { font-size: 40px !important; }
  div, span, p { display: none !important; padding: 50px !important; margin: 50px !important; }
  table, thead, tbody, tr, td, th, caption { display: block !important; border: 5px solid red !important; background: yellow !important; }
  button, select, input { all: unset !important; }
  gatekit-explorer { color-scheme: dark !important; }
`

// The computed styles that the page could try to change, of every element in every widget.
const widgetStyles = () => {
  const properties = [
    'color', 'font-size', 'font-family', 'font-weight', 'font-style', 'line-height', 'letter-spacing', 'word-spacing',
    'text-transform', 'text-align', 'text-indent', 'text-shadow', 'white-space', 'cursor', 'visibility', 'display',
    'padding-top', 'margin-top', 'border-top-width', 'border-top-style', 'background-color', 'border-collapse',
    'border-spacing', 'box-sizing', 'color-scheme',
  ]
  const hosts = [...document.querySelectorAll('gatekit-explorer'), document.getElementById('balances')!]
  return hosts.map((host) =>
    [...host.shadowRoot!.querySelectorAll('*')]
      .filter((element) => element.localName !== 'style')
      .map((element) => {
        const style = getComputedStyle(element)
        return `${element.localName}.${element.className}: ${properties.map((name) => style.getPropertyValue(name)).join('; ')}`
      }),
  )
}

// Every widget shows its data: no component, amount or row still waiting.
async function settled(page: Page) {
  await page.waitForFunction(() => {
    const hosts = [...document.querySelectorAll('gatekit-explorer'), document.getElementById('balances')!]
    return hosts.every((host) => {
      const shadow = host.shadowRoot
      const view = shadow?.querySelector('.gk-widget > [data-state]')
      return view?.getAttribute('data-state') === 'success' && !shadow!.querySelector('[data-state="pending"]')
    })
  })
}

const e2e = setupWidgetBrowser({ seed: 'embed-e2e', builds: ['dist/widget.js', 'dist/widget.global.js'], serve: () => serveExamples({ port: 0 }) })
const requests: { path: string; at: number }[] = []

beforeAll(() => {
  e2e.devnet.server.on('request', (request) => requests.push({ path: request.url ?? '', at: Date.now() }))
})

describe('examples/embed.html with dist/widget.js in Chromium', () => {
  let page: Page

  beforeEach(async () => {
    page = await e2e.browser.newPage()
    await page.addInitScript(timerProbe)
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(`${e2e.site.url}/examples/embed.html?gateway=${encodeURIComponent(e2e.devnet.url)}`)
    await settled(page)
    expect(errors).toEqual([])
  })

  afterEach(async () => {
    await page.close()
  })

  it('renders live rows from the gateway inside each widget’s shadow root', async () => {
    // Playwright's locators pierce open shadow roots.
    await expect.poll(() => page.locator('#blocks tbody tr[data-index][data-state="success"]').count()).toBeGreaterThan(0)
    await expect.poll(() => page.locator('#txs tbody tr[data-index]').count()).toBeGreaterThan(0)
    await expect.poll(() => page.locator('#balances tbody tr').count()).toBeGreaterThan(0)
    const counts = await page.evaluate(() => ({
      lightDomRows: document.querySelectorAll('tr').length,
      shadowRows: ['blocks', 'txs', 'balances'].map((id) => document.getElementById(id)!.shadowRoot!.querySelectorAll('tbody tr').length),
      txState: document.getElementById('tx')!.shadowRoot!.querySelector('.gk-tx-viewer')!.getAttribute('data-state'),
    }))
    expect(counts.lightDomRows).toBe(0)
    expect(counts.shadowRows.every((rows) => rows > 0)).toBe(true)
    expect(counts.txState).toBe('success')
    const newest = () => page.locator('#blocks tbody tr[data-index="0"]').textContent()
    expect(await newest()).toContain(e2e.devnet.devnet.chain.latestHeight().toString())
    // A new block shows up in the live table (polled every 200 ms from now on: attributes re-render).
    await page.evaluate(() => document.getElementById('blocks')!.setAttribute('refetch-interval', '200'))
    const block = e2e.devnet.devnet.produceBlock()
    await expect.poll(newest).toContain(block.height.toString())
  })

  it('looks the same under a hostile host stylesheet', async () => {
    const before = await page.evaluate(widgetStyles)
    const sizeBefore = await page.locator('#blocks').boundingBox()
    await page.addStyleTag({ content: hostileCss })
    const after = await page.evaluate(widgetStyles)
    expect(before.flat().length).toBeGreaterThan(100)
    expect(after).toEqual(before)
    // The page's CSS does reach the page: its own heading changed, the widget's did not.
    expect(await page.locator('h1').evaluate((heading) => getComputedStyle(heading).color)).toBe('rgb(255, 0, 0)')
    const sizeAfter = await page.locator('#blocks').boundingBox()
    expect(sizeAfter!.height).toBeGreaterThan(0)
    expect(sizeAfter!.width).toBeGreaterThan(0)
    expect(sizeBefore!.height).toBeGreaterThan(0)
    // And the widget's styles do not reach the page: nothing was added outside the shadow roots.
    expect(await page.evaluate(() => document.styleSheets.length)).toBe(2)
  })

  it('re-renders when an attribute changes, and when update() is called', async () => {
    const shown = await page.evaluate(() => document.getElementById('tx')!.getAttribute('hash'))
    const target = e2e.devnet.devnet.chain.allTxs().find((tx) => tx.hash !== shown && tx.response.code === 0)!
    await page.evaluate((hash) => document.getElementById('tx')!.setAttribute('hash', hash), target.hash)
    await expect.poll(() => page.locator('#tx .gk-tx-viewer[data-state="success"]').textContent()).toContain(target.hash)
    await page.selectOption('#theme', 'dark')
    await expect.poll(() => page.locator('#balances .gk-widget').getAttribute('data-gk-theme')).toBe('dark')
    expect(await page.locator('#blocks .gk-widget').getAttribute('data-gk-theme')).toBe('dark')
    const background = await page.locator('#blocks .gk-widget').evaluate((element) => getComputedStyle(element).backgroundColor)
    expect(background).toBe('rgb(17, 20, 24)')
  })

  it('leaves no timers or requests running once the widgets are removed', async () => {
    // Follow new blocks quickly, so a poll left running would show within the wait below.
    await page.evaluate(() => document.getElementById('blocks')!.setAttribute('refetch-interval', '100'))
    const pollsFrom = Date.now()
    await expect.poll(() => requests.filter((request) => request.path.endsWith('/blocks/latest') && request.at > pollsFrom).length).toBeGreaterThan(2)
    expect(await page.evaluate(() => (window as unknown as { liveTimers: () => string[] }).liveTimers().length)).toBeGreaterThan(0)

    await page.click('#remove')
    await page.waitForTimeout(300)
    const afterRemoval = requests.length
    await page.waitForTimeout(1_000)
    expect(requests.slice(afterRemoval)).toEqual([])
    // A string, so that Vite leaves this import alone: the page's own module instance of the widget.
    const gateways = await page.evaluate("import('/dist/widget.js').then((widget) => widget.activeGatewayCount())")
    expect(gateways).toBe(0)
    // A timer already due (a batched notification, the end of an aborted request) runs out on its own;
    // a poll, an interval or a cache timer left behind would stay.
    const liveTimers = () => page.evaluate(() => (window as unknown as { liveTimers: () => string[] }).liveTimers())
    await expect.poll(liveTimers, { timeout: 3_000 }).toEqual([])
    const state = await page.evaluate(() => ({
      shadowContent: document.getElementById('balances')!.shadowRoot!.childNodes.length,
      elements: document.querySelectorAll('gatekit-explorer').length,
    }))
    expect(state).toEqual({ shadowContent: 0, elements: 0 })
  })
})

describe('dist/widget.global.js, the classic script', () => {
  it('works from a <script src> without type="module", as window.gatekit', async () => {
    const page = await e2e.browser.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    // A page of its own: the classic script, one element and one mountExplorer call.
    await page.setContent(`
      <gatekit-explorer id="channels" view="channels" base-url="${e2e.devnet.url}"></gatekit-explorer>
      <div id="oracle"></div>
      <script src="${e2e.site.url}/dist/widget.global.js"></script>
      <script>
        gatekit.mountExplorer(document.getElementById('oracle'), { gateway: { baseUrl: '${e2e.devnet.url}' }, view: 'oracle' })
      </script>
    `)
    await expect.poll(() => page.locator('#channels tbody tr').count()).toBeGreaterThan(0)
    await expect.poll(() => page.locator('#oracle tbody tr').count()).toBeGreaterThan(0)
    expect(await page.evaluate(() => Object.keys((window as unknown as { gatekit: object }).gatekit).sort())).toEqual(
      expect.arrayContaining(['mountExplorer', 'defineExplorerElement', 'GatekitExplorerElement', 'ParameterError', 'activeGatewayCount']),
    )
    expect(errors).toEqual([])
    await page.close()
  })
})
