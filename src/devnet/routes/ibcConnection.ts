import { identifiedConnectionJson, connectionJson, requireConnection, selfHeight } from '../ibcCore.ts'
import { paginate } from '../paginate.ts'
import type { Route } from '../router.ts'
import { ibcConnectionClientRoutes } from './ibcConnectionClient.ts'

const prefix = '/ibc/core/connection/v1'

/** IBC core connection routes (`/ibc/core/connection/v1`). */
export const ibcConnectionRoutes: Route[] = [
  {
    method: 'GET',
    path: `${prefix}/connections`,
    handle: ({ chain, query }) => {
      const sorted = [...chain.genesis.connections].sort((a, b) => (a.connectionId < b.connectionId ? -1 : 1))
      const { page, pagination } = paginate(sorted, query, (connection) => connection.connectionId)
      return { connections: page.map(identifiedConnectionJson), pagination, height: selfHeight(chain) }
    },
  },
  {
    method: 'GET',
    path: `${prefix}/connections/{connection_id}`,
    handle: ({ chain, params }) => {
      const connection = requireConnection(chain, params.connection_id!)
      // Like ibc-go's gRPC query, the gateway proves nothing: `proof` is null.
      return { connection: connectionJson(connection), proof: null, proof_height: selfHeight(chain) }
    },
  },
  ...ibcConnectionClientRoutes,
]
