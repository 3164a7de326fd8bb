import { QueryClient } from '@tanstack/react-query'
import { act, render, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Tx } from '../../src/core/txSchemas.ts'
import { useTxViewerData } from '../../src/components/TxViewer/TxViewer.tsx'
import { TxViewerView } from '../../src/components/TxViewer/TxViewerView.tsx'
import { startDevnetServer, type DevnetServer } from '../../src/devnet/server.ts'
import { GatekitProvider } from '../../src/react/GatekitProvider.tsx'
import { testClient } from '../helpers.tsx'

// Issue 14, deliver 9: `useTxViewerData` is TxViewer's data (the fetch by hash) as TxViewerView's
// props, like `useTxTableData`; `useTxViewer` stays the headless state. Over real HTTP (the devnet).

let devnet: DevnetServer
beforeAll(async () => {
  devnet = await startDevnetServer({ port: 0, seed: 'tx-viewer-data', autoAdvance: false })
})
afterAll(() => devnet.close())
afterEach(() => devnet.devnet.faults.clear())

const txRoute = '/{sdk}/tx/v1beta1/txs/{hash}'

function gateway() {
  const client = testClient({ baseUrl: devnet.url, retry: 0 })
  const queryClient = new QueryClient()
  return ({ children }: { children: ReactNode }) => (
    <GatekitProvider client={client} queryClient={queryClient}>
      {children}
    </GatekitProvider>
  )
}

const bankSend = () =>
  devnet.devnet.chain.allTxs().find((tx) => (tx.tx as unknown as Tx).body!.messages[0]!['@type' as never] === '/cosmos.bank.v1beta1.MsgSend' && tx.response.code === 0)!

const viewerRoot = (container: HTMLElement) => container.querySelector<HTMLElement>('.gk-tx-viewer')!

describe('useTxViewerData', () => {
  it('fetches the transaction by hash as the props of TxViewerView', async () => {
    const send = bankSend()
    const { result } = renderHook(() => useTxViewerData({ hash: ` ${send.hash} ` }), { wrapper: gateway() })
    expect(result.current.status).toBe('pending')
    await waitFor(() => expect(result.current.status).toBe('success'))
    expect(result.current.txResponse?.txhash).toBe(send.hash)
    expect(result.current.tx?.body?.messages).toHaveLength(1)
    expect(result.current.error).toBeUndefined()
  })

  it('drives a View of one’s own, amounts resolved through the gateway’s metadata', async () => {
    const send = bankSend()
    function MyViewer({ hash }: { hash: string }) {
      const data = useTxViewerData({ hash, locale: 'en-US' })
      return <TxViewerView {...data} headingLevel={1} locale="en-US" />
    }
    const Wrapper = gateway()
    const { container } = render(
      <Wrapper>
        <MyViewer hash={send.hash} />
      </Wrapper>,
    )
    await waitFor(() => expect(viewerRoot(container)).toHaveAttribute('data-state', 'success'))
    expect(container.querySelector('h1')).toHaveTextContent('Transaction')
    await waitFor(() => expect(container.querySelector('[data-field="fee"] [data-resolution="metadata"]')).toHaveTextContent('KII'))
  })

  it('makes an unknown hash an empty state whose error says "not found"', async () => {
    const Wrapper = gateway()
    function MyViewer() {
      return <TxViewerView {...useTxViewerData({ hash: 'AB'.repeat(32) })} />
    }
    const { container } = render(
      <Wrapper>
        <MyViewer />
      </Wrapper>,
    )
    await waitFor(() => expect(viewerRoot(container)).toHaveAttribute('data-state', 'empty'))
    expect(viewerRoot(container)).toHaveAttribute('data-error', 'not-found')
    expect(viewerRoot(container)).toHaveTextContent('No transaction with this hash was found.')
  })

  it('is empty without a hash', () => {
    const { result } = renderHook(() => useTxViewerData({ hash: '  ' }), { wrapper: gateway() })
    expect(result.current.status).toBe('empty')
    expect(result.current.txResponse).toBeUndefined()
  })

  it('retries after a gateway error', async () => {
    const send = bankSend()
    devnet.devnet.faults.inject({ kind: 'status', status: 503, route: txRoute, times: 1 })
    const { result } = renderHook(() => useTxViewerData({ hash: send.hash }), { wrapper: gateway() })
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(result.current.error).toBeDefined()
    act(() => result.current.onRetry!())
    await waitFor(() => expect(result.current.status).toBe('success'))
    expect(result.current.txResponse?.txhash).toBe(send.hash)
  })
})
