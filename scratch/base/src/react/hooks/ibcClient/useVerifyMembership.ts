import type { ExactPartial } from '../../../core/types.ts'
import type {
  VerifyMembershipParameters,
  VerifyMembershipResponse,
} from '../../../modules/ibcClient/verifyMembership.ts'
import { verifyMembershipQueryOptions } from '../../../query/ibcClient/verifyMembership.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

/** Parameters of {@link useVerifyMembership}. */
export type UseVerifyMembershipParameters<TData = VerifyMembershipResponse> =
  ExactPartial<VerifyMembershipParameters> & HookParameters<QueryParameter<VerifyMembershipResponse, TData>>

/**
 * Whether a light client verifies that a value is stored at a path on its
 * counterparty chain. A query, not a mutation: the POST only computes, so its
 * answer is cached by parameters and sent once; it waits until `clientId`,
 * `proof`, `proofHeight`, `merklePath` and `value` are set.
 *
 * @example
 * ```tsx
 * const { data } = useVerifyMembership({
 *   clientId: '07-tendermint-0',
 *   proof,
 *   proofHeight: { revisionNumber: 4, revisionHeight: 11_650_000 },
 *   merklePath: { keyPath: ['ibc', 'connections/connection-200'] },
 *   value,
 * })
 * if (data?.success) showVerifiedBadge()
 * ```
 */
export function useVerifyMembership<TData = VerifyMembershipResponse>(
  parameters: UseVerifyMembershipParameters<TData> = {},
) {
  return useGatekitQuery(verifyMembershipQueryOptions, parameters)
}
