// The hot loops of gatekit's check-only validator (`./shape.ts` compiles a description into
// them): objects, arrays, unions, and the leaf tests an object or array runs inline, without a
// call. A check returns its value's output, or `fail` having recorded where and why; nothing is
// allocated while values pass. Built once per description and kept (`./shape.ts`), never with
// `eval` or `new Function` (pages with a strict CSP use this).
//
// Every inline test here only ever says "passes": when it does not, the field's full check runs
// and decides (and names the failure), so an inline test may be narrower than its schema but
// never wider.

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

/**
 * A check: the value's output (the value itself unless a default fills in), or `fail`. `depth`:
 * how many objects and arrays the value is inside (0 at the top), passed down rather than kept
 * in a shared counter, so no way out of a check has anything to restore.
 */
export type Check = (value: unknown, depth: number) => unknown

export const tooDeepMessage = `no nesting deeper than ${maxNestingDepth} levels`

// Where the last failed check failed, written only on failure: the keys from the innermost
// out, and what the failing leaf wanted (zod's `expected` type, or its check's message).
let failedPath: PropertyKey[] = []
let failedExpected = ''

/** Fails, saying what the failing value should have been. */
export function miss(expected: string): typeof fail {
  failedExpected = expected
  return fail
}

/** Forgets the last failure, before a check whose failure is to be explained. */
export function resetFailure(): void {
  failedPath = []
  failedExpected = 'a valid value'
}

/** Where the last check failed: the path from the top, and what it expected. */
export function lastFailure(): { path: PropertyKey[]; expected: string } {
  return { path: failedPath.slice().reverse(), expected: failedExpected }
}

/** Records a failed field's key (or index) on the failure path, and fails. */
function failAt(key: PropertyKey): typeof fail {
  failedPath.push(key)
  return fail
}

/** Whether a value nested at the current depth holds objects or arrays past `maxNestingDepth`. */
export function isTooDeepHere(value: unknown, depth: number): boolean {
  return typeof value === 'object' && value !== null && isTooDeep(value, maxNestingDepth - depth)
}

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

// The test an object or array runs inline for a field or element. `inlineCall` runs the field's
// check; the others are exact for their schema (`inlineDigitString`: a string with a `/^\d+$/`
// check, and so on) and fall back to the check only when they do not pass. Plain numbers, so
// that a minifier writes them as literals.
const inlineCall = 0
const inlineString = 1
const inlineBoolean = 2
const inlineSafeInteger = 3
const inlineDigitString = 4
const inlineSignedDigitString = 5
const inlineBase64String = 6

/**
 * How a field or element is tested: `undefined` and `null` allowed or not, then the inline test,
 * then its check (the innermost schema's, past `optional`, `nullable`, `nullish` and `lazy`).
 */
export type Plan = { check: Check; inline: number; allowsUndefined: boolean; allowsNull: boolean }

/** A schema description's zod/mini function and checks (`./shape.ts`'s `Shape`). */
type Description = { kind: string; checks: readonly { kind: string; args: readonly unknown[] }[] }

/** The inline test of a described schema (`undefined`: not a description, a user's zod schema). */
export function inlineOf(schema: Description | undefined): number {
  if (!schema) return inlineCall
  const [check, ...more] = schema.checks
  if (schema.kind === 'string') {
    if (!check) return inlineString
    return more.length === 0 && check.kind === 'regex' ? inlineOfPattern(check.args[0] as RegExp) : inlineCall
  }
  if (check) return inlineCall
  if (schema.kind === 'boolean') return inlineBoolean
  return schema.kind === 'int' ? inlineSafeInteger : inlineCall
}

/** Whether a decimal-digit string of at least one digit starts at `start` and runs to the end (`/^\d+$/` from there). */
function isDigitsFrom(text: string, start: number): boolean {
  const length = text.length
  if (length <= start) return false
  for (let index = start; index < length; index++) {
    const code = text.charCodeAt(index)
    if (code < 48 || code > 57) return false
  }
  return true
}

/** @internal `/^\d+$/`, as a loop (for precompiled checks). */
export const isDigitString = (text: string): boolean => isDigitsFrom(text, 0)

/** @internal `/^-?\d+$/`, as a loop (for precompiled checks). */
export const isSignedDigitString = (text: string): boolean => isDigitsFrom(text, text.charCodeAt(0) === 45 ? 1 : 0)

/** @internal Whether a value is an array, not nested past `maxNestingDepth`, whose every element passes `check` (for precompiled checks). */
export function everyElement(value: unknown, depth: number, check: (element: unknown, depth: number) => boolean): boolean {
  if (!isArrayWithin(value, depth)) return false
  const inner = depth + 1
  for (let index = 0; index < value.length; index++) if (!check(value[index], inner)) return false
  return true
}

