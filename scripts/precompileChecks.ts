// Writes src/modules/tx/precompiled/: the schemas of the endpoints whose answers can be large (a
// page of 1,000 transactions is 6 MB) as plain TypeScript functions, one per object schema, that
// read each declared field by name. `npm run generate:checks` runs it after a schema changes;
// test/core/precompiledChecks.test.ts fails while the files are stale.
//
// Why: gatekit's validator (src/core/shape.ts) builds its checks from closures at run time,
// and every object check shares one piece of code, so V8's property caches see every schema
// at once (megamorphic): about 0.37x JSON.parse on top of the parse for the 1,000-transaction
// page. Functions written out per schema get caches of their own, like hand-written checks
// (about 0.2x), and need no `eval` or `new Function`, which a strict CSP forbids.
//
// A precompiled check only ever says "passes, and the value is its own output". For anything
// else (a default to fill in, a refine check, a value it does not accept) it says no, and the
// run-time validator decides and names the failure: it may be narrower than its schema,
// never wider (test/property/checkMatchesZod.test.ts holds both to zod).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Shape } from '../src/core/shape.ts'
import { getBlockWithTxsEndpoint } from '../src/modules/tx/getBlockWithTxs.ts'
import { getTxEndpoint } from '../src/modules/tx/getTx.ts'
import { getTxSearchEndpoint } from '../src/modules/tx/getTxSearch.ts'

/** The folder the generated checks go to: a module per endpoint, and `shared.ts` for what several use. */
export const precompiledChecksFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../src/modules/tx/precompiled')

/** A schema to precompile: the module it goes to, and the name of the function exported for it. */
export type PrecompileTarget = { file: string; name: string; schema: unknown }

/** What is precompiled: the response schemas of the endpoints whose pages can weigh megabytes. */
export const precompileTargets: readonly PrecompileTarget[] = [
  { file: 'txSearch.ts', name: 'precompiledTxSearchCheck', schema: getTxSearchEndpoint.response },
  { file: 'tx.ts', name: 'precompiledTxCheck', schema: getTxEndpoint.response },
  { file: 'blockWithTxs.ts', name: 'precompiledBlockWithTxsCheck', schema: getBlockWithTxsEndpoint.response },
]

// What the generated modules import from src/core/shapeChecks.ts, when they use it.
const shapeCheckNames = ['everyElement', 'isArrayWithin', 'hasNoOtherKeys', 'hasOnlyDeclaredKeys', 'isBase64', 'isDigitString', 'isObjectWithin', 'isSignedDigitString', 'isTooDeepHere', 'maxNestingDepth']

// The patterns whose test shapeChecks.ts already has as a loop (the integer strings and base64).
const patternHelpers: Record<string, string> = {
  '^\\d+$': 'isDigitString',
  '^-?\\d+$': 'isSignedDigitString',
  '^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=|[A-Za-z0-9+/]{2,3})?$': 'isBase64',
}

/**
 * The modules of precompiled checks, by file name: one per target file (its exported check and
 * the functions only it uses) and `shared.ts` (the functions several use, so that a page that
 * imports one endpoint loads no other endpoint's checks). `shapeChecks` is how they import
 * src/core/shapeChecks.ts.
 *
 * @example
 * ```ts
 * for (const [file, source] of precompiledChecks()) writeFileSync(join(precompiledChecksFolder, file), source)
 * ```
 */
