import { $constructor, $ZodArray, $ZodObject, $ZodUnknown, type $ZodType, type ParseContextInternal, type ParsePayload } from 'zod/v4/core'
import { ZodMiniType } from 'zod/mini'
import type * as z from 'zod/mini'

// zod itself, as gatekit builds it from a schema description (`./shape.ts`, `./toZod.ts`) when a
// value fails the description's own check: only then is this module, and zod, loaded.
// The one zod flavour of the library: zod/mini, whose functions tree-shake (the classic API's
// methods pull in all of zod). `looseObject` and `array` replace zod/mini's own with the same
// schemas plus a check-only pass in front of zod's parser: leaves (strings, regex-checked
// strings, integers, booleans, literals, their optional/nullable forms) are tested inline, and
// a valid value is returned as it is instead of being copied, so a loose object needs no pass
// over its unknown keys. A child whose output differs from its input (a default) gets a
// shallow copy; anything invalid, async or encoding runs zod's own parser from the start, so
// issues, paths and messages are exactly zod's. On the devnet's 1,000-transaction page this
// brings validation from about 1.6-2.2x `JSON.parse` (classic) to about 1.15x.
//
// Nesting is bounded: a response nested deeper than `maxNestingDepth` objects and arrays is
// refused with an issue at the path where it goes too deep (so a SchemaError), in the check-only
// pass and in zod's own parser alike. Without the bound a recursive schema (a multisig's
// `mode_info`) recursed once per level and a 2,000-deep answer ended in a RangeError; and the
// unknown fields a loose object keeps (an `Any`'s message) are walked too, so no consumer
// (structural sharing, JSON display) is handed a value deep enough to overflow its stack.
//
// Every schema built here is an ordinary zod/mini schema (`ZodMiniObject`, `ZodMiniArray`), so
// `z.output`, `z.safeParse`, `z.extend`, `.shape` and JSON Schema work as with zod's own.
// Library modules import `* as z` from `./zod.ts` (descriptions), never from here or from 'zod'.

// Named re-exports, not `export *`: a bundler turns `export *` of a package into a runtime
// namespace object that keeps every function of zod/mini in the bundle.
export {
  _default,
  boolean,
  discriminatedUnion,
  enum,
  extend,
  int,
  lazy,
  literal,
  nullable,
  nullish,
  number,
  object,
  optional,
  parse,
  refine,
  regex,
  safeParse,
  string,
  union,
  ZodMiniArray,
  ZodMiniObject,
  ZodMiniType,
} from 'zod/mini'
// `unknown` is this module's own (below): zod/mini's, bounded in depth.
export type { core, infer, input, output } from 'zod/mini'

/** A zod schema of either flavour with the given output and input. */
export type ZodType<Output = unknown, Input = unknown> = $ZodType<Output, Input>

type Guard = (value: unknown) => boolean
type Run = (payload: ParsePayload, ctx: ParseContextInternal) => ParsePayload | Promise<ParsePayload>
/** A check-only test: the value's output (the value itself unless a default fills in), or `fail`. */
type Check = (value: unknown, ctx: ParseContextInternal) => unknown
type Child = { check: Check; required: boolean }

const isString: Guard = (value) => typeof value === 'string'
const isBoolean: Guard = (value) => typeof value === 'boolean'
const isSafeInteger: Guard = (value) => Number.isSafeInteger(value)
const isFiniteNumber: Guard = (value) => typeof value === 'number' && Number.isFinite(value)
const isAnything: Guard = () => true

/**
 * The deepest nesting of objects and arrays zod's parse accepts: `./shape.ts`'s
 * `maxNestingDepth`, written out here so that this module (loaded on the failure path only)
 * imports nothing of the first load (test/core/failurePath.test.ts checks both agree).
 *
 * @example
 * ```ts
 * zodMaxNestingDepth // 64
 * ```
 */
export const zodMaxNestingDepth = 64
const maxNestingDepth = zodMaxNestingDepth

// How many of this module's objects and arrays the current synchronous parse is inside. Parsing
// is synchronous (an async parse only undercounts), and every increment is undone in `finally`.
let depth = 0
// How many check-only passes are running (a pass reaches nested schemas through unions and lazy ones).
let checking = 0

const tooDeepMessage = `no nesting deeper than ${maxNestingDepth} levels`

