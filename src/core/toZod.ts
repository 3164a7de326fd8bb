import * as zodSchemas from './zodSchemas.ts'
import type { Shape } from './shape.ts'

// The failure path of validation: a schema description (`./shape.ts`) turned into the zod
// schema it describes, by replaying its zod/mini calls on `./zodSchemas.ts`. Loaded with
// `import()` when a value fails a description's own check (so zod decides, and reports its
// exact issues), or with `zodOf` and `parseResponse`, which give zod's schema and errors
// synchronously. Each description is built once. It imports nothing of the first load (a
// description is recognised by its fields), so a bundler that splits code by files keeps the
// first load in one file and this, with zod, in another.

const built = new WeakMap<Shape, unknown>()
const builders = zodSchemas as unknown as Record<string, (...args: unknown[]) => unknown>

/**
 * The zod schema a description describes (built once); any other value as it is.
 *
 * @example
 * ```ts
 * zodSchemas.safeParse(toZod(coinShape) as never, { denom: 'akii', amount: 12 }).error?.issues // zod's issues
 * ```
 */
export function toZod(schema: unknown): unknown {
  if (!isShape(schema)) return schema
  let zod = built.get(schema)
  if (zod === undefined) {
    const build = builders[schema.kind]
    if (!build) throw new TypeError(`gatekit: no zod form of z.${schema.kind}()`)
    zod = build(...schema.args.map((argument) => (schema.kind === 'lazy' ? () => toZod((argument as () => unknown)()) : toZodArgument(argument))))
    if (schema.checks.length > 0) {
      zod = (zod as { check: (...checks: unknown[]) => unknown }).check(...schema.checks.map(toZod))
    }
    built.set(schema, zod)
  }
  return zod
}

/** An argument of a zod/mini call: descriptions inside plain objects and arrays (a shape, a union's options) become zod schemas. */
function toZodArgument(argument: unknown): unknown {
  if (isShape(argument)) return toZod(argument)
  if (Array.isArray(argument)) return argument.map(toZodArgument)
  if (typeof argument === 'object' && argument !== null && Object.getPrototypeOf(argument) === Object.prototype) {
    return Object.fromEntries(Object.entries(argument).map(([key, value]) => [key, toZodArgument(value)]))
  }
  return argument
}

type SafeParseResult = { success: true; data: unknown } | { success: false; error: Error }

/**
 * zod's own parse of a schema (a description or a zod schema): its data, or its error with
 * every issue.
 *
 * @example
 * ```ts
 * safeParseWithZod(getBalancesResponseSchema, json) // { success: false, error: ZodError } for a broken page
 * ```
 */
export function safeParseWithZod(schema: unknown, value: unknown): SafeParseResult {
  return zodSchemas.safeParse(toZod(schema) as zodSchemas.ZodType, value) as SafeParseResult
}

/**
 * Standard Schema's result of zod's parse: `{ value }` or `{ issues }`.
 *
 * @example
 * ```ts
 * const { issues } = standardResult(coinShape, { denom: 'akii' })
 * ```
 */
export function standardResult(schema: unknown, value: unknown): { value: unknown } | { issues: readonly unknown[] } {
  const result = safeParseWithZod(schema, value)
  return result.success ? { value: result.data } : { issues: (result.error as unknown as { issues: unknown[] }).issues }
}

/** A description (`./shape.ts`'s `Shape`), by its fields. */
function isShape(value: unknown): value is Shape {
  return typeof value === 'object' && value !== null && 'kind' in value && 'args' in value && 'checks' in value
}
