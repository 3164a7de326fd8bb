import type { ExactPartial } from '../../../core/types.ts'
import type { GetTotalEscrowParameters, GetTotalEscrowResponse } from '../../../modules/ibcTransfer/getTotalEscrow.ts'
import { getTotalEscrowQueryOptions } from '../../../query/ibcTransfer/getTotalEscrow.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

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

/** Parameters of {@link useSuspenseTotalEscrow}: `denom` is required, since a suspended component cannot wait. */
export type UseSuspenseTotalEscrowParameters<TData = GetTotalEscrowResponse> = GetTotalEscrowParameters &
  HookParameters<SuspenseQueryParameter<GetTotalEscrowResponse, TData>>

/**
 * The amount of a denom held in ICS-20 escrow, for a component inside `<Suspense>` (see
 * {@link useTotalEscrow}): it suspends until the data is there, so `data` is never undefined.
 * Errors go to the nearest error boundary; a missing `denom` as a `ParameterError`, before anything
 * is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseTotalEscrow({ denom: 'akii' })
 * ```
 */
export function useSuspenseTotalEscrow<TData = GetTotalEscrowResponse>(
  parameters: UseSuspenseTotalEscrowParameters<TData>,
) {
  return useGatekitSuspenseQuery(getTotalEscrowQueryOptions, parameters)
}
