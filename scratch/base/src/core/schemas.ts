import * as z from 'zod'

// Shapes shared by many endpoints. Objects are loose: fields a newer chain adds
// are kept, not rejected. 64-bit integers stay decimal strings so that data is
// exact and JSON-serializable (query caches can be dehydrated and persisted).

/** Unsigned 64-bit integer as a decimal string (`"18446744073709551615"`). */
export const uint64Schema = z.string().regex(/^\d+$/, { error: 'an unsigned integer as a decimal string' })

/** Signed 64-bit integer as a decimal string (`"-1"`). */
export const int64Schema = z.string().regex(/^-?\d+$/, { error: 'an integer as a decimal string' })

/** An SDK `Dec` or `Int` as a decimal string (`"1.500000000000000000"`). */
export const decimalSchema = z.string().regex(/^-?\d+(\.\d+)?$/, { error: 'a decimal number as a string' })

/** Bytes as standard base64 (may be empty). */
export const bytesSchema = z
  .string()
  .regex(/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=|[A-Za-z0-9+/]{2,3})?$/, {
    error: 'bytes as a base64 string',
  })

/** A 32-bit integer, sent by the gateway as a JSON number. */
export const int32Schema = z.number().int()

/**
 * A protobuf `Any`. Real gateways send the proto3 JSON form
 * `{"@type": "/cosmos.auth.v1beta1.BaseAccount", ...fields}`; SPEC.md shows
 * `{type_url, value}`. Both parse; use {@link anyTypeUrl} to read the type.
 */
export const anySchema = z.union([
  z.looseObject({ '@type': z.string() }),
  z.looseObject({ type_url: z.string(), value: bytesSchema.nullish() }),
])
/** A protobuf `Any` in either JSON form. */
export type AnyValue = z.output<typeof anySchema>

/**
 * The type URL of an `Any`, whichever JSON form it came in.
 *
 * @example
 * ```ts
 * anyTypeUrl({ '@type': '/cosmos.bank.v1beta1.MsgSend' }) // "/cosmos.bank.v1beta1.MsgSend"
 * ```
 */
export function anyTypeUrl(value: AnyValue): string {
  const typeUrl = '@type' in value ? value['@type'] : value.type_url
  return typeof typeUrl === 'string' ? typeUrl : ''
}

/** A token amount: `denom` and an integer `amount` as a decimal string. */
export const coinSchema = z.looseObject({ denom: z.string(), amount: uint64Schema })
/** A token amount. */
export type Coin = z.output<typeof coinSchema>

/** A token amount with a decimal `amount` (fee rates, rewards). */
export const decCoinSchema = z.looseObject({ denom: z.string(), amount: decimalSchema })
/** A token amount with a decimal amount. */
export type DecCoin = z.output<typeof decCoinSchema>

/**
 * Pagination of a list response. `next_key` is null, empty or absent on the
 * last page; `total` is set only when `countTotal` was asked with an offset.
 * Some gateways send `pagination: null`.
 */
export const pageResponseSchema = z
  .looseObject({ next_key: bytesSchema.nullish(), total: uint64Schema.nullish() })
  .nullish()
/** Pagination of a list response. */
export type PageResponse = z.output<typeof pageResponseSchema>

/** An IBC height. */
export const heightSchema = z.looseObject({ revision_number: uint64Schema, revision_height: uint64Schema })
/** An IBC height. */
export type Height = z.output<typeof heightSchema>

/** Identifies an IBC packet. */
export const packetIdSchema = z.looseObject({ port_id: z.string(), channel_id: z.string(), sequence: uint64Schema })
/** Identifies an IBC packet. */
export type PacketId = z.output<typeof packetIdSchema>

/** The gateway's default error body. */
export const errorBodySchema = z.looseObject({
  code: int32Schema,
  message: z.string(),
  details: z.array(anySchema),
  error: z.string().optional(),
})

/** One event attribute. Tendermint 0.34 chains send base64 keys and values, CometBFT 0.37+ plain text. */
export const eventAttributeSchema = z.looseObject({
  key: z.string().nullish(),
  value: z.string().nullish(),
  index: z.boolean().optional(),
})

/** A chain event: a type and its attributes. */
export const eventSchema = z.looseObject({ type: z.string(), attributes: z.array(eventAttributeSchema) })
/** A chain event. */
export type ChainEvent = z.output<typeof eventSchema>

