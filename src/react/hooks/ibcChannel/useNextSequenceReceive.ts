import type { ExactPartial } from '../../../core/types.ts'
import type {
  GetNextSequenceReceiveParameters,
  GetNextSequenceReceiveResponse,
} from '../../../modules/ibcChannel/getNextSequenceReceive.ts'
import { getNextSequenceReceiveQueryOptions } from '../../../query/ibcChannel/getNextSequenceReceive.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

/** Parameters of {@link useNextSequenceReceive}. */
export type UseNextSequenceReceiveParameters<TData = GetNextSequenceReceiveResponse> =
  ExactPartial<GetNextSequenceReceiveParameters> & HookParameters<QueryParameter<GetNextSequenceReceiveResponse, TData>>

/**
 * The next sequence an ordered channel expects to receive (`"0"` on unordered channels);
 * waits until `channelId` and `portId` are set.
 *
 * @example
 * ```tsx
 * const { data } = useNextSequenceReceive({ channelId: 'channel-5', portId })
 * ```
 */
export function useNextSequenceReceive<TData = GetNextSequenceReceiveResponse>(
  parameters: UseNextSequenceReceiveParameters<TData> = {},
) {
  return useGatekitQuery(getNextSequenceReceiveQueryOptions, parameters)
}

/**
 * Parameters of {@link useSuspenseNextSequenceReceive}: `channelId` and `portId` are required,
 * since a suspended component cannot wait.
 */
export type UseSuspenseNextSequenceReceiveParameters<TData = GetNextSequenceReceiveResponse> =
  GetNextSequenceReceiveParameters &
    HookParameters<SuspenseQueryParameter<GetNextSequenceReceiveResponse, TData>>

/**
 * The next sequence an ordered channel expects to receive (`"0"` on unordered channels), for a
 * component inside `<Suspense>` (see {@link useNextSequenceReceive}): it suspends until the data is
 * there, so `data` is never undefined. Errors go to the nearest error boundary; a missing
 * `channelId` and `portId` as a `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseNextSequenceReceive({ channelId: 'channel-5', portId })
 * ```
 */
export function useSuspenseNextSequenceReceive<TData = GetNextSequenceReceiveResponse>(
  parameters: UseSuspenseNextSequenceReceiveParameters<TData>,
) {
  return useGatekitSuspenseQuery(getNextSequenceReceiveQueryOptions, parameters)
}