/**
 * The path, inside `value`, of the first object or array nested more than `budget` levels
 * deep (`value` itself is level 1), or undefined when it stays within. Recursion is at most
 * `budget` deep, so it cannot overflow the stack.
 */
function tooDeepAt(value: object, budget: number): PropertyKey[] | undefined {
  if (budget <= 0) return []
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const item: unknown = value[index]
      if (typeof item !== 'object' || item === null) continue
      const at = tooDeepAt(item, budget - 1)
      if (at) return [index, ...at]
    }
    return undefined
  }
  for (const key in value) {
    const item: unknown = (value as Record<string, unknown>)[key]
    if (typeof item !== 'object' || item === null) continue
    const at = tooDeepAt(item, budget - 1)
    if (at) return [key, ...at]
  }
  return undefined
}

/** The check-only test of an unknown value: anything, as long as it is not nested too deep. */
const isWithinDepth: Guard = (value) => typeof value !== 'object' || value === null || tooDeepAt(value, maxNestingDepth - depth) === undefined

function tooDeepIssue(inst: $ZodType, input: unknown, path: PropertyKey[]): z.core.$ZodRawIssue {
  return { code: 'custom', message: tooDeepMessage, input, inst, path }
}

// This module's unknown schemas (`unknown()` and the catchall of every loose object).
const boundedUnknowns = new WeakSet<$ZodType>()

/**
 * An inline test exactly as strict as the schema's own parse, or undefined when the schema is
 * not a plain leaf (then its own parser runs).
 */
function leafGuard(schema: $ZodType): Guard | undefined {
  const def = schema._zod.def as $ZodType['_zod']['def'] & {
    coerce?: boolean
    format?: string
    innerType?: $ZodType
  }
  const checks = def.checks ?? []
  if (def.coerce) return undefined
  switch (def.type) {
    case 'string': {
      if (checks.length === 0) return isString
      const check = checks[0]!._zod.def as { check: string; format?: string; pattern?: RegExp; when?: unknown }
      const pattern = check.pattern
      if (checks.length > 1 || check.check !== 'string_format' || check.format !== 'regex' || check.when) return undefined
      if (!pattern || pattern.global || pattern.sticky) return undefined
      return (value) => typeof value === 'string' && pattern.test(value)
    }
    case 'number':
      // `z.int()` is a number schema that is its own format check.
      if (checks.length > 0) return undefined
      return def.format === 'safeint' ? isSafeInteger : def.format === undefined ? isFiniteNumber : undefined
    case 'boolean':
      return checks.length === 0 ? isBoolean : undefined
    case 'unknown':
      if (checks.length > 0) return undefined
      return boundedUnknowns.has(schema) ? isWithinDepth : isAnything
    case 'any':
      return checks.length === 0 ? isAnything : undefined
    case 'literal':
    case 'enum': {
      const values = schema._zod.values
      return checks.length === 0 && values ? (value) => values.has(value as never) : undefined
    }
    case 'optional':
    case 'nullable': {
      const inner = def.innerType && checks.length === 0 ? leafGuard(def.innerType) : undefined
      if (!inner) return undefined
      return def.type === 'optional' ? (value) => value === undefined || inner(value) : (value) => value === null || inner(value)
    }
    default:
      return undefined
  }
}

// The check-only tests of this module's objects and arrays, called directly by a parent so that
// no parse payload is allocated per element.
const directChecks = new WeakMap<$ZodType, Check>()

function checkOf(schema: $ZodType): Check {
  const guard = leafGuard(schema)
  if (guard) return (value) => (guard(value) ? value : fail)
  const def = schema._zod.def as $ZodType['_zod']['def'] & { innerType?: $ZodType }
  if (!def.checks?.length) {
    const direct = directChecks.get(schema)
    if (direct) return direct
    const innerDef = def.innerType?._zod.def as (typeof def & { innerType?: $ZodType }) | undefined
    if (def.type === 'optional' && innerDef?.type === 'nullable' && !innerDef.checks?.length && innerDef.innerType) {
      // `nullish`, the form of every message field: one test instead of two nested ones.
      const inner = checkOf(innerDef.innerType)
      return (value, ctx) => (value === undefined || value === null ? value : inner(value, ctx))
    }
    if ((def.type === 'optional' || def.type === 'nullable') && def.innerType) {
      const inner = checkOf(def.innerType)
      const empty = def.type === 'optional' ? undefined : null
      return (value, ctx) => (value === empty ? value : inner(value, ctx))
    }
  }
  const run = schema._zod.run as Run
  return (value, ctx) => {
    const result = run({ value, issues: [] }, ctx)
    if (result instanceof Promise || result.issues.length > 0 || result.aborted) return fail
    return result.value
  }
}

