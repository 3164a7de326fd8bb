import type { GetTransferParamsResponse } from '../../../modules/ibcTransfer/getTransferParams.ts'
import { getTransferParamsQueryOptions } from '../../../query/ibcTransfer/getTransferParams.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

/** Parameters of {@link useTransferParams}. */
export type UseTransferParamsParameters<TData = GetTransferParamsResponse> = HookParameters<
  QueryParameter<GetTransferParamsResponse, TData>
>

/**
 * Whether ICS-20 transfers are enabled in each direction.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useTransferParams()
 * ```
 */
export function useTransferParams<TData = GetTransferParamsResponse>(
  parameters: UseTransferParamsParameters<TData> = {},
) {
  return useGatekitQuery(getTransferParamsQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseTransferParams}. */
export type UseSuspenseTransferParamsParameters<TData = GetTransferParamsResponse> =
  HookParameters<SuspenseQueryParameter<GetTransferParamsResponse, TData>>

/**
 * Whether ICS-20 transfers are enabled in each direction, for a component inside `<Suspense>` (see
 * {@link useTransferParams}): it suspends until the data is there, so `data` is never undefined.
 * Errors go to the nearest error boundary.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseTransferParams()
 * ```
 */
export function useSuspenseTransferParams<TData = GetTransferParamsResponse>(
  parameters: UseSuspenseTransferParamsParameters<TData> = {},
) {
  return useGatekitSuspenseQuery(getTransferParamsQueryOptions, parameters)
}
