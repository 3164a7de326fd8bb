import type { ExactPartial } from '../../../core/types.ts'
import type {
  VerifyMembershipParameters,
  VerifyMembershipResponse,
} from '../../../modules/ibcClient/verifyMembership.ts'
import { verifyMembershipQueryOptions } from '../../../query/ibcClient/verifyMembership.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

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

/**
 * Parameters of {@link useSuspenseVerifyMembership}: `clientId`, `proof`, `proofHeight`,
 * `merklePath` and `value` are required, since a suspended component cannot wait.
 */
export type UseSuspenseVerifyMembershipParameters<TData = VerifyMembershipResponse> = VerifyMembershipParameters &
  HookParameters<SuspenseQueryParameter<VerifyMembershipResponse, TData>>

/**
 * Whether a light client verifies that a value is stored at a path on its counterparty chain, for a
 * component inside `<Suspense>` (see {@link useVerifyMembership}): it suspends until the data is
 * there, so `data` is never undefined. Errors go to the nearest error boundary; a missing
 * `clientId`, `proof`, `proofHeight`, `merklePath` and `value` as a `ParameterError`, before
 * anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseVerifyMembership({
 *   clientId: '07-tendermint-0',
 *   proof,
 *   proofHeight: { revisionNumber: 4, revisionHeight: 11_650_000 },
 *   merklePath: { keyPath: ['ibc', 'connections/connection-200'] },
 *   value,
 * })
 * if (data.success) showVerifiedBadge()
 * ```
 */
export function useSuspenseVerifyMembership<TData = VerifyMembershipResponse>(
  parameters: UseSuspenseVerifyMembershipParameters<TData>,
) {
  return useGatekitSuspenseQuery(verifyMembershipQueryOptions, parameters)
}
