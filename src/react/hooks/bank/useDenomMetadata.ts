import type { ExactPartial } from '../../../core/types.ts'
import type { GetDenomMetadataParameters, GetDenomMetadataResponse } from '../../../modules/bank/getDenomMetadata.ts'
import { getDenomMetadataQueryOptions } from '../../../query/bank/getDenomMetadata.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

/** Parameters of {@link useDenomMetadata}. */
export type UseDenomMetadataParameters<TData = GetDenomMetadataResponse> = ExactPartial<GetDenomMetadataParameters> &
  HookParameters<QueryParameter<GetDenomMetadataResponse, TData>>

/**
 * The metadata of one denom (wildcard route: slashes in the denom stay); waits until `denom` is set.
 *
 * @example
 * ```tsx
 * const { data } = useDenomMetadata({ denom: 'akii' })
 * const symbol = data?.metadata.symbol
 * ```
 */
export function useDenomMetadata<TData = GetDenomMetadataResponse>(parameters: UseDenomMetadataParameters<TData> = {}) {
  return useGatekitQuery(getDenomMetadataQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseDenomMetadata}: `denom` is required, since a suspended component cannot wait. */
export type UseSuspenseDenomMetadataParameters<TData = GetDenomMetadataResponse> = GetDenomMetadataParameters &
  HookParameters<SuspenseQueryParameter<GetDenomMetadataResponse, TData>>

/**
 * The metadata of one denom (wildcard route: slashes in the denom stay), for a component inside
 * `<Suspense>` (see {@link useDenomMetadata}): it suspends until the data is there, so `data` is
 * never undefined. Errors go to the nearest error boundary; a missing `denom` as a
 * `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseDenomMetadata({ denom: 'akii' })
 * const symbol = data.metadata.symbol
 * ```
 */
export function useSuspenseDenomMetadata<TData = GetDenomMetadataResponse>(
  parameters: UseSuspenseDenomMetadataParameters<TData>,
) {
  return useGatekitSuspenseQuery(getDenomMetadataQueryOptions, parameters)
}
