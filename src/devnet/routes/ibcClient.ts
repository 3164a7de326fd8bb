import { clientStateJson, clientStatus, requireClient, selfHeight, verifyMembership } from '../ibcCore.ts'
import { paginate } from '../paginate.ts'
import type { Route } from '../router.ts'
import { ibcClientConsensusRoutes } from './ibcClientConsensus.ts'

const prefix = '/ibc/core/client/v1'

/** IBC core light-client routes (`/ibc/core/client/v1`). */
export const ibcClientRoutes: Route[] = [
  {
    method: 'GET',
    path: `${prefix}/client_states`,
    handle: ({ chain, query }) => {
      const sorted = [...chain.genesis.clients].sort((a, b) => (a.clientId < b.clientId ? -1 : 1))
      const { page, pagination } = paginate(sorted, query, (client) => client.clientId)
      return {
        client_states: page.map((client) => ({ client_id: client.clientId, client_state: clientStateJson(client) })),
        pagination,
      }
    },
  },
  {
    method: 'GET',
    path: `${prefix}/client_states/{client_id}`,
    handle: ({ chain, params }) => {
      const client = requireClient(chain, params.client_id!)
      // Like ibc-go's gRPC query, the gateway proves nothing: `proof` is null.
      return { client_state: clientStateJson(client), proof: null, proof_height: selfHeight(chain) }
    },
  },
  {
    method: 'GET',
    path: `${prefix}/client_status/{client_id}`,
    handle: ({ chain, params }) => ({ status: clientStatus(requireClient(chain, params.client_id!)) }),
  },
  {
    method: 'POST',
    path: `${prefix}/verify_membership`,
    handle: ({ chain, body }) => verifyMembership(chain, body),
  },
  ...ibcClientConsensusRoutes,
]
