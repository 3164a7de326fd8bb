/**
 * A schema of a pay module's params, body or response, as gatekit's declarations show it: the
 * Standard Schema face every zod schema has (and gatekit's `ResponseSchema`s), with what it takes
 * (`TInput`) and what it parses to (`TOutput`). Declarations then never load zod's types. At run
 * time a pay schema is a zod schema: gatekit parses with it.
 *
 * @example
 * ```ts
 * const payment: PaySchema<unknown, { id: string }> = z.object({ id: z.string() })
 * ```
 */
export interface PaySchema<TInput = unknown, TOutput = unknown> {
  readonly '~standard': {
    readonly version: 1
    readonly vendor: string
    readonly validate: (value: unknown) => unknown
    /** Only for type inference: what the schema takes and gives. */
    readonly types?: { readonly input: TInput; readonly output: TOutput } | undefined
  }
}

/**
 * What a {@link PaySchema} takes.
 *
 * @example
 * ```ts
 * type Params = PaySchemaInput<typeof paramsSchema>
 * ```
 */
export type PaySchemaInput<TSchema> = TSchema extends { readonly '~standard': { readonly types?: infer TTypes } }
  ? NonNullable<TTypes> extends { readonly input: infer TInput }
    ? TInput
    : unknown
  : unknown

/**
 * What a {@link PaySchema} parses to.
 *
 * @example
 * ```ts
 * type Payment = PaySchemaOutput<typeof paymentSchema>
 * ```
 */
export type PaySchemaOutput<TSchema> = TSchema extends { readonly '~standard': { readonly types?: infer TTypes } }
  ? NonNullable<TTypes> extends { readonly output: infer TOutput }
    ? TOutput
    : unknown
  : unknown