/** @internal Whether a value is an array that may be nested at `depth` (for precompiled checks, which test its elements themselves). */
export function isArrayWithin(value: unknown, depth: number): value is unknown[] {
  return depth < maxNestingDepth && Array.isArray(value)
}

/** @internal Whether a value is an object (not null, not an array) that may be nested at `depth` (for precompiled checks). */
export function isObjectWithin(value: unknown, depth: number): value is Record<string, unknown> {
  return depth < maxNestingDepth && typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Counts an object's own enumerable keys (a `for...in`, which reads V8's enum cache, allocating nothing). */
function keyCount(object: object): number {
  let count = 0
  for (const _key in object) count++
  return count
}

/**
 * @internal The end of a precompiled check of a loose object, which found `present` of its
 * declared fields: whether its other keys, if any, may stay. Never an own `__proto__` (zod drops
 * it) or a value nested past `maxNestingDepth` (`inner`: the fields' depth). Which keys are the
 * others is not known here, so every object value's nesting is checked (the declared ones again,
 * which their own checks already bounded).
 */
export function hasOnlyDeclaredKeys(object: Record<string, unknown>, present: number, inner: number): boolean {
  if (keyCount(object) === present) return true
  for (const key in object) {
    if (key === '__proto__') return false
    const value = object[key]
    if (typeof value === 'object' && value !== null && isTooDeep(value, maxNestingDepth - inner)) return false
  }
  return true
}

/** @internal The end of a precompiled check of a strict object, which found `present` of its declared fields: whether it has no other keys. */
export function hasNoOtherKeys(object: Record<string, unknown>, present: number): boolean {
  return keyCount(object) === present
}

