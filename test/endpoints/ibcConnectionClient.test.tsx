import { describe, expect, it } from 'vitest'
import { GatewayError } from '../../src/core/errors.ts'
import { anyTypeUrl } from '../../src/core/schemas.ts'
import { withUnknownFields } from '../../src/core/unknownFields.ts'
import { getClientState } from '../../src/modules/ibcClient/getClientState.ts'
import { getConsensusState } from '../../src/modules/ibcClient/getConsensusState.ts'
import { getClientConnections } from '../../src/modules/ibcConnection/getClientConnections.ts'
import { getConnection } from '../../src/modules/ibcConnection/getConnection.ts'
import { getConnectionClientState } from '../../src/modules/ibcConnection/getConnectionClientState.ts'
import { getConnectionConsensusState } from '../../src/modules/ibcConnection/getConnectionConsensusState.ts'
import { getConnectionParams } from '../../src/modules/ibcConnection/getConnectionParams.ts'
import { getConnectionConsensusStateQueryOptions } from '../../src/query/ibcConnection/getConnectionConsensusState.ts'
import { useClientConnections, useSuspenseClientConnections } from '../../src/react/hooks/ibcConnection/useClientConnections.ts'
import { useConnectionClientState } from '../../src/react/hooks/ibcConnection/useConnectionClientState.ts'
import { useConnectionConsensusState } from '../../src/react/hooks/ibcConnection/useConnectionConsensusState.ts'
import { useConnectionParams, useSuspenseConnectionParams } from '../../src/react/hooks/ibcConnection/useConnectionParams.ts'
import {
  expectIdle,
  failed,
  recordingClient,
  renderInSuspense,
  requestParts,
  setupDevnetServer,
  succeeded,
} from '../helpers.tsx'

const devnet = setupDevnetServer({ seed: 'endpoints-ibcConnection-client' })

const chain = () => devnet.devnet.chain
const connection = () => chain().genesis.connections[0]!
const rejection = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error)
type Height = { revision_number: string; revision_height: string }

describe('client connections', () => {
  it('GET /ibc/core/connection/v1/client_connections/{client_id}: the connections whose client it is', async () => {
    const { client, requests } = recordingClient(devnet.url)
    for (const tracked of chain().genesis.clients) {
      const { connection_paths, proof, proof_height } = await getClientConnections(client, { clientId: tracked.clientId })
      expect(requestParts(requests.at(-1))).toEqual({
        method: 'GET',
        path: `/ibc/core/connection/v1/client_connections/${tracked.clientId}`,
        query: [],
      })
      expect(proof).toBeNull()
      expect(proof_height).toEqual({ revision_number: '1', revision_height: chain().latestHeight().toString() })
      expect(connection_paths.length).toBeGreaterThan(0)
      for (const id of connection_paths) {
        expect((await getConnection(client, { connectionId: id })).connection!.client_id).toBe(tracked.clientId)
      }
    }
  })

  it('a client without connections is GatewayError 404, code 5; a malformed id 400, code 3', async () => {
    const { client } = recordingClient(devnet.url)
    const none = await rejection(getClientConnections(client, { clientId: '07-tendermint-999' }))
    expect(none).toBeInstanceOf(GatewayError)
    expect(none).toMatchObject({ status: 404, code: 5 })
    expect(await rejection(getClientConnections(client, { clientId: 'x' }))).toMatchObject({ status: 400, code: 3 })
  })

  it('useClientConnections waits for a client id; useSuspenseClientConnections renders the list', async () => {
    const { client, requests } = recordingClient(devnet.url)
    await expectIdle(() => useClientConnections({ clientId: undefined }), client, requests)
    const { result } = await succeeded(() => useClientConnections({ clientId: connection().clientId }), client)
    expect(result.current.data!.connection_paths).toContain(connection().connectionId)
    function Paths() {
      const { data } = useSuspenseClientConnections({ clientId: connection().clientId })
      return <p>paths {data.connection_paths.join(',')}</p>
    }
    const view = renderInSuspense(<Paths />, { client })
    expect(await view.findByText(new RegExp(`paths .*${connection().connectionId}`))).toBeTruthy()
  })
})

