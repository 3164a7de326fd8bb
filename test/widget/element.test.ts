import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ParameterError } from '../../src/core/errors.ts'
import { GatekitExplorerElement, activeGatewayCount, defineExplorerElement, explorerAttributes } from '../../src/exports/widget.ts'
import { setupDevnetServer } from '../helpers.tsx'
import { bankSend, otherHost, outsideAct, pause, serverRequests, tableRows, viewState, widgetRoot } from './widgetHelpers.ts'

const server = setupDevnetServer({ seed: 'widget-element' })
outsideAct()

const created: Element[] = []

/** A `<gatekit-explorer>` with these attributes, in the document. */
function explorer(attributes: Record<string, string>, tagName = 'gatekit-explorer'): GatekitExplorerElement {
  const element = document.createElement(tagName) as GatekitExplorerElement
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  document.body.append(element)
  created.push(element)
  return element
}

/** Lets queued microtasks (the element's batched render) run. */
const microtasks = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

afterEach(async () => {
  for (const element of created.splice(0)) element.remove()
  await microtasks()
  expect(activeGatewayCount()).toBe(0)
})

describe('<gatekit-explorer>', { timeout: 30_000 }, () => {
  it('is registered when the widget is loaded, and observes its attributes', () => {
    expect(customElements.get('gatekit-explorer')).toBe(GatekitExplorerElement)
    expect(GatekitExplorerElement.observedAttributes).toEqual(explorerAttributes)
    // Loading the widget twice (or calling this again) is harmless.
    expect(defineExplorerElement()).toBe(GatekitExplorerElement)
  })

  it('renders the view its attributes describe into an open shadow root', async () => {
    const element = explorer({ 'base-url': server.url, view: 'balances', address: server.devnet.fixtures.richAddress })
    await waitFor(() => expect(viewState(element)).toBe('success'))
    expect(element.shadowRoot!.mode).toBe('open')
    expect(element.shadowRoot!.querySelector('style')!.textContent).toContain('--gk-color-accent')
    expect(tableRows(element).length).toBeGreaterThan(0)
    expect(element.childNodes).toHaveLength(0)
    expect(element.error).toBeUndefined()
  })

  it('re-renders when an observed attribute changes', async () => {
    const { hash, sender } = bankSend(server)
    const element = explorer({ 'base-url': server.url, view: 'balances', address: server.devnet.fixtures.richAddress })
    await waitFor(() => expect(viewState(element)).toBe('success'))
    const collector = server.devnet.fixtures.collectorAddress
    element.setAttribute('address', collector)
    await waitFor(() => expect(widgetRoot(element).textContent).toContain(collector))
    element.setAttribute('view', 'txs')
    element.setAttribute('address', sender)
    await waitFor(() => expect(widgetRoot(element).textContent).toContain(hash.slice(0, 8)))
    element.setAttribute('theme', 'dark')
    await microtasks()
    expect(widgetRoot(element)).toHaveAttribute('data-gk-theme', 'dark')
  })

  it('renders attribute changes made together once, after the last of them', async () => {
    const { hash } = bankSend(server)
    const element = explorer({ 'base-url': server.url, view: 'channels' })
    await waitFor(() => expect(viewState(element)).toBe('success'))
    const added: Element[] = []
    const observer = new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) added.push(node)
    })
    observer.observe(element.shadowRoot!, { childList: true, subtree: true })
    // View "tx" without its hash would be an error; set together, the error is never rendered.
    element.setAttribute('view', 'tx')
    element.setAttribute('hash', hash)
    await waitFor(() => expect(widgetRoot(element).querySelector('.gk-tx-viewer')).toHaveAttribute('data-state', 'success'))
    observer.disconnect()
    expect(added.some((node) => node.matches('[data-gk-widget-error]') || node.querySelector('[data-gk-widget-error]'))).toBe(false)
  })

  it('shows wrong attributes inside itself, keeps the error, and recovers when they are fixed', async () => {
    const requests = serverRequests(server)
    // Its own host name, so that a request of an earlier test still arriving is not counted as this one's.
    const baseUrl = otherHost(server.url)
    const element = explorer({ 'base-url': baseUrl, view: 'tx' })
    await microtasks()
    const alert = widgetRoot(element).querySelector('[role="alert"]')!
    expect(alert).toHaveTextContent('Parameter `hash` is required for view "tx".')
    expect(element.error).toBeInstanceOf(ParameterError)
    expect(activeGatewayCount()).toBe(0)

    element.setAttribute('base-url', 'javascript:alert(1)')
    element.setAttribute('hash', 'AB'.repeat(32))
    await microtasks()
    expect(widgetRoot(element).querySelector('[role="alert"]')).toHaveTextContent('gateway.baseUrl')
    element.setAttribute('base-url', baseUrl)
    element.setAttribute('prefixes', 'cosmos')
    await microtasks()
    expect((element.error as ParameterError).parameter).toBe('prefixes')
    element.setAttribute('prefixes', 'stack,appchain')
    element.setAttribute('refetch-interval', 'soon')
    await microtasks()
    expect((element.error as ParameterError).parameter).toBe('refetch-interval')
    element.removeAttribute('refetch-interval')
    element.setAttribute('view', 'blocks')
    await waitFor(() => expect(viewState(element)).toBe('success'))
    expect(element.error).toBeUndefined()
    requests.stop()
    // Nothing was asked while the attributes were wrong.
    const own = requests.seen.filter((request) => request.host.startsWith('localhost'))
    expect(own.length).toBeGreaterThan(0)
    // The blocks view asks for blocks, and for the validators that name their proposers.
    expect(own.filter((request) => !request.path.includes('/blocks/') && !request.path.includes('/staking/v1beta1/validators?'))).toEqual([])
  })

  it('cleans up when removed: no React tree, no requests, no gateway', async () => {
    const element = explorer({ 'base-url': server.url, view: 'blocks', 'refetch-interval': '50' })
    await waitFor(() => expect(viewState(element)).toBe('success'))
    const requests = serverRequests(server)
    server.devnet.produceBlock()
    await waitFor(() => expect(requests.seen.length).toBeGreaterThan(0))
    element.remove()
    await microtasks()
    expect(element.shadowRoot!.childNodes).toHaveLength(0)
    expect(activeGatewayCount()).toBe(0)
    // A request sent just before the removal (and aborted by it) may still reach the server.
    await pause(100)
    const afterRemoval = requests.seen.length
    await pause(400)
    requests.stop()
    expect(requests.seen).toHaveLength(afterRemoval)
  })

  it('keeps its state when moved within the page, and renders again when put back after removal', async () => {
    const element = explorer({ 'base-url': server.url, view: 'channels' })
    await waitFor(() => expect(viewState(element)).toBe('success'))
    const table = widgetRoot(element).querySelector('.gk-channel-table')
    const section = document.createElement('section')
    document.body.append(section)
    created.push(section)
    section.append(element)
    await microtasks()
    expect(widgetRoot(element).querySelector('.gk-channel-table')).toBe(table)
    element.remove()
    await microtasks()
    expect(element.shadowRoot!.childNodes).toHaveLength(0)
    document.body.append(element)
    await waitFor(() => expect(viewState(element)).toBe('success'))
  })

  it('reads prefixes as a preset name or "sdk,app"', async () => {
    const requests = serverRequests(server)
    const element = explorer({ 'base-url': server.url, view: 'blocks', prefixes: 'cosmos,kiichain', 'refetch-interval': 'off' })
    await waitFor(() => expect(viewState(element)).toBe('error'))
    element.setAttribute('prefixes', 'spec')
    await waitFor(() => expect(viewState(element)).toBe('success'))
    requests.stop()
    expect(requests.seen.some((request) => request.path.startsWith('/cosmos/base/tendermint/v1beta1/blocks/latest'))).toBe(true)
    expect(requests.seen.some((request) => request.path.startsWith('/stack/base/tendermint/v1beta1/blocks/latest'))).toBe(true)
  })

  it('can be registered under another tag name', async () => {
    const constructor = defineExplorerElement('chain-explorer')
    expect(constructor).not.toBe(GatekitExplorerElement)
    expect(customElements.get('chain-explorer')).toBe(constructor)
    const element = explorer({ 'base-url': server.url, view: 'channels' }, 'chain-explorer')
    expect(element).toBeInstanceOf(GatekitExplorerElement)
    await waitFor(() => expect(viewState(element)).toBe('success'))
  })
})
