import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as z from '../../src/core/zod.ts'
import { bytesSchema, int64Schema, uint64Schema } from '../../src/core/schemas.ts'
import { explainFailure, maxNestingDepth, run, fail } from '../../src/core/shape.ts'
import { safeParseWithZod } from '../../src/core/toZod.ts'
import { nestedJson } from '../property/devnetSamples.ts'

// The compiled checks of `src/core/shapeChecks.ts` take shortcuts: a cache of the last key order
// per object schema, inline tests for strings, booleans, integers and integer or base64 strings,
// and plans that skip `optional`/`nullable`/`nullish`/`lazy` wrappers. Each case here is one such
// shortcut's edge, checked against the verdict it must give and against zod's own parse.

/** The check's verdict, asserted equal to zod's (and the same output when both accept). */
function verdict(schema: unknown, value: unknown): 'accepted' | 'refused' {
  const own = run(schema, value)
  const zod = safeParseWithZod(schema, value)
  expect(own !== fail, JSON.stringify(value)).toBe(zod.success)
  if (own !== fail && zod.success) expect(own).toEqual(zod.data)
  return own === fail ? 'refused' : 'accepted'
}

const coin = z.looseObject({ denom: z.string(), amount: z.shapeOf(uint64Schema) })

describe('the key-order cache of an object check', () => {
  it('finds each field whatever order the keys come in, alternating orders included', () => {
    expect(verdict(coin, { denom: 'akii', amount: '1' })).toBe('accepted')
    expect(verdict(coin, { amount: '1', denom: 'akii' })).toBe('accepted')
    // Same positions as the order cached last, other keys: a bad value must still be found.
    expect(verdict(coin, { denom: 'akii', amount: 'x' })).toBe('refused')
    expect(verdict(coin, { amount: 1, denom: 'akii' })).toBe('refused')
    expect(explainFailure(coin, { amount: 1, denom: 'akii' })).toEqual({ path: ['amount'], expected: 'string' })
    expect(verdict(coin, { note: 1, amount: '2', denom: 'b' })).toBe('accepted')
    expect(verdict(coin, { note: 1, amount: '2' })).toBe('refused')
    expect(explainFailure(coin, { note: 1, amount: '2' })).toEqual({ path: ['denom'], expected: 'nonoptional' })
  })

  it('checks declared fields past the keys it remembers (an object with more than 64 keys)', () => {
    const wide = Object.fromEntries(Array.from({ length: 80 }, (_, index) => [`extra${index}`, index]))
    expect(verdict(coin, { ...wide, denom: 'akii', amount: '3' })).toBe('accepted')
    expect(verdict(coin, { ...wide, denom: 'akii', amount: '-3' })).toBe('refused')
    expect(verdict(coin, { ...wide, denom: 'akii' })).toBe('refused')
  })

  it('agrees with zod on coins with keys in any order, unknown keys and wrong types', () => {
    const field = fc.oneof(fc.constant('1'), fc.constant('-1'), fc.constant(''), fc.integer(), fc.constant(null), fc.string())
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('denom', 'amount', 'note', 'index'), field), (value) => {
        verdict(coin, value)
      }),
      { numRuns: 500 },
    )
  })
})

describe('inline tests of leaf fields and elements', () => {
  const strings = ['', '0', '007', '-0', '-', '-5', '+5', '5.0', ' 5', '5 ', '5\n', '١', '０', 'AA==', 'AAA=', 'AAAA', 'A', 'A===', '==', 'AA=A', 'A-_B', 'ab/+']

  it('decimal-integer strings: digits only for uint64, one leading minus allowed for int64, as their patterns say', () => {
    for (const text of strings) {
      expect(verdict(uint64Schema, text) === 'accepted', text).toBe(/^\d+$/.test(text))
      expect(verdict(int64Schema, text) === 'accepted', text).toBe(/^-?\d+$/.test(text))
    }
  })

  it('base64 strings as the bytes pattern says, in an array and behind nullish', () => {
    const pattern = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=|[A-Za-z0-9+/]{2,3})?$/
    const signatures = z.array(z.shapeOf(bytesSchema))
    const holder = z.looseObject({ key: z.nullish(z.shapeOf(bytesSchema)) })
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...strings), fc.stringMatching(/^[A-Za-z0-9+/=\-_ ]{0,12}$/)), (text) => {
        expect(verdict(signatures, [text]) === 'accepted', text).toBe(pattern.test(text))
        expect(verdict(holder, { key: text }) === 'accepted', text).toBe(pattern.test(text))
      }),
      { numRuns: 1_000 },
    )
    expect(verdict(holder, { key: null })).toBe('accepted')
    expect(verdict(holder, {})).toBe('accepted')
    expect(verdict(signatures, [null])).toBe('refused')
  })

  it('booleans, safe integers and strings behind optional, nullable and nullish', () => {
    const schema = z.looseObject({
      flag: z.optional(z.boolean()),
      count: z.nullable(z.int()),
      name: z.nullish(z.string()),
    })
    expect(verdict(schema, { count: 1 })).toBe('accepted')
    expect(verdict(schema, { count: null, flag: true, name: null })).toBe('accepted')
    expect(verdict(schema, { count: 2 ** 53 })).toBe('refused')
    expect(verdict(schema, { count: 1.5 })).toBe('refused')
    // nullable is not optional: the field must be there, and undefined is not null.
    expect(verdict(schema, {})).toBe('refused')
    expect(verdict(schema, { count: undefined })).toBe('refused')
    expect(verdict(schema, { count: 1, flag: null })).toBe('refused')
    expect(verdict(schema, { count: 1, flag: 'true' })).toBe('refused')
    expect(verdict(schema, { count: 1, name: 5 })).toBe('refused')
  })
})

