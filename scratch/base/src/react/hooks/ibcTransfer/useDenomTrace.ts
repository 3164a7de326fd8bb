import type { ExactPartial } from '../../../core/types.ts'
import type { GetDenomTraceParameters, GetDenomTraceResponse } from '../../../modules/ibcTransfer/getDenomTrace.ts'
import { getDenomTraceQueryOptions } from '../../../query/ibcTransfer/getDenomTrace.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

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
