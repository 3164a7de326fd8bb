import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { denomMetadataSchema } from './schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { DenomMetadata } from './schemas.ts'

/** Parameters of {@link getDenomMetadataByQueryString}. */
export type GetDenomMetadataByQueryStringParameters = {
  /** The base denom, sent in the query string. */
  denom: string
}

const getDenomMetadataByQueryStringResponseZod = /* @__PURE__ */ z.looseObject({
  metadata: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(denomMetadataSchema)),
})
type _getDenomMetadataByQueryStringResponseZodCheck = [Assignable<z.output<typeof getDenomMetadataByQueryStringResponseZod>, GetDenomMetadataByQueryStringResponse>, Assignable<GetDenomMetadataByQueryStringResponse, z.output<typeof getDenomMetadataByQueryStringResponseZod>>]
/** Response of {@link getDenomMetadataByQueryString}. */
export const getDenomMetadataByQueryStringResponseSchema: ResponseSchema<GetDenomMetadataByQueryStringResponse> = getDenomMetadataByQueryStringResponseZod
/** Response of {@link getDenomMetadataByQueryString}: `metadata`. */
export type GetDenomMetadataByQueryStringResponse = {
  metadata?: DenomMetadata | null | undefined
}

/** `GET /{sdk}/bank/v1beta1/denoms_metadata_by_query_string?denom=`. */
export const getDenomMetadataByQueryStringEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'bank/denomMetadataByQueryString',
  required: ['denom'],
  method: 'GET',
  path: '/{sdk}/bank/v1beta1/denoms_metadata_by_query_string',
  query: (parameters: GetDenomMetadataByQueryStringParameters) => ({
    denom: parameters.denom,
  }),
  response: getDenomMetadataByQueryStringResponseSchema,
})

/**
 * The client metadata of one denom, with the denom in the query string, for
 * gateways that cannot route denoms with slashes.
 *
 * @example
 * ```ts
 * const { metadata } = await getDenomMetadataByQueryString(client, { denom: 'factory/kii1.../ORO' })
 * ```
 */
export function getDenomMetadataByQueryString(
  client: GatewayClient,
  parameters: GetDenomMetadataByQueryStringParameters,
  options?: RequestOptions,
): Promise<GetDenomMetadataByQueryStringResponse> {
  return request(client, getDenomMetadataByQueryStringEndpoint, parameters, options)
}
