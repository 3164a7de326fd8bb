import * as z from './zod.ts'
import type { Assignable, ResponseSchema } from './responseSchema.ts'

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

const uint64Zod = /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.regex(/^\d+$/, { error: 'an unsigned integer as a decimal string' }))
type _uint64ZodCheck = [Assignable<z.output<typeof uint64Zod>, string>, Assignable<string, z.output<typeof uint64Zod>>]
/** Unsigned 64-bit integer as a decimal string (`"18446744073709551615"`). */
export const uint64Schema: ResponseSchema<string> = uint64Zod

const int64Zod = /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.regex(/^-?\d+$/, { error: 'an integer as a decimal string' }))
type _int64ZodCheck = [Assignable<z.output<typeof int64Zod>, string>, Assignable<string, z.output<typeof int64Zod>>]
/** Signed 64-bit integer as a decimal string (`"-1"`). */
export const int64Schema: ResponseSchema<string> = int64Zod

const decimalZod = /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.regex(/^-?\d+(\.\d+)?$/, { error: 'a decimal number as a string' }))
type _decimalZodCheck = [Assignable<z.output<typeof decimalZod>, string>, Assignable<string, z.output<typeof decimalZod>>]
/** An SDK `Dec` or `Int` as a decimal string (`"1.500000000000000000"`). */
export const decimalSchema: ResponseSchema<string> = decimalZod

const bytesZod = /* @__PURE__ */ z.string().check(
  /* @__PURE__ */ z.regex(/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=|[A-Za-z0-9+/]{2,3})?$/, {
    error: 'bytes as a base64 string',
  }),
)
type _bytesZodCheck = [Assignable<z.output<typeof bytesZod>, string>, Assignable<string, z.output<typeof bytesZod>>]
/** Bytes as standard base64 (may be empty). */
export const bytesSchema: ResponseSchema<string> = bytesZod

const int32Zod = /* @__PURE__ */ z.int()
type _int32ZodCheck = [Assignable<z.output<typeof int32Zod>, number>, Assignable<number, z.output<typeof int32Zod>>]
/** A 32-bit integer, sent by the gateway as a JSON number. */
export const int32Schema: ResponseSchema<number> = int32Zod

const anyZod = /* @__PURE__ */ z.union([
  // The '@type' form carries the message's own fields beside the type URL: an open object.
  /* @__PURE__ */ z.openObject({ '@type': /* @__PURE__ */ z.string() }),
  /* @__PURE__ */ z.looseObject({ type_url: /* @__PURE__ */ z.string(), value: /* @__PURE__ */ z.nullish(bytesZod) }),
])
type _anyZodCheck = [Assignable<z.output<typeof anyZod>, AnyValue>, Assignable<AnyValue, z.output<typeof anyZod>>]
/**
 * A protobuf `Any`. Real gateways send the proto3 JSON form
 * `{"@type": "/cosmos.auth.v1beta1.BaseAccount", ...fields}`; SPEC.md shows
 * `{type_url, value}`. Both parse; use {@link anyTypeUrl} to read the type.
 */
export const anySchema: ResponseSchema<AnyValue> = anyZod
/** A protobuf `Any` in either JSON form. */
export type AnyValue = {
  [x: string]: unknown
  "@type": string
} | {
  type_url: string
  value?: string | null | undefined
}

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

const coinZod = /* @__PURE__ */ z.looseObject({ denom: /* @__PURE__ */ z.string(), amount: uint64Zod })
type _coinZodCheck = [Assignable<z.output<typeof coinZod>, Coin>, Assignable<Coin, z.output<typeof coinZod>>]
/** A token amount: `denom` and an integer `amount` as a decimal string. */
export const coinSchema: ResponseSchema<Coin> = coinZod
/** A token amount. */
export type Coin = {
  denom: string
  amount: string
}

