import type { GetBech32PrefixResponse } from '../../../modules/auth/getBech32Prefix.ts'
import { getBech32PrefixQueryOptions } from '../../../query/auth/getBech32Prefix.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

/** Parameters of {@link useBech32Prefix}. */
export type UseBech32PrefixParameters<TData = GetBech32PrefixResponse> = HookParameters<QueryParameter<GetBech32PrefixResponse, TData>>

/**
 * The bech32 prefix of the chain's account addresses.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useBech32Prefix()
 * ```
 */
export function useBech32Prefix<TData = GetBech32PrefixResponse>(parameters: UseBech32PrefixParameters<TData> = {}) {
  return useGatekitQuery(getBech32PrefixQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseBech32Prefix}. */
export type UseSuspenseBech32PrefixParameters<TData = GetBech32PrefixResponse> = HookParameters<SuspenseQueryParameter<GetBech32PrefixResponse, TData>>

/**
 * The bech32 prefix of the chain's account addresses, for a component inside `<Suspense>` (see {@link
 * useBech32Prefix}): it suspends until the data is there, so `data` is never undefined. Errors go to the
 * nearest error boundary.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseBech32Prefix()
 * ```
 */
export function useSuspenseBech32Prefix<TData = GetBech32PrefixResponse>(parameters: UseSuspenseBech32PrefixParameters<TData> = {}) {
  return useGatekitSuspenseQuery(getBech32PrefixQueryOptions, parameters)
}
