// Transactions as the gateway sends them: events, ABCI logs, signer modes, a decoded `Tx` and a `TxResponse`
// (proto3 JSON; which fields may be null is said at the top of schemas.ts).
import * as z from './zod.ts'
import type { Assignable, ResponseSchema } from './responseSchema.ts'
import { anySchema, bytesSchema, coinSchema, int32Schema, int64Schema, uint64Schema } from './schemas.ts'
import type { AnyValue } from './schemas.ts'
import type { Coin } from './schemas.ts'

const eventAttributeZod = /* @__PURE__ */ z.looseObject({
  key: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  value: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  index: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
})
type _eventAttributeZodCheck = [Assignable<z.output<typeof eventAttributeZod>, EventAttribute>, Assignable<EventAttribute, z.output<typeof eventAttributeZod>>]
/** One event attribute. Tendermint 0.34 chains send base64 keys and values, CometBFT 0.37+ plain text. */
export const eventAttributeSchema: ResponseSchema<EventAttribute> = eventAttributeZod
/** One event attribute. */
export type EventAttribute = {
  key?: string | null | undefined
  value?: string | null | undefined
  index?: boolean | undefined
}

const eventZod = /* @__PURE__ */ z.looseObject({ type: /* @__PURE__ */ z.string(), attributes: /* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(eventAttributeSchema)) })
type _eventZodCheck = [Assignable<z.output<typeof eventZod>, ChainEvent>, Assignable<ChainEvent, z.output<typeof eventZod>>]
/** A chain event: a type and its attributes. */
export const eventSchema: ResponseSchema<ChainEvent> = eventZod
/** A chain event. */
export type ChainEvent = {
  type: string
  attributes: EventAttribute[]
}

const abciMessageLogZod = /* @__PURE__ */ z.looseObject({
  msg_index: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.shapeOf(int32Schema)),
  log: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  events: /* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(eventSchema)),
})
type _abciMessageLogZodCheck = [Assignable<z.output<typeof abciMessageLogZod>, AbciMessageLog>, Assignable<AbciMessageLog, z.output<typeof abciMessageLogZod>>]
/** The events of one message of a transaction (deprecated by SDK 0.50, still sent). */
export const abciMessageLogSchema: ResponseSchema<AbciMessageLog> = abciMessageLogZod
/** The events of one message of a transaction (deprecated by SDK 0.50, still sent). */
export type AbciMessageLog = {
  events: ChainEvent[]
  msg_index?: number | undefined
  log?: string | undefined
}

const modeInfoSchema: z.ZodType<ModeInfo> = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    single: z.nullish(z.looseObject({ mode: z.string() })),
    multi: z.nullish(z.looseObject({ bitarray: z.optional(z.unknown()), mode_infos: z.array(modeInfoSchema) })),
  }),
)
/** How a signer signed: one mode, or a multisig's nested modes. */
export type ModeInfo = {
  single?: { mode: string } | null | undefined
  multi?: { bitarray?: unknown; mode_infos: ModeInfo[] } | null | undefined
}

const txZod = /* @__PURE__ */ z.looseObject({
  body: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.looseObject({
    messages: /* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(anySchema)),
    memo: /* @__PURE__ */ z.string(),
    timeout_height: /* @__PURE__ */ z.shapeOf(uint64Schema),
    extension_options: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(anySchema))),
    non_critical_extension_options: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(anySchema))),
  })),
  auth_info: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.looseObject({
    signer_infos: /* @__PURE__ */ z.array(
      /* @__PURE__ */ z.looseObject({ public_key: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(anySchema)), mode_info: /* @__PURE__ */ z.nullish(modeInfoSchema), sequence: /* @__PURE__ */ z.shapeOf(uint64Schema) }),
    ),
    fee: /* @__PURE__ */ z.nullish(
      /* @__PURE__ */ z.looseObject({
        amount: /* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(coinSchema)),
        gas_limit: /* @__PURE__ */ z.shapeOf(uint64Schema),
        payer: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
        granter: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
      }),
    ),
    tip: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.looseObject({ amount: /* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(coinSchema)), tipper: /* @__PURE__ */ z.string() })),
  })),
  signatures: /* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(bytesSchema)),
})
type _txZodCheck = [Assignable<z.output<typeof txZod>, Tx>, Assignable<Tx, z.output<typeof txZod>>]
/** A transaction: body, auth info and signatures. */
export const txSchema: ResponseSchema<Tx> = txZod
/** A transaction. */
export type Tx = {
  signatures: string[]
  body?: {
    messages: AnyValue[]
    memo: string
    timeout_height: string
    extension_options?: AnyValue[] | undefined
    non_critical_extension_options?: AnyValue[] | undefined
  } | null | undefined
  auth_info?: {
    signer_infos: {
      sequence: string
      public_key?: AnyValue | null | undefined
      mode_info?: ModeInfo | null | undefined
    }[]
    fee?: {
      amount: Coin[]
      gas_limit: string
      payer?: string | undefined
      granter?: string | undefined
    } | null | undefined
    tip?: {
      amount: Coin[]
      tipper: string
    } | null | undefined
  } | null | undefined
}

const txResponseZod = /* @__PURE__ */ z.looseObject({
  height: /* @__PURE__ */ z.shapeOf(int64Schema),
  txhash: /* @__PURE__ */ z.string(),
  codespace: /* @__PURE__ */ z.string(),
  code: /* @__PURE__ */ z.shapeOf(int32Schema),
  data: /* @__PURE__ */ z.string(),
  raw_log: /* @__PURE__ */ z.string(),
  logs: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(abciMessageLogSchema))),
  info: /* @__PURE__ */ z.string(),
  gas_wanted: /* @__PURE__ */ z.shapeOf(int64Schema),
  gas_used: /* @__PURE__ */ z.shapeOf(int64Schema),
  tx: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(anySchema)),
  timestamp: /* @__PURE__ */ z.string(),
  events: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(eventSchema))),
})
type _txResponseZodCheck = [Assignable<z.output<typeof txResponseZod>, TxResponse>, Assignable<TxResponse, z.output<typeof txResponseZod>>]
/** The result of a transaction as the chain recorded it. */
export const txResponseSchema: ResponseSchema<TxResponse> = txResponseZod
/** The result of a transaction. */
export type TxResponse = {
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
  logs?: AbciMessageLog[] | null | undefined
  tx?: AnyValue | null | undefined
  events?: ChainEvent[] | null | undefined
}