/** The events of one message of a transaction (deprecated by SDK 0.50, still sent). */
export const abciMessageLogSchema = z.looseObject({
  msg_index: int32Schema.optional(),
  log: z.string().optional(),
  events: z.array(eventSchema),
})

const modeInfoSchema: z.ZodType<ModeInfo> = z.lazy(() =>
  z.looseObject({
    single: z.looseObject({ mode: z.string() }).optional(),
    multi: z.looseObject({ bitarray: z.unknown().optional(), mode_infos: z.array(modeInfoSchema) }).optional(),
  }),
)
/** How a signer signed: one mode, or a multisig's nested modes. */
export type ModeInfo = {
  single?: { mode: string; [key: string]: unknown } | undefined
  multi?: { bitarray?: unknown; mode_infos: ModeInfo[]; [key: string]: unknown } | undefined
  [key: string]: unknown
}

/** A transaction: body, auth info and signatures. */
export const txSchema = z.looseObject({
  body: z.looseObject({
    messages: z.array(anySchema),
    memo: z.string(),
    timeout_height: uint64Schema,
    extension_options: z.array(anySchema).optional(),
    non_critical_extension_options: z.array(anySchema).optional(),
  }),
  auth_info: z.looseObject({
    signer_infos: z.array(
      z.looseObject({ public_key: anySchema.nullish(), mode_info: modeInfoSchema.nullish(), sequence: uint64Schema }),
    ),
    fee: z
      .looseObject({
        amount: z.array(coinSchema),
        gas_limit: uint64Schema,
        payer: z.string().optional(),
        granter: z.string().optional(),
      })
      .nullish(),
    tip: z.looseObject({ amount: z.array(coinSchema), tipper: z.string() }).nullish(),
  }),
  signatures: z.array(bytesSchema),
})
/** A transaction. */
export type Tx = z.output<typeof txSchema>

/** The result of a transaction as the chain recorded it. */
export const txResponseSchema = z.looseObject({
  height: int64Schema,
  txhash: z.string(),
  codespace: z.string(),
  code: int32Schema,
  data: z.string(),
  raw_log: z.string(),
  logs: z.array(abciMessageLogSchema).nullish(),
  info: z.string(),
  gas_wanted: int64Schema,
  gas_used: int64Schema,
  tx: anySchema.nullish(),
  timestamp: z.string(),
  events: z.array(eventSchema).nullish(),
})
/** The result of a transaction. */
export type TxResponse = z.output<typeof txResponseSchema>

/** A block identifier: hash and part-set header. */
export const blockIdSchema = z.looseObject({
  hash: bytesSchema.nullish(),
  part_set_header: z.looseObject({ total: int32Schema, hash: bytesSchema.nullish() }).nullish(),
})

/** A block header. */
export const blockHeaderSchema = z.looseObject({
  version: z.looseObject({ block: uint64Schema, app: uint64Schema.optional() }).nullish(),
  chain_id: z.string(),
  height: int64Schema,
  time: z.string(),
  last_block_id: blockIdSchema.nullish(),
  last_commit_hash: bytesSchema.nullish(),
  data_hash: bytesSchema.nullish(),
  validators_hash: bytesSchema.nullish(),
  next_validators_hash: bytesSchema.nullish(),
  consensus_hash: bytesSchema.nullish(),
  app_hash: bytesSchema.nullish(),
  last_results_hash: bytesSchema.nullish(),
  evidence_hash: bytesSchema.nullish(),
  proposer_address: z.string(),
})

/** A commit: the signatures that finalized a block. */
export const commitSchema = z.looseObject({
  height: int64Schema,
  round: int32Schema,
  block_id: blockIdSchema.nullish(),
  signatures: z.array(
    z.looseObject({
      block_id_flag: z.string(),
      validator_address: bytesSchema.nullish(),
      timestamp: z.string().nullish(),
      signature: bytesSchema.nullish(),
    }),
  ),
})

/** A block: header, transactions, evidence and the last commit. */
export const blockSchema = z.looseObject({
  header: blockHeaderSchema,
  data: z.looseObject({ txs: z.array(bytesSchema).nullish() }),
  evidence: z.looseObject({ evidence: z.array(z.looseObject({})).nullish() }).nullish(),
  last_commit: commitSchema.nullish(),
})
/** A block. */
export type Block = z.output<typeof blockSchema>
