// Shared by the widget's jsdom tests: what a devnet server was asked, and what a widget shows in its shadow root.
import type { IncomingMessage } from 'node:http'
import { afterAll, beforeAll } from 'vitest'
import type { DevnetServer } from '../../src/devnet/server.ts'

/** Every request a devnet server receives from now on: host, path and arrival time (ms). */
export function serverRequests(server: DevnetServer) {
  const seen: { host: string; path: string; at: number }[] = []
  const listener = (request: IncomingMessage) => seen.push({ host: request.headers.host ?? '', path: request.url ?? '', at: performance.now() })
  server.server.on('request', listener)
  return { seen, stop: () => server.server.off('request', listener) }
}

/** The same devnet server under another host name: another gateway as far as widgets can tell. */
export const otherHost = (url: string) => url.replace('127.0.0.1', 'localhost')

/**
 * The widgets render outside React's `act` (as on a real page); Testing
 * Library's async helpers wait for them, so act warnings would only be noise.
 */
export function outsideAct() {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean | undefined }
  let previous: boolean | undefined
  beforeAll(() => {
    previous = scope.IS_REACT_ACT_ENVIRONMENT
    scope.IS_REACT_ACT_ENVIRONMENT = false
  })
  afterAll(() => {
    scope.IS_REACT_ACT_ENVIRONMENT = previous
  })
}

/** The element a widget renders into: the `.gk-widget` container in its shadow root (or in the element). */
export function widgetRoot(element: Element): HTMLElement {
  const container = [...(element.shadowRoot ?? element).children].find((child) => child.classList.contains('gk-widget')) as HTMLElement | undefined
  if (!container) throw new Error('no widget container')
  return container
}

/** The state the shown component reports (`pending`, `error`, `empty`, `success`). */
export const viewState = (element: Element) => widgetRoot(element).querySelector('[data-state]')?.getAttribute('data-state')

/** Rows of the tables in a widget. */
export const tableRows = (element: Element) => widgetRoot(element).querySelectorAll('tbody tr:not([aria-hidden="true"])')

/** The JSON of a devnet transaction, as far as these tests read it. */
type TxJson = { body: { messages: { '@type': string; from_address?: string }[] } }

/** A successful bank send of a devnet, with its sender. */
export function bankSend(server: DevnetServer) {
  const messageOf = (tx: { tx: unknown }) => (tx.tx as TxJson).body.messages[0]
  const send = server.devnet.chain.allTxs().find((tx) => messageOf(tx)?.['@type'] === '/cosmos.bank.v1beta1.MsgSend' && tx.response.code === 0)
  if (!send) throw new Error('the devnet has no bank send')
  return { hash: send.hash, sender: messageOf(send)!.from_address! }
}

/** A new element in the document, removed by the caller. */
export function hostElement(tagName = 'div'): HTMLElement {
  const element = document.createElement(tagName)
  document.body.append(element)
  return element
}

/** Waits for a request or a timer that would come to have come. */
export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
