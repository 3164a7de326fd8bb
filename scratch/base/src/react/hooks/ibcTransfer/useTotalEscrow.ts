import type { ExactPartial } from '../../../core/types.ts'
import type { GetTotalEscrowParameters, GetTotalEscrowResponse } from '../../../modules/ibcTransfer/getTotalEscrow.ts'
import { getTotalEscrowQueryOptions } from '../../../query/ibcTransfer/getTotalEscrow.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

/** Parameters of {@link useTotalEscrow}. */
export type UseTotalEscrowParameters<TData = GetTotalEscrowResponse> = ExactPartial<GetTotalEscrowParameters> &
  HookParameters<QueryParameter<GetTotalEscrowResponse, TData>>

/**
 * The amount of a denom held in ICS-20 escrow; waits until `denom` is set.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useTotalEscrow({ denom: 'akii' })
 * ```
 */
export function useTotalEscrow<TData = GetTotalEscrowResponse>(parameters: UseTotalEscrowParameters<TData> = {}) {
  return useGatekitQuery(getTotalEscrowQueryOptions, parameters)
}
