import type * as z from './zod.ts'

/**
 * A schema of gatekit's, as its declarations show it: what it parses to (`TOutput`, a plain
 * TypeScript type written out), in the shape of a Standard Schema, without zod's own types. A
 * user's type-checking then never loads zod's declarations. At run time every gatekit schema is
 * a zod/mini schema, so the Standard Schema `validate` works as it does in zod:
 * `schema['~standard'].validate(json)`.
 *
 * @example
 * ```ts
 * const result = getBalancesResponseSchema['~standard'].validate(json)
 * // result.value: GetBalancesResponse when result.issues is undefined
 * ```
 */
export interface ResponseSchema<TOutput> {
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
export function zodOf<TOutput>(schema: ResponseSchema<TOutput>): z.ZodType<TOutput> {
  return schema as unknown as z.ZodType<TOutput>
}

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
