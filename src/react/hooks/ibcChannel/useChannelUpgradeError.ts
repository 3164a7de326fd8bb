import type { ExactPartial } from '../../../core/types.ts'
import type {
  GetChannelUpgradeErrorParameters,
  GetChannelUpgradeErrorResponse,
} from '../../../modules/ibcChannel/getChannelUpgradeError.ts'
import { getChannelUpgradeErrorQueryOptions } from '../../../query/ibcChannel/getChannelUpgradeError.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

/** Parameters of {@link useChannelUpgradeError}. */
export type UseChannelUpgradeErrorParameters<TData = GetChannelUpgradeErrorResponse> =
  ExactPartial<GetChannelUpgradeErrorParameters> & HookParameters<QueryParameter<GetChannelUpgradeErrorResponse, TData>>

/**
 * The error receipt of a channel's last failed upgrade (a 404 with code 5 when there is none);
 * waits until `channelId` and `portId` are set.
 *
 * @example
 * ```tsx
 * const { data } = useChannelUpgradeError({ channelId: 'channel-3', portId: 'transfer' })
 * const reason = data?.error_receipt.message
 * ```
 */
export function useChannelUpgradeError<TData = GetChannelUpgradeErrorResponse>(
  parameters: UseChannelUpgradeErrorParameters<TData> = {},
) {
  return useGatekitQuery(getChannelUpgradeErrorQueryOptions, parameters)
}

/**
 * Parameters of {@link useSuspenseChannelUpgradeError}: `channelId` and `portId` are required,
 * since a suspended component cannot wait.
 */
export type UseSuspenseChannelUpgradeErrorParameters<TData = GetChannelUpgradeErrorResponse> =
  GetChannelUpgradeErrorParameters &
    HookParameters<SuspenseQueryParameter<GetChannelUpgradeErrorResponse, TData>>

/**
 * The error receipt of a channel's last failed upgrade (a 404 with code 5 when there is none), for
 * a component inside `<Suspense>` (see {@link useChannelUpgradeError}): it suspends until the data
 * is there, so `data` is never undefined. Errors go to the nearest error boundary; a missing
 * `channelId` and `portId` as a `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseChannelUpgradeError({ channelId: 'channel-3', portId: 'transfer' })
 * ```
 */
export function useSuspenseChannelUpgradeError<TData = GetChannelUpgradeErrorResponse>(
  parameters: UseSuspenseChannelUpgradeErrorParameters<TData>,
) {
  return useGatekitSuspenseQuery(getChannelUpgradeErrorQueryOptions, parameters)
}
