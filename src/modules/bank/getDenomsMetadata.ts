import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { pageRequestToQuery, type PageRequest } from '../../core/pagination.ts'
import { paginationRule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { pageResponseSchema } from '../../core/schemas.ts'
import { denomMetadataSchema } from './schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { DenomMetadata } from './schemas.ts'
import type { PageResponse } from '../../core/schemas.ts'

/** Parameters of {@link getDenomsMetadata}. */
export type GetDenomsMetadataParameters = {
  pagination?: PageRequest | undefined
}

const getDenomsMetadataResponseZod = /* @__PURE__ */ z.looseObject({
  metadatas: /* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(denomMetadataSchema)),
  pagination: /* @__PURE__ */ z.shapeOf(pageResponseSchema),
})
type _getDenomsMetadataResponseZodCheck = [Assignable<z.output<typeof getDenomsMetadataResponseZod>, GetDenomsMetadataResponse>, Assignable<GetDenomsMetadataResponse, z.output<typeof getDenomsMetadataResponseZod>>]
/** Response of {@link getDenomsMetadata}. */
export const getDenomsMetadataResponseSchema: ResponseSchema<GetDenomsMetadataResponse> = getDenomsMetadataResponseZod
/** Response of {@link getDenomsMetadata}: `metadatas` and `pagination`. */
export type GetDenomsMetadataResponse = {
  metadatas: DenomMetadata[]
  pagination?: PageResponse
}

/** `GET /{sdk}/bank/v1beta1/denoms_metadata`. */
export const getDenomsMetadataEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'bank/denomsMetadata',
  checks: { pagination: paginationRule },
  method: 'GET',
  path: '/{sdk}/bank/v1beta1/denoms_metadata',
  query: (parameters: GetDenomsMetadataParameters) => pageRequestToQuery(parameters.pagination),
  response: getDenomsMetadataResponseSchema,
  pagination: { style: 'key' },
})

/**
 * The client metadata of every denom that has some, one page at a time.
 *
 * @example
 * ```ts
 * const { metadatas } = await getDenomsMetadata(client, { pagination: { limit: 100 } })
 * const symbols = new Map(metadatas.map((metadata) => [metadata.base, metadata.symbol]))
 * ```
 */
export function getDenomsMetadata(
  client: GatewayClient,
  parameters: GetDenomsMetadataParameters = {},
  options?: RequestOptions,
): Promise<GetDenomsMetadataResponse> {
  return request(client, getDenomsMetadataEndpoint, parameters, options)
}
