import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { GatewayError } from '../../src/core/errors.ts'
import { anyTypeUrl } from '../../src/core/schemas.ts'
import { withUnknownFields } from '../../src/core/unknownFields.ts'
import { getClientParams } from '../../src/modules/ibcClient/getClientParams.ts'
import { getClientState } from '../../src/modules/ibcClient/getClientState.ts'
import { getConsensusState } from '../../src/modules/ibcClient/getConsensusState.ts'
import { getConsensusStateHeights } from '../../src/modules/ibcClient/getConsensusStateHeights.ts'
import { getConsensusStates } from '../../src/modules/ibcClient/getConsensusStates.ts'
import { getUpgradedClientState } from '../../src/modules/ibcClient/getUpgradedClientState.ts'
import { getUpgradedConsensusState } from '../../src/modules/ibcClient/getUpgradedConsensusState.ts'
import { getChannelConsensusState } from '../../src/modules/ibcChannel/getChannelConsensusState.ts'
import { getConsensusStatesInfiniteQueryOptions } from '../../src/query/ibcClient/getConsensusStates.ts'
import { useClientParams } from '../../src/react/hooks/ibcClient/useClientParams.ts'
import { useConsensusState, useSuspenseConsensusState } from '../../src/react/hooks/ibcClient/useConsensusState.ts'
import { useInfiniteConsensusStateHeights } from '../../src/react/hooks/ibcClient/useConsensusStateHeights.ts'
import { useConsensusStates, useInfiniteConsensusStates } from '../../src/react/hooks/ibcClient/useConsensusStates.ts'
import { useUpgradedClientState } from '../../src/react/hooks/ibcClient/useUpgradedClientState.ts'
import { useUpgradedConsensusState } from '../../src/react/hooks/ibcClient/useUpgradedConsensusState.ts'
import {
  expectIdle,
  expectKeyWalk,
  failed,
  recordingClient,
  renderGatekitHook,
  renderInSuspense,
  requestParts,
  setupDevnetServer,
  setupMockServer,
  succeeded,
  testClient,
  walkPages,
} from '../helpers.tsx'

const devnet = setupDevnetServer({ seed: 'endpoints-ibcClient-consensus' })
// MSW answers gateway.test only; the devnet server is reached over real HTTP.
const mock = setupMockServer()

const chain = () => devnet.devnet.chain
const tracked = () => chain().genesis.clients[0]!
const clientId = () => tracked().clientId
const rejection = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error)
// The client's latest height as its client state shows it.
async function latestOf(client: ReturnType<typeof recordingClient>['client']) {
  const { client_state } = await getClientState(client, { clientId: clientId() })
  return withUnknownFields(client_state!).latest_height as { revision_number: string; revision_height: string }
}

