import * as z from './zod.ts'

// Schemas are built with `/* @__PURE__ */` calls so that a bundler drops the ones an app does
// not use (esbuild honours only call-site annotations across files).
//
// Shapes shared by many endpoints. Objects are loose: fields a newer chain adds
// are kept, not rejected. 64-bit integers stay decimal strings so that data is
// exact and JSON-serializable (query caches can be dehydrated and persisted).
//
// Which fields may be null or absent (proto3 JSON as the Cosmos gateway writes it). The SDK's
// grpc-gateway marshals with gogoproto's jsonpb and `EmitDefaults: true`, so:
// - scalars (strings, int64/uint64 as strings, int32 numbers, bools, enums) are always sent,
//   with their default (`""`, `"0"`, `0`, `false`) when unset: they stay required;
// - repeated fields are always sent, as `[]` when empty: they stay required arrays;
// - message fields (an `Any` included) are `null` when unset, and absent from gateways that
//   marshal without EmitDefaults (grpc-gateway v2's protojson, proxies that drop nulls): every
//   message-typed field is `z.nullish`, whatever its gogoproto nullability on one chain line,
//   since proto3 lets any message field be unset and a gateway is not ours to trust;
// - bytes are `null` when the Go slice is nil (encoding/json writes a nil `[]byte` as null) and
//   `""` when empty: every bytes field is `z.nullish(bytesSchema)`.
// Elements of a repeated field are never null in proto3 JSON and stay required.

/** Unsigned 64-bit integer as a decimal string (`"18446744073709551615"`). */
export const uint64Schema = /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.regex(/^\d+$/, { error: 'an unsigned integer as a decimal string' }))

/** Signed 64-bit integer as a decimal string (`"-1"`). */
export const int64Schema = /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.regex(/^-?\d+$/, { error: 'an integer as a decimal string' }))

/** An SDK `Dec` or `Int` as a decimal string (`"1.500000000000000000"`). */
export const decimalSchema = /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.regex(/^-?\d+(\.\d+)?$/, { error: 'a decimal number as a string' }))

/** Bytes as standard base64 (may be empty). */
export const bytesSchema = /* @__PURE__ */ z.string().check(
  /* @__PURE__ */ z.regex(/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=|[A-Za-z0-9+/]{2,3})?$/, {
    error: 'bytes as a base64 string',
  }),
)

/** A 32-bit integer, sent by the gateway as a JSON number. */
export const int32Schema = /* @__PURE__ */ z.int()

/**
 * A protobuf `Any`. Real gateways send the proto3 JSON form
 * `{"@type": "/cosmos.auth.v1beta1.BaseAccount", ...fields}`; SPEC.md shows
 * `{type_url, value}`. Both parse; use {@link anyTypeUrl} to read the type.
 */
export const anySchema = /* @__PURE__ */ z.union([
  // The '@type' form carries the message's own fields beside the type URL: an open object.
  /* @__PURE__ */ z.openObject({ '@type': /* @__PURE__ */ z.string() }),
  /* @__PURE__ */ z.looseObject({ type_url: /* @__PURE__ */ z.string(), value: /* @__PURE__ */ z.nullish(bytesSchema) }),
])
/** A protobuf `Any` in either JSON form. */
export type AnyValue = z.output<typeof anySchema>

/**
 * The type URL of an `Any`, whichever JSON form it came in; `""` for an `Any` the
 * gateway sent as `null` or left out.
 *
 * @example
 * ```ts
 * anyTypeUrl({ '@type': '/cosmos.bank.v1beta1.MsgSend' }) // "/cosmos.bank.v1beta1.MsgSend"
 * anyTypeUrl(null) // ""
 * ```
 */
export function anyTypeUrl(value: AnyValue | null | undefined): string {
  if (value === null || value === undefined) return ''
  const typeUrl = '@type' in value ? value['@type'] : value.type_url
  return typeof typeUrl === 'string' ? typeUrl : ''
}

