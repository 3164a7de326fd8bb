import type * as zm from 'zod/mini'
import type * as zs from './zodSchemas.ts'
import { describe, Shape } from './shape.ts'
import type { ResponseSchema, ZodOf } from './responseSchema.ts'

// The schema language of gatekit's modules: zod/mini's functions, with zod/mini's types, that
// build descriptions (`Shape`, `./shape.ts`) instead of zod schemas. A description is checked by
// gatekit's own small validator and becomes a zod schema (`./zodSchemas.ts`, through
// `./toZod.ts`) only when a value fails that check, so that zod's exact issues are reported: an
// app that only reads valid answers never loads zod. The types are zod/mini's, so `z.output`,
// the written-out response types and their `Assignable` checks are unchanged.
// Library modules import `* as z` from this file, never from 'zod'.

export { maxNestingDepth } from './shape.ts'
export type { core, infer, input, output, ZodMiniUnknown } from 'zod/mini'
// zod's classes, for `instanceof` on what `zodOf` builds (a bundler keeps them only where used).
export { ZodMiniArray, ZodMiniObject, ZodMiniType } from 'zod/mini'
export type { KnownFieldsOutput, LooseObjectSchema, ZodType } from './zodSchemas.ts'

/** zod/mini's `string`, described. @example `z.string()` */
export const string = /* @__PURE__ */ describe<typeof zm.string>('string')
/** zod/mini's `boolean`, described. @example `z.boolean()` */
export const boolean = /* @__PURE__ */ describe<typeof zm.boolean>('boolean')
/** zod/mini's `int` (a safe integer), described. @example `z.int()` */
export const int = /* @__PURE__ */ describe<typeof zm.int>('int')
/** zod/mini's `number` (finite), described. @example `z.number()` */
export const number = /* @__PURE__ */ describe<typeof zm.number>('number')
/** zod/mini's `literal`, described. @example `z.literal(true)` */
export const literal = /* @__PURE__ */ describe<typeof zm.literal>('literal')
/** zod/mini's `enum`, described. @example `z.enum(['a', 'b'])` */
const enumSchema = /* @__PURE__ */ describe<typeof zm.enum>('enum')
export { enumSchema as enum }
/** zod/mini's `optional`, described. @example `z.optional(z.string())` */
export const optional = /* @__PURE__ */ describe<typeof zm.optional>('optional')
/** zod/mini's `nullable`, described. @example `z.nullable(z.string())` */
export const nullable = /* @__PURE__ */ describe<typeof zm.nullable>('nullable')
/** zod/mini's `nullish`, described. @example `z.nullish(z.string())` */
export const nullish = /* @__PURE__ */ describe<typeof zm.nullish>('nullish')
/** zod/mini's `_default`, described. @example `z._default(z.boolean(), false)` */
export const _default = /* @__PURE__ */ describe<typeof zm._default>('_default')
/** zod/mini's `union` (the first option that accepts), described. @example `z.union([a, b])` */
export const union = /* @__PURE__ */ describe<typeof zm.union>('union')
/** zod/mini's `discriminatedUnion`, described. @example `z.discriminatedUnion('kind', [a, b])` */
export const discriminatedUnion = /* @__PURE__ */ describe<typeof zm.discriminatedUnion>('discriminatedUnion')
/** zod/mini's `lazy` (for recursive schemas), described. @example `z.lazy(() => node)` */
export const lazy = /* @__PURE__ */ describe<typeof zm.lazy>('lazy')
/** zod/mini's `object` (unknown fields left out), described. @example `z.object({ id: z.string() })` */
export const object = /* @__PURE__ */ describe<typeof zm.object>('object')
/** zod/mini's `regex` check, for `.check()`. @example `z.string().check(z.regex(/^\d+$/))` */
export const regex = /* @__PURE__ */ describe<typeof zm.regex>('regex')
/** zod/mini's `refine` check, for `.check()`. @example `z.string().check(z.refine((s) => s !== ''))` */
export const refine = /* @__PURE__ */ describe<typeof zm.refine>('refine')
/** gatekit's `unknown` (any value not nested deeper than `maxNestingDepth`), described. @example `z.unknown()` */
export const unknown = /* @__PURE__ */ describe<typeof zs.unknown>('unknown')
/** gatekit's `looseObject` (keeps unknown fields, types the declared ones), described. @example `z.looseObject({ denom: z.string() })` */
export const looseObject = /* @__PURE__ */ describe<typeof zs.looseObject>('looseObject')
/** gatekit's `openObject` (an `Any`: its undeclared fields are its content), described. @example `z.openObject({ '@type': z.string() })` */
export const openObject = /* @__PURE__ */ describe<typeof zs.openObject>('openObject')
/** gatekit's `array`, described. @example `z.array(coinShape)` */
export const array = /* @__PURE__ */ describe<typeof zs.array>('array')

/**
 * zod/mini's `extend`: an object schema with more (or replaced) fields, of the same kind.
 *
 * @example
 * ```ts
 * const identifiedChannel = z.extend(channel, { port_id: z.string(), channel_id: z.string() })
 * ```
 */
export const extend = /* @__PURE__ */ ((base: Shape, fields: Record<string, unknown>) =>
  new Shape(base.kind, [{ ...(base.args[0] as object), ...fields }], base.checks)) as unknown as typeof zm.extend

type Parseable = { safeParse(value: unknown): { success: boolean; data?: unknown; error?: unknown } }

/**
 * Parses without throwing, with a description's own check (or a zod schema's own parser).
 *
 * @example
 * ```ts
 * z.safeParse(coinShape, { denom: 'akii', amount: '1' }).success // true
 * ```
 */
export const safeParse = /* @__PURE__ */ ((schema: Parseable, value: unknown) => schema.safeParse(value)) as typeof zm.safeParse

/**
 * Parses, throwing when the value does not match.
 *
 * @example
 * ```ts
 * const coin = z.parse(coinShape, json)
 * ```
 */
export const parse = /* @__PURE__ */ ((schema: Parseable, value: unknown) => {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  throw result.error
}) as typeof zm.parse

/**
 * Another module's exported schema (typed `ResponseSchema<T>`), as a field of a description:
 * the description itself, typed as the zod schema it describes. Builds nothing; `zodOf` (in
 * `./responseSchema.ts`) is the one that builds zod's schema.
 *
 * @example
 * ```ts
 * const balancesShape = z.looseObject({ balances: z.array(z.shapeOf(coinSchema)) })
 * ```
 */
export function shapeOf<TOutput>(schema: ResponseSchema<TOutput>): ZodOf<TOutput> {
  return schema as unknown as ZodOf<TOutput>
}