describe('consensus states of a client', () => {
  it('GET /ibc/core/client/v1/consensus_states/{client_id}: Tendermint states in the store key order ({revision}-{height} as text)', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const latest = await latestOf(client)
    const { consensus_states, pagination } = await getConsensusStates(client, {
      clientId: clientId(),
      pagination: { limit: 6, countTotal: true },
    })
    expect(requestParts(requests[1])).toEqual({
      method: 'GET',
      path: `/ibc/core/client/v1/consensus_states/${clientId()}`,
      query: [['pagination.limit', '6'], ['pagination.count_total', 'true']],
    })
    // One consensus state per counterparty height from 1 to the latest the client verified.
    expect(pagination!.total).toBe(latest.revision_height)
    const heights = consensus_states.map((entry) => entry.height!.revision_height)
    expect(heights.slice(0, 5)).toEqual(['1', '10', '100', '1000', '10000'])
    for (const entry of consensus_states) {
      expect(entry.height!.revision_number).toBe(latest.revision_number)
      expect(anyTypeUrl(entry.consensus_state)).toBe('/ibc.lightclients.tendermint.v1.ConsensusState')
      expect(entry.consensus_state).toMatchObject({ timestamp: expect.stringMatching(/Z$/), root: { hash: expect.any(String) } })
    }
  })

  it('each listed state is what the single-height route and the channel consensus state answer', async () => {
    const { client } = recordingClient(devnet.url)
    const { consensus_states } = await getConsensusStates(client, { clientId: clientId(), pagination: { limit: 3, offset: 1000 } })
    const connection = chain().genesis.connections.find((candidate) => candidate.clientId === clientId())!
    const channel = chain().genesis.channels.find((candidate) => candidate.connectionId === connection.connectionId)!
    for (const entry of consensus_states) {
      const at = { revisionNumber: entry.height!.revision_number, revisionHeight: entry.height!.revision_height }
      const single = await getConsensusState(client, { clientId: clientId(), ...at })
      expect(single.consensus_state).toEqual(entry.consensus_state)
      expect(single.proof).toBeNull()
      const viaChannel = await getChannelConsensusState(client, { channelId: channel.channelId, portId: channel.portId, ...at })
      expect(viaChannel.consensus_state).toEqual(entry.consensus_state)
    }
  })

  it('heights list the same heights as the states; key pages continue offset pages; the list ends at 9999999 in text order', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const latest = await latestOf(client)
    const first = await getConsensusStateHeights(client, { clientId: clientId(), pagination: { limit: 7 } })
    expect(requestParts(requests[1])).toMatchObject({ path: `/ibc/core/client/v1/consensus_states/${clientId()}/heights` })
    const states = await getConsensusStates(client, { clientId: clientId(), pagination: { limit: 7 } })
    expect(first.consensus_state_heights).toEqual(states.consensus_states.map((entry) => entry.height))
    const second = await getConsensusStateHeights(client, { clientId: clientId(), pagination: { limit: 7, key: first.pagination!.next_key! } })
    const byOffset = await getConsensusStateHeights(client, { clientId: clientId(), pagination: { limit: 14 } })
    expect([...first.consensus_state_heights, ...second.consensus_state_heights]).toEqual(byOffset.consensus_state_heights)
    const texts = byOffset.consensus_state_heights.map((height) => height.revision_height)
    expect(texts).toEqual([...texts].sort())
    // Latest heights are 8-digit numbers from 10 000 000: the last keys in text order are 7 nines and the two before.
    const total = BigInt(latest.revision_height)
    const end = await getConsensusStateHeights(client, { clientId: clientId(), pagination: { offset: total - 3n, limit: 10 } })
    expect(end.consensus_state_heights.map((height) => height.revision_height)).toEqual(['9999997', '9999998', '9999999'])
    expect(end.pagination!.next_key).toBeNull()
    const reversed = await getConsensusStateHeights(client, { clientId: clientId(), pagination: { reverse: true, limit: 3 } })
    expect(reversed.consensus_state_heights.map((height) => height.revision_height)).toEqual(['9999999', '9999998', '9999997'])
  })

  it('useInfiniteConsensusStateHeights walks from an offset to the end of the list by next_key', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const total = BigInt((await latestOf(client)).revision_height)
    requests.length = 0
    const { result } = renderGatekitHook(
      () => useInfiniteConsensusStateHeights({ clientId: clientId(), pagination: { offset: total - 25n, limit: 10 } }),
      client,
    )
    const pages = await walkPages(result)
    expect(pages.map((page) => page.consensus_state_heights.length)).toEqual([10, 10, 5])
    expectKeyWalk(requests, pages)
    expect(pages.at(-1)!.consensus_state_heights.at(-1)!.revision_height).toBe('9999999')
  })

  it('useConsensusStates waits for a client id; useInfiniteConsensusStates walks from an offset to the end by next_key', async () => {
    const { client, requests } = recordingClient(devnet.url)
    await expectIdle(() => useConsensusStates({ clientId: undefined }), client, requests)
    expect(getConsensusStatesInfiniteQueryOptions(client, {}).enabled).toBe(false)
    const total = BigInt((await latestOf(client)).revision_height)
    requests.length = 0
    const { result } = renderGatekitHook(
      () => useInfiniteConsensusStates({ clientId: clientId(), pagination: { offset: total - 6n, limit: 4 } }),
      client,
    )
    const pages = await walkPages(result)
    expectKeyWalk(requests, pages)
    const heights = pages.flatMap((page) => page.consensus_states.map((entry) => entry.height!.revision_height))
    const direct = await getConsensusStateHeights(client, { clientId: clientId(), pagination: { offset: total - 6n } })
    expect(heights).toEqual(direct.consensus_state_heights.map((height) => height.revision_height))
    expect(heights).toHaveLength(6)
  })

  it('a well-formed unknown client has no consensus states; a malformed id is GatewayError 400, code 3', async () => {
    const { client } = recordingClient(devnet.url)
    const empty = await getConsensusStates(client, { clientId: '07-tendermint-999', pagination: { countTotal: true } })
    expect(empty).toEqual({ consensus_states: [], pagination: { next_key: null, total: '0' } })
    const malformed = await rejection(getConsensusStateHeights(client, { clientId: 'bad' }))
    expect(malformed).toBeInstanceOf(GatewayError)
    expect(malformed).toMatchObject({ status: 400, code: 3 })
  })
})

