import type * as z from './zod.ts'

/**
 * A schema of gatekit's, as its declarations show it: what it parses to (`TOutput`, a plain
 * TypeScript type written out), in the shape of a Standard Schema, without zod's own types. A
 * user's type-checking then never loads zod's declarations. At run time every gatekit schema is
 * a zod/mini schema: `parse`, `safeParse` and the Standard Schema `validate` work as in zod.
 *
 * @example
 * ```ts
 * const balances = getBalancesResponseSchema.parse(json) // GetBalancesResponse, or throws
 * const result = getBalancesResponseSchema.safeParse(json) // { success: true, data } | { success: false, error }
 * ```
 */
export interface ResponseSchema<TOutput> {
  /** Parses a value, throwing a zod error when it does not match. */
  parse(value: unknown): TOutput
  /** Parses a value without throwing: `{ success, data }` or `{ success: false, error }`. */
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
 * The zod schema behind a {@link ResponseSchema}, to compose it into other schemas inside gatekit
 * (`z.array(zodOf(coinSchema))`). Every gatekit schema is a zod schema at run time; this only
 * gives the type back.
 *
 * @example
 * ```ts
 * const coinsSchema = z.array(zodOf(coinSchema)) // output Coin[]
 * ```
 */
export function zodOf<TOutput>(schema: ResponseSchema<TOutput>): ZodOf<TOutput> {
  return schema as unknown as ZodOf<TOutput>
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
