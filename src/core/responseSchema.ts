import type * as z from './zod.ts'
import { registerExactParser } from './shape.ts'
import { safeParseWithZod, toZod } from './toZod.ts'

/**
 * A schema of gatekit's, as its declarations show it: what it parses to (`TOutput`, a plain
 * TypeScript type written out), in the shape of a Standard Schema, without zod's own types. A
 * user's type-checking then never loads zod's declarations. At run time every gatekit schema is
 * a description checked by gatekit's own validator, built into the zod/mini schema it describes
 * only when a value fails: `parse`, `safeParse` and the Standard Schema `validate` work as in zod.
 *
 * @example
 * ```ts
 * const balances = getBalancesResponseSchema.parse(json) // GetBalancesResponse, or throws
 * const result = getBalancesResponseSchema.safeParse(json) // { success: true, data } | { success: false, error }
 * ```
 */
export interface ResponseSchema<TOutput> {
  /**
   * Parses a value, throwing when it does not match: zod's error once zod is loaded (after any
   * response failed its check, or `zodOf`), before that an error whose one issue names the
   * first failing field. `~standard.validate` always gives zod's issues (waiting for zod).
   */
  parse(value: unknown): TOutput
  /** Parses a value without throwing: `{ success, data }` or `{ success: false, error }` (the error as `parse` throws it). */
  safeParse(
    value: unknown,
  ): { readonly success: true; readonly data: TOutput } | { readonly success: false; readonly error: Error }
  readonly '~standard': {
    readonly version: 1
    readonly vendor: string
    readonly validate: (value: unknown) => unknown
    /** Only for type inference: what the schema parses to. */
    readonly types?: { readonly input: unknown; readonly output: TOutput } | undefined
  }
}

/**
 * The output type of a {@link ResponseSchema}.
 *
 * @example
 * ```ts
 * type Balances = ResponseOf<typeof getBalancesResponseSchema> // GetBalancesResponse
 * ```
 */
export type ResponseOf<TSchema> = TSchema extends ResponseSchema<infer TOutput> ? TOutput : never

/**
 * The zod schema behind a {@link ResponseSchema}: gatekit's schemas are descriptions at run time
 * (checked without zod), and this builds the zod/mini schema one describes (once; it loads zod).
 * For tests and for composing with zod; a module composes descriptions with `z.shapeOf`.
 *
 * @example
 * ```ts
 * z.safeParse(zodOf(coinSchema), { denom: 'akii', amount: 12 }).error?.issues // zod's issues
 * ```
 */
export function zodOf<TOutput>(schema: ResponseSchema<TOutput>): ZodOf<TOutput> {
  // zod is loaded now: descriptions' synchronous parses fail with zod's own errors too.
  registerExactParser(safeParseWithZod)
  return toZod(schema) as ZodOf<TOutput>
}

/**
 * The zod type {@link zodOf} gives back: a schema that accepts `undefined` is an optional one,
 * so that an object field built from it stays an optional key (`pagination?:`), as it was.
 */
export type ZodOf<TOutput> = undefined extends TOutput
  ? z.core.$ZodOptional<z.ZodType<TOutput>>
  : z.ZodType<TOutput>

/**
 * Compiles only when `TFrom` is assignable to `TTo`. Each written-out response type is checked
 * against its schema's output both ways, so the two cannot drift:
 * `type _Check = [Assignable<z.output<typeof coinZod>, Coin>, Assignable<Coin, z.output<typeof coinZod>>]`.
 *
 * @example
 * ```ts
 * type _CoinCheck = [Assignable<z.output<typeof coinZod>, Coin>, Assignable<Coin, z.output<typeof coinZod>>]
 * ```
 */
export type Assignable<TFrom extends TTo, TTo> = [TFrom, TTo]
