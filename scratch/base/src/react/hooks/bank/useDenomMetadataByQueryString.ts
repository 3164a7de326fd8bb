import type { ExactPartial } from '../../../core/types.ts'
import type {
  GetDenomMetadataByQueryStringParameters,
  GetDenomMetadataByQueryStringResponse,
} from '../../../modules/bank/getDenomMetadataByQueryString.ts'
import { getDenomMetadataByQueryStringQueryOptions } from '../../../query/bank/getDenomMetadataByQueryString.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

/** Parameters of {@link useDenomMetadataByQueryString}. */
export type UseDenomMetadataByQueryStringParameters<TData = GetDenomMetadataByQueryStringResponse> =
  ExactPartial<GetDenomMetadataByQueryStringParameters> &
    HookParameters<QueryParameter<GetDenomMetadataByQueryStringResponse, TData>>

/**
 * The metadata of one denom, with the denom in the query string; waits until `denom` is set.
 *
 * @example
 * ```tsx
 * const { data } = useDenomMetadataByQueryString({ denom: 'factory/kii1.../ORO' })
 * ```
 */
export function useDenomMetadataByQueryString<TData = GetDenomMetadataByQueryStringResponse>(
  parameters: UseDenomMetadataByQueryStringParameters<TData> = {},
) {
  return useGatekitQuery(getDenomMetadataByQueryStringQueryOptions, parameters)
}