describe('consensus state at a height', () => {
  it('GET …/revision/{n}/height/{h}: the latest height, and latest_height=true, answer the same state', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const latest = await latestOf(client)
    const at = { clientId: clientId(), revisionNumber: latest.revision_number, revisionHeight: latest.revision_height }
    const exact = await getConsensusState(client, at)
    expect(requestParts(requests[1])).toEqual({
      method: 'GET',
      path: `/ibc/core/client/v1/consensus_states/${clientId()}/revision/${latest.revision_number}/height/${latest.revision_height}`,
      query: [],
    })
    expect(exact.proof_height).toEqual({ revision_number: '1', revision_height: chain().latestHeight().toString() })
    const newest = await getConsensusState(client, { clientId: clientId(), revisionNumber: 0, revisionHeight: 0, latestHeight: true })
    expect(requestParts(requests[2])!.query).toEqual([['latest_height', 'true']])
    expect(newest.consensus_state).toEqual(exact.consensus_state)
  })

  it('a height beyond the latest is GatewayError 404, code 5; height 0 is 400, code 3', async () => {
    const { client } = recordingClient(devnet.url)
    const latest = await latestOf(client)
    const beyond = await rejection(
      getConsensusState(client, { clientId: clientId(), revisionNumber: latest.revision_number, revisionHeight: BigInt(latest.revision_height) + 1n }),
    )
    expect(beyond).toBeInstanceOf(GatewayError)
    expect(beyond).toMatchObject({ status: 404, code: 5 })
    const zero = await rejection(getConsensusState(client, { clientId: clientId(), revisionNumber: latest.revision_number, revisionHeight: 0 }))
    expect(zero).toMatchObject({ status: 400, code: 3 })
  })

  it('useConsensusState waits for the height, then reads; useSuspenseConsensusState renders it', async () => {
    const { client, requests } = recordingClient(devnet.url)
    await expectIdle(() => useConsensusState({ clientId: clientId(), revisionNumber: 1 }), client, requests)
    const latest = await latestOf(client)
    const at = { clientId: clientId(), revisionNumber: latest.revision_number, revisionHeight: latest.revision_height }
    const { result } = await succeeded(() => useConsensusState(at), client)
    expect(anyTypeUrl(result.current.data!.consensus_state)).toBe('/ibc.lightclients.tendermint.v1.ConsensusState')
    function Root() {
      const { data } = useSuspenseConsensusState(at)
      return <p>root {String(withUnknownFields(data.consensus_state!).next_validators_hash)}</p>
    }
    const view = renderInSuspense(<Root />, { client })
    const hash = String(withUnknownFields(result.current.data!.consensus_state!).next_validators_hash)
    expect(await view.findByText(`root ${hash}`)).toBeTruthy()
  })
})