/** A token amount: `denom` and an integer `amount` as a decimal string. */
export const coinSchema = /* @__PURE__ */ z.looseObject({ denom: /* @__PURE__ */ z.string(), amount: uint64Schema })
/** A token amount. */
export type Coin = z.output<typeof coinSchema>

/** A token amount with a decimal `amount` (fee rates, rewards). */
export const decCoinSchema = /* @__PURE__ */ z.looseObject({ denom: /* @__PURE__ */ z.string(), amount: decimalSchema })
/** A token amount with a decimal amount. */
export type DecCoin = z.output<typeof decCoinSchema>

/**
 * Pagination of a list response. `next_key` is null, empty or absent on the
 * last page; `total` is set only when `countTotal` was asked with an offset.
 * Some gateways send `pagination: null`.
 */
export const pageResponseSchema = /* @__PURE__ */ z.nullish(
  /* @__PURE__ */ z.looseObject({ next_key: /* @__PURE__ */ z.nullish(bytesSchema), total: /* @__PURE__ */ z.nullish(uint64Schema) }),
)
/** Pagination of a list response. */
export type PageResponse = z.output<typeof pageResponseSchema>

/** An IBC height. */
export const heightSchema = /* @__PURE__ */ z.looseObject({ revision_number: uint64Schema, revision_height: uint64Schema })
/** An IBC height. */
export type Height = z.output<typeof heightSchema>

/** Identifies an IBC packet. */
export const packetIdSchema = /* @__PURE__ */ z.looseObject({ port_id: /* @__PURE__ */ z.string(), channel_id: /* @__PURE__ */ z.string(), sequence: uint64Schema })
/** Identifies an IBC packet. */
export type PacketId = z.output<typeof packetIdSchema>

/** The gateway's default error body. */
export const errorBodySchema = /* @__PURE__ */ z.looseObject({
  code: int32Schema,
  message: /* @__PURE__ */ z.string(),
  details: /* @__PURE__ */ z.array(anySchema),
  error: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
})

/** One event attribute. Tendermint 0.34 chains send base64 keys and values, CometBFT 0.37+ plain text. */
export const eventAttributeSchema = /* @__PURE__ */ z.looseObject({
  key: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  value: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  index: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
})

/** A chain event: a type and its attributes. */
export const eventSchema = /* @__PURE__ */ z.looseObject({ type: /* @__PURE__ */ z.string(), attributes: /* @__PURE__ */ z.array(eventAttributeSchema) })
/** A chain event. */
export type ChainEvent = z.output<typeof eventSchema>

/** The events of one message of a transaction (deprecated by SDK 0.50, still sent). */
export const abciMessageLogSchema = /* @__PURE__ */ z.looseObject({
  msg_index: /* @__PURE__ */ z.optional(int32Schema),
  log: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  events: /* @__PURE__ */ z.array(eventSchema),
})

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

/** A transaction: body, auth info and signatures. */
export const txSchema = /* @__PURE__ */ z.looseObject({
  body: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.looseObject({
    messages: /* @__PURE__ */ z.array(anySchema),
    memo: /* @__PURE__ */ z.string(),
    timeout_height: uint64Schema,
    extension_options: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.array(anySchema)),
    non_critical_extension_options: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.array(anySchema)),
  })),
  auth_info: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.looseObject({
    signer_infos: /* @__PURE__ */ z.array(
      /* @__PURE__ */ z.looseObject({ public_key: /* @__PURE__ */ z.nullish(anySchema), mode_info: /* @__PURE__ */ z.nullish(modeInfoSchema), sequence: uint64Schema }),
    ),
    fee: /* @__PURE__ */ z.nullish(
      /* @__PURE__ */ z.looseObject({
        amount: /* @__PURE__ */ z.array(coinSchema),
        gas_limit: uint64Schema,
        payer: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
        granter: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
      }),
    ),
    tip: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.looseObject({ amount: /* @__PURE__ */ z.array(coinSchema), tipper: /* @__PURE__ */ z.string() })),
  })),
  signatures: /* @__PURE__ */ z.array(bytesSchema),
})
/** A transaction. */
export type Tx = z.output<typeof txSchema>

