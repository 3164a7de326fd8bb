import type { GetMintParamsResponse } from '../../../modules/mint/getMintParams.ts'
import { getMintParamsQueryOptions } from '../../../query/mint/getMintParams.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

/** Parameters of {@link useMintParams}. */
export type UseMintParamsParameters<TData = GetMintParamsResponse> = HookParameters<QueryParameter<GetMintParamsResponse, TData>>

/**
 * The mint module's parameters: the minted denom and the release schedule.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useMintParams()
 * ```
 */
export function useMintParams<TData = GetMintParamsResponse>(parameters: UseMintParamsParameters<TData> = {}) {
  return useGatekitQuery(getMintParamsQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseMintParams}. */
export type UseSuspenseMintParamsParameters<TData = GetMintParamsResponse> =
  HookParameters<SuspenseQueryParameter<GetMintParamsResponse, TData>>

/**
 * The mint module's parameters: the minted denom and the release schedule, for a component inside
 * `<Suspense>` (see {@link useMintParams}): it suspends until the data is there, so `data` is never
 * undefined. Errors go to the nearest error boundary.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseMintParams()
 * ```
 */
export function useSuspenseMintParams<TData = GetMintParamsResponse>(
  parameters: UseSuspenseMintParamsParameters<TData> = {},
) {
  return useGatekitSuspenseQuery(getMintParamsQueryOptions, parameters)
}