const decCoinZod = /* @__PURE__ */ z.looseObject({ denom: /* @__PURE__ */ z.string(), amount: decimalZod })
type _decCoinZodCheck = [Assignable<z.output<typeof decCoinZod>, DecCoin>, Assignable<DecCoin, z.output<typeof decCoinZod>>]
/** A token amount with a decimal `amount` (fee rates, rewards). */
export const decCoinSchema: ResponseSchema<DecCoin> = decCoinZod
/** A token amount with a decimal amount. */
export type DecCoin = {
  denom: string
  amount: string
}

const pageResponseZod = /* @__PURE__ */ z.nullish(
  /* @__PURE__ */ z.looseObject({ next_key: /* @__PURE__ */ z.nullish(bytesZod), total: /* @__PURE__ */ z.nullish(uint64Zod) }),
)
type _pageResponseZodCheck = [Assignable<z.output<typeof pageResponseZod>, PageResponse>, Assignable<PageResponse, z.output<typeof pageResponseZod>>]
/**
 * Pagination of a list response. `next_key` is null, empty or absent on the
 * last page; `total` is set only when `countTotal` was asked with an offset.
 * Some gateways send `pagination: null`.
 */
export const pageResponseSchema: ResponseSchema<PageResponse> = pageResponseZod
/** Pagination of a list response. */
export type PageResponse = {
  next_key?: string | null | undefined
  total?: string | null | undefined
} | null | undefined

const heightZod = /* @__PURE__ */ z.looseObject({ revision_number: uint64Zod, revision_height: uint64Zod })
type _heightZodCheck = [Assignable<z.output<typeof heightZod>, Height>, Assignable<Height, z.output<typeof heightZod>>]
/** An IBC height. */
export const heightSchema: ResponseSchema<Height> = heightZod
/** An IBC height. */
export type Height = {
  revision_number: string
  revision_height: string
}

const packetIdZod = /* @__PURE__ */ z.looseObject({ port_id: /* @__PURE__ */ z.string(), channel_id: /* @__PURE__ */ z.string(), sequence: uint64Zod })
type _packetIdZodCheck = [Assignable<z.output<typeof packetIdZod>, PacketId>, Assignable<PacketId, z.output<typeof packetIdZod>>]
/** Identifies an IBC packet. */
export const packetIdSchema: ResponseSchema<PacketId> = packetIdZod
/** Identifies an IBC packet. */
export type PacketId = {
  port_id: string
  channel_id: string
  sequence: string
}

const errorBodyZod = /* @__PURE__ */ z.looseObject({
  code: int32Zod,
  message: /* @__PURE__ */ z.string(),
  details: /* @__PURE__ */ z.array(anyZod),
  error: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
})
type _errorBodyZodCheck = [Assignable<z.output<typeof errorBodyZod>, {
  code: number
  message: string
  details: ({
    [x: string]: unknown
    "@type": string
  } | {
    type_url: string
    value?: string | null | undefined
  })[]
  error?: string | undefined
}>, Assignable<{
  code: number
  message: string
  details: ({
    [x: string]: unknown
    "@type": string
  } | {
    type_url: string
    value?: string | null | undefined
  })[]
  error?: string | undefined
}, z.output<typeof errorBodyZod>>]
/** The gateway's default error body. */
export const errorBodySchema: ResponseSchema<{
  code: number
  message: string
  details: ({
    [x: string]: unknown
    "@type": string
  } | {
    type_url: string
    value?: string | null | undefined
  })[]
  error?: string | undefined
}> = errorBodyZod

const eventAttributeZod = /* @__PURE__ */ z.looseObject({
  key: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  value: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  index: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
})
type _eventAttributeZodCheck = [Assignable<z.output<typeof eventAttributeZod>, {
  key?: string | null | undefined
  value?: string | null | undefined
  index?: boolean | undefined
}>, Assignable<{
  key?: string | null | undefined
  value?: string | null | undefined
  index?: boolean | undefined
}, z.output<typeof eventAttributeZod>>]
/** One event attribute. Tendermint 0.34 chains send base64 keys and values, CometBFT 0.37+ plain text. */
export const eventAttributeSchema: ResponseSchema<{
  key?: string | null | undefined
  value?: string | null | undefined
  index?: boolean | undefined
}> = eventAttributeZod

