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
  '@type': string
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
  details: /* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(anySchema)),
  error: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
})
type _errorBodyZodCheck = [Assignable<z.output<typeof errorBodyZod>, ErrorBody>, Assignable<ErrorBody, z.output<typeof errorBodyZod>>]
/** The gateway's default error body. */
export const errorBodySchema: ResponseSchema<ErrorBody> = errorBodyZod
/** The gateway's default error body. */
export type ErrorBody = {
  code: number
  message: string
  details: AnyValue[]
  error?: string | undefined
}
