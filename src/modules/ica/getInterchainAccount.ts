import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'

/** Parameters of {@link getInterchainAccount}. */
export type GetInterchainAccountParameters = {
  /** The account on this chain that controls the interchain account (its port is `icacontroller-{owner}`). */
  owner: string
  /** The connection to the host chain, such as `connection-2`. */
  connectionId: string
}

const getInterchainAccountResponseZod = /* @__PURE__ */ z.looseObject({
  /** The interchain account's address on the host chain, in the host's own bech32 form. */
  address: /* @__PURE__ */ z.string(),
})
type _getInterchainAccountResponseZodCheck = [Assignable<z.output<typeof getInterchainAccountResponseZod>, GetInterchainAccountResponse>, Assignable<GetInterchainAccountResponse, z.output<typeof getInterchainAccountResponseZod>>]
/** Response of {@link getInterchainAccount}. */
export const getInterchainAccountResponseSchema: ResponseSchema<GetInterchainAccountResponse> = getInterchainAccountResponseZod
/** Response of {@link getInterchainAccount}: `address`. */
export type GetInterchainAccountResponse = {
  /** The interchain account's address on the host chain, in the host's own bech32 form. */
  address: string
}

/** `GET /ibc/apps/interchain_accounts/controller/v1/owners/{owner}/connections/{connection_id}`. */
export const getInterchainAccountEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'ica/interchainAccount',
  method: 'GET',
  path: '/ibc/apps/interchain_accounts/controller/v1/owners/{owner}/connections/{connection_id}',
  pathParams: (parameters: GetInterchainAccountParameters) => ({
    owner: parameters.owner,
    connection_id: parameters.connectionId,
  }),
  response: getInterchainAccountResponseSchema,
})

/**
 * The address of the interchain account an owner controls on the host chain
 * of a connection. The gateway answers 404 (code 5) when the owner registered
 * none there.
 *
 * @example
 * ```ts
 * const { address } = await getInterchainAccount(client, { owner: 'kii1...', connectionId: 'connection-2' })
 * ```
 */
export function getInterchainAccount(
  client: GatewayClient,
  parameters: GetInterchainAccountParameters,
  options?: RequestOptions,
): Promise<GetInterchainAccountResponse> {
  return request(client, getInterchainAccountEndpoint, parameters, options)
}
