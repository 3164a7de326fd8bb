import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { accountSchema } from './accountSchemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { Account } from './accountSchemas.ts'

/** Parameters of {@link getModuleAccounts}: none. */
export type GetModuleAccountsParameters = Record<never, never>

const getModuleAccountsResponseZod = /* @__PURE__ */ z.looseObject({
  /** Every module account, each an `Any` of `/cosmos.auth.v1beta1.ModuleAccount`, in module name order. */
  accounts: /* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(accountSchema)),
})
type _getModuleAccountsResponseZodCheck = [Assignable<z.output<typeof getModuleAccountsResponseZod>, GetModuleAccountsResponse>, Assignable<GetModuleAccountsResponse, z.output<typeof getModuleAccountsResponseZod>>]
/** Response of {@link getModuleAccounts}. */
export const getModuleAccountsResponseSchema: ResponseSchema<GetModuleAccountsResponse> = getModuleAccountsResponseZod
/** Response of {@link getModuleAccounts}: `accounts`. */
export type GetModuleAccountsResponse = {
  /** Every module account, each an `Any` of `/cosmos.auth.v1beta1.ModuleAccount`, in module name order. */
  accounts: Account[]
}

/** `GET /{sdk}/auth/v1beta1/module_accounts` (SDK 0.46+; not paginated). */
export const getModuleAccountsEndpoint = /* @__PURE__ */ defineEndpoint<GetModuleAccountsParameters, GetModuleAccountsResponse>({
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
