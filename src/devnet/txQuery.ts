import type { DevnetTx } from './chainTypes.ts'
import { invalidArgument } from './errors.ts'

type Operator = '=' | '<' | '<=' | '>' | '>=' | 'CONTAINS' | 'EXISTS'
type Condition = { key: string; operator: Operator; value: string }

const conditionPattern =
  /^\s*([A-Za-z0-9_.\-/]+)\s*(?:(EXISTS)|(<=|>=|=|<|>|CONTAINS)\s*(?:'((?:[^'\\]|\\.)*)'|([^\s']+)))\s*$/

/**
 * Parses a CometBFT event query (`key op value AND ...`). `events` of older
 * chains are the same conditions, one per parameter.
 */
export function parseTxQuery(query: string): Condition[] {
  const parts = query.split(/\s+AND\s+/)
  return parts.map((part) => {
    const match = conditionPattern.exec(part)
    if (!match) throw invalidArgument(`failed to parse query: invalid condition "${part.trim()}"`)
    const [, key, exists, operator, quoted, bare] = match
    return {
      key: key!,
      operator: (exists ?? operator) as Operator,
      value: (quoted ?? bare ?? '').replace(/\\'/g, "'"),
    }
  })
}

const numeric = (value: string) => /^-?\d+(\.\d+)?$/.test(value)

function compare(actual: string, operator: Operator, expected: string): boolean {
  if (operator === 'EXISTS') return true
  if (operator === 'CONTAINS') return actual.includes(expected)
  if (operator === '=') return actual === expected
  if (!numeric(actual) || !numeric(expected)) return false
  const [a, b] = [Number(actual), Number(expected)]
  return operator === '<' ? a < b : operator === '<=' ? a <= b : operator === '>' ? a > b : a >= b
}

/** Whether a transaction satisfies every condition. */
export function matchesTxQuery(tx: DevnetTx, conditions: readonly Condition[]): boolean {
  return conditions.every((condition) =>
    (tx.indexed.get(condition.key) ?? []).some((value) => compare(value, condition.operator, condition.value)),
  )
}
