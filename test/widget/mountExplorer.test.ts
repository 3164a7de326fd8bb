import { bech32 } from '@scure/base'
import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ParameterError } from '../../src/core/errors.ts'
import { activeGatewayCount, mountExplorer, type ExplorerHandle, type ExplorerOptions } from '../../src/exports/widget.ts'
import { setupDevnetServer } from '../helpers.tsx'
import { bankSend, hostElement, otherHost, outsideAct, pause, serverRequests, tableRows, viewState, widgetRoot } from './widgetHelpers.ts'

const server = setupDevnetServer({ seed: 'widget' })
outsideAct()

const handles: ExplorerHandle[] = []
const elements: HTMLElement[] = []

function mount(options: ExplorerOptions, element = hostElement()) {
  elements.push(element)
  const handle = mountExplorer(element, options)
  handles.push(handle)
  return { element, handle }
}

afterEach(() => {
  for (const handle of handles.splice(0)) handle.unmount()
  for (const element of elements.splice(0)) element.remove()
  expect(activeGatewayCount()).toBe(0)
})

const gateway = () => ({ baseUrl: server.url, retry: 0 })

// Several widgets render real tables from a real server; on a loaded machine that takes a few seconds.
describe('mountExplorer', { timeout: 30_000 }, () => {
  it('renders each view with rows from the gateway inside a shadow root', async () => {
    const { hash, sender } = bankSend(server)
    const views: ExplorerOptions[] = [
      { gateway: gateway(), view: 'balances', address: server.devnet.fixtures.richAddress },
      { gateway: gateway(), view: 'txs', address: sender },
      { gateway: gateway(), view: 'blocks', refetchInterval: false },
      { gateway: gateway(), view: 'channels' },
      { gateway: gateway(), view: 'oracle', refetchInterval: false },
    ]
    for (const options of views) {
      const { element } = mount(options)
      expect(element.shadowRoot, options.view).not.toBeNull()
      await waitFor(() => expect(viewState(element), options.view).toBe('success'))
      await waitFor(() => expect(tableRows(element).length, options.view).toBeGreaterThan(0))
      // Rendered in the shadow root, not in the page.
      expect(element.children).toHaveLength(0)
    }
    const { element } = mount({ gateway: gateway(), view: 'tx', hash })
    await waitFor(() => expect(viewState(element)).toBe('success'))
    expect(widgetRoot(element).textContent).toContain(hash)
  })

  it('shows the rows of the sender when view "txs" is given an address', async () => {
    const { hash, sender } = bankSend(server)
    const requests = serverRequests(server)
    const { element } = mount({ gateway: gateway(), view: 'txs', address: sender })
    await waitFor(() => expect(widgetRoot(element).textContent).toContain(hash.slice(0, 8)))
    requests.stop()
    const search = requests.seen.find((request) => request.path.includes('/tx/v1beta1/txs?'))!
    const query = new URL(search.path, server.url).searchParams
    expect(query.get('query')).toBe(`message.sender='${sender}'`)
    expect(query.get('order_by')).toBe('ORDER_BY_DESC')
  })

  it('reads an upper-case sender of view "txs" in lower case, as the chain\'s events carry it', async () => {
    const { hash, sender } = bankSend(server)
    const requests = serverRequests(server)
    const { element } = mount({ gateway: gateway(), view: 'txs', address: sender.toUpperCase() })
    await waitFor(() => expect(widgetRoot(element).textContent).toContain(hash.slice(0, 8)))
    requests.stop()
    const search = requests.seen.find((request) => request.path.includes('/tx/v1beta1/txs?'))!
    expect(new URL(search.path, server.url).searchParams.get('query')).toBe(`message.sender='${sender}'`)
  })

  it('puts the default styles inside the shadow root, with rem turned into pixels', async () => {
    // jsdom has no adoptedStyleSheets: this is the <style> fallback; csp.e2e.test.ts checks the constructed sheet in Chromium.
    expect('adoptedStyleSheets' in ShadowRoot.prototype).toBe(false)
    const { element, handle } = mount({ gateway: gateway(), view: 'channels' })
    const css = element.shadowRoot!.querySelector('style')!.textContent!
    expect(css).toContain('--gk-color-accent')
    expect(css).toContain('.gk-widget{all:initial')
    expect(css).toMatch(/--gk-font-size-md:\s*15px/)
    expect(css).not.toMatch(/\d+rem\b/)
    // The view's own stylesheet came with its chunk and follows the widget's, as in gatekit/styles.css.
    await waitFor(() => expect(element.shadowRoot!.querySelectorAll('style')).toHaveLength(2))
    const viewCss = element.shadowRoot!.querySelectorAll('style')[1]!.textContent!
    expect(viewCss).toContain('.gk-channel-table')
    expect(viewCss).not.toMatch(/\d+rem\b/)
    expect(css).not.toContain('.gk-channel-table')
    // Another view brings its stylesheet in place of the previous view's.
    handle.update({ gateway: gateway(), view: 'oracle', refetchInterval: false })
    await waitFor(() => expect(element.shadowRoot!.querySelectorAll('style')[1]?.textContent).toContain('.gk-oracle-rates-table'))
    expect(element.shadowRoot!.querySelectorAll('style')).toHaveLength(2)
    // Nothing is added to the page's own stylesheets.
    expect(document.head.querySelector('style')).toBeNull()
  })

  it('changes subject, view, theme and locale with update()', async () => {
    const { hash } = bankSend(server)
    const { element, handle } = mount({ gateway: gateway(), view: 'balances', address: server.devnet.fixtures.richAddress })
    await waitFor(() => expect(viewState(element)).toBe('success'))
    const collector = server.devnet.fixtures.collectorAddress
    handle.update({ gateway: gateway(), view: 'balances', address: collector })
    await waitFor(() => expect(widgetRoot(element).textContent).toContain(collector))
    handle.update({ gateway: gateway(), view: 'tx', hash, theme: 'dark', locale: 'de-DE' })
    await waitFor(() => expect(widgetRoot(element).querySelector('.gk-tx-viewer')).toHaveAttribute('data-state', 'success'))
    expect(widgetRoot(element)).toHaveAttribute('data-gk-theme', 'dark')
    // The locale reaches the components: German digit grouping in the gas figures.
    await waitFor(() => expect(widgetRoot(element).textContent).toMatch(/\d\.\d{3}/))
  })

  it('moves to another gateway with update(): a new tree on the new client, the old gateway let go', async () => {
    const { hash } = bankSend(server)
    const requests = serverRequests(server)
    const { element, handle } = mount({ gateway: gateway(), view: 'tx', hash })
    await waitFor(() => expect(viewState(element)).toBe('success'))
    const other = { baseUrl: otherHost(server.url), retry: 0 }
    handle.update({ gateway: other, view: 'tx', hash })
    expect(activeGatewayCount()).toBe(1)
    await waitFor(() => expect(viewState(element)).toBe('success'))
    handle.update({ gateway: other, view: 'blocks', refetchInterval: false })
    await waitFor(() => expect(viewState(element)).toBe('success'))
    requests.stop()
    expect(requests.seen.filter((request) => request.path.includes(hash)).map((request) => request.host)).toEqual([
      new URL(server.url).host,
      new URL(other.baseUrl).host,
    ])
    expect(requests.seen.filter((request) => request.path.endsWith('/blocks/latest')).map((request) => request.host)).toEqual([
      new URL(other.baseUrl).host,
    ])
  })

  it('applies a theme of --gk-* custom properties, and removes them when the theme changes', async () => {
    const { element, handle } = mount({
      gateway: gateway(),
      view: 'channels',
      theme: { '--gk-color-accent': 'rgb(200, 0, 100)', '--gk-radius': '0px' },
    })
    const root = widgetRoot(element)
    expect(root.style.getPropertyValue('--gk-color-accent')).toBe('rgb(200, 0, 100)')
    expect(root.style.getPropertyValue('--gk-radius')).toBe('0px')
    expect(root).toHaveAttribute('data-gk-theme', 'light')
    handle.update({ gateway: gateway(), view: 'channels', theme: 'auto' })
    expect(root.style.getPropertyValue('--gk-color-accent')).toBe('')
    expect(root).toHaveAttribute('data-gk-theme', 'auto')
    await waitFor(() => expect(viewState(element)).toBe('success'))
  })

  it('unmount() empties the element, stops every request and lets go of the gateway; twice is harmless', async () => {
    const { element, handle } = mount({ gateway: gateway(), view: 'blocks', refetchInterval: 50 })
    await waitFor(() => expect(viewState(element)).toBe('success'))
    const requests = serverRequests(server)
    // Polling: a new block arrives and is asked for.
    server.devnet.produceBlock()
    await waitFor(() => expect(requests.seen.some((request) => request.path.endsWith('/blocks/latest'))).toBe(true))
    handle.unmount()
    handle.unmount()
    expect(element.shadowRoot!.childNodes).toHaveLength(0)
    expect(activeGatewayCount()).toBe(0)
    // A request sent just before unmounting (and aborted by it) may still reach the server.
    await pause(100)
    const afterUnmount = requests.seen.length
    await pause(400)
    requests.stop()
    expect(requests.seen).toHaveLength(afterUnmount)
    expect(() => handle.update({ gateway: gateway(), view: 'channels' })).toThrow(/unmounted/)
    // The element can show a widget again.
    mount({ gateway: gateway(), view: 'channels' }, element)
    await waitFor(() => expect(viewState(element)).toBe('success'))
  })

  it('empties the shared cache when the last widget of a gateway goes: a new widget asks again', async () => {
    const { hash } = bankSend(server)
    const first = mount({ gateway: gateway(), view: 'tx', hash })
    await waitFor(() => expect(viewState(first.element)).toBe('success'))
    const requests = serverRequests(server)
    // While a widget holds the gateway, another one of the same transaction is served from the cache.
    const second = mount({ gateway: gateway(), view: 'tx', hash })
    await waitFor(() => expect(viewState(second.element)).toBe('success'))
    expect(requests.seen.filter((request) => request.path.includes(hash))).toHaveLength(0)
    first.handle.unmount()
    second.handle.unmount()
    const third = mount({ gateway: gateway(), view: 'tx', hash })
    await waitFor(() => expect(viewState(third.element)).toBe('success'))
    requests.stop()
    expect(requests.seen.filter((request) => request.path.includes(hash))).toHaveLength(1)
  })

  it('never shares cached data between two gateways', async () => {
    const { hash } = bankSend(server)
    const requests = serverRequests(server)
    const first = mount({ gateway: gateway(), view: 'tx', hash })
    await waitFor(() => expect(viewState(first.element)).toBe('success'))
    const second = mount({ gateway: { baseUrl: otherHost(server.url), retry: 0 }, view: 'tx', hash })
    await waitFor(() => expect(viewState(second.element)).toBe('success'))
    requests.stop()
    const asked = requests.seen.filter((request) => request.path.includes(hash)).map((request) => request.host)
    expect(asked.sort()).toEqual([new URL(server.url).host, new URL(otherHost(server.url)).host].sort())
    expect(activeGatewayCount()).toBe(2)
  })

  it('keeps gateways with other prefixes apart', async () => {
    const spec = mount({ gateway: gateway(), view: 'channels' })
    const kiichain = mount({ gateway: { ...gateway(), prefixes: 'kiichain' }, view: 'blocks', refetchInterval: false })
    await waitFor(() => expect(viewState(spec.element)).toBe('success'))
    expect(activeGatewayCount()).toBe(2)
    // The devnet serves SPEC.md's prefixes only: the kiichain widget reaches /cosmos/... and fails on its own.
    await waitFor(() => expect(viewState(kiichain.element)).toBe('error'))
  })

  it('shares one client, one cache and one poll between widgets of one gateway', async () => {
    const interval = 100
    const widgets = [1, 2, 3].map(() => mount({ gateway: gateway(), view: 'blocks', refetchInterval: interval }))
    for (const { element } of widgets) await waitFor(() => expect(viewState(element)).toBe('success'))
    expect(activeGatewayCount()).toBe(1)
    const requests = serverRequests(server)
    const polls = () => requests.seen.filter((request) => request.path.endsWith('/blocks/latest'))
    await waitFor(() => expect(polls().length).toBeGreaterThanOrEqual(5), { timeout: 10_000 })
    requests.stop()
    // Three followers, one poll: never a second request for the latest block within the same interval.
    const gaps = polls()
      .slice(1)
      .map((request, index) => request.at - polls()[index]!.at)
    expect(Math.min(...gaps)).toBeGreaterThan(interval / 2)
  })

  it('asks once for what several widgets of one gateway show, and once per gateway otherwise', async () => {
    const requests = serverRequests(server)
    const latest = () => requests.seen.filter((request) => request.path.endsWith('/blocks/latest'))
    const shared = [1, 2].map(() => mount({ gateway: gateway(), view: 'blocks', refetchInterval: false }))
    for (const { element } of shared) await waitFor(() => expect(viewState(element)).toBe('success'))
    expect(latest()).toHaveLength(1)
    const apart = mount({ gateway: { baseUrl: otherHost(server.url), retry: 0 }, view: 'blocks', refetchInterval: false })
    await waitFor(() => expect(viewState(apart.element)).toBe('success'))
    requests.stop()
    expect(latest()).toHaveLength(2)
  })

  describe('bad options', () => {
    const element = () => {
      const created = hostElement()
      elements.push(created)
      return created
    }
    const expectParameterError = (options: unknown, parameter: string, reason: 'missing' | 'invalid') => {
      const target = element()
      let thrown: unknown
      try {
        mountExplorer(target, options as ExplorerOptions)
      } catch (error) {
        thrown = error
      }
      expect(thrown, parameter).toBeInstanceOf(ParameterError)
      expect((thrown as ParameterError).parameter).toBe(parameter)
      expect((thrown as ParameterError).reason).toBe(reason)
      // Nothing was rendered or fetched.
      expect(target.shadowRoot).toBeNull()
      expect(activeGatewayCount()).toBe(0)
    }

    it('throws ParameterError naming the option, before rendering anything', () => {
      expectParameterError({ gateway: gateway(), view: 'tx' }, 'hash', 'missing')
      expectParameterError({ gateway: gateway(), view: 'balances', address: '  ' }, 'address', 'missing')
      expectParameterError({ gateway: gateway(), view: 'txs' }, 'eventQuery', 'missing')
      expectParameterError({ gateway: gateway(), view: 'txs', address: "kii1x' OR 1=1" }, 'address', 'invalid')
      expectParameterError({ gateway: gateway(), view: 'txs', address: 'kii1qqqqqqq', eventQuery: 'tx.height>0' }, 'eventQuery', 'invalid')
      expectParameterError({ gateway: gateway(), view: 'validators' }, 'view', 'invalid')
      expectParameterError({ gateway: gateway() }, 'view', 'missing')
      expectParameterError({ view: 'blocks' }, 'gateway', 'missing')
      expectParameterError({ gateway: {}, view: 'blocks' }, 'gateway.baseUrl', 'missing')
      expectParameterError({ gateway: { baseUrl: 'ftp://example.org' }, view: 'blocks' }, 'gateway.baseUrl', 'invalid')
      expectParameterError({ gateway: { baseUrl: '/relative' }, view: 'blocks' }, 'gateway.baseUrl', 'invalid')
      expectParameterError({ gateway: { baseUrl: server.url, prefixes: 'osmosis' }, view: 'blocks' }, 'gateway.prefixes', 'invalid')
      expectParameterError({ gateway: gateway(), view: 'blocks', theme: 'sepia' }, 'theme', 'invalid')
      expectParameterError({ gateway: gateway(), view: 'blocks', theme: { color: 'red' } }, 'theme', 'invalid')
      expectParameterError({ gateway: gateway(), view: 'blocks', locale: 'not a locale!' }, 'locale', 'invalid')
      expectParameterError({ gateway: gateway(), view: 'blocks', refetchInterval: -5 }, 'refetchInterval', 'invalid')
    })

    it('checks the sender of view "txs" as every account address parameter: checksum and account prefix', () => {
      const { richAddress } = server.devnet.fixtures
      const words = bech32.decode(richAddress as `${string}1${string}`).words
      const flipped = `${richAddress.slice(0, -1)}${richAddress.endsWith('q') ? 'p' : 'q'}`
      expectParameterError({ gateway: gateway(), view: 'txs', address: flipped }, 'address', 'invalid')
      expect(() => mountExplorer(element(), { gateway: gateway(), view: 'txs', address: flipped })).toThrow('its bech32 checksum does not match')
      const operator = bech32.encode('kiivaloper', words)
      expect(() => mountExplorer(element(), { gateway: gateway(), view: 'txs', address: operator })).toThrow("its prefix `kiivaloper` is a validator's")
      // Bech32 allows a quote in the prefix; the widget puts the address between quotes in an event query.
      const quoted = bech32.encode("kii'", words)
      expect(() => mountExplorer(element(), { gateway: gateway(), view: 'txs', address: quoted })).toThrow('with a prefix of letters and digits')
      expect(activeGatewayCount()).toBe(0)
    })

    it('says what went wrong in one sentence', () => {
      expect(() => mountExplorer(element(), { gateway: gateway(), view: 'tx' } as unknown as ExplorerOptions)).toThrow(
        'Parameter `hash` is required for view "tx".',
      )
    })

    it('refuses a second widget on the same element, a non-element, and an element without a shadow root', async () => {
      const target = element()
      mount({ gateway: gateway(), view: 'channels' }, target)
      expect(() => mountExplorer(target, { gateway: gateway(), view: 'channels' })).toThrow(ParameterError)
      expect(() => mountExplorer({} as Element, { gateway: gateway(), view: 'channels' })).toThrow(/must be a DOM element/)
      const table = document.createElement('table')
      expect(() => mountExplorer(table, { gateway: gateway(), view: 'channels' })).toThrow(/cannot hold a shadow root/)
      await waitFor(() => expect(viewState(target)).toBe('success'))
    })

    it('keeps showing the previous options when update() is given bad ones', async () => {
      const { element: target, handle } = mount({ gateway: gateway(), view: 'channels' })
      await waitFor(() => expect(viewState(target)).toBe('success'))
      expect(() => handle.update({ gateway: gateway(), view: 'tx' } as unknown as ExplorerOptions)).toThrow(ParameterError)
      expect(() => handle.update({ gateway: gateway(), view: 'channels', shadow: false })).toThrow(/shadow/)
      expect(widgetRoot(target).querySelector('.gk-channel-table')).toHaveAttribute('data-state', 'success')
    })
  })

  it('renders into the element itself with shadow: false, leaving styling to the page', async () => {
    const { element } = mount({ gateway: gateway(), view: 'channels', shadow: false })
    expect(element.shadowRoot).toBeNull()
    expect(element.querySelector('style')).toBeNull()
    await waitFor(() => expect(viewState(element)).toBe('success'))
    expect(widgetRoot(element)).toHaveAttribute('data-gk-theme', 'light')
  })
})
