// gatekit's schemas as plain descriptions: each `z.looseObject(...)`, `z.string()`, ... of
// `src/core/zod.ts` records its zod/mini call (`kind` and `args`) in a `Shape` and builds nothing
// of zod. A Shape is checked here by a small validator that is exactly as strict as zod: a valid
// value comes back as it is (a copy only where a default fills in), and anything it does not
// accept is handed to zod itself, built from the same description only then
// (`src/core/toZod.ts`, loaded with `import()` on the request path), so SchemaError's issues,
// paths and messages are zod's. A page's first load then carries no zod at all.
//
// Nesting is bounded as in zod's parser (`src/core/zodSchemas.ts`): a value nested deeper than
// `maxNestingDepth` objects and arrays fails here, and zod's parser reports where.

/**
 * The deepest nesting of objects and arrays a validated response may have (the top-level
 * object counts as 1). Real gateway answers stay under 20 (a transaction search result with
 * a contract message inside is about 12); a deeper one is refused with a SchemaError.
 *
 * @example
 * ```ts
 * z.safeParse(z.array(z.unknown()), deeplyNested).success // false beyond maxNestingDepth levels
 * ```
 */
export const maxNestingDepth = 64

/** What a check returns for a value it does not accept. */
export const fail: unique symbol = /* @__PURE__ */ Symbol('fail')

/** A check: the value's output (the value itself unless a default fills in), or `fail`. */
export type Check = (value: unknown) => unknown

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

// Where the last failed check failed, written only on failure: the keys from the innermost
// out, and what the failing leaf wanted (zod's `expected` type, or its check's message).
let failedPath: PropertyKey[] = []
let failedExpected = ''

