import { QueryClient } from '@tanstack/react-query'
import { waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SharedGateway } from '../../src/widget/gateways.ts'
import type { ExplorerSubject } from '../../src/widget/options.ts'
import { ExplorerView } from '../../src/widget/ExplorerView.tsx'
import { testClient } from '../helpers.tsx'
import { outsideAct } from './widgetHelpers.ts'

// No request is made: every subject here fails while rendering, before any query starts.
const gateway = (): SharedGateway => ({ key: 'test', client: testClient({ baseUrl: 'http://127.0.0.1:9' }), queryClient: new QueryClient() })

// As on a page: the view's chunk arrives outside any act() scope, and React renders it when it does.
outsideAct()

beforeEach(() => {
  // React reports every error a boundary catches on console.error in development; these are on purpose.
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
// Rendered as the widget renders (mountExplorer.tsx): a root of its own, outside act().
const roots: Root[] = []
function render(node: ReactNode) {
  const container = document.body.appendChild(document.createElement('div'))
  const root = createRoot(container)
  roots.push(root)
  flushSync(() => root.render(node))
  return { container }
}

afterEach(() => {
  for (const root of roots.splice(0)) root.unmount()
  document.body.replaceChildren()
  vi.restoreAllMocks()
})

// The first import of a view transforms its component tree, seconds on a loaded machine.
describe('ExplorerView: an error while rendering never blanks the widget', { timeout: 30_000 }, () => {
  it('shows the loading state while the view loads, then the view', async () => {
    const { container } = render(<ExplorerView gateway={gateway()} subject={{ view: 'tx', hash: 42 as never }} locale="en-US" />)
    // The view's component arrives from its own chunk (a dynamic import) after the first render
    // (this test runs first: no test of this file has loaded the view yet).
    expect(container.querySelector('[data-state="pending"][aria-busy="true"] [role="status"]')).not.toBeNull()
    expect(container.querySelector('.gk-tx-viewer')).toBeNull()
    await waitFor(() => expect(container.querySelector('.gk-tx-viewer')).not.toBeNull(), { timeout: 20_000 })
  })

  it('a view whose component throws shows that component’s own error state', async () => {
    const { container } = render(<ExplorerView gateway={gateway()} subject={{ view: 'tx', hash: 42 as never }} locale="en-US" />)
    await waitFor(() => expect(container.querySelector('.gk-tx-viewer')).not.toBeNull())
    expect(container.querySelector('.gk-tx-viewer [data-state="error"] [role="alert"]')).not.toBeNull()
  })

  it('an error outside every component shows the widget’s error state', async () => {
    const subject = {
      view: 'balances',
      get address(): string {
        throw new Error('hostile subject')
      },
    } as ExplorerSubject
    const { container } = render(<ExplorerView gateway={gateway()} subject={subject} locale="en-US" />)
    await waitFor(() => expect(container.querySelector('[data-gk-widget-error]')).not.toBeNull(), { timeout: 20_000 })
    const state = container.querySelector('[data-gk-widget-error]')
    expect(state?.getAttribute('data-state')).toBe('error')
    expect(state?.textContent).toContain('hostile subject')
  })
})
