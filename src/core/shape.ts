// gatekit's schemas as plain descriptions: each `z.looseObject(...)`, `z.string()`, ... of
// `src/core/zod.ts` records its zod/mini call (`kind` and `args`) in a `Shape` and builds nothing
// of zod. A Shape is compiled here, once and on first use, into the checks of `./shapeChecks.ts`:
// a validator exactly as strict as zod, without `eval` or `new Function`. A valid
// value comes back as it is (a copy only where a default fills in), and anything it does not
// accept is handed to zod itself, built from the same description only then
// (`src/core/toZod.ts`, loaded with `import()` on the request path), so SchemaError's issues,
// paths and messages are zod's. A page's first load then carries no zod at all.
//
// Nesting is bounded as in zod's parser (`src/core/zodSchemas.ts`): a value nested deeper than
// `maxNestingDepth` objects and arrays fails here, and zod's parser reports where.
//
// Profiled on the devnet's 1,000-transaction page, the check's time is the memory it reads
// (every value's type, every object's keys) and, per key, finding the field's plan: hence plans
// that test leaves inline and skip wrapper schemas, and a cache of each object's key order. What is
// left is that every object check is one piece of code, whose property caches see every schema: a
// schema may carry a precompiled check (`withPrecompiledCheck`, written out at build time by
// scripts/precompileChecks.ts), tried first, which reads each field by name from code of its own.

import {
  compileArray,
  compileObject,
  compileUnion,
  fail,
  inlineOf,
  isTooDeepHere,
  lastFailure,
  miss,
  resetFailure,
  tooDeepMessage,
  type Check,
  type Fields,
  type Plan,
} from './shapeChecks.ts'

export { fail, maxNestingDepth } from './shapeChecks.ts'
export type { Check } from './shapeChecks.ts'

type SafeParseResult = { success: true; data: unknown } | { success: false; error: Error }
type ExactParser = (schema: unknown, value: unknown) => SafeParseResult

// zod's own parse of a Shape, once `src/core/toZod.ts` is loaded (it registers itself).
let exactParser: ExactParser | undefined

/** @internal Called by `src/core/toZod.ts` when it loads: synchronous parses fail with zod's own error from then on. */
export function registerExactParser(parser: ExactParser): void {
  exactParser = parser
}

/**
 * zod's own parse of a schema, when zod is at hand: a user's zod schema parses itself, and a
 * description once `src/core/toZod.ts` has loaded. `undefined` otherwise.
 *
 * @example
 * ```ts
 * const result = exactSafeParse(endpoint.response, json) // zod's issues, or undefined before zod loads
 * ```
 */
export function exactSafeParse(schema: unknown, value: unknown): SafeParseResult | undefined {
  if (!(schema instanceof Shape)) return (schema as { safeParse(value: unknown): SafeParseResult }).safeParse(value)
  return exactParser?.(schema, value)
}

/**
 * Where a value fails a schema's check, as far as gatekit's own validator can say without zod:
 * the path of the first failing field and what it expected (zod's name of the type, or the
 * check's message). Undefined when the value passes.
 *
 * @example
 * ```ts
 * explainFailure(coinShape, { denom: 'akii', amount: 12 }) // { path: ['amount'], expected: 'string' }
 * ```
 */
export function explainFailure(schema: unknown, value: unknown): { path: PropertyKey[]; expected: string } | undefined {
  resetFailure()
  if (run(schema, value) !== fail) return undefined
  return lastFailure()
}

/**
 * A described schema: the zod/mini call that would build it, and the checks (`.check(...)`)
 * added to it. `parse`, `safeParse` and Standard Schema's `validate` check a value without zod.
 *
 * @example
 * ```ts
 * const coin = z.looseObject({ denom: z.string(), amount: z.string() }) // a Shape at run time
 * coin.safeParse({ denom: 'akii', amount: '1' }).success // true
 * ```
 */
export class Shape {
  /** The zod/mini function that builds this schema (`looseObject`, `string`, ...). */
  readonly kind: string
  /** Its arguments, with Shapes where zod schemas go. */
  readonly args: readonly unknown[]
  /** Checks added with `.check()`, each a Shape of a check function (`regex`, `refine`). */
  readonly checks: readonly Shape[]
  /**
   * This schema written out as a function (`scripts/precompileChecks.ts`), tried before the
   * run-time check: `true` when the value passes and is its own output, `false` when the
   * run-time check must decide.
   */
  readonly precompiled: PrecompiledCheck | undefined
  constructor(kind: string, args: readonly unknown[], checks: readonly Shape[] = [], precompiled?: PrecompiledCheck | undefined) {
    this.kind = kind
    this.args = args
    this.checks = checks
    this.precompiled = precompiled
  }

