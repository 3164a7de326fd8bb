import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import { anySchema, bytesSchema, uint64Schema } from '../../core/schemas.ts'
import { eventSchema, type Tx } from '../../core/txSchemas.ts'
import { bytesToBase64, type BytesInput } from './bytes.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { ChainEvent } from '../../core/txSchemas.ts'
import type { AnyValue } from '../../core/schemas.ts'

/** Parameters of {@link simulateTx}. Give `txBytes`; `tx` is for chains older than SDK 0.43. */
export type SimulateTxParameters = {
  /** The raw transaction (`TxRaw` bytes) to simulate, as bytes or base64. Signatures may be empty. */
  txBytes?: BytesInput | undefined
  /**
   * The transaction as JSON.
   * @deprecated Since SDK 0.43 the gateway reads `txBytes`; `tx` is kept for older chains.
   */
  tx?: Tx | undefined
}

const simulateTxResponseZod = /* @__PURE__ */ z.looseObject({
  gas_info: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.looseObject({
    /** The gas limit the transaction's fee sets. */
    gas_wanted: /* @__PURE__ */ z.shapeOf(uint64Schema),
    /** Gas the transaction used: the basis of a gas estimate. */
    gas_used: /* @__PURE__ */ z.shapeOf(uint64Schema),
  })),
  result: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.looseObject({
    /** `TxMsgData` bytes (deprecated by SDK 0.46 in favour of `msg_responses`). */
    data: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(bytesSchema)),
    log: /* @__PURE__ */ z.string(),
    /** The events the transaction would emit. */
    events: /* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(eventSchema)),
    /** What each message would return, in proto3 JSON (SDK 0.46+). */
    msg_responses: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(anySchema))),
  })),
})
type _simulateTxResponseZodCheck = [Assignable<z.output<typeof simulateTxResponseZod>, SimulateTxResponse>, Assignable<SimulateTxResponse, z.output<typeof simulateTxResponseZod>>]
/** Response of {@link simulateTx}. */
export const simulateTxResponseSchema: ResponseSchema<SimulateTxResponse> = simulateTxResponseZod
/** Response of {@link simulateTx}: `gas_info` and `result`. */
export type SimulateTxResponse = {
  gas_info?: {
    /** The gas limit the transaction's fee sets. */
    gas_wanted: string
    /** Gas the transaction used: the basis of a gas estimate. */
    gas_used: string
  } | null | undefined
  result?: {
    log: string
    /** The events the transaction would emit. */
    events: ChainEvent[]
    /** `TxMsgData` bytes (deprecated by SDK 0.46 in favour of `msg_responses`). */
    data?: string | null | undefined
    /** What each message would return, in proto3 JSON (SDK 0.46+). */
    msg_responses?: AnyValue[] | null | undefined
  } | null | undefined
}

/** `POST /{sdk}/tx/v1beta1/simulate` (SDK 0.43+ for `tx_bytes`). */
export const simulateTxEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'tx/simulateTx',
  // Either form of the transaction will do; the error names `txBytes`, the form the SDK reads first.
  required: [{ anyOf: ['txBytes', 'tx'], problem: 'is required' }],
  method: 'POST',
  path: '/{sdk}/tx/v1beta1/simulate',
  body: (parameters: SimulateTxParameters) => {
    const hasBytes = parameters.txBytes !== undefined && parameters.txBytes.length > 0
    return { tx_bytes: hasBytes ? bytesToBase64(parameters.txBytes!) : undefined, tx: parameters.tx }
  },
  response: simulateTxResponseSchema,
})

/**
 * Runs a transaction against the current state without committing it, for
 * its gas use and the events it would emit. Signatures are not checked, so
 * an unsigned transaction (one empty signature per signer) simulates. A POST
 * that only computes: cached by its input like a query, never retried. A
 * transaction that would fail (wrong sequence, insufficient funds) answers
 * HTTP 500 with code 2 and the chain's reason in the message.
 *
 * @example
 * ```ts
 * const { gas_info } = await simulateTx(client, { txBytes })
 * const gasLimit = (BigInt(gas_info.gas_used) * 13n) / 10n // 30 % headroom
 * ```
 */
export function simulateTx(
  client: GatewayClient,
  parameters: SimulateTxParameters,
  options?: RequestOptions,
): Promise<SimulateTxResponse> {
  return request(client, simulateTxEndpoint, parameters, options)
}
