import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { accountSchema } from './accountSchemas.ts'

/** Parameters of {@link getModuleAccounts}: none. */
export type GetModuleAccountsParameters = Record<never, never>

/** Response of {@link getModuleAccounts}. */
export const getModuleAccountsResponseSchema = /* @__PURE__ */ z.looseObject({
  /** Every module account, each an `Any` of `/cosmos.auth.v1beta1.ModuleAccount`, in module name order. */
  accounts: /* @__PURE__ */ z.array(accountSchema),
})
/** Response of {@link getModuleAccounts}: `accounts`. */
export type GetModuleAccountsResponse = z.output<typeof getModuleAccountsResponseSchema>

/** `GET /{sdk}/auth/v1beta1/module_accounts` (SDK 0.46+; not paginated). */
export const getModuleAccountsEndpoint = /* @__PURE__ */ defineEndpoint<GetModuleAccountsParameters, typeof getModuleAccountsResponseSchema>({
  id: 'auth/moduleAccounts',
  method: 'GET',
  path: '/{sdk}/auth/v1beta1/module_accounts',
  response: getModuleAccountsResponseSchema,
})

/**
 * The accounts owned by the chain's modules (fee collector, staking pools, mint, IBC transfer,
 * ...), with their names and permissions. Their addresses are derived from the module name, so
 * their balances can be read like any account's.
 *
 * @example
 * ```ts
 * const { accounts } = await getModuleAccounts(client)
 * const names = accounts.map((account) => withUnknownFields(account).name)
 * ```
 */
export function getModuleAccounts(
  client: GatewayClient,
  parameters: GetModuleAccountsParameters = {},
  options?: RequestOptions,
): Promise<GetModuleAccountsResponse> {
  return request(client, getModuleAccountsEndpoint, parameters, options)
}
