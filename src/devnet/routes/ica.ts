import { invalidArgument, notFound } from '../errors.ts'
import { interchainAccounts } from '../ibcApps.ts'
import { controllerPortPrefix } from '../ibcIds.ts'
import { requireIdentifier } from '../ibcCore.ts'
import type { Route } from '../router.ts'

const prefix = '/ibc/apps/interchain_accounts'

/** Messages the devnet's ICA host lets interchain accounts execute. */
const hostAllowMessages = [
  '/cosmos.bank.v1beta1.MsgSend',
  '/cosmos.staking.v1beta1.MsgDelegate',
  '/cosmos.staking.v1beta1.MsgUndelegate',
  '/cosmos.distribution.v1beta1.MsgWithdrawDelegatorReward',
  '/cosmos.gov.v1beta1.MsgVote',
  '/ibc.applications.transfer.v1.MsgTransfer',
]

/** ICS-27 interchain account routes (`/ibc/apps/interchain_accounts`). */
export const icaRoutes: Route[] = [
  {
    method: 'GET',
    path: `${prefix}/controller/v1/owners/{owner}/connections/{connection_id}`,
    handle: ({ chain, params }) => {
      const owner = params.owner!
      const portId = `${controllerPortPrefix}${owner}`
      if (owner.trim() === '') {
        throw invalidArgument('failed to generate portID from owner address: owner address cannot be empty: invalid account address')
      }
      try {
        requireIdentifier('port', portId)
      } catch (error) {
        throw invalidArgument(`failed to generate portID from owner address: ${(error as Error).message}`)
      }
      const account = interchainAccounts(chain).find(
        (candidate) => candidate.portId === portId && candidate.connectionId === params.connection_id,
      )
      if (!account) throw notFound(`failed to retrieve account address for ${portId} on connection ${params.connection_id}`)
      return { address: account.address }
    },
  },
  {
    method: 'GET',
    path: `${prefix}/controller/v1/params`,
    handle: () => ({ params: { controller_enabled: true } }),
  },
  {
    method: 'GET',
    path: `${prefix}/host/v1/params`,
    handle: () => ({ params: { host_enabled: true, allow_messages: hostAllowMessages } }),
  },
]
