import { act } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { GatewayError } from '../../src/core/errors.ts'
import { getClientStates } from '../../src/modules/ibcClient/getClientStates.ts'
import { getChannels } from '../../src/modules/ibcChannel/getChannels.ts'
import { useConnection } from '../../src/react/hooks/ibcConnection/useConnection.ts'
import { useConnections, useInfiniteConnections } from '../../src/react/hooks/ibcConnection/useConnections.ts'
import { failed, recordingClient, renderGatekitHook, setupDevnetServer, succeeded, testClient, urlOf } from '../helpers.tsx'

const devnet = setupDevnetServer({ seed: 'endpoints-ibcConnection' })

const chain = () => devnet.devnet.chain

const selfHeight = () => ({ revision_number: '1', revision_height: chain().latestHeight().toString() })

describe('useConnections', () => {
  it('lists every connection with the height it was read at; each names a listed client', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const { result } = await succeeded(() => useConnections({ pagination: { countTotal: true, offset: 0 } }), client)
    expect(requests[0]!.method).toBe('GET')
    expect(urlOf(requests[0]!).pathname).toBe('/ibc/core/connection/v1/connections')
    expect(urlOf(requests[0]!).search).toBe('?pagination.offset=0&pagination.count_total=true')
    const { connections, pagination, height } = result.current.data!
    expect(pagination!.total).toBe(String(chain().genesis.connections.length))
    expect(height).toEqual(selfHeight())
    expect(connections.map((connection) => connection.id)).toEqual(['connection-0', 'connection-1', 'connection-2'])
    const clients = (await getClientStates(testClient({ baseUrl: devnet.url }))).client_states.map((entry) => entry.client_id)
    for (const connection of connections) {
      expect(clients).toContain(connection.client_id)
      expect(connection).toMatchObject({
        state: 'STATE_OPEN',
        versions: [{ identifier: '1', features: ['ORDER_ORDERED', 'ORDER_UNORDERED'] }],
        counterparty: { prefix: { key_prefix: btoa('ibc') } },
        delay_period: '0',
      })
    }
    // Every channel runs over a listed connection.
    const channels = (await getChannels(testClient({ baseUrl: devnet.url }))).channels
    for (const channel of channels) expect(connections.map((c) => c.id)).toContain(channel.connection_hops[0])
  })

  it('walks every page with useInfiniteConnections, without duplicates, and stops', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const { result } = await succeeded(() => useInfiniteConnections({ pagination: { limit: 2 } }), client)
    while (result.current.hasNextPage) await act(() => result.current.fetchNextPage())
    const pages = result.current.data!.pages
    expect(pages).toHaveLength(Math.ceil(chain().genesis.connections.length / 2))
    const ids = pages.flatMap((page) => page.connections.map((connection) => connection.id))
    expect(ids).toEqual(['connection-0', 'connection-1', 'connection-2'])
    expect(requests).toHaveLength(pages.length)
    expect(urlOf(requests[1]!).searchParams.get('pagination.key')).toBe(pages[0]!.pagination!.next_key)
    expect(pages.at(-1)!.pagination!.next_key).toBeNull()
  })
})

describe('useConnection', () => {
  it('reads one connection end, the same as its list entry, with a null proof', async () => {
    const listed = (await succeeded(() => useConnections(), testClient({ baseUrl: devnet.url }))).result.current.data!.connections
    const { client, requests } = recordingClient(devnet.url)
    for (const entry of listed) {
      const { result } = await succeeded(() => useConnection({ connectionId: entry.id }), client)
      const { id: _id, ...end } = entry
      expect(result.current.data).toEqual({ connection: end, proof: null, proof_height: selfHeight() })
    }
    expect(requests[0]!.method).toBe('GET')
    expect(urlOf(requests[0]!).pathname).toBe(`/ibc/core/connection/v1/connections/${listed[0]!.id}`)
  })

  it('answers 404 with code 5 for an unknown connection and 400 with code 3 for a malformed id', async () => {
    const { client } = recordingClient(devnet.url)
    const unknown = await failed(() => useConnection({ connectionId: 'connection-99' }), client)
    expect(unknown).toBeInstanceOf(GatewayError)
    expect(unknown).toMatchObject({ status: 404, code: 5 })
    expect((unknown as GatewayError).details).toBe('connection-99: connection not found')
    const malformed = await failed(() => useConnection({ connectionId: 'conn' }), client)
    expect(malformed).toMatchObject({ status: 400, code: 3 })
  })

  it('waits while the connection id is missing', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const { result } = renderGatekitHook(() => useConnection({ connectionId: undefined }), client)
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(result.current.fetchStatus).toBe('idle')
    expect(requests).toHaveLength(0)
  })
})
