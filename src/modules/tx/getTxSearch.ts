import * as z from '../../core/zod.ts'
import { withPrecompiledCheck } from '../../core/shape.ts'
import { precompiledTxSearchCheck } from './precompiled/txSearch.ts'
import type { GatewayClient } from '../../core/client.ts'
import { pageRequestToQuery, type IntegerInput, type PageRequest } from '../../core/pagination.ts'
import { orderByRule, paginationRule, uint64Rule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { pageResponseSchema, uint64Schema } from '../../core/schemas.ts'
import { txResponseSchema, txSchema } from '../../core/txSchemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import { searchQuery, txSearchQuery045, txSearchQuery047 } from './txSearchForms.ts'
import type { Tx } from '../../core/txSchemas.ts'
import type { TxResponse } from '../../core/txSchemas.ts'
import type { PageResponse } from '../../core/schemas.ts'

/** Result order of a transaction search. */
export type OrderBy = 'ORDER_BY_UNSPECIFIED' | 'ORDER_BY_ASC' | 'ORDER_BY_DESC'

/**
 * Parameters of {@link getTxSearch}. Give `eventQuery` or `events`; the client sends them in the
 * form of the chain's SDK version (`query` from 0.50, `events` before). Page with `page` and
 * `limit` (turned into `pagination.offset` on SDK 0.45) or `pagination`.
 */
export type GetTxSearchParameters = {
  /**
   * A CometBFT event query such as `message.sender='kii1...' AND tx.height>=5`, sent as the
   * gateway's `query` parameter on SDK 0.50+ and as one `events=` per condition before (where
   * each condition must hold exactly one `=`). Named `eventQuery` because hooks keep `query` for
   * their TanStack options.
   */
  eventQuery?: string | undefined
  /**
   * Event conditions such as `message.action='/cosmos.bank.v1beta1.MsgSend'`, sent as repeated
   * `events=` before SDK 0.50 and joined with `AND` into `query` from 0.50.
   * @deprecated Use `eventQuery`, which the client adapts to the chain's SDK version.
   */
  events?: readonly string[] | undefined
  orderBy?: OrderBy | undefined
  /** Page number, starting at 1 (SDK 0.46+). */
  page?: IntegerInput | undefined
  /** Results per page (SDK 0.46+). */
  limit?: IntegerInput | undefined
  /** Offset pagination, the form older chains read. */
  pagination?: PageRequest | undefined
}

const getTxSearchResponseZod = /* @__PURE__ */ z.looseObject({
  txs: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(txSchema))),
  tx_responses: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(txResponseSchema))),
  pagination: /* @__PURE__ */ z.shapeOf(pageResponseSchema),
  /** Total matches (SDK 0.50+; older chains report it in `pagination.total`). */
  total: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.shapeOf(uint64Schema)),
})
type _getTxSearchResponseZodCheck = [Assignable<z.output<typeof getTxSearchResponseZod>, GetTxSearchResponse>, Assignable<GetTxSearchResponse, z.output<typeof getTxSearchResponseZod>>]
/** Response of {@link getTxSearch}. */
export const getTxSearchResponseSchema: ResponseSchema<GetTxSearchResponse> = /* @__PURE__ */ withPrecompiledCheck(getTxSearchResponseZod, precompiledTxSearchCheck)
/** Response of {@link getTxSearch}: `txs`, `tx_responses`, `pagination`, `total`. */
export type GetTxSearchResponse = {
  txs?: Tx[] | null | undefined
  tx_responses?: TxResponse[] | null | undefined
  pagination?: PageResponse
  /** Total matches (SDK 0.50+; older chains report it in `pagination.total`). */
  total?: string | undefined
}

/**
 * `GET /{sdk}/tx/v1beta1/txs`, in the form of the chain's SDK version: `query=` with `page`
 * and `limit` (0.50+), repeated `events=` with `page` and `limit` (0.46–0.47), repeated
 * `events=` with `pagination.offset` (0.45). `eventQuery` and `events` work on all three.
 */
export const getTxSearchEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'tx/txSearch',
  required: [{ anyOf: ['eventQuery', 'events'], problem: 'or `events` is required' }],
  checks: { orderBy: orderByRule, page: uint64Rule, limit: uint64Rule, pagination: paginationRule },
  method: 'GET',
  // Answered from CometBFT or the transaction index, whatever the header says.
  readsAtHeight: false,
  path: '/{sdk}/tx/v1beta1/txs',
  // SDK 0.50 reads only `query` and ignores `events`: both are sent as one query.
  query: (parameters: GetTxSearchParameters) => ({
    ...pageRequestToQuery(parameters.pagination),
    order_by: parameters.orderBy,
    page: parameters.page,
    limit: parameters.limit,
    query: searchQuery(parameters),
  }),
  // Older chains know no `query`: `eventQuery` is sent as `events`, one per condition.
  sdkForms: [
    { before: '0.46', query: txSearchQuery045 },
    { before: '0.50', query: txSearchQuery047 },
  ],
  response: getTxSearchResponseSchema,
  pagination: {
    style: 'page',
    items: 'tx_responses',
    defaultLimit: 50,
    // With `events` (chains before 0.50, some without `page`) the pages go by offset, with the count.
    pageParameters: (parameters: GetTxSearchParameters, page: number, limit: number): GetTxSearchParameters =>
      parameters.eventQuery
        ? { ...parameters, page, limit }
        : {
            ...parameters,
            pagination: { ...parameters.pagination, key: undefined, offset: (page - 1) * limit, limit, countTotal: true },
          },
  },
})

/**
 * Searches transactions by event query.
 *
 * @example
 * ```ts
 * const { tx_responses, total } = await getTxSearch(client, {
 *   eventQuery: "message.sender='kii1...'",
 *   orderBy: 'ORDER_BY_DESC',
 *   page: 1,
 *   limit: 20,
 * })
 * ```
 */
export function getTxSearch(
  client: GatewayClient,
  parameters: GetTxSearchParameters,
  options?: RequestOptions,
): Promise<GetTxSearchResponse> {
  return request(client, getTxSearchEndpoint, parameters, options)
}
