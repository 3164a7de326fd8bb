import { QueryClient } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import { Channel, orderFromJSON, stateFromJSON as channelStateFromJSON } from 'cosmjs-types/ibc/core/channel/v1/channel'
import { ConnectionEnd, stateFromJSON } from 'cosmjs-types/ibc/core/connection/v1/connection'
import { http, HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { GatewayError } from '../../src/core/errors.ts'
import { anyTypeUrl } from '../../src/core/schemas.ts'
import { withUnknownFields } from '../../src/core/unknownFields.ts'
import { getClientStates } from '../../src/modules/ibcClient/getClientStates.ts'
import { verifyMembership, type VerifyMembershipParameters } from '../../src/modules/ibcClient/verifyMembership.ts'
import { getConnection } from '../../src/modules/ibcConnection/getConnection.ts'
import { verifyMembershipQueryOptions } from '../../src/query/ibcClient/verifyMembership.ts'
import { GatekitProvider } from '../../src/react/GatekitProvider.tsx'
import { useClientState } from '../../src/react/hooks/ibcClient/useClientState.ts'
import { useClientStates, useInfiniteClientStates } from '../../src/react/hooks/ibcClient/useClientStates.ts'
import { useClientStatus } from '../../src/react/hooks/ibcClient/useClientStatus.ts'
import { useVerifyMembership } from '../../src/react/hooks/ibcClient/useVerifyMembership.ts'
import {
  expectIdle,
  failed,
  recordingClient,
  renderGatekitHook,
  setupDevnetServer,
  setupMockServer,
  succeeded,
  testClient,
  urlOf,
} from '../helpers.tsx'

const devnet = setupDevnetServer({ seed: 'endpoints-ibcClient' })
// Only requests to gateway.test are answered by MSW; the devnet server is reached over real HTTP.
const mock = setupMockServer()

const chain = () => devnet.devnet.chain

const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const revisionOf = (chainId: string) => /-(\d+)$/.exec(chainId)![1]!

describe('useClientStates', () => {
  it('lists every light client as a Tendermint client state Any', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const { result } = await succeeded(() => useClientStates(), client)
    expect(requests[0]!.method).toBe('GET')
    expect(urlOf(requests[0]!).pathname).toBe('/ibc/core/client/v1/client_states')
    const states = result.current.data!.client_states
    expect(states.map((entry) => entry.client_id)).toEqual(chain().genesis.clients.map((entry) => entry.clientId).sort())
    for (const entry of states) {
      expect(anyTypeUrl(entry.client_state)).toBe('/ibc.lightclients.tendermint.v1.ClientState')
      const chainId = String(withUnknownFields(entry.client_state!).chain_id)
      expect(chain().genesis.clients.find((tracked) => tracked.clientId === entry.client_id)!.chainId).toBe(chainId)
      expect(entry.client_state).toMatchObject({
        trust_level: { numerator: '1', denominator: '3' },
        frozen_height: { revision_number: '0', revision_height: '0' },
        latest_height: { revision_number: revisionOf(chainId), revision_height: expect.stringMatching(/^\d+$/) },
      })
    }
  })

  it('walks every page with useInfiniteClientStates, without duplicates, and stops', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const { result } = await succeeded(() => useInfiniteClientStates({ pagination: { limit: 2 } }), client)
    while (result.current.hasNextPage) await act(() => result.current.fetchNextPage())
    const pages = result.current.data!.pages
    expect(pages).toHaveLength(Math.ceil(chain().genesis.clients.length / 2))
    const ids = pages.flatMap((page) => page.client_states.map((entry) => entry.client_id))
    expect(new Set(ids).size).toBe(chain().genesis.clients.length)
    expect(requests).toHaveLength(pages.length)
    expect(urlOf(requests[1]!).searchParams.get('pagination.key')).toBe(pages[0]!.pagination!.next_key)
    expect(pages.at(-1)!.pagination!.next_key).toBeNull()
  })
})