const eventZod = /* @__PURE__ */ z.looseObject({ type: /* @__PURE__ */ z.string(), attributes: /* @__PURE__ */ z.array(eventAttributeZod) })
type _eventZodCheck = [Assignable<z.output<typeof eventZod>, ChainEvent>, Assignable<ChainEvent, z.output<typeof eventZod>>]
/** A chain event: a type and its attributes. */
export const eventSchema: ResponseSchema<ChainEvent> = eventZod
/** A chain event. */
export type ChainEvent = {
  type: string
  attributes: {
    key?: string | null | undefined
    value?: string | null | undefined
    index?: boolean | undefined
  }[]
}

const abciMessageLogZod = /* @__PURE__ */ z.looseObject({
  msg_index: /* @__PURE__ */ z.optional(int32Zod),
  log: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  events: /* @__PURE__ */ z.array(eventZod),
})
type _abciMessageLogZodCheck = [Assignable<z.output<typeof abciMessageLogZod>, {
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
}>, Assignable<{
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
}, z.output<typeof abciMessageLogZod>>]
/** The events of one message of a transaction (deprecated by SDK 0.50, still sent). */
export const abciMessageLogSchema: ResponseSchema<{
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
}> = abciMessageLogZod

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
    messages: /* @__PURE__ */ z.array(anyZod),
    memo: /* @__PURE__ */ z.string(),
    timeout_height: uint64Zod,
    extension_options: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.array(anyZod)),
    non_critical_extension_options: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.array(anyZod)),
  })),
  auth_info: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.looseObject({
    signer_infos: /* @__PURE__ */ z.array(
      /* @__PURE__ */ z.looseObject({ public_key: /* @__PURE__ */ z.nullish(anyZod), mode_info: /* @__PURE__ */ z.nullish(modeInfoSchema), sequence: uint64Zod }),
    ),
    fee: /* @__PURE__ */ z.nullish(
      /* @__PURE__ */ z.looseObject({
        amount: /* @__PURE__ */ z.array(coinZod),
        gas_limit: uint64Zod,
        payer: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
        granter: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
      }),
    ),
    tip: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.looseObject({ amount: /* @__PURE__ */ z.array(coinZod), tipper: /* @__PURE__ */ z.string() })),
  })),
  signatures: /* @__PURE__ */ z.array(bytesZod),
})
type _txZodCheck = [Assignable<z.output<typeof txZod>, Tx>, Assignable<Tx, z.output<typeof txZod>>]
/** A transaction: body, auth info and signatures. */
export const txSchema: ResponseSchema<Tx> = txZod
/** A transaction. */
export type Tx = {
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
}

const txResponseZod = /* @__PURE__ */ z.looseObject({
  height: int64Zod,
  txhash: /* @__PURE__ */ z.string(),
  codespace: /* @__PURE__ */ z.string(),
  code: int32Zod,
  data: /* @__PURE__ */ z.string(),
  raw_log: /* @__PURE__ */ z.string(),
  logs: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.array(abciMessageLogZod)),
  info: /* @__PURE__ */ z.string(),
  gas_wanted: int64Zod,
  gas_used: int64Zod,
  tx: /* @__PURE__ */ z.nullish(anyZod),
  timestamp: /* @__PURE__ */ z.string(),
  events: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.array(eventZod)),
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
}

