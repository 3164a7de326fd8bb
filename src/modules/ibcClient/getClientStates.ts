import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { pageRequestToQuery, type PageRequest } from '../../core/pagination.ts'
import { paginationRule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { anySchema, pageResponseSchema } from '../../core/schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { AnyValue } from '../../core/schemas.ts'
import type { PageResponse } from '../../core/schemas.ts'

const identifiedClientStateZod = /* @__PURE__ */ z.looseObject({
  client_id: /* @__PURE__ */ z.string(),
  /** The client's state as an `Any`. */
  client_state: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(anySchema)),
})
type _identifiedClientStateZodCheck = [Assignable<z.output<typeof identifiedClientStateZod>, IdentifiedClientState>, Assignable<IdentifiedClientState, z.output<typeof identifiedClientStateZod>>]
/** A light client's state with its id. */
export const identifiedClientStateSchema: ResponseSchema<IdentifiedClientState> = identifiedClientStateZod
/** A light client's state with its id. */
export type IdentifiedClientState = {
  client_id: string
  /** The client's state as an `Any`. */
  client_state?: AnyValue | null | undefined
}

/** Parameters of {@link getClientStates}. */
export type GetClientStatesParameters = {
  pagination?: PageRequest | undefined
}

const getClientStatesResponseZod = /* @__PURE__ */ z.looseObject({
  client_states: /* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(identifiedClientStateSchema)),
  pagination: /* @__PURE__ */ z.shapeOf(pageResponseSchema),
})
type _getClientStatesResponseZodCheck = [Assignable<z.output<typeof getClientStatesResponseZod>, GetClientStatesResponse>, Assignable<GetClientStatesResponse, z.output<typeof getClientStatesResponseZod>>]
/** Response of {@link getClientStates}. */
export const getClientStatesResponseSchema: ResponseSchema<GetClientStatesResponse> = getClientStatesResponseZod
/** Response of {@link getClientStates}: `client_states` and `pagination`. */
export type GetClientStatesResponse = {
  client_states: IdentifiedClientState[]
  pagination?: PageResponse
}

/** `GET /ibc/core/client/v1/client_states`. */
export const getClientStatesEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'ibcClient/clientStates',
  checks: { pagination: paginationRule },
  method: 'GET',
  path: '/ibc/core/client/v1/client_states',
  query: (parameters: GetClientStatesParameters) => pageRequestToQuery(parameters.pagination),
  response: getClientStatesResponseSchema,
  pagination: { style: 'key' },
})

/**
 * Every IBC light client of the chain with its state, one page at a time.
 *
 * @example
 * ```ts
 * const { client_states } = await getClientStates(client, { pagination: { limit: 100 } })
 * client_states.map((entry) => entry.client_id) // ['07-tendermint-0', ...]
 * ```
 */
export function getClientStates(
  client: GatewayClient,
  parameters: GetClientStatesParameters = {},
  options?: RequestOptions,
): Promise<GetClientStatesResponse> {
  return request(client, getClientStatesEndpoint, parameters, options)
}
