import type { ExactPartial } from '../../../core/types.ts'
import type {
  GetChannelUpgradeParameters,
  GetChannelUpgradeResponse,
} from '../../../modules/ibcChannel/getChannelUpgrade.ts'
import { getChannelUpgradeQueryOptions } from '../../../query/ibcChannel/getChannelUpgrade.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

/** Parameters of {@link useChannelUpgrade}. */
export type UseChannelUpgradeParameters<TData = GetChannelUpgradeResponse> = ExactPartial<GetChannelUpgradeParameters> &
  HookParameters<QueryParameter<GetChannelUpgradeResponse, TData>>

/**
 * The upgrade in progress on a channel (a 404 with code 5 when there is none); waits until
 * `channelId` and `portId` are set.
 *
 * @example
 * ```tsx
 * const { data, error } = useChannelUpgrade({ channelId: 'channel-1', portId: 'transfer' })
 * const noUpgrade = error instanceof GatewayError && error.code === 5
 * ```
 */
export function useChannelUpgrade<TData = GetChannelUpgradeResponse>(
  parameters: UseChannelUpgradeParameters<TData> = {},
) {
  return useGatekitQuery(getChannelUpgradeQueryOptions, parameters)
}

/**
 * Parameters of {@link useSuspenseChannelUpgrade}: `channelId` and `portId` are required, since a
 * suspended component cannot wait.
 */
export type UseSuspenseChannelUpgradeParameters<TData = GetChannelUpgradeResponse> = GetChannelUpgradeParameters &
  HookParameters<SuspenseQueryParameter<GetChannelUpgradeResponse, TData>>

/**
 * The upgrade in progress on a channel (a 404 with code 5 when there is none), for a component
 * inside `<Suspense>` (see {@link useChannelUpgrade}): it suspends until the data is there, so
 * `data` is never undefined. Errors go to the nearest error boundary; a missing `channelId` and
 * `portId` as a `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseChannelUpgrade({ channelId: 'channel-1', portId: 'transfer' })
 * ```
 */
export function useSuspenseChannelUpgrade<TData = GetChannelUpgradeResponse>(
  parameters: UseSuspenseChannelUpgradeParameters<TData>,
) {
  return useGatekitSuspenseQuery(getChannelUpgradeQueryOptions, parameters)
}
