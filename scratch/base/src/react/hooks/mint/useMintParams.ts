import type { GetMintParamsResponse } from '../../../modules/mint/getMintParams.ts'
import { getMintParamsQueryOptions } from '../../../query/mint/getMintParams.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

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
