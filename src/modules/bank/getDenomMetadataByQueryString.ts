import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { denomMetadataSchema } from './schemas.ts'

/** Parameters of {@link getDenomMetadataByQueryString}. */
export type GetDenomMetadataByQueryStringParameters = {
  /** The base denom, sent in the query string. */
  denom: string
}

/** Response of {@link getDenomMetadataByQueryString}. */
export const getDenomMetadataByQueryStringResponseSchema = /* @__PURE__ */ z.looseObject({
  metadata: /* @__PURE__ */ z.nullish(denomMetadataSchema),
})
/** Response of {@link getDenomMetadataByQueryString}: `metadata`. */
export type GetDenomMetadataByQueryStringResponse = z.output<typeof getDenomMetadataByQueryStringResponseSchema>

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
