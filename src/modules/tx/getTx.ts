import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { txHashRule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { txResponseSchema, txSchema, type ModeInfo } from '../../core/txSchemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import { zodOf } from '../../core/responseSchema.ts'

/** Parameters of {@link getTx}. */
export type GetTxParameters = {
  /** Transaction hash, hex (upper or lower case, without `0x`). */
  hash: string
}

const getTxResponseZod = /* @__PURE__ */ z.looseObject({
  tx: /* @__PURE__ */ z.nullish(/* @__PURE__ */ zodOf(txSchema)),
  tx_response: /* @__PURE__ */ z.nullish(/* @__PURE__ */ zodOf(txResponseSchema)),
})
type _getTxResponseZodCheck = [Assignable<z.output<typeof getTxResponseZod>, GetTxResponse>, Assignable<GetTxResponse, z.output<typeof getTxResponseZod>>]
/** Response of {@link getTx}. */
export const getTxResponseSchema: ResponseSchema<GetTxResponse> = getTxResponseZod
/** Response of {@link getTx}: `tx` and `tx_response`. */
export type GetTxResponse = {
  tx?: {
    signatures: string[]
    body?: {
      messages: ({
        [x: string]: unknown
        "@type": string
      } | {
        type_url: string
        value?: string | null | undefined
      })[]
      memo: string
      timeout_height: string
      extension_options?: ({
        [x: string]: unknown
        "@type": string
      } | {
        type_url: string
        value?: string | null | undefined
      })[] | undefined
      non_critical_extension_options?: ({
        [x: string]: unknown
        "@type": string
      } | {
        type_url: string
        value?: string | null | undefined
      })[] | undefined
    } | null | undefined
    auth_info?: {
      signer_infos: {
        sequence: string
        public_key?: {
          [x: string]: unknown
          "@type": string
        } | {
          type_url: string
          value?: string | null | undefined
        } | null | undefined
        mode_info?: ModeInfo | null | undefined
      }[]
      fee?: {
        amount: {
          denom: string
          amount: string
        }[]
        gas_limit: string
        payer?: string | undefined
        granter?: string | undefined
      } | null | undefined
      tip?: {
        amount: {
          denom: string
          amount: string
        }[]
        tipper: string
      } | null | undefined
    } | null | undefined
  } | null | undefined
  tx_response?: {
    height: string
    txhash: string
    codespace: string
    code: number
    data: string
    raw_log: string
    info: string
    gas_wanted: string
    gas_used: string
    timestamp: string
    logs?: {
      events: {
        type: string
        attributes: {
          key?: string | null | undefined
          value?: string | null | undefined
          index?: boolean | undefined
        }[]
      }[]
      msg_index?: number | undefined
      log?: string | undefined
    }[] | null | undefined
    tx?: {
      [x: string]: unknown
      "@type": string
    } | {
      type_url: string
      value?: string | null | undefined
    } | null | undefined
    events?: {
      type: string
      attributes: {
        key?: string | null | undefined
        value?: string | null | undefined
        index?: boolean | undefined
      }[]
    }[] | null | undefined
  } | null | undefined
}

/** `GET /{sdk}/tx/v1beta1/txs/{hash}`. */
export const getTxEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'tx/tx',
  checks: { hash: txHashRule },
  method: 'GET',
  path: '/{sdk}/tx/v1beta1/txs/{hash}',
  pathParams: (parameters: GetTxParameters) => ({ hash: parameters.hash }),
  response: getTxResponseSchema,
})

/**
 * A transaction by hash, with its result: height, `code` (0 = success),
 * gas, logs and events. A hash the chain has not indexed (unknown, or still
 * in the mempool) answers 404 (code 5).
 *
 * @example
 * ```ts
 * const { tx, tx_response } = await getTx(client, { hash: 'E834E1F3...' })
 * if (tx_response.code !== 0) console.warn(tx_response.raw_log)
 * ```
 */
export function getTx(client: GatewayClient, parameters: GetTxParameters, options?: RequestOptions): Promise<GetTxResponse> {
  return request(client, getTxEndpoint, parameters, options)
}
