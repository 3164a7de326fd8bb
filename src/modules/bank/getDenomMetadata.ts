import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { denomMetadataSchema } from './schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { DenomMetadata } from './schemas.ts'

/** Parameters of {@link getDenomMetadata}. */
export type GetDenomMetadataParameters = {
  /** The base denom; slashes (`ibc/...`, `factory/.../...`) stay path separators of the wildcard route. */
  denom: string
}

const getDenomMetadataResponseZod = /* @__PURE__ */ z.looseObject({
  metadata: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(denomMetadataSchema)),
})
type _getDenomMetadataResponseZodCheck = [Assignable<z.output<typeof getDenomMetadataResponseZod>, GetDenomMetadataResponse>, Assignable<GetDenomMetadataResponse, z.output<typeof getDenomMetadataResponseZod>>]
/** Response of {@link getDenomMetadata}. */
export const getDenomMetadataResponseSchema: ResponseSchema<GetDenomMetadataResponse> = getDenomMetadataResponseZod
/** Response of {@link getDenomMetadata}: `metadata`. */
export type GetDenomMetadataResponse = {
  metadata?: DenomMetadata | null | undefined
}

/** `GET /{sdk}/bank/v1beta1/denoms_metadata/{denom=**}`. */
export const getDenomMetadataEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'bank/denomMetadata',
  method: 'GET',
  path: '/{sdk}/bank/v1beta1/denoms_metadata/{denom=**}',
  pathParams: (parameters: GetDenomMetadataParameters) => ({ denom: parameters.denom }),
  response: getDenomMetadataResponseSchema,
})

/**
 * The client metadata of one denom (units, display denom, symbol). The gateway
 * answers 404 (code 5) for a denom without metadata.
 *
 * @example
 * ```ts
 * const { metadata } = await getDenomMetadata(client, { denom: 'akii' })
 * const display = metadata.denom_units.find((unit) => unit.denom === metadata.display)
 * ```
 */
export function getDenomMetadata(
  client: GatewayClient,
  parameters: GetDenomMetadataParameters,
  options?: RequestOptions,
): Promise<GetDenomMetadataResponse> {
  return request(client, getDenomMetadataEndpoint, parameters, options)
}