/** The result of a transaction as the chain recorded it. */
export const txResponseSchema = /* @__PURE__ */ z.looseObject({
  height: int64Schema,
  txhash: /* @__PURE__ */ z.string(),
  codespace: /* @__PURE__ */ z.string(),
  code: int32Schema,
  data: /* @__PURE__ */ z.string(),
  raw_log: /* @__PURE__ */ z.string(),
  logs: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.array(abciMessageLogSchema)),
  info: /* @__PURE__ */ z.string(),
  gas_wanted: int64Schema,
  gas_used: int64Schema,
  tx: /* @__PURE__ */ z.nullish(anySchema),
  timestamp: /* @__PURE__ */ z.string(),
  events: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.array(eventSchema)),
})
/** The result of a transaction. */
export type TxResponse = z.output<typeof txResponseSchema>

/** A block identifier: hash and part-set header. */
export const blockIdSchema = /* @__PURE__ */ z.looseObject({
  hash: /* @__PURE__ */ z.nullish(bytesSchema),
  part_set_header: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.looseObject({ total: int32Schema, hash: /* @__PURE__ */ z.nullish(bytesSchema) })),
})

/** A block header. */
export const blockHeaderSchema = /* @__PURE__ */ z.looseObject({
  version: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.looseObject({ block: uint64Schema, app: /* @__PURE__ */ z.optional(uint64Schema) })),
  chain_id: /* @__PURE__ */ z.string(),
  height: int64Schema,
  time: /* @__PURE__ */ z.string(),
  last_block_id: /* @__PURE__ */ z.nullish(blockIdSchema),
  last_commit_hash: /* @__PURE__ */ z.nullish(bytesSchema),
  data_hash: /* @__PURE__ */ z.nullish(bytesSchema),
  validators_hash: /* @__PURE__ */ z.nullish(bytesSchema),
  next_validators_hash: /* @__PURE__ */ z.nullish(bytesSchema),
  consensus_hash: /* @__PURE__ */ z.nullish(bytesSchema),
  app_hash: /* @__PURE__ */ z.nullish(bytesSchema),
  last_results_hash: /* @__PURE__ */ z.nullish(bytesSchema),
  evidence_hash: /* @__PURE__ */ z.nullish(bytesSchema),
  /** Bytes (base64) in `block`, a bech32 consensus address in SDK 0.47+'s `sdk_block`; null when nil. */
  proposer_address: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
})

/** A commit: the signatures that finalized a block. */
export const commitSchema = /* @__PURE__ */ z.looseObject({
  height: int64Schema,
  round: int32Schema,
  block_id: /* @__PURE__ */ z.nullish(blockIdSchema),
  signatures: /* @__PURE__ */ z.array(
    /* @__PURE__ */ z.looseObject({
      block_id_flag: /* @__PURE__ */ z.string(),
      validator_address: /* @__PURE__ */ z.nullish(bytesSchema),
      timestamp: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
      signature: /* @__PURE__ */ z.nullish(bytesSchema),
    }),
  ),
})

/** A block: header, transactions, evidence and the last commit. */
export const blockSchema = /* @__PURE__ */ z.looseObject({
  header: /* @__PURE__ */ z.nullish(blockHeaderSchema),
  data: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.looseObject({ txs: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.array(bytesSchema)) })),
  evidence: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.looseObject({ evidence: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.array(/* @__PURE__ */ z.looseObject({}))) })),
  last_commit: /* @__PURE__ */ z.nullish(commitSchema),
})
/** A block. */
export type Block = z.output<typeof blockSchema>