describe('plans that skip wrappers', () => {
  type Node = { name: string; children?: Node[] | null | undefined }
  const node: z.ZodType<Node> = z.lazy(() => z.looseObject({ name: z.string(), children: z.nullish(z.array(node)) }))
  const tree = z.looseObject({ root: z.nullish(node), defaulted: z._default(z.boolean(), false) })

  it('check a recursive schema behind nullish and lazy, and fill a default in a copy', () => {
    const input = { root: { name: 'a', children: [{ name: 'b', children: null }, { name: 'c' }] } }
    expect(verdict(tree, input)).toBe('accepted')
    expect(run(tree, input)).toEqual({ ...input, defaulted: false })
    expect(input).not.toHaveProperty('defaulted')
    expect(verdict(tree, { root: null, defaulted: true })).toBe('accepted')
    expect(verdict(tree, { root: { name: 'a', children: [{ name: 1 }] } })).toBe('refused')
    expect(explainFailure(tree, { root: { name: 'a', children: [{ name: 1 }] } })).toEqual({ path: ['root', 'children', 0, 'name'], expected: 'string' })
    expect(verdict(tree, { root: 'a' })).toBe('refused')
    expect(verdict(tree, { defaulted: 'no' })).toBe('refused')
  })

  it('refuse unknown fields of a strict object here, for zod to drop them', () => {
    const strict = z.object({ id: z.string() })
    expect(run(strict, { id: 'a', extra: 1 })).toBe(fail)
    expect(safeParseWithZod(strict, { id: 'a', extra: 1 })).toEqual({ success: true, data: { id: 'a' } })
    expect(verdict(strict, { id: 'a' })).toBe('accepted')
  })

  it('keep a union’s first accepting option and refuse what no option accepts', () => {
    const any = z.union([z.openObject({ '@type': z.string() }), z.looseObject({ type_url: z.string(), value: z.nullish(z.shapeOf(bytesSchema)) })])
    expect(verdict(any, { '@type': '/x', body: { deep: [1] } })).toBe('accepted')
    expect(verdict(any, { type_url: '/x', value: 'AA==' })).toBe('accepted')
    expect(verdict(any, { type_url: '/x', value: 'A' })).toBe('refused')
    // Both options fail one level in: the first one's failure is reported (zod's union issue lists both).
    expect(explainFailure(any, { type_url: '/x', value: 'A' })).toEqual({ path: ['@type'], expected: 'nonoptional' })
    expect(verdict(any, { '@type': 5, type_url: '/x', value: null })).toBe('accepted')
    expect(verdict(any, { '@type': 5 })).toBe('refused')
  })
})

describe('the nesting bound', () => {
  const holder = z.looseObject({ id: z.string(), list: z.optional(z.array(z.unknown())) })

  it('accepts an unknown field nested up to the bound and refuses one level more, in objects and arrays', () => {
    // The holder is level 1: its unknown field may hold maxNestingDepth - 1 levels.
    expect(verdict(holder, { id: 'a', extra: nestedJson(maxNestingDepth - 1) })).toBe('accepted')
    expect(verdict(holder, { id: 'a', extra: nestedJson(maxNestingDepth) })).toBe('refused')
    expect(explainFailure(holder, { id: 'a', extra: nestedJson(maxNestingDepth) })).toEqual({ path: ['extra'], expected: `no nesting deeper than ${maxNestingDepth} levels` })
    // Inside the declared array (level 2), an unknown element may hold maxNestingDepth - 2 levels.
    expect(verdict(holder, { id: 'a', list: [nestedJson(maxNestingDepth - 2)] })).toBe('accepted')
    expect(verdict(holder, { id: 'a', list: [nestedJson(maxNestingDepth - 1)] })).toBe('refused')
  })

  it('starts every check from the top, also after a check failed deep inside', () => {
    expect(verdict(holder, { id: 'a', list: [nestedJson(maxNestingDepth)] })).toBe('refused')
    expect(verdict(holder, { id: 'a', extra: nestedJson(maxNestingDepth - 1) })).toBe('accepted')
  })
})
