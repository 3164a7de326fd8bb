import type { ExactPartial } from '../../../core/types.ts'
import type { GetDenomMetadataParameters, GetDenomMetadataResponse } from '../../../modules/bank/getDenomMetadata.ts'
import { getDenomMetadataQueryOptions } from '../../../query/bank/getDenomMetadata.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

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
