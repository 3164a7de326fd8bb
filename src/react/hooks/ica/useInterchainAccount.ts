import type { ExactPartial } from '../../../core/types.ts'
import type {
  GetInterchainAccountParameters,
  GetInterchainAccountResponse,
} from '../../../modules/ica/getInterchainAccount.ts'
import { getInterchainAccountQueryOptions } from '../../../query/ica/getInterchainAccount.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

/** Parameters of {@link useInterchainAccount}. */
export type UseInterchainAccountParameters<TData = GetInterchainAccountResponse> =
  ExactPartial<GetInterchainAccountParameters> & HookParameters<QueryParameter<GetInterchainAccountResponse, TData>>

/**
 * The address of an owner's interchain account on a connection's host chain; waits until `owner` and `connectionId`
 * are set.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useInterchainAccount({ owner, connectionId: 'connection-2' })
 * ```
 */
export function useInterchainAccount<TData = GetInterchainAccountResponse>(
  parameters: UseInterchainAccountParameters<TData> = {},
) {
  return useGatekitQuery(getInterchainAccountQueryOptions, parameters)
}

/**
 * Parameters of {@link useSuspenseInterchainAccount}: `owner` and `connectionId` are required,
 * since a suspended component cannot wait.
 */
export type UseSuspenseInterchainAccountParameters<TData = GetInterchainAccountResponse> =
  GetInterchainAccountParameters &
    HookParameters<SuspenseQueryParameter<GetInterchainAccountResponse, TData>>

/**
 * The address of an owner's interchain account on a connection's host chain, for a component inside
 * `<Suspense>` (see {@link useInterchainAccount}): it suspends until the data is there, so `data`
 * is never undefined. Errors go to the nearest error boundary; a missing `owner` and `connectionId`
 * as a `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseInterchainAccount({ owner, connectionId: 'connection-2' })
 * ```
 */
export function useSuspenseInterchainAccount<TData = GetInterchainAccountResponse>(
  parameters: UseSuspenseInterchainAccountParameters<TData>,
) {
  return useGatekitSuspenseQuery(getInterchainAccountQueryOptions, parameters)
}