describe("a connection's client state", () => {
  it('GET …/connections/{connection_id}/client_state is the client state endpoint\'s state of the connection\'s client', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const { identified_client_state, proof } = await getConnectionClientState(client, { connectionId: connection().connectionId })
    expect(requestParts(requests[0])).toEqual({
      method: 'GET',
      path: `/ibc/core/connection/v1/connections/${connection().connectionId}/client_state`,
      query: [],
    })
    expect(proof).toBeNull()
    expect(identified_client_state!.client_id).toBe(connection().clientId)
    const direct = await getClientState(client, { clientId: connection().clientId })
    expect(identified_client_state!.client_state).toEqual(direct.client_state)
    expect(anyTypeUrl(identified_client_state!.client_state)).toBe('/ibc.lightclients.tendermint.v1.ClientState')
  })

  it('an unknown connection is GatewayError 404, code 5, to the action and to useConnectionClientState', async () => {
    const { client } = recordingClient(devnet.url)
    const unknown = await rejection(getConnectionClientState(client, { connectionId: 'connection-999' }))
    expect(unknown).toBeInstanceOf(GatewayError)
    expect(unknown).toMatchObject({ status: 404, code: 5 })
    expect(await failed(() => useConnectionClientState({ connectionId: 'connection-999' }), client)).toMatchObject({ status: 404, code: 5 })
    const { result } = await succeeded(() => useConnectionClientState({ connectionId: connection().connectionId }), client)
    expect(result.current.data!.identified_client_state!.client_id).toBe(connection().clientId)
  })
})

describe("a connection's consensus state", () => {
  it('GET …/consensus_state/revision/{n}/height/{h} at the client\'s latest height equals the client\'s consensus state there', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const { identified_client_state } = await getConnectionClientState(client, { connectionId: connection().connectionId })
    const latest = withUnknownFields(identified_client_state!.client_state!).latest_height as Height
    const at = { revisionNumber: latest.revision_number, revisionHeight: latest.revision_height }
    const viaConnection = await getConnectionConsensusState(client, { connectionId: connection().connectionId, ...at })
    expect(requestParts(requests[1])).toEqual({
      method: 'GET',
      path: `/ibc/core/connection/v1/connections/${connection().connectionId}/consensus_state/revision/${at.revisionNumber}/height/${at.revisionHeight}`,
      query: [],
    })
    expect(viaConnection.client_id).toBe(connection().clientId)
    const direct = await getConsensusState(client, { clientId: connection().clientId, ...at })
    expect(viaConnection.consensus_state).toEqual(direct.consensus_state)
    const beyond = await rejection(
      getConnectionConsensusState(client, { connectionId: connection().connectionId, ...at, revisionHeight: BigInt(at.revisionHeight) + 1n }),
    )
    expect(beyond).toMatchObject({ status: 404, code: 5 })
    const malformed = await rejection(getConnectionConsensusState(client, { connectionId: connection().connectionId, ...at, revisionHeight: 'ten' }))
    expect(malformed).toMatchObject({ name: 'ParameterError', parameter: 'revisionHeight' })
  })

  it('useConnectionConsensusState stays disabled until the height is set, then reads', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const partial = { connectionId: connection().connectionId, revisionNumber: 1 }
    expect(getConnectionConsensusStateQueryOptions(client, partial).enabled).toBe(false)
    await expectIdle(() => useConnectionConsensusState(partial), client, requests)
    const tracked = chain().genesis.clients.find((candidate) => candidate.clientId === connection().clientId)!
    const revision = /-(\d+)$/.exec(tracked.chainId)![1]!
    const { result } = await succeeded(
      () => useConnectionConsensusState({ connectionId: connection().connectionId, revisionNumber: revision, revisionHeight: tracked.latestHeight - 5n }),
      client,
    )
    expect(anyTypeUrl(result.current.data!.consensus_state)).toBe('/ibc.lightclients.tendermint.v1.ConsensusState')
  })
})

describe('connection params', () => {
  it('GET /ibc/core/connection/v1/params: the expected block time in nanoseconds', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const { params } = await getConnectionParams(client)
    expect(requestParts(requests[0])).toEqual({ method: 'GET', path: '/ibc/core/connection/v1/params', query: [] })
    expect(params).toEqual({ max_expected_time_per_block: '30000000000' })
    const { result } = await succeeded(() => useConnectionParams(), client)
    expect(result.current.data).toEqual({ params })
    function Params() {
      const { data } = useSuspenseConnectionParams()
      return <p>block time {data.params!.max_expected_time_per_block}</p>
    }
    const view = renderInSuspense(<Params />, { client })
    expect(await view.findByText('block time 30000000000')).toBeTruthy()
  })
})