describe('client params', () => {
  it('GET /ibc/core/client/v1/params once the chain says SDK 0.47+; a paths override still reaches /ibc/client/v1/params with the same answer', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const { params } = await getClientParams(client)
    // The route moved between SDK lines: the client asks node_info first, then reads this line's path.
    expect(requests.map((request) => requestParts(request).path)).toEqual(['/stack/base/tendermint/v1beta1/node_info', '/ibc/core/client/v1/params'])
    expect(requestParts(requests[1])).toEqual({ method: 'GET', path: '/ibc/core/client/v1/params', query: [] })
    expect(params!.allowed_clients).toContain('07-tendermint')
    // Every devnet client is of an allowed type.
    for (const tracked of chain().genesis.clients) expect(params!.allowed_clients).toContain(tracked.clientId.replace(/-\d+$/, ''))
    const seen: string[] = []
    const ibcGo4 = testClient({
      baseUrl: devnet.url,
      retry: 0,
      paths: { 'ibcClient/clientParams': '/ibc/client/v1/params' },
      fetch: (input, init) => {
        seen.push(new Request(input, init).url)
        return fetch(input, init)
      },
    })
    expect(await getClientParams(ibcGo4)).toEqual({ params })
    expect(new URL(seen[0]!).pathname).toBe('/ibc/client/v1/params')
  })

  it('useClientParams reads them', async () => {
    const { client } = recordingClient(devnet.url)
    const { result } = await succeeded(() => useClientParams({ query: { select: (data) => data.params!.allowed_clients } }), client)
    expect(result.current.data).toContain('07-tendermint')
  })
})

describe('upgraded client and consensus states', () => {
  it('the devnet plans no upgrade: both answer GatewayError 404, code 5, to the actions and the hooks', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const clientState = await rejection(getUpgradedClientState(client))
    expect(requestParts(requests[0])).toEqual({ method: 'GET', path: '/ibc/core/client/v1/upgraded_client_states', query: [] })
    expect(clientState).toBeInstanceOf(GatewayError)
    expect(clientState).toMatchObject({ status: 404, code: 5 })
    const consensusState = await rejection(getUpgradedConsensusState(client))
    expect(requestParts(requests[1])).toMatchObject({ path: '/ibc/core/client/v1/upgraded_consensus_states' })
    expect(consensusState).toMatchObject({ status: 404, code: 5 })
    expect(await failed(() => useUpgradedClientState(), client)).toMatchObject({ status: 404, code: 5 })
    expect(await failed(() => useUpgradedConsensusState(), client)).toMatchObject({ status: 404, code: 5 })
  })

  it('a planned upgrade (MSW) parses with its Any', async () => {
    const baseUrl = 'http://gateway.test'
    const upgraded = {
      '@type': '/ibc.lightclients.tendermint.v1.ClientState',
      chain_id: 'kiichain-2',
      latest_height: { revision_number: '2', revision_height: '1' },
    }
    const consensus = { '@type': '/ibc.lightclients.tendermint.v1.ConsensusState', timestamp: '2026-01-01T00:00:00Z', root: { hash: 'AAEC' }, next_validators_hash: 'AB' }
    mock.use(
      http.get(`${baseUrl}/ibc/core/client/v1/upgraded_client_states`, () => HttpResponse.json({ upgraded_client_state: upgraded })),
      http.get(`${baseUrl}/ibc/core/client/v1/upgraded_consensus_states`, () => HttpResponse.json({ upgraded_consensus_state: consensus })),
    )
    const client = testClient({ baseUrl, retry: 0 })
    expect((await getUpgradedClientState(client)).upgraded_client_state).toEqual(upgraded)
    expect((await getUpgradedConsensusState(client)).upgraded_consensus_state).toEqual(consensus)
  })
})