function childOf(schema: $ZodType): Child {
  return { check: checkOf(schema), required: schema._zod.optin === undefined }
}

/**
 * Installs a check-only pass in front of zod's own parse, which decides whenever the pass fails.
 * Both count this container in `depth`: one level too deep is an issue (zod's parse) or a
 * failed check (the pass, which then leaves the value to zod's parse to report it).
 */
function withCheckOnlyPass(inst: $ZodType, check: Check): void {
  // No try/finally on this hot path: if a check throws, the parse wrapper it runs under
  // restores `depth` to what it was on entry.
  directChecks.set(inst, (value, ctx) => {
    if (depth >= maxNestingDepth) return fail
    depth++
    const result = check(value, ctx)
    depth--
    return result
  })
  const parse = inst._zod.parse
  inst._zod.parse = (payload, ctx) => {
    if (depth >= maxNestingDepth) {
      payload.issues.push(tooDeepIssue(inst, payload.value, []))
      return payload
    }
    const entryDepth = depth
    depth++
    try {
      if (checksOnly(ctx)) {
        checking++
        let output: unknown
        try {
          output = check(payload.value, ctx)
        } finally {
          checking--
        }
        if (output !== fail) {
          payload.value = output
          return payload
        }
        // Called from inside a check-only pass (through a union or a lazy schema): that pass only
        // needs to know it failed, and falls back to zod's parse itself. Parsing here too would
        // parse the subtree twice at every such level: 2^n for a multisig nested n deep.
        if (checking > 0) {
          payload.issues.push({ code: 'custom', message: 'fails the check-only pass', input: payload.value, inst, path: [] })
          return payload
        }
      }
      return parse(payload, ctx)
    } finally {
      depth = entryDepth
    }
  }
}

/** The check-only pass applies to ordinary synchronous parsing only. */
function checksOnly(ctx: ParseContextInternal | undefined): boolean {
  return ctx?.async === false && ctx.direction !== 'backward' && !ctx.skipChecks
}

const hasOwn = Object.prototype.hasOwnProperty

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const fail: unique symbol = /* @__PURE__ */ Symbol('fail')

/** `.shape`, as zod/mini's objects have it (without zod's `util` namespace, which would bundle all of it). */
function exposeShape(inst: z.ZodMiniObject): void {
  Object.defineProperty(inst, 'shape', { configurable: true, get: () => inst._zod.def.shape })
}

const ZodMiniLooseObject: z.core.$constructor<z.ZodMiniObject> = /* @__PURE__ */ $constructor('ZodMiniObject', (inst, def) => {
  $ZodObject.init(inst, def)
  ZodMiniType.init(inst, def)
  exposeShape(inst)
  let keys: string[] | undefined
  let children: Child[] = []
  withCheckOnlyPass(inst, (input, ctx) => {
    // An own `__proto__` key is left to zod, which drops it from the output.
    if (!isObject(input) || hasOwn.call(input, '__proto__')) return fail
    if (!keys) {
      const shape = def.shape as Record<string, $ZodType>
      keys = Object.keys(shape)
      children = keys.map((key) => childOf(shape[key]!))
    }
    let output = input
    let present = 0
    for (let index = 0; index < keys.length; index++) {
      const key = keys[index]!
      const child = children[index]!
      const value = input[key]
      if (value !== undefined) present++
      else if (child.required && !(key in input)) return fail
      const result = child.check(value, ctx)
      if (result === fail) return fail
      if (result !== value) {
        if (output === input) output = { ...input }
        output[key] = result
      }
    }
    // The fields the shape does not name are kept as they are: only their depth is checked. Most
    // objects have none, and counting keys is much cheaper than a keyed load per key.
    if (Object.keys(input).length !== present) {
      const shape = def.shape as Record<string, unknown>
      const budget = maxNestingDepth - depth
      for (const key in input) {
        const value = input[key]
        if (typeof value === 'object' && value !== null && !hasOwn.call(shape, key) && tooDeepAt(value, budget)) return fail
      }
    }
    return output
  })
})