  /** The same schema with more checks (zod/mini's `.check()`). */
  check(...checks: Shape[]): Shape {
    return new Shape(this.kind, this.args, [...this.checks, ...checks])
  }

  /** An object schema's declared fields. */
  get shape(): Record<string, unknown> {
    return this.args[0] as Record<string, unknown>
  }

  /**
   * Parses without throwing. A value zod would reject fails with zod's own error once zod has
   * been loaded (after the first invalid response, or by `zodOf`); before that, with an error
   * whose one issue names the first failing field and what it expected: Standard Schema's
   * `validate` waits for zod's issues instead.
   */
  safeParse(value: unknown): SafeParseResult {
    const output = run(this, value)
    if (output !== fail) return { success: true, data: output }
    const exact = exactParser?.(this, value)
    if (exact) return exact
    const { path, expected } = explainFailure(this, value)!
    const error = new TypeError(`gatekit: expected ${expected} at ${path.map(String).join('.') || 'the top level'}.`)
    return { success: false, error: Object.assign(error, { issues: [{ code: 'custom', path, message: error.message }] }) }
  }

  /** Parses, throwing when the value does not match (see {@link Shape.safeParse}). */
  parse(value: unknown): unknown {
    const result = this.safeParse(value)
    if (result.success) return result.data
    throw result.error
  }

  /** Standard Schema: a valid value at once; an invalid one with zod's issues, once zod has loaded. */
  get '~standard'(): { version: 1; vendor: string; validate: (value: unknown) => unknown } {
    return {
      version: 1,
      vendor: 'gatekit',
      validate: (value) => {
        const output = run(this, value)
        if (output !== fail) return { value: output }
        return import('./toZod.ts').then((module) => module.standardResult(this, value))
      },
    }
  }
}

/** A schema's precompiled check: whether a value at `depth` passes, as its own output; `false` leaves the decision to the run-time check. */
export type PrecompiledCheck = (value: unknown, depth: number) => boolean

/**
 * A described schema with its precompiled check (generated by `scripts/precompileChecks.ts`),
 * which the validator tries first.
 *
 * @example
 * ```ts
 * export const getTxSearchResponseSchema = withPrecompiledCheck(getTxSearchResponseZod, precompiledTxSearchCheck)
 * ```
 */
// @__NO_SIDE_EFFECTS__
export function withPrecompiledCheck<TSchema>(schema: TSchema, precompiled: PrecompiledCheck): TSchema {
  const shape = schema as unknown as Shape
  return new Shape(shape.kind, shape.args, shape.checks, precompiled) as unknown as TSchema
}

/**
 * Records a zod/mini call as a {@link Shape}: `describe('string')` is a function that takes
 * zod/mini's `string` arguments, typed as that function.
 *
 * @example
 * ```ts
 * export const string = describe<typeof zm.string>('string')
 * ```
 */
// @__NO_SIDE_EFFECTS__
export function describe<TFunction>(kind: string): TFunction {
  return ((...args: unknown[]) => new Shape(kind, args)) as TFunction
}

// Each description's compiled check, built on its first use.
const compiled = new WeakMap<Shape, Check>()

/** The compiled check of a schema: a Shape's own (built once), or the Standard Schema `validate` of another (a user's zod schema). */
export function checkOf(schema: unknown): Check {
  if (schema instanceof Shape) {
    let check = compiled.get(schema)
    if (!check) compiled.set(schema, (check = compile(schema)))
    return check
  }
  const validate = (schema as { '~standard': { validate: (value: unknown) => unknown } })['~standard'].validate
  return (value) => {
    const result = validate(value) as { value?: unknown; issues?: unknown } | Promise<unknown>
    return result instanceof Promise || result.issues ? fail : result.value
  }
}

/**
 * Checks a value against a schema from the top: `fail` or the value's output.
 *
 * @example
 * ```ts
 * run(coinShape, { denom: 'akii', amount: '1' }) // the same object
 * ```
 */
export function run(schema: unknown, value: unknown): unknown {
  return checkOf(schema)(value, 0)
}

/** Whether an object field of this schema may be absent (zod's `optin`). */
function isOptionalIn(schema: unknown): boolean {
  if (!(schema instanceof Shape)) return (schema as { _zod?: { optin?: unknown } })._zod?.optin !== undefined
  switch (schema.kind) {
    case 'optional':
    case 'nullish':
    case '_default':
      return true
    case 'nullable':
      return isOptionalIn(schema.args[0])
    case 'lazy':
      return isOptionalIn((schema.args[0] as () => unknown)())
    case 'union':
      return (schema.args[0] as unknown[]).some(isOptionalIn)
    default:
      return false
  }
}

/**
 * How an object or array tests a field or element: inline for a string, boolean, integer or
 * integer-string (behind any `optional`, `nullable`, `nullish`), with its full check behind.
 */
