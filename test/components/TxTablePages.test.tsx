import { QueryClient } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TxTable } from '../../src/components/TxTable/TxTable.tsx'
import { createGatewayClient } from '../../src/core/client.ts'
import { GatekitProvider } from '../../src/react/GatekitProvider.tsx'
import { sendJson, setupHostileServer } from '../core/hostileServer.ts'

const gateway = setupHostileServer()
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('TxTable against a gateway whose pages never end', () => {
  it('auto-loading (end of the list in view) stops at the client pageLimit', async () => {
    // One result per page and a total that never runs out: each page leaves the end of the list in
    // view, so the table asks for the next one at once; only the page limit ends it.
    let served = 0
    gateway.serve((_request, response) => {
      served += 1
      const txhash = served.toString(16).toUpperCase().padStart(64, '0')
      sendJson(response, 200, { txs: [], tx_responses: [{ txhash, height: String(served), code: 0 }], total: '1000000000', pagination: null })
    })
    const client = createGatewayClient({ baseUrl: gateway.url, retry: 0, validateResponses: false, pageLimit: 12, sdkVersion: '0.50' })
    const { container } = render(
      <GatekitProvider client={client} queryClient={new QueryClient()}>
        <TxTable eventQuery="tx.height>0" />
      </GatekitProvider>,
    )
    await waitFor(() => expect(gateway.received.length).toBe(12), { timeout: 8_000 })
    await sleep(400)
    expect(gateway.received).toHaveLength(12)
    await waitFor(() => expect(container.querySelectorAll('[data-row-index], tbody tr').length).toBeGreaterThan(0))
    // The table says it stopped (no retry: retrying a stopped walk would read nothing).
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Could not load more transactions.')
    expect(alert.querySelector('button')).toBeNull()
  }, 15_000)
})