describe('useClientState and useClientStatus', () => {
  it('every listed client answers its own state, with a null proof, and its Active status', async () => {
    const listed = (await getClientStates(testClient({ baseUrl: devnet.url }))).client_states
    const { client, requests } = recordingClient(devnet.url)
    for (const entry of listed) {
      const state = await succeeded(() => useClientState({ clientId: entry.client_id }), client)
      expect(state.result.current.data).toEqual({
        client_state: entry.client_state,
        proof: null,
        proof_height: { revision_number: '1', revision_height: chain().latestHeight().toString() },
      })
      const status = await succeeded(() => useClientStatus({ clientId: entry.client_id }), client)
      expect(status.result.current.data).toEqual({ status: 'Active' })
    }
    expect(requests.slice(0, 2).map((request) => `${request.method} ${urlOf(request).pathname}`)).toEqual([
      `GET /ibc/core/client/v1/client_states/${listed[0]!.client_id}`,
      `GET /ibc/core/client/v1/client_status/${listed[0]!.client_id}`,
    ])
  })

  it('answers 404 with code 5 for an unknown client and 400 with code 3 for a malformed id', async () => {
    const { client } = recordingClient(devnet.url)
    const unknown = await failed(() => useClientState({ clientId: '07-tendermint-99' }), client)
    expect(unknown).toBeInstanceOf(GatewayError)
    expect(unknown).toMatchObject({ status: 404, code: 5 })
    expect((unknown as GatewayError).details).toBe('07-tendermint-99: light client not found')
    const status = await failed(() => useClientStatus({ clientId: '07-tendermint-99' }), client)
    expect(status).toMatchObject({ status: 404, code: 5 })
    const malformed = await failed(() => useClientStatus({ clientId: 'abc' }), client)
    expect(malformed).toMatchObject({ status: 400, code: 3 })
  })

  it('wait while the client id is missing', async () => {
    const { client, requests } = recordingClient(devnet.url)
    await expectIdle(() => useClientState({}), client, requests)
    await expectIdle(() => useClientStatus({ clientId: '' }), client, requests)
  })
})

