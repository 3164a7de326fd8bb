import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { accountSchema } from './accountSchemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { Account } from './accountSchemas.ts'

/** Parameters of {@link getModuleAccount}. */
export type GetModuleAccountParameters = {
  /** The module's account name, such as `fee_collector` or `bonded_tokens_pool`. */
  name: string
}

const getModuleAccountResponseZod = /* @__PURE__ */ z.looseObject({
  /** The module account, an `Any` of `/cosmos.auth.v1beta1.ModuleAccount`. */
  account: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(accountSchema)),
})
type _getModuleAccountResponseZodCheck = [Assignable<z.output<typeof getModuleAccountResponseZod>, GetModuleAccountResponse>, Assignable<GetModuleAccountResponse, z.output<typeof getModuleAccountResponseZod>>]
/** Response of {@link getModuleAccount}. */
export const getModuleAccountResponseSchema: ResponseSchema<GetModuleAccountResponse> = getModuleAccountResponseZod
/** Response of {@link getModuleAccount}: `account`. */
export type GetModuleAccountResponse = {
  /** The module account, an `Any` of `/cosmos.auth.v1beta1.ModuleAccount`. */
  account?: Account | null | undefined
}

/** `GET /{sdk}/auth/v1beta1/module_accounts/{name}` (SDK 0.46+). */
export const getModuleAccountEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'auth/moduleAccount',
  method: 'GET',
  path: '/{sdk}/auth/v1beta1/module_accounts/{name}',
  pathParams: (parameters: GetModuleAccountParameters) => ({ name: parameters.name }),
  response: getModuleAccountResponseSchema,
})

/**
 * One module account by its module name, with its address, number and permissions. An unknown
 * name is a `GatewayError` with status 404 and code 5.
 *
 * @example
 * ```ts
 * const { account } = await getModuleAccount(client, { name: 'fee_collector' })
 * const address = getBaseAccount(account)?.address
 * ```
 */
export function getModuleAccount(
  client: GatewayClient,
  parameters: GetModuleAccountParameters,
  options?: RequestOptions,
): Promise<GetModuleAccountResponse> {
  return request(client, getModuleAccountEndpoint, parameters, options)
}
