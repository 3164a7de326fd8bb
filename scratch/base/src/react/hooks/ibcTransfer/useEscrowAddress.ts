import type { ExactPartial } from '../../../core/types.ts'
import type {
  GetEscrowAddressParameters,
  GetEscrowAddressResponse,
} from '../../../modules/ibcTransfer/getEscrowAddress.ts'
import { getEscrowAddressQueryOptions } from '../../../query/ibcTransfer/getEscrowAddress.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

/** Parameters of {@link useEscrowAddress}. */
export type UseEscrowAddressParameters<TData = GetEscrowAddressResponse> = ExactPartial<GetEscrowAddressParameters> &
  HookParameters<QueryParameter<GetEscrowAddressResponse, TData>>

/**
 * The ICS-20 escrow address of a channel; waits until `channelId` and `portId` are set.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useEscrowAddress({ channelId: 'channel-0', portId: 'transfer' })
 * ```
 */
export function useEscrowAddress<TData = GetEscrowAddressResponse>(parameters: UseEscrowAddressParameters<TData> = {}) {
  return useGatekitQuery(getEscrowAddressQueryOptions, parameters)
}