describe('verifyMembership', () => {
  /** The counterparty's end of connection-0, built from our end as the counterparty chain stores it. */
  async function counterpartyConnection() {
    const { connection } = await getConnection(testClient({ baseUrl: devnet.url }), { connectionId: 'connection-0' })
    const tracked = chain().genesis.clients.find((entry) => entry.clientId === connection!.client_id)!
    const value = ConnectionEnd.encode(
      ConnectionEnd.fromPartial({
        clientId: connection!.counterparty!.client_id,
        versions: connection!.versions.map(({ identifier, features }) => ({ identifier, features })),
        state: stateFromJSON(connection!.state),
        counterparty: {
          clientId: connection!.client_id,
          connectionId: 'connection-0',
          prefix: { keyPrefix: new TextEncoder().encode('ibc') },
        },
        delayPeriod: BigInt(connection!.delay_period),
      }),
    ).finish()
    const parameters: VerifyMembershipParameters = {
      clientId: connection!.client_id,
      proof: base64(new TextEncoder().encode('a merkle proof the devnet does not check')),
      proofHeight: { revisionNumber: revisionOf(tracked.chainId), revisionHeight: tracked.latestHeight - 10n },
      merklePath: { keyPath: ['ibc', `connections/${connection!.counterparty!.connection_id}`] },
      value: base64(value),
    }
    return { parameters, value }
  }

  it('POSTs the body in the wire form and succeeds for the value stored at the path', async () => {
    const { parameters } = await counterpartyConnection()
    const { client, requests } = recordingClient(devnet.url)
    const { result } = await succeeded(() => useVerifyMembership({ ...parameters, timeDelay: 0, blockDelay: 0n }), client)
    expect(result.current.data).toEqual({ success: true })
    expect(requests).toHaveLength(1)
    expect(requests[0]!.method).toBe('POST')
    expect(urlOf(requests[0]!).pathname).toBe('/ibc/core/client/v1/verify_membership')
    expect(urlOf(requests[0]!).search).toBe('')
    expect(requests[0]!.headers.get('content-type')).toBe('application/json')
    expect(await requests[0]!.json()).toEqual({
      client_id: parameters.clientId,
      proof: parameters.proof,
      proof_height: {
        revision_number: String(parameters.proofHeight.revisionNumber),
        revision_height: String(parameters.proofHeight.revisionHeight),
      },
      merkle_path: { key_path: parameters.merklePath.keyPath },
      value: parameters.value,
      time_delay: '0',
      block_delay: '0',
    })
  })

  it('verifies a channel end of the counterparty too', async () => {
    const channel = chain().genesis.channels.find((entry) => entry.channelId === 'channel-0')!
    const connection = chain().genesis.connections.find((entry) => entry.connectionId === channel.connectionId)!
    const tracked = chain().genesis.clients.find((entry) => entry.clientId === connection.clientId)!
    const value = Channel.encode(
      Channel.fromPartial({
        state: channelStateFromJSON(channel.state),
        ordering: orderFromJSON(channel.ordering),
        counterparty: { portId: channel.portId, channelId: channel.channelId },
        connectionHops: [connection.counterpartyConnectionId],
        version: channel.version,
      }),
    ).finish()
    const { success } = await verifyMembership(testClient({ baseUrl: devnet.url }), {
      clientId: tracked.clientId,
      proof: 'AQID',
      proofHeight: { revisionNumber: revisionOf(tracked.chainId), revisionHeight: tracked.latestHeight },
      merklePath: { keyPath: ['ibc', `channelEnds/ports/${channel.counterparty.port_id}/channels/${channel.counterparty.channel_id}`] },
      value: base64(value),
    })
    expect(success).toBe(true)
  })

  it('fails for another value, another path, another client, or a height the client has not reached', async () => {
    const { parameters, value } = await counterpartyConnection()
    const client = testClient({ baseUrl: devnet.url })
    const tampered = Uint8Array.from(value)
    tampered[tampered.length - 1] = tampered.at(-1)! ^ 1
    const otherClient = chain().genesis.clients.find((entry) => entry.clientId !== parameters.clientId)!
    const tracked = chain().genesis.clients.find((entry) => entry.clientId === parameters.clientId)!
    const cases: VerifyMembershipParameters[] = [
      { ...parameters, value: base64(tampered) },
      { ...parameters, merklePath: { keyPath: ['ibc', 'connections/connection-999'] } },
      { ...parameters, merklePath: { keyPath: ['bank', parameters.merklePath.keyPath[1]!] } },
      { ...parameters, clientId: otherClient.clientId, proofHeight: { revisionNumber: revisionOf(otherClient.chainId), revisionHeight: 1 } },
      { ...parameters, proofHeight: { ...parameters.proofHeight, revisionHeight: tracked.latestHeight + 1n } },
    ]
    for (const input of cases) expect(await verifyMembership(client, input)).toEqual({ success: false })
  })

  it('answers 400 with code 3 for malformed input and 404 with code 5 for an unknown client', async () => {
    const { parameters } = await counterpartyConnection()
    const client = testClient({ baseUrl: devnet.url })
    for (const input of [
      { ...parameters, proofHeight: { revisionNumber: 0, revisionHeight: 0 } },
      { ...parameters, merklePath: { keyPath: [] } },
      { ...parameters, value: 'not base64!' },
      { ...parameters, clientId: 'bad' },
    ]) {
      const error = await verifyMembership(client, input).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(GatewayError)
      expect(error).toMatchObject({ status: 400, code: 3 })
    }
    const { result } = renderGatekitHook(
      () => useVerifyMembership({ ...parameters, clientId: '07-tendermint-42' }),
      testClient({ baseUrl: devnet.url }),
    )
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toMatchObject({ name: 'GatewayError', status: 404, code: 5 })
  })

  it('is cached by its parameters: the same input is sent once, another input again', async () => {
    const { parameters, value } = await counterpartyConnection()
    const { client, requests } = recordingClient(devnet.url)
    const queryClient = new QueryClient()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <GatekitProvider client={client} queryClient={queryClient}>
        {children}
      </GatekitProvider>
    )
    const twice = renderHook(() => [useVerifyMembership(parameters), useVerifyMembership({ ...parameters })], { wrapper })
    await waitFor(() => expect(twice.result.current.every((query) => query.isSuccess)).toBe(true))
    twice.unmount()
    const again = renderHook(() => useVerifyMembership(parameters), { wrapper })
    expect(again.result.current.data).toEqual({ success: true })
    await queryClient.fetchQuery(verifyMembershipQueryOptions(client, parameters))
    expect(requests).toHaveLength(1)
    expect(queryClient.getQueryCache().getAll().map((query) => query.queryKey)).toEqual([
      [
        'gatekit',
        devnet.url,
        'ibcClient',
        'verifyMembership',
        {
          clientId: parameters.clientId,
          proof: parameters.proof,
          proofHeight: { revisionNumber: parameters.proofHeight.revisionNumber, revisionHeight: String(parameters.proofHeight.revisionHeight) },
          merklePath: { keyPath: parameters.merklePath.keyPath },
          value: parameters.value,
        },
      ],
    ])

    const changed = Uint8Array.from(value)
    changed[0] = changed[0]! ^ 1
    const other = renderHook(() => useVerifyMembership({ ...parameters, value: base64(changed) }), { wrapper })
    await waitFor(() => expect(other.result.current.data).toEqual({ success: false }))
    expect(requests).toHaveLength(2)
  })

  it('waits while the value is missing', async () => {
    const { parameters } = await counterpartyConnection()
    const { client, requests } = recordingClient(devnet.url)
    await expectIdle(() => useVerifyMembership({ ...parameters, value: undefined }), client, requests)
    await expectIdle(() => useVerifyMembership({ ...parameters, proofHeight: undefined }), client, requests)
  })

  it('is never retried: a 503 costs exactly one request', async () => {
    const { parameters } = await counterpartyConnection()
    let count = 0
    mock.use(
      http.post('http://gateway.test/ibc/core/client/v1/verify_membership', () => {
        count += 1
        return HttpResponse.json({ code: 14, message: 'unavailable', details: [] }, { status: 503 })
      }),
    )
    // The client's retry limit is 2, so a GET would be sent three times.
    const client = testClient({ baseUrl: 'http://gateway.test', retry: 2 })
    const error = await failed(() => useVerifyMembership(parameters), client)
    expect(error).toBeInstanceOf(GatewayError)
    expect(error).toMatchObject({ status: 503, code: 14 })
    expect(count).toBe(1)
  })
})