function miss(expected: string): typeof fail {
  failedExpected = expected
  return fail
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
  failedPath = []
  failedExpected = 'a valid value'
  if (run(schema, value) !== fail) return undefined
  return { path: failedPath.reverse(), expected: failedExpected }
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
  /** @internal This schema's compiled check. */
  compiled: Check | undefined

  constructor(kind: string, args: readonly unknown[], checks: readonly Shape[] = []) {
    this.kind = kind
    this.args = args
    this.checks = checks
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

/** The compiled check of a schema: a Shape's own, or the Standard Schema `validate` of another (a user's zod schema). */
export function checkOf(schema: unknown): Check {
  if (schema instanceof Shape) return (schema.compiled ??= compile(schema))
  const validate = (schema as { '~standard': { validate: (value: unknown) => unknown } })['~standard'].validate
  return (value) => {
    const result = validate(value) as { value?: unknown; issues?: unknown } | Promise<unknown>
    return result instanceof Promise || result.issues ? fail : result.value
  }
}

// How many objects and arrays the current check is inside. Checks are synchronous, and a
// container restores the count it found even when a check throws.
let depth = 0

const hasOwn = Object.prototype.hasOwnProperty

/**
 * Whether `value` has an object or array nested more than `budget` levels deep (`value` itself
 * is level 1). Recursion is at most `budget` deep, so it cannot overflow the stack.
 */
function isTooDeep(value: object, budget: number): boolean {
  if (budget <= 0) return true
  if (Array.isArray(value)) {
    // An index loop: `for...in` over an array walks string keys, several times slower.
    for (let index = 0; index < value.length; index++) {
      const item: unknown = value[index]
      if (typeof item === 'object' && item !== null && isTooDeep(item, budget - 1)) return true
    }
    return false
  }
  for (const key in value) {
    const item: unknown = (value as Record<string, unknown>)[key]
    if (typeof item === 'object' && item !== null && isTooDeep(item, budget - 1)) return true
  }
  return false
}

/**
 * A container's check, counted in `depth`: one level too deep fails. No try/finally on this hot
 * path: every entry point (`run`) starts the count from 0, so a check that throws (a user's
 * refinement) cannot leave it raised for the next value.
 */
function nested(check: Check): Check {
  return (value) => {
    if (depth >= maxNestingDepth) return miss(tooDeepMessage)
    depth++
    const output = check(value)
    depth--
    return output
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
  depth = 0
  return checkOf(schema)(value)
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

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const tooDeepMessage = `no nesting deeper than ${maxNestingDepth} levels`

/** Records a failed field's key (or index) on the failure path, and fails. */
function failAt(key: PropertyKey, _expected?: typeof fail): typeof fail {
  failedPath.push(key)
  return fail
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
  const base = compileBase(schema)
  if (schema.checks.length === 0) return base
  const tests = schema.checks.map(checkTest)
  const messages = schema.checks.map(checkMessage)
  return (value) => {
    const output = base(value)
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
      return (value) => (typeof value === 'object' && value !== null && isTooDeep(value, maxNestingDepth - depth) ? miss(tooDeepMessage) : value)
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
      return (value) => ((optional && value === undefined) || (nullable && value === null) ? value : inner(value))
    }
    case '_default': {
      const inner = checkOf(first)
      return (value) => (value === undefined ? second : inner(value))
    }
    case 'lazy': {
      let inner: Check | undefined
      return (value) => (inner ??= checkOf((first as () => unknown)()))(value)
    }
    case 'union':
    case 'discriminatedUnion': {
      let options: Check[] | undefined
      const list = (schema.kind === 'union' ? first : second) as unknown[]
      return (value) => {
        options ??= list.map(checkOf)
        const base = failedPath.length
        let deepest: { path: PropertyKey[]; expected: string } | undefined
        for (const option of options) {
          const output = option(value)
          if (output !== fail) return output
          // zod's union issue: SchemaError reports the branch that got furthest into the value.
          const path = failedPath.splice(base)
          if (!deepest || path.length > deepest.path.length) deepest = { path, expected: failedExpected }
        }
        failedPath.push(...deepest!.path)
        return miss(deepest!.expected)
      }
    }
    case 'array':
      return nested(compileArray(first))
    case 'looseObject':
    case 'openObject':
    case 'object':
      return nested(compileObject(first as Record<string, unknown>, schema.kind === 'object'))
    default:
      throw new TypeError(`gatekit: no check-only form of z.${schema.kind}()`)
  }
}

function compileArray(elementSchema: unknown): Check {
  let element: Check | undefined
  return (input) => {
    if (!Array.isArray(input)) return miss('array')
    element ??= checkOf(elementSchema)
    let output = input
    for (let index = 0; index < input.length; index++) {
      const value: unknown = input[index]
      const result = element(value)
      if (result === fail) return failAt(index)
      if (result !== value) {
        if (output === input) output = input.slice()
        output[index] = result
      }
    }
    return output
  }
}

// How an object field is tested inline, without a call: most fields are plain or nullish strings.
const Inline = { None: 0, String: 1, NullishString: 2 } as const
type Inline = (typeof Inline)[keyof typeof Inline]

function inlineOf(schema: unknown): Inline {
  if (!(schema instanceof Shape) || schema.checks.length > 0) return Inline.None
  if (schema.kind === 'string') return Inline.String
  const inner = schema.args[0]
  return schema.kind === 'nullish' && inner instanceof Shape && inner.kind === 'string' && inner.checks.length === 0
    ? Inline.NullishString
    : Inline.None
}

function compileObject(shape: Record<string, unknown>, strip: boolean): Check {
  let keys: string[] | undefined
  let indexOf = new Map<string, number>()
  let checks: Check[] = []
  let required: boolean[] = []
  let inline: Inline[] = []
  return (input) => {
    if (!isPlainObject(input)) return miss('object')
    if (!keys) {
      keys = Object.keys(shape)
      indexOf = new Map(keys.map((key, index) => [key, index]))
      checks = keys.map((key) => checkOf(shape[key]))
      required = keys.map((key) => !isOptionalIn(shape[key]))
      inline = keys.map((key) => inlineOf(shape[key]))
    }
    let output = input
    let seen = 0
    let unknown = false
    // The input's own keys, in a `for...in` loop: V8 reads `input[key]` there from the object's
    // enum cache, much faster than a keyed load per declared field, which is megamorphic (every
    // object schema shares this code).
    for (const key in input) {
      const value = input[key]
      const index = indexOf.get(key)
      if (index === undefined) {
        // A field the shape does not name: kept as it is (a strict `object` leaves it out), only
        // its depth is checked. An own `__proto__` key is left to zod, which drops it.
        if (key === '__proto__') return failAt(key, miss('no own __proto__ field'))
        if (typeof value === 'object' && value !== null && isTooDeep(value, maxNestingDepth - depth)) return failAt(key, miss(tooDeepMessage))
        unknown = true
        continue
      }
      seen++
      const how = inline[index]
      if (how === Inline.String) {
        if (typeof value === 'string') continue
        return failAt(key, miss('string'))
      }
      if (how === Inline.NullishString && (value === undefined || value === null || typeof value === 'string')) continue
      const result = checks[index]!(value)
      if (result === fail) return failAt(key)
      if (result !== value) {
        if (output === input) output = { ...input }
        output[key] = result
      }
    }
    if (seen !== keys.length) {
      // Declared fields the input lacks: a required one fails (as in zod, even when its schema
      // accepts `undefined`), an optional one may get a default.
      for (let index = 0; index < keys.length; index++) {
        const key = keys[index]!
        if (hasOwn.call(input, key)) continue
        if (required[index] && !(key in input)) return failAt(key, miss('nonoptional'))
        const result = checks[index]!(undefined)
        if (result === fail) return failAt(key)
        if (result !== undefined) {
          if (output === input) output = { ...input }
          output[key] = result
        }
      }
    }
    if (unknown && strip) return miss('no unknown fields (zod leaves them out)')
    return output
  }
}
