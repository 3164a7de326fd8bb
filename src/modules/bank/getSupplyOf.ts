import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { coinSchema } from '../../core/schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { Coin } from '../../core/schemas.ts'

/** Parameters of {@link getSupplyOf}. */
export type GetSupplyOfParameters = {
  /** The denom, sent in the query string. */
  denom: string
}

const getSupplyOfResponseZod = /* @__PURE__ */ z.looseObject({
  /** The supply as a coin (not a bare number): `{ denom, amount }`. */
  amount: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(coinSchema)),
})
type _getSupplyOfResponseZodCheck = [Assignable<z.output<typeof getSupplyOfResponseZod>, GetSupplyOfResponse>, Assignable<GetSupplyOfResponse, z.output<typeof getSupplyOfResponseZod>>]
/** Response of {@link getSupplyOf}. */
export const getSupplyOfResponseSchema: ResponseSchema<GetSupplyOfResponse> = getSupplyOfResponseZod
/** Response of {@link getSupplyOf}: `amount`, a coin (amount `"0"` for an unknown denom). */
export type GetSupplyOfResponse = {
  /** The supply as a coin (not a bare number): `{ denom, amount }`. */
  amount?: Coin | null | undefined
}

/**
 * `GET /{sdk}/bank/v1beta1/supply/by_denom?denom=` (SDK 0.46+), and `/supply/{denom}`
 * on SDK 0.45 chains: the client picks the form from the chain's SDK version.
 */
export const getSupplyOfEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'bank/supplyOf',
  required: ['denom'],
  method: 'GET',
  path: '/{sdk}/bank/v1beta1/supply/by_denom',
  // Used by SDK 0.45's form, and by a `paths` override with `{denom}` in it.
  pathParams: (parameters: GetSupplyOfParameters) => ({ denom: parameters.denom }),
  query: (parameters) => ({ denom: parameters.denom }),
  sdkForms: [{ before: '0.46', path: '/{sdk}/bank/v1beta1/supply/{denom}', query: () => ({}) }],
  response: getSupplyOfResponseSchema,
})

/**
 * The total supply of one denom.
 *
 * @example
 * ```ts
 * const { amount } = await getSupplyOf(client, { denom: 'akii' })
 * console.log(amount.denom, amount.amount)
 * ```
 */
export function getSupplyOf(
  client: GatewayClient,
  parameters: GetSupplyOfParameters,
  options?: RequestOptions,
): Promise<GetSupplyOfResponse> {
  return request(client, getSupplyOfEndpoint, parameters, options)
}