const ZodMiniBoundedUnknown: z.core.$constructor<z.ZodMiniUnknown> = /* @__PURE__ */ $constructor('ZodMiniUnknown', (inst, def) => {
  $ZodUnknown.init(inst, def)
  ZodMiniType.init(inst, def)
  boundedUnknowns.add(inst)
  inst._zod.parse = (payload) => {
    const value = payload.value
    if (typeof value === 'object' && value !== null) {
      const at = tooDeepAt(value, maxNestingDepth - depth)
      if (at) payload.issues.push(tooDeepIssue(inst, value, at))
    }
    return payload
  }
})

/**
 * Any value, as long as it is not nested deeper than {@link maxNestingDepth} (zod/mini's `unknown`, bounded).
 *
 * @example
 * ```ts
 * const anyJson = z.unknown()
 * ```
 */
// @__NO_SIDE_EFFECTS__
export function unknown(): z.ZodMiniUnknown {
  return new ZodMiniBoundedUnknown({ type: 'unknown' }) as never
}

const ZodMiniCheckedArray: z.core.$constructor<z.ZodMiniArray> = /* @__PURE__ */ $constructor('ZodMiniArray', (inst, def) => {
  $ZodArray.init(inst, def)
  ZodMiniType.init(inst, def)
  let element: Check | undefined
  withCheckOnlyPass(inst, (input, ctx) => {
    if (!Array.isArray(input)) return fail
    element ??= checkOf(def.element)
    let output = input
    for (let index = 0; index < input.length; index++) {
      const value: unknown = input[index]
      const result = element(value, ctx)
      if (result === fail) return fail
      if (result !== value) {
        if (output === input) output = input.slice()
        output[index] = result
      }
    }
    return output
  })
})

/**
 * The object config of {@link looseObject}: the parsed value keeps every field (`catchall` is
 * `unknown` at run time) but its type names the declared fields only, so a misspelt field is a
 * compile error. Inputs stay open to extra fields.
 */
export type KnownFieldsOutput = { out: Record<never, never>; in: Record<string, unknown> }

/**
 * The schema {@link looseObject} returns: fields of an empty shape are all unknown, so its output
 * is `Record<string, unknown>`; any other shape types its declared fields only.
 */
export type LooseObjectSchema<T extends z.core.$ZodLooseShape> = [keyof T] extends [never]
  ? z.ZodMiniObject<z.core.util.Writeable<T>, z.core.$loose>
  : z.ZodMiniObject<z.core.util.Writeable<T>, KnownFieldsOutput>

/**
 * An object that keeps the fields its shape does not name (zod/mini's `looseObject`), for proto
 * fields a newer chain adds. Its output TYPE has only the declared fields (no index signature),
 * so `data.balanse` fails to compile; reach the undeclared ones with `withUnknownFields(value)`
 * or `unknownFields(schema, value)` from `src/core/unknownFields.ts`.
 *
 * @example
 * ```ts
 * const coinSchema = z.looseObject({ denom: z.string(), amount: uint64Schema })
 * z.parse(coinSchema, { denom: 'akii', amount: '1', extra: true }) // keeps `extra`, typed { denom; amount }
 * ```
 */
// @__NO_SIDE_EFFECTS__
export function looseObject<T extends z.core.$ZodLooseShape>(shape: T): LooseObjectSchema<T> {
  return new ZodMiniLooseObject({ type: 'object', shape, catchall: unknown() }) as never
}

/**
 * An object whose undeclared fields are its content, so its output type keeps an index signature
 * (`{ '@type': string; [field: string]: unknown }`): a protobuf `Any` in its
 * `{"@type": ..., ...fields}` JSON form, whose fields depend on the type URL. Same parsing as
 * {@link looseObject}; use that one for every message whose fields are known.
 *
 * @example
 * ```ts
 * const anyJsonSchema = z.openObject({ '@type': z.string() })
 * ```
 */
// @__NO_SIDE_EFFECTS__
export function openObject<T extends z.core.$ZodLooseShape>(shape: T): z.ZodMiniObject<z.core.util.Writeable<T>, z.core.$loose> {
  // The very schema looseObject builds; only its output type differs.
  return looseObject(shape) as never
}

/**
 * An array of one element schema (zod/mini's `array`).
 *
 * @example
 * ```ts
 * const coinsSchema = z.array(coinSchema)
 * ```
 */
// @__NO_SIDE_EFFECTS__
export function array<T extends z.core.SomeType>(element: T): z.ZodMiniArray<T> {
  return new ZodMiniCheckedArray({ type: 'array', element: element as never }) as never
}
