import type { ResponseSchema } from './responseSchema.ts'

// Response types name only the fields their schema declares, so a misspelt field fails to
// compile. The parsed values still hold every field the gateway sent (a newer chain's proto
// fields, an `Any`'s message fields): these two helpers are the way to reach them.

/**
 * A response type whose objects, at every depth, also admit fields their schema does not
 * declare, typed `unknown`. Declared fields keep their types.
 *
 * @example
 * ```ts
 * const balances: WithUnknownFields<GetBalancesResponse> = withUnknownFields(await getBalances(client, { address }))
 * balances.balances[0]?.new_proto_field // unknown
 * ```
 */
export type WithUnknownFields<T> = T extends readonly unknown[]
  ? { [K in keyof T]: WithUnknownFields<T[K]> }
  : T extends object
    ? { [K in keyof T]: WithUnknownFields<T[K]> } & { readonly [field: string]: unknown }
    : T

/**
 * The same value, typed so that fields its schema does not declare can be read (as `unknown`,
 * to be checked before use). Nothing is copied or checked at run time: gatekit's schemas keep
 * every field the gateway sends.
 *
 * @example
 * ```ts
 * const { data } = useBalances({ address })
 * const extra = data && withUnknownFields(data).new_proto_field // unknown: narrow it before use
 * ```
 */
export function withUnknownFields<T>(value: T): WithUnknownFields<T> {
  return value as WithUnknownFields<T>
}

type ObjectSchema = { _zod: { def: { shape: Readonly<Record<string, unknown>> } } } | { shape: Readonly<Record<string, unknown>> }

/**
 * The fields of a parsed object that its schema does not declare (the top level only): what a
 * newer gateway sends that this version of gatekit does not know yet.
 *
 * @example
 * ```ts
 * const response = await getBalances(client, { address })
 * unknownFields(getBalancesResponseSchema, response) // {} today; { new_field: ... } on a newer chain
 * ```
 */
export function unknownFields(schema: ObjectSchema | ResponseSchema<object>, value: object): Record<string, unknown> {
  // A gatekit object schema is a description whose `shape` names its declared fields; a zod one has it in its def.
  const declared = '_zod' in schema ? schema._zod.def.shape : (schema as { shape: Readonly<Record<string, unknown>> }).shape
  // fromEntries defines own properties, so even a `__proto__` key stays a plain field.
  return Object.fromEntries(Object.entries(value).filter(([name]) => !Object.prototype.hasOwnProperty.call(declared, name)))
}