function planOf(schema: unknown): Plan {
  let allowsUndefined = false
  let allowsNull = false
  let inner = schema
  // The wrappers' own checks are the plan's `allowsUndefined` and `allowsNull`: every other value
  // goes to the innermost schema's check, one call instead of one per wrapper.
  while (inner instanceof Shape && inner.checks.length === 0) {
    if (inner.kind === 'lazy') inner = (inner.args[0] as () => unknown)()
    else if (inner.kind === 'optional' || inner.kind === 'nullable' || inner.kind === 'nullish') {
      if (inner.kind !== 'nullable') allowsUndefined = true
      if (inner.kind !== 'optional') allowsNull = true
      inner = inner.args[0]
    } else break
  }
  return { check: checkOf(inner), inline: inlineOf(inner instanceof Shape ? inner : undefined), allowsUndefined, allowsNull }
}

function fieldsOf(shape: Record<string, unknown>): Fields {
  const keys = Object.keys(shape)
  return { keys, plans: keys.map((key) => planOf(shape[key])), required: keys.map((key) => !isOptionalIn(shape[key])) }
}

/** What zod says when a `.check()` check fails: its `error` message, or zod's own words for a pattern. */
function checkMessage(check: Shape): string {
  const error = (check.args[1] as { error?: unknown } | undefined)?.error
  if (typeof error === 'string') return error
  return check.kind === 'regex' ? `Invalid string: must match pattern ${String(check.args[0])}` : 'Invalid input'
}

/** The test of a `.check()` check (`regex`, `refine`) as zod runs it. */
function checkTest(check: Shape): (value: unknown) => boolean {
  const argument = check.args[0]
  if (check.kind === 'regex') {
    const pattern = argument as RegExp
    return (value) => {
      pattern.lastIndex = 0
      return pattern.test(value as string)
    }
  }
  if (check.kind === 'refine') return (value) => Boolean((argument as (value: unknown) => unknown)(value))
  throw new TypeError(`gatekit: no check-only form of the ${check.kind} check`)
}

function compile(schema: Shape): Check {
  const precompiled = schema.precompiled
  if (!precompiled) return compileWithChecks(schema)
  let general: Check | undefined
  return (value, depth) => (precompiled(value, depth) ? value : (general ??= compileWithChecks(schema))(value, depth))
}

function compileWithChecks(schema: Shape): Check {
  const base = compileBase(schema)
  if (schema.checks.length === 0) return base
  const tests = schema.checks.map(checkTest)
  const messages = schema.checks.map(checkMessage)
  return (value, depth) => {
    const output = base(value, depth)
    if (output === fail) return fail
    for (let index = 0; index < tests.length; index++) if (!tests[index]!(output)) return miss(messages[index]!)
    return output
  }
}

function compileBase(schema: Shape): Check {
  const [first, second] = schema.args
  switch (schema.kind) {
    case 'string':
      return (value) => (typeof value === 'string' ? value : miss('string'))
    case 'boolean':
      return (value) => (typeof value === 'boolean' ? value : miss('boolean'))
    case 'int':
      return (value) => (Number.isSafeInteger(value) ? value : miss(typeof value === 'number' ? 'int' : 'number'))
    case 'number':
      return (value) => (typeof value === 'number' && Number.isFinite(value) ? value : miss('number'))
    case 'unknown':
      return (value, depth) => (isTooDeepHere(value, depth) ? miss(tooDeepMessage) : value)
    case 'literal':
    case 'enum': {
      const values = new Set<unknown>(Array.isArray(first) ? first : schema.kind === 'enum' ? Object.values(first as object) : [first])
      return (value) => (values.has(value) ? value : miss(`one of ${[...values].map((v) => JSON.stringify(v)).join(', ')}`))
    }
    case 'optional':
    case 'nullable':
    case 'nullish': {
      const inner = checkOf(first)
      const optional = schema.kind !== 'nullable'
      const nullable = schema.kind !== 'optional'
      return (value, depth) => ((optional && value === undefined) || (nullable && value === null) ? value : inner(value, depth))
    }
    case '_default': {
      const inner = checkOf(first)
      return (value, depth) => (value === undefined ? second : inner(value, depth))
    }
    case 'lazy': {
      let inner: Check | undefined
      return (value, depth) => (inner ??= checkOf((first as () => unknown)()))(value, depth)
    }
    case 'union':
    case 'discriminatedUnion': {
      const options = (schema.kind === 'union' ? first : second) as unknown[]
      return compileUnion(() => options.map(checkOf))
    }
    case 'array':
      return compileArray(() => planOf(first))
    case 'looseObject':
    case 'openObject':
    case 'object':
      return compileObject(() => fieldsOf(first as Record<string, unknown>), schema.kind === 'object')
    default:
      throw new TypeError(`gatekit: no check-only form of z.${schema.kind}()`)
  }
}
