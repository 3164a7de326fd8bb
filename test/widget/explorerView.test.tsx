import { QueryClient } from '@tanstack/react-query'
import { cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SharedGateway } from '../../src/widget/gateways.ts'
import type { ExplorerSubject } from '../../src/widget/options.ts'
import { ExplorerView } from '../../src/widget/ExplorerView.tsx'
import { testClient } from '../helpers.tsx'

// No request is made: every subject here fails while rendering, before any query starts.
const gateway = (): SharedGateway => ({ key: 'test', client: testClient({ baseUrl: 'http://127.0.0.1:9' }), queryClient: new QueryClient() })

beforeEach(() => {
  // React reports every error a boundary catches on console.error in development; these are on purpose.
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('ExplorerView: an error while rendering never blanks the widget', () => {
  it('a view whose component throws shows that component’s own error state', () => {
    const { container } = render(<ExplorerView gateway={gateway()} subject={{ view: 'tx', hash: 42 as never }} locale="en-US" />)
    const viewer = container.querySelector('.gk-tx-viewer')
    expect(viewer).not.toBeNull()
    expect(viewer!.querySelector('[data-state="error"] [role="alert"]')).not.toBeNull()
  })

  it('an error outside every component shows the widget’s error state', () => {
    const subject = {
      view: 'balances',
      get address(): string {
        throw new Error('hostile subject')
      },
    } as ExplorerSubject
    const { container } = render(<ExplorerView gateway={gateway()} subject={subject} locale="en-US" />)
    const state = container.querySelector('[data-gk-widget-error]')
    expect(state?.getAttribute('data-state')).toBe('error')
    expect(state?.textContent).toContain('hostile subject')
  })
})
