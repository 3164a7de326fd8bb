import type { GetTransferParamsResponse } from '../../../modules/ibcTransfer/getTransferParams.ts'
import { getTransferParamsQueryOptions } from '../../../query/ibcTransfer/getTransferParams.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

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
