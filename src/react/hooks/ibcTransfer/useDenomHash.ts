import type { ExactPartial } from '../../../core/types.ts'
import type { GetDenomHashParameters, GetDenomHashResponse } from '../../../modules/ibcTransfer/getDenomHash.ts'
import { getDenomHashQueryOptions } from '../../../query/ibcTransfer/getDenomHash.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

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

/** Parameters of {@link useSuspenseDenomHash}: `trace` is required, since a suspended component cannot wait. */
export type UseSuspenseDenomHashParameters<TData = GetDenomHashResponse> = GetDenomHashParameters &
  HookParameters<SuspenseQueryParameter<GetDenomHashResponse, TData>>

/**
 * The hash of a denom trace (the hex part of its `ibc/` denom), for a component inside `<Suspense>`
 * (see {@link useDenomHash}): it suspends until the data is there, so `data` is never undefined.
 * Errors go to the nearest error boundary; a missing `trace` as a `ParameterError`, before anything
 * is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseDenomHash({ trace: 'transfer/channel-0/uatom' })
 * ```
 */
export function useSuspenseDenomHash<TData = GetDenomHashResponse>(parameters: UseSuspenseDenomHashParameters<TData>) {
  return useGatekitSuspenseQuery(getDenomHashQueryOptions, parameters)
}
