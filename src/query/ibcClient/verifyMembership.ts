import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { verifyMembershipEndpoint, type VerifyMembershipParameters, type VerifyMembershipResponse } from '../../modules/ibcClient/verifyMembership.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link verifyMembership}: a POST that only computes, cached
 * under its parameters like any query. The verdict for one proof, height, path
 * and value does not change while the client stays active, so it stays fresh
 * (`staleTime: Infinity`) and the POST is sent once per distinct input; pass
 * your own `staleTime` to check again. Disabled until `clientId`, `proof`,
 * `proofHeight`, `merklePath` and `value` are set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(
 *   verifyMembershipQueryOptions(client, { clientId, proof, proofHeight, merklePath, value }),
 * )
 * data?.success
 * ```
 */
export function verifyMembershipQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<VerifyMembershipParameters> & AtBlockHeight = {},
): GatekitQueryOptions<VerifyMembershipResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, verifyMembershipEndpoint, parameters, { staleTime: Infinity })
}
