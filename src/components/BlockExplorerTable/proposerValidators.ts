// React-free, so prefetchBlockExplorerTable can share it with the table's hook.
import type { GatewayClient } from '../../core/client.ts'
import type { GetValidatorsParameters } from '../../modules/staking/getValidators.ts'
import { getValidatorsQueryOptions } from '../../query/staking/getValidators.ts'

/**
 * The validators the block table names proposers from: the active set, in one request. Blocks are
 * proposed by bonded validators, and the active set is at most a few hundred (all statuses can be
 * many more), so one page covers it; a proposer of an old block that has since left the set shows
 * as its consensus address.
 */
export const proposerValidatorsParameters: GetValidatorsParameters = { status: 'BOND_STATUS_BONDED', pagination: { limit: 500 } }

/** The active set changes rarely: ask again after 10 minutes at most. */
export const proposerValidatorsStaleTime = 10 * 60_000

/**
 * Query options of the validators that name the block table's proposers, as the table and its
 * prefetch use them.
 *
 * @example
 * ```ts
 * await queryClient.prefetchQuery(getProposerValidatorsQueryOptions(client))
 * ```
 */
export function getProposerValidatorsQueryOptions(client: GatewayClient) {
  return { ...getValidatorsQueryOptions(client, proposerValidatorsParameters), staleTime: proposerValidatorsStaleTime }
}