export function precompiledChecks(targets: readonly PrecompileTarget[] = precompileTargets, shapeChecks = '../../../core/shapeChecks.ts'): Map<string, string> {
  // Every generated function and pattern, by name, in the order they were made.
  const units = new Map<string, string>()
  const patterns: string[] = []
  const names = new Map<Shape, string>()
  const resolvedLazy = new Map<Shape, Shape>()
  const bodies = new Map<string, string>()

  const asShape = (schema: unknown): Shape => {
    if (!(schema instanceof Shape)) throw new TypeError('precompileChecks: a schema that is not a description')
    return schema
  }

  // A function of its own for each object, array and union: named, shared by every use.
  // Two schemas that are written out alike (`z.array(anySchema)` in three fields) share one function.
  const functionOf = (schema: Shape, emit: (name: string) => string): string => {
    let name = names.get(schema)
    if (name) return name
    name = `${schema.kind === 'array' ? 'array' : schema.kind === 'union' || schema.kind === 'discriminatedUnion' ? 'union' : 'object'}${names.size + 1}`
    names.set(schema, name)
    const source = emit(name)
    const body = source.slice(source.indexOf('('))
    // A recursive function names itself in its body: kept as it is.
    const twin = body.includes(`${name}(`) ? undefined : bodies.get(body)
    if (twin) {
      names.set(schema, twin)
      return twin
    }
    bodies.set(body, name)
    units.set(name, source)
    return name
  }

  // A boolean expression: whether `value` (nested `depth` levels deep) passes `schema`.
  const test = (schema: unknown, value: string, depth: string): string => {
    const shape = asShape(schema)
    const base = baseTest(shape, value, depth)
    if (shape.checks.length === 0) return base
    const checks = shape.checks.map((check) => checkTest(check, shape, value))
    return `(${[base, ...checks].join(' && ')})`
  }

  const checkTest = (check: Shape, schema: Shape, value: string): string => {
    const pattern = check.args[0]
    if (check.kind !== 'regex' || schema.kind !== 'string' || !(pattern instanceof RegExp) || pattern.global || pattern.sticky) return 'false'
    const helper = pattern.flags === '' ? patternHelpers[pattern.source] : undefined
    if (helper) {
      return `${helper}(${value} as string)`
    }
    let index = patterns.indexOf(String(pattern))
    if (index < 0) {
      index = patterns.push(String(pattern)) - 1
      units.set(`pattern${index + 1}`, `const pattern${index + 1} = ${String(pattern)}`)
    }
    return `pattern${index + 1}.test(${value} as string)`
  }

  const baseTest = (shape: Shape, value: string, depth: string): string => {
    const [first, second] = shape.args
    switch (shape.kind) {
      case 'string':
        return `typeof ${value} === 'string'`
      case 'boolean':
        return `typeof ${value} === 'boolean'`
      case 'int':
        return `Number.isSafeInteger(${value})`
      case 'number':
        return `(typeof ${value} === 'number' && Number.isFinite(${value}))`
      case 'unknown':
        return `!isTooDeepHere(${value}, ${depth})`
      case 'literal':
      case 'enum': {
        const values = Array.isArray(first) ? first : shape.kind === 'enum' ? Object.values(first as object) : [first]
        if (!values.every((option) => option === null || ['string', 'number', 'boolean'].includes(typeof option))) return 'false'
        return `(${values.map((option) => `${value} === ${JSON.stringify(option)}`).join(' || ')})`
      }
      case 'optional':
        return `(${value} === undefined || ${test(first, value, depth)})`
      case 'nullable':
        return `(${value} === null || ${test(first, value, depth)})`
      case 'nullish':
        return `(${value} === undefined || ${value} === null || ${test(first, value, depth)})`
      case '_default':
        // An absent value gets the default: a new output, which only the run-time check makes.
        return `(${value} !== undefined && ${test(first, value, depth)})`
      case 'lazy': {
        // A recursive schema builds its target anew on each call: resolved once, so it is one function.
        let target = resolvedLazy.get(shape)
        if (!target) resolvedLazy.set(shape, (target = asShape((first as () => unknown)())))
        return test(target, value, depth)
      }
      case 'union':
      case 'discriminatedUnion': {
        const options = (shape.kind === 'union' ? first : second) as unknown[]
        const name = functionOf(shape, (own) =>
          [`function ${own}(value: unknown, depth: number): boolean {`, `  return ${options.map((option) => test(option, 'value', 'depth')).join(' || ')}`, `}`].join('\n'),
        )
        return `${name}(${value}, ${depth})`
      }
      case 'array': {
        const element = test(first, 'element', 'depth + 1')
        // An array of objects: one shared loop calls the elements' check (a function of its own
        // per array costs bytes in every page that loads these checks, and measured no faster).
        const call = /^(\w+)\(element, depth \+ 1\)$/.exec(element)
        if (call) return `everyElement(${value}, ${depth}, ${call[1]})`
        const name = functionOf(shape, (own) =>
          [
            `function ${own}(value: unknown, depth: number): boolean {`,
            `  if (!isArrayWithin(value, depth)) return false`,
            `  for (let index = 0; index < value.length; index++) {`,
            `    const element: unknown = value[index]`,
            `    if (${not(element)}) return false`,
            `  }`,
            `  return true`,
            `}`,
          ].join('\n'),
        )
        return `${name}(${value}, ${depth})`
      }
      case 'looseObject':
      case 'openObject':
      case 'object': {
        const name = functionOf(shape, (own) => objectFunction(own, shape))
        return `${name}(${value}, ${depth})`
      }
      default:
        return 'false'
    }
  }

  const objectFunction = (name: string, shape: Shape): string => {
    const fields = Object.entries(shape.args[0] as Record<string, unknown>)
    // Read by name: a declared key that Object.prototype has (`__proto__`, `toString`) would read the
    // prototype's when absent, so such a schema is left to the run-time check.
    if (fields.some(([key]) => key in Object.prototype)) return `function ${name}(): boolean {\n  return false\n}`
    const optional = fields.filter(([, schema]) => mayBeAbsent(schema)).length
    const reads = fields.flatMap(([key, schema], index) => {
      const field = `field${index + 1}`
      const read = `  const ${field} = value[${JSON.stringify(key)}]`
      // A field that may be left out is counted only when there; any other must be there (zod's
      // "nonoptional"), even when its schema would take `undefined`.
      if (mayBeAbsent(schema)) return [read, `  if (${field} === undefined) present--`, `  else if (${not(test(withoutOptional(schema), field, 'inner'))}) return false`]
      return [read, `  if (${acceptsUndefined(schema) ? `${field} === undefined || ` : ''}${not(test(schema, field, 'inner'))}) return false`]
    })
    return [
      `function ${name}(value: unknown, depth: number): boolean {`,
      `  if (!isObjectWithin(value, depth)) return false`,
      `  const inner = depth + 1`,
      ...(optional > 0 ? [`  let present = ${fields.length}`] : []),
      ...reads,
      `  return ${shape.kind === 'object' ? 'hasNoOtherKeys' : 'hasOnlyDeclaredKeys'}(value, ${optional > 0 ? 'present' : fields.length}${shape.kind === 'object' ? '' : ', inner'})`,
      `}`,
    ].join('\n')
  }

  const exported = targets.map((target) => ({
    ...target,
    source: [
      `/** Whether a response passes its schema (true), or needs the run-time check to decide (false). @example \`${target.name}(json, 0)\` */`,
      `export function ${target.name}(value: unknown, depth: number): boolean {`,
      `  return ${test(target.schema, 'value', 'depth')}`,
      `}`,
    ].join('\n'),
  }))

  // Which generated units a piece of source calls or reads, and all they need in turn.
  const referenced = (source: string) => [...new Set(source.match(/\b(?:object|array|union|pattern)\d+\b/g) ?? [])].filter((name) => units.has(name))
  const reach = (source: string, seen = new Set<string>()): Set<string> => {
    for (const name of referenced(source)) {
      if (seen.has(name)) continue
      seen.add(name)
      reach(units.get(name)!, seen)
    }
    return seen
  }
  const reached = exported.map((target) => reach(target.source))
  const shared = new Set([...units.keys()].filter((name) => reached.filter((set) => set.has(name)).length > 1))

  // A module: `exported` (the endpoint's check, first) and the units it holds.
  const moduleOf = (header: string, own: string[], exported?: string | undefined) => {
    const isShared = exported === undefined
    const text = [...(exported ? [exported] : []), ...own.map((name) => (isShared ? `export ${units.get(name)!}` : units.get(name)!))].join('\n\n')
    const fromShapeChecks = shapeCheckNames.filter((name) => new RegExp(`\\b${name}\\b`).test(text))
    const fromShared = isShared ? [] : referenced(text).filter((name) => shared.has(name)).sort()
    return [
      `// Generated by scripts/precompileChecks.ts (npm run generate:checks): do not edit.`,
      `// ${header}`,
      ...(fromShapeChecks.length > 0 ? [`import { ${fromShapeChecks.join(', ')} } from '${shapeChecks}'`] : []),
      ...(fromShared.length > 0 ? [`import { ${fromShared.join(', ')} } from './shared.ts'`] : []),
      '',
      text,
      '',
    ].join('\n')
  }

  const order = [...units.keys()]
  const files = new Map<string, string>()
  files.set('shared.ts', moduleOf('The checks of schemas several precompiled endpoints share.', order.filter((name) => shared.has(name))))
  exported.forEach((target, index) => {
    if (files.has(target.file)) throw new TypeError(`precompileChecks: two targets write ${target.file}`)
    const own = order.filter((name) => reached[index]!.has(name) && !shared.has(name))
    files.set(target.file, moduleOf(`The precompiled check of one endpoint's response: it may only say "passes".`, own, target.source))
  })
  return files
}

