import type { Chain } from '../chain.ts'
import { notFound } from '../errors.ts'
import { clientStateJson, requireIdentifier, selfHeight, type DevnetConnection } from '../ibcCore.ts'
import { consensusStateJson } from '../ibcPackets.ts'
import type { Route } from '../router.ts'
import { pathUint } from './ibcClientConsensus.ts'

// Connection routes that reach through a connection to its light client. They read the same
// genesis clients as /ibc/core/client/v1, so a connection's client state is the client state
// endpoint's, and its consensus states are the client's (every height 1..latest).

const prefix = '/ibc/core/connection/v1'

// ibc-go's connection lookup for these two queries, with its message.
function connectionOf(chain: Chain, connectionId: string): DevnetConnection {
  requireIdentifier('connection', connectionId)
  const connection = chain.genesis.connections.find((candidate) => candidate.connectionId === connectionId)
  if (!connection) throw notFound(`connection-id: ${connectionId}: connection not found`)
  return connection
}

function clientOf(chain: Chain, connection: DevnetConnection) {
  const client = chain.genesis.clients.find((candidate) => candidate.clientId === connection.clientId)
  if (!client) throw notFound(`client-id: ${connection.clientId}: light client not found`)
  return client
}

/** ibc-go's default expected block time: 30 s, in nanoseconds. */
const maxExpectedTimePerBlock = 30_000_000_000n

/** Connection routes beyond the connection ends: client connections, a connection's client and consensus state, params. */
export const ibcConnectionClientRoutes: Route[] = [
  {
    method: 'GET',
    path: `${prefix}/client_connections/{client_id}`,
    handle: ({ chain, params }) => {
      const clientId = requireIdentifier('client', params.client_id!)
      const paths = chain.genesis.connections
        .filter((connection) => connection.clientId === clientId)
        .map((connection) => connection.connectionId)
      if (paths.length === 0) throw notFound(`${clientId}: light client connection paths not found`)
      return { connection_paths: paths, proof: null, proof_height: selfHeight(chain) }
    },
  },
  {
    method: 'GET',
    path: `${prefix}/connections/{connection_id}/client_state`,
    handle: ({ chain, params }) => {
      const client = clientOf(chain, connectionOf(chain, params.connection_id!))
      return {
        identified_client_state: { client_id: client.clientId, client_state: clientStateJson(client) },
        proof: null,
        proof_height: selfHeight(chain),
      }
    },
  },
  {
    method: 'GET',
    path: `${prefix}/connections/{connection_id}/consensus_state/revision/{revision_number}/height/{revision_height}`,
    handle: ({ chain, params }) => {
      const revisionNumber = pathUint(params, 'revision_number')
      const revisionHeight = pathUint(params, 'revision_height')
      const client = clientOf(chain, connectionOf(chain, params.connection_id!))
      const state = consensusStateJson(chain.genesis, client, { revisionNumber, revisionHeight })
      if (!state) throw notFound(`client-id: ${client.clientId}: consensus state not found`)
      return { consensus_state: state, client_id: client.clientId, proof: null, proof_height: selfHeight(chain) }
    },
  },
  {
    method: 'GET',
    path: `${prefix}/params`,
    handle: () => ({ params: { max_expected_time_per_block: maxExpectedTimePerBlock.toString() } }),
  },
]
