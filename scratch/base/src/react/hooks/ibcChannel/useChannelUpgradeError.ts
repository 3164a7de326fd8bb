import type { ExactPartial } from '../../../core/types.ts'
import type {
  GetChannelUpgradeErrorParameters,
  GetChannelUpgradeErrorResponse,
} from '../../../modules/ibcChannel/getChannelUpgradeError.ts'
import { getChannelUpgradeErrorQueryOptions } from '../../../query/ibcChannel/getChannelUpgradeError.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

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