/** The negation of a test: `!(...)`, or a negated call without its `!`. */
function not(expression: string): string {
  return /^!\w+\([^()]*\)$/.test(expression) ? expression.slice(1) : `!(${expression})`
}

/** A field's schema once it is known to be there: an `optional` around it comes off, a `nullish` becomes `nullable`. */
function withoutOptional(schema: unknown): unknown {
  if (!(schema instanceof Shape) || schema.checks.length > 0) return schema
  if (schema.kind === 'optional') return schema.args[0]
  if (schema.kind === 'nullish') return new Shape('nullable', schema.args)
  return schema
}

/** Whether a schema's written-out test may pass `undefined` (so a required field needs its own test for it). */
function acceptsUndefined(schema: unknown): boolean {
  if (!(schema instanceof Shape)) return true
  switch (schema.kind) {
    case 'unknown':
    case 'optional':
    case 'nullish':
      return true
    case 'nullable':
      return acceptsUndefined(schema.args[0])
    case 'lazy':
      return acceptsUndefined((schema.args[0] as () => unknown)())
    case 'union':
    case 'discriminatedUnion':
      return ((schema.kind === 'union' ? schema.args[0] : schema.args[1]) as unknown[]).some(acceptsUndefined)
    default:
      return false
  }
}

/** Whether an object field may be left out: an `optional` or `nullish` on the way in (not a `_default`, which fills it). */
function mayBeAbsent(schema: unknown): boolean {
  if (!(schema instanceof Shape) || schema.checks.length > 0) return false
  switch (schema.kind) {
    case 'optional':
    case 'nullish':
      return true
    case 'nullable':
      return mayBeAbsent(schema.args[0])
    case 'lazy':
      return mayBeAbsent((schema.args[0] as () => unknown)())
    default:
      return false
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  rmSync(precompiledChecksFolder, { recursive: true, force: true })
  mkdirSync(precompiledChecksFolder, { recursive: true })
  for (const [file, source] of precompiledChecks()) writeFileSync(join(precompiledChecksFolder, file), source)
  console.log(`Wrote ${precompiledChecksFolder}`)
}
