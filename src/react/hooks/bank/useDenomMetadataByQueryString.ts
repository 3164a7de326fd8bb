import type { ExactPartial } from '../../../core/types.ts'
import type {
  GetDenomMetadataByQueryStringParameters,
  GetDenomMetadataByQueryStringResponse,
} from '../../../modules/bank/getDenomMetadataByQueryString.ts'
import { getDenomMetadataByQueryStringQueryOptions } from '../../../query/bank/getDenomMetadataByQueryString.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

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

/**
 * Parameters of {@link useSuspenseDenomMetadataByQueryString}: `denom` is required, since a
 * suspended component cannot wait.
 */
export type UseSuspenseDenomMetadataByQueryStringParameters<TData = GetDenomMetadataByQueryStringResponse> =
  GetDenomMetadataByQueryStringParameters &
    HookParameters<SuspenseQueryParameter<GetDenomMetadataByQueryStringResponse, TData>>

/**
 * The metadata of one denom, with the denom in the query string, for a component inside
 * `<Suspense>` (see {@link useDenomMetadataByQueryString}): it suspends until the data is there, so
 * `data` is never undefined. Errors go to the nearest error boundary; a missing `denom` as a
 * `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseDenomMetadataByQueryString({ denom: 'factory/kii1.../ORO' })
 * ```
 */
export function useSuspenseDenomMetadataByQueryString<TData = GetDenomMetadataByQueryStringResponse>(
  parameters: UseSuspenseDenomMetadataByQueryStringParameters<TData>,
) {
  return useGatekitSuspenseQuery(getDenomMetadataByQueryStringQueryOptions, parameters)
}