const blockIdZod = /* @__PURE__ */ z.looseObject({
  hash: /* @__PURE__ */ z.nullish(bytesZod),
  part_set_header: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.looseObject({ total: int32Zod, hash: /* @__PURE__ */ z.nullish(bytesZod) })),
})
type _blockIdZodCheck = [Assignable<z.output<typeof blockIdZod>, {
  hash?: string | null | undefined
  part_set_header?: {
    total: number
    hash?: string | null | undefined
  } | null | undefined
}>, Assignable<{
  hash?: string | null | undefined
  part_set_header?: {
    total: number
    hash?: string | null | undefined
  } | null | undefined
}, z.output<typeof blockIdZod>>]
/** A block identifier: hash and part-set header. */
export const blockIdSchema: ResponseSchema<{
  hash?: string | null | undefined
  part_set_header?: {
    total: number
    hash?: string | null | undefined
  } | null | undefined
}> = blockIdZod

const blockHeaderZod = /* @__PURE__ */ z.looseObject({
  version: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.looseObject({ block: uint64Zod, app: /* @__PURE__ */ z.optional(uint64Zod) })),
  chain_id: /* @__PURE__ */ z.string(),
  height: int64Zod,
  time: /* @__PURE__ */ z.string(),
  last_block_id: /* @__PURE__ */ z.nullish(blockIdZod),
  last_commit_hash: /* @__PURE__ */ z.nullish(bytesZod),
  data_hash: /* @__PURE__ */ z.nullish(bytesZod),
  validators_hash: /* @__PURE__ */ z.nullish(bytesZod),
  next_validators_hash: /* @__PURE__ */ z.nullish(bytesZod),
  consensus_hash: /* @__PURE__ */ z.nullish(bytesZod),
  app_hash: /* @__PURE__ */ z.nullish(bytesZod),
  last_results_hash: /* @__PURE__ */ z.nullish(bytesZod),
  evidence_hash: /* @__PURE__ */ z.nullish(bytesZod),
  /** Bytes (base64) in `block`, a bech32 consensus address in SDK 0.47+'s `sdk_block`; null when nil. */
  proposer_address: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
})
type _blockHeaderZodCheck = [Assignable<z.output<typeof blockHeaderZod>, {
  chain_id: string
  height: string
  time: string
  version?: {
    block: string
    app?: string | undefined
  } | null | undefined
  last_block_id?: {
    hash?: string | null | undefined
    part_set_header?: {
      total: number
      hash?: string | null | undefined
    } | null | undefined
  } | null | undefined
  last_commit_hash?: string | null | undefined
  data_hash?: string | null | undefined
  validators_hash?: string | null | undefined
  next_validators_hash?: string | null | undefined
  consensus_hash?: string | null | undefined
  app_hash?: string | null | undefined
  last_results_hash?: string | null | undefined
  evidence_hash?: string | null | undefined
  proposer_address?: string | null | undefined
}>, Assignable<{
  chain_id: string
  height: string
  time: string
  version?: {
    block: string
    app?: string | undefined
  } | null | undefined
  last_block_id?: {
    hash?: string | null | undefined
    part_set_header?: {
      total: number
      hash?: string | null | undefined
    } | null | undefined
  } | null | undefined
  last_commit_hash?: string | null | undefined
  data_hash?: string | null | undefined
  validators_hash?: string | null | undefined
  next_validators_hash?: string | null | undefined
  consensus_hash?: string | null | undefined
  app_hash?: string | null | undefined
  last_results_hash?: string | null | undefined
  evidence_hash?: string | null | undefined
  proposer_address?: string | null | undefined
}, z.output<typeof blockHeaderZod>>]
/** A block header. */
export const blockHeaderSchema: ResponseSchema<{
  chain_id: string
  height: string
  time: string
  version?: {
    block: string
    app?: string | undefined
  } | null | undefined
  last_block_id?: {
    hash?: string | null | undefined
    part_set_header?: {
      total: number
      hash?: string | null | undefined
    } | null | undefined
  } | null | undefined
  last_commit_hash?: string | null | undefined
  data_hash?: string | null | undefined
  validators_hash?: string | null | undefined
  next_validators_hash?: string | null | undefined
  consensus_hash?: string | null | undefined
  app_hash?: string | null | undefined
  last_results_hash?: string | null | undefined
  evidence_hash?: string | null | undefined
  proposer_address?: string | null | undefined
}> = blockHeaderZod

