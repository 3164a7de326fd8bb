import type { ExactPartial } from '../../../core/types.ts'
import type {
  GetEscrowAddressParameters,
  GetEscrowAddressResponse,
} from '../../../modules/ibcTransfer/getEscrowAddress.ts'
import { getEscrowAddressQueryOptions } from '../../../query/ibcTransfer/getEscrowAddress.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

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

/**
 * Parameters of {@link useSuspenseEscrowAddress}: `channelId` and `portId` are required, since a
 * suspended component cannot wait.
 */
export type UseSuspenseEscrowAddressParameters<TData = GetEscrowAddressResponse> = GetEscrowAddressParameters &
  HookParameters<SuspenseQueryParameter<GetEscrowAddressResponse, TData>>

/**
 * The ICS-20 escrow address of a channel, for a component inside `<Suspense>` (see
 * {@link useEscrowAddress}): it suspends until the data is there, so `data` is never undefined.
 * Errors go to the nearest error boundary; a missing `channelId` and `portId` as a
 * `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseEscrowAddress({ channelId: 'channel-0', portId: 'transfer' })
 * ```
 */
export function useSuspenseEscrowAddress<TData = GetEscrowAddressResponse>(
  parameters: UseSuspenseEscrowAddressParameters<TData>,
) {
  return useGatekitSuspenseQuery(getEscrowAddressQueryOptions, parameters)
}