/** 1 at the char codes of standard base64's characters (`A-Z a-z 0-9 + /`), 0 at the other ASCII codes. */
const base64Codes = /* @__PURE__ */ (() => {
  const codes = new Uint8Array(128)
  for (const character of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/') codes[character.charCodeAt(0)] = 1
  return codes
})()

/**
 * `/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=|[A-Za-z0-9+/]{2,3})?$/`: base64
 * characters whose count is not 1 more than a multiple of 4, or a multiple of 4 long ending in
 * `=` or `==` after at least two of them.
 */
export function isBase64(text: string): boolean {
  const length = text.length
  let end = length
  if (length > 0 && text.charCodeAt(length - 1) === 61) {
    if (length % 4 !== 0) return false
    end = text.charCodeAt(length - 2) === 61 ? length - 2 : length - 1
  } else if (length % 4 === 1) return false
  for (let index = 0; index < end; index++) {
    const code = text.charCodeAt(index)
    if (code >= 128 || base64Codes[code] === 0) return false
  }
  return true
}

/** Whether a value passes its plan's inline test (false for `inlineCall`: the check decides). */
function passesInline(plan: Plan, value: unknown): boolean {
  const inline = plan.inline
  // Most fields are plain strings: their test comes first.
  if (inline === inlineString) return typeof value === 'string' || (value === undefined ? plan.allowsUndefined : value === null && plan.allowsNull)
  if (value === undefined) return plan.allowsUndefined
  if (value === null) return plan.allowsNull
  switch (inline) {
    case inlineBoolean:
      return typeof value === 'boolean'
    case inlineSafeInteger:
      return Number.isSafeInteger(value)
    case inlineDigitString:
      return typeof value === 'string' && isDigitString(value)
    case inlineSignedDigitString:
      return typeof value === 'string' && isSignedDigitString(value)
    case inlineBase64String:
      return typeof value === 'string' && isBase64(value)
    default:
      return false
  }
}

/**
 * The inline test of a string check's pattern, when it is one of those gatekit's schemas use
 * (flagless, so `$` is the end of the string and `\d` is 0-9); `Call` for any other.
 */
function inlineOfPattern(pattern: RegExp): number {
  if (pattern.flags !== '') return inlineCall
  switch (pattern.source) {
    case '^\\d+$':
      return inlineDigitString
    case '^-?\\d+$':
      return inlineSignedDigitString
    case '^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=|[A-Za-z0-9+/]{2,3})?$':
      return inlineBase64String
    default:
      return inlineCall
  }
}

/** An array's check: each element by its plan (made on the first value), a copy only where an element's output differs. */
export function compileArray(planOfElement: () => Plan): Check {
  let element: Plan | undefined
  return (input, depth) => {
    if (depth >= maxNestingDepth) return miss(tooDeepMessage)
    if (!Array.isArray(input)) return miss('array')
    element ??= planOfElement()
    const inner = depth + 1
    let output = input
    // Elements that are objects or arrays (no inline test) go straight to their check.
    const testsInline = element.inline !== inlineCall || element.allowsUndefined || element.allowsNull
    const check = element.check
    for (let index = 0; index < input.length; index++) {
      const value: unknown = input[index]
      if (testsInline && passesInline(element, value)) continue
      const result = check(value, inner)
      if (result === fail) {
        return failAt(index)
      }
      if (result !== value) {
        if (output === input) output = input.slice()
        output[index] = result
      }
    }
    return output
  }
}

/** An object schema's declared fields, as its check needs them. */
export type Fields = { keys: string[]; plans: Plan[]; required: boolean[] }

/**
 * An object's check (`strip`: a strict `object`, which fails on unknown fields, for zod to drop
 * them). Fields are made on the first value (`lazy` schemas may refer to ones not built yet).
 */
export function compileObject(fieldsOf: () => Fields, strip: boolean): Check {
  let fields: Fields | undefined
  // The keys in the order the last inputs had them, with their field's plan (undefined: undeclared):
  // answers from one gateway list a schema's keys in one order, so a key is found by one
  // comparison of interned strings instead of a hash lookup.
  const orderKeys: string[] = []
  const orderPlans: (Plan | undefined)[] = []
  return (input, depth) => {
    if (depth >= maxNestingDepth) return miss(tooDeepMessage)
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return miss('object')
    fields ??= fieldsOf()
    const { keys, plans } = fields
    const inner = depth + 1
    let output = input as Record<string, unknown>
    let position = 0
    let seen = 0
    let unknown = false
    // The input's own keys, in a `for...in` loop: V8 reads `input[key]` there from the object's
    // enum cache, much faster than a keyed load per declared field, which is megamorphic (every
    // object schema shares this code).
    for (const key in input) {
      const value: unknown = (input as Record<string, unknown>)[key]
      let plan: Plan | undefined
      if (position < orderKeys.length && orderKeys[position] === key) plan = orderPlans[position]
      else {
        // A key out of the cached order (rare: a few in a thousand on a search page) is found by a
        // scan of the declared keys, interned strings compared by reference.
        const index = keys.indexOf(key)
        plan = index < 0 ? undefined : plans[index]
        if (position < orderCacheLength) {
          orderKeys[position] = key
          orderPlans[position] = plan
        }
      }
      position++
      if (plan === undefined) {
        // A field the shape does not name: kept as it is (a strict `object` leaves it out), only
        // its depth is checked. An own `__proto__` key is left to zod, which drops it.
        if (key === '__proto__') return failField(key, 'no own __proto__ field')
        if (typeof value === 'object' && value !== null && isTooDeep(value, maxNestingDepth - inner)) return failField(key, tooDeepMessage)
        unknown = true
        continue
      }
      seen++
      if (passesInline(plan, value)) continue
      const result = plan.check(value, inner)
      if (result === fail) {
        return failAt(key)
      }
      if (result !== value) {
        if (output === input) output = { ...input }
        output[key] = result
      }
    }
    if (seen !== keys.length) {
      // Declared fields the input lacks: a required one fails (as in zod, even when its schema
      // accepts `undefined`), an optional one may get a default.
      for (let index = 0; index < keys.length; index++) {
        // An absent field that may be undefined (`optional`, `nullish`) needs nothing.
        if (plans[index]!.allowsUndefined) continue
        const key = keys[index]!
        if (Object.prototype.hasOwnProperty.call(input, key)) continue
        if (fields.required[index] && !(key in input)) return failField(key, 'nonoptional')
        const result = plans[index]!.check(undefined, inner)
        if (result === fail) {
          return failAt(key)
        }
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

// How many keys of an object the order cache remembers (an object with more is still checked).
const orderCacheLength = 64

/** Fails at a field of the object being checked. */
function failField(key: string, expected: string): typeof fail {
  miss(expected)
  return failAt(key)
}

/** A union's check: the first option that accepts; when none does, the failure of the one that got furthest into the value (zod's union issue). */
export function compileUnion(optionsOf: () => Check[]): Check {
  let options: Check[] | undefined
  return (value, depth) => {
    options ??= optionsOf()
    const base = failedPath.length
    let deepestPath: PropertyKey[] | undefined
    let deepestExpected = ''
    for (let index = 0; index < options.length; index++) {
      const output = options[index]!(value, depth)
      if (output !== fail) return output
      const path = failedPath.splice(base)
      if (!deepestPath || path.length > deepestPath.length) {
        deepestPath = path
        deepestExpected = failedExpected
      }
    }
    failedPath.push(...deepestPath!)
    return miss(deepestExpected)
  }
}
