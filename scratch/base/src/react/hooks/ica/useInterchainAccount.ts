import type { ExactPartial } from '../../../core/types.ts'
import type {
  GetInterchainAccountParameters,
  GetInterchainAccountResponse,
} from '../../../modules/ica/getInterchainAccount.ts'
import { getInterchainAccountQueryOptions } from '../../../query/ica/getInterchainAccount.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

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