const commitZod = /* @__PURE__ */ z.looseObject({
  height: int64Zod,
  round: int32Zod,
  block_id: /* @__PURE__ */ z.nullish(blockIdZod),
  signatures: /* @__PURE__ */ z.array(
    /* @__PURE__ */ z.looseObject({
      block_id_flag: /* @__PURE__ */ z.string(),
      validator_address: /* @__PURE__ */ z.nullish(bytesZod),
      timestamp: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
      signature: /* @__PURE__ */ z.nullish(bytesZod),
    }),
  ),
})
type _commitZodCheck = [Assignable<z.output<typeof commitZod>, {
  height: string
  round: number
  signatures: {
    block_id_flag: string
    validator_address?: string | null | undefined
    timestamp?: string | null | undefined
    signature?: string | null | undefined
  }[]
  block_id?: {
    hash?: string | null | undefined
    part_set_header?: {
      total: number
      hash?: string | null | undefined
    } | null | undefined
  } | null | undefined
}>, Assignable<{
  height: string
  round: number
  signatures: {
    block_id_flag: string
    validator_address?: string | null | undefined
    timestamp?: string | null | undefined
    signature?: string | null | undefined
  }[]
  block_id?: {
    hash?: string | null | undefined
    part_set_header?: {
      total: number
      hash?: string | null | undefined
    } | null | undefined
  } | null | undefined
}, z.output<typeof commitZod>>]
/** A commit: the signatures that finalized a block. */
export const commitSchema: ResponseSchema<{
  height: string
  round: number
  signatures: {
    block_id_flag: string
    validator_address?: string | null | undefined
    timestamp?: string | null | undefined
    signature?: string | null | undefined
  }[]
  block_id?: {
    hash?: string | null | undefined
    part_set_header?: {
      total: number
      hash?: string | null | undefined
    } | null | undefined
  } | null | undefined
}> = commitZod

const blockZod = /* @__PURE__ */ z.looseObject({
  header: /* @__PURE__ */ z.nullish(blockHeaderZod),
  data: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.looseObject({ txs: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.array(bytesZod)) })),
  evidence: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.looseObject({ evidence: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.array(/* @__PURE__ */ z.looseObject({}))) })),
  last_commit: /* @__PURE__ */ z.nullish(commitZod),
})
type _blockZodCheck = [Assignable<z.output<typeof blockZod>, Block>, Assignable<Block, z.output<typeof blockZod>>]
/** A block: header, transactions, evidence and the last commit. */
export const blockSchema: ResponseSchema<Block> = blockZod
/** A block. */
export type Block = {
  header?: {
    chain_id: string
    height: string
    time: string
    version?: {
      block: string
      app?: string | undefined
    } | null | undefined
    last_block_id?: {
      hash?: string | null | undefined
      part_set_header?: {
        total: number
        hash?: string | null | undefined
      } | null | undefined
    } | null | undefined
    last_commit_hash?: string | null | undefined
    data_hash?: string | null | undefined
    validators_hash?: string | null | undefined
    next_validators_hash?: string | null | undefined
    consensus_hash?: string | null | undefined
    app_hash?: string | null | undefined
    last_results_hash?: string | null | undefined
    evidence_hash?: string | null | undefined
    proposer_address?: string | null | undefined
  } | null | undefined
  data?: {
    txs?: string[] | null | undefined
  } | null | undefined
  evidence?: {
    evidence?: {
      [x: string]: unknown
    }[] | null | undefined
  } | null | undefined
  last_commit?: {
    height: string
    round: number
    signatures: {
      block_id_flag: string
      validator_address?: string | null | undefined
      timestamp?: string | null | undefined
      signature?: string | null | undefined
    }[]
    block_id?: {
      hash?: string | null | undefined
      part_set_header?: {
        total: number
        hash?: string | null | undefined
      } | null | undefined
    } | null | undefined
  } | null | undefined
}
