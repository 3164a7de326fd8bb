import type { ExactPartial } from '../../../core/types.ts'
import type { GetDenomTraceParameters, GetDenomTraceResponse } from '../../../modules/ibcTransfer/getDenomTrace.ts'
import { getDenomTraceQueryOptions } from '../../../query/ibcTransfer/getDenomTrace.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

/** Parameters of {@link useDenomTrace}. */
export type UseDenomTraceParameters<TData = GetDenomTraceResponse> = ExactPartial<GetDenomTraceParameters> &
  HookParameters<QueryParameter<GetDenomTraceResponse, TData>>

/**
 * Where an IBC voucher came from, by hash or `ibc/` denom; waits until `hash` is set.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useDenomTrace(
 *   { hash: 'ibc/27394FB092D2ECCD56123C74F36E4C1F926001CEADA9CA97EA622B25F41E5EB2' },
 * )
 * ```
 */
export function useDenomTrace<TData = GetDenomTraceResponse>(parameters: UseDenomTraceParameters<TData> = {}) {
  return useGatekitQuery(getDenomTraceQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseDenomTrace}: `hash` is required, since a suspended component cannot wait. */
export type UseSuspenseDenomTraceParameters<TData = GetDenomTraceResponse> = GetDenomTraceParameters &
  HookParameters<SuspenseQueryParameter<GetDenomTraceResponse, TData>>

/**
 * Where an IBC voucher came from, by hash or `ibc/` denom, for a component inside `<Suspense>` (see
 * {@link useDenomTrace}): it suspends until the data is there, so `data` is never undefined. Errors
 * go to the nearest error boundary; a missing `hash` as a `ParameterError`, before anything is
 * sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseDenomTrace({
 *   hash: 'ibc/27394FB092D2ECCD56123C74F36E4C1F926001CEADA9CA97EA622B25F41E5EB2',
 * })
 * ```
 */
export function useSuspenseDenomTrace<TData = GetDenomTraceResponse>(
  parameters: UseSuspenseDenomTraceParameters<TData>,
) {
  return useGatekitSuspenseQuery(getDenomTraceQueryOptions, parameters)
}
