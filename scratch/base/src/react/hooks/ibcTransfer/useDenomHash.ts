import type { ExactPartial } from '../../../core/types.ts'
import type { GetDenomHashParameters, GetDenomHashResponse } from '../../../modules/ibcTransfer/getDenomHash.ts'
import { getDenomHashQueryOptions } from '../../../query/ibcTransfer/getDenomHash.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

/** Parameters of {@link useDenomHash}. */
export type UseDenomHashParameters<TData = GetDenomHashResponse> = ExactPartial<GetDenomHashParameters> &
  HookParameters<QueryParameter<GetDenomHashResponse, TData>>

/**
 * The hash of a denom trace (the hex part of its `ibc/` denom); waits until `trace` is set.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useDenomHash({ trace: 'transfer/channel-0/uatom' })
 * ```
 */
export function useDenomHash<TData = GetDenomHashResponse>(parameters: UseDenomHashParameters<TData> = {}) {
  return useGatekitQuery(getDenomHashQueryOptions, parameters)
}
