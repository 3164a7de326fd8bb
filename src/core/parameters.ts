import { decodeBech32Address, evmAddressProblem } from './addresses.ts'
import { ParameterError } from './errors.ts'
import { replaceHiddenCharacters } from './hiddenCharacters.ts'

/**
 * A check of one parameter's value: `expected` says in words what a valid value
 * looks like; `problem` returns why a value is not one, or `undefined` when it is.
 */
export type ParameterRule = {
  /** What a valid value is, as an error shows it: `a bech32 account address (kii1...)`. */
  readonly expected: string
  /** Why the value is not valid (`the checksum does not match`), or `undefined` when it is. */
  readonly problem: (value: unknown) => string | undefined
}

// Cosmos names validator keys `<prefix>valoper`, `<prefix>valcons` and their `pub` forms.
const validatorPrefixSuffix = /val(oper|cons)(pub)?$/

const uint64Max = 2n ** 64n - 1n
const int64Max = 2n ** 63n - 1n

/**
 * Whether a value is a non-negative integer an {@link IntegerInput} may carry: a safe-integer
 * number, a bigint, or a string of decimal digits; at most `max` (default 2^64 - 1, a uint64).
 *
 * @example
 * ```ts
 * isNonNegativeInteger(7) // true
 * isNonNegativeInteger('18446744073709551615') // true
 * isNonNegativeInteger(-1) // false
 * isNonNegativeInteger(1.5) // false
 * ```
 */
export function isNonNegativeInteger(value: unknown, options: { max?: bigint | undefined } = {}): boolean {
  return integerProblem(value, options.max ?? uint64Max) === undefined
}

function integerProblem(value: unknown, max: bigint): string | undefined {
  let integer: bigint
  if (typeof value === 'bigint') integer = value
  else if (typeof value === 'number') {
    if (!Number.isInteger(value)) return 'it is not an integer'
    if (!Number.isSafeInteger(value)) return 'it is beyond 2^53 as a number; pass a bigint or a string'
    integer = BigInt(value)
  } else if (typeof value === 'string') {
    if (!/^\d+$/.test(value)) return 'it is not a string of decimal digits'
    integer = BigInt(value)
  } else return 'it is not a number, bigint or string'
  if (integer < 0n) return 'it is negative'
  if (integer > max) return `it is above ${max}`
  return undefined
}

/**
 * A non-negative integer up to 2^64 - 1 (a uint64): a safe-integer number, a bigint or a
 * string of decimal digits. Heights, sequences, counts.
 *
 * @example
 * ```ts
 * defineEndpoint({ id: 'mine/packet', method: 'GET', path: '/{sdk}/mine/{sequence}', checks: { sequence: uint64Rule }, ... })
 * ```
 */
export const uint64Rule: ParameterRule = {
  expected: 'a non-negative integer (number, bigint or decimal string) up to 2^64 - 1',
  problem: (value) => integerProblem(value, uint64Max),
}

/**
 * A non-negative integer up to 2^63 - 1 (an int64 that may not be negative), such as a block height.
 *
 * @example
 * ```ts
 * defineEndpoint({ id: 'mine/block', method: 'GET', path: '/{sdk}/mine/{height}', checks: { height: int64Rule }, ... })
 * ```
 */
export const int64Rule: ParameterRule = {
  expected: 'a non-negative integer (number, bigint or decimal string) up to 2^63 - 1',
  problem: (value) => integerProblem(value, int64Max),
}

/**
 * A list of uint64 values, each checked as `parameter[index]` (see {@link uint64Rule}).
 *
 * @example
 * ```ts
 * checks: { sequences: uint64ListRule } // [1, 2n, '3'] passes; [1, -2] fails on `sequences[1]`
 * ```
 */
export const uint64ListRule: ItemRules = { items: uint64Rule }

/**
 * A bech32 account address with a valid checksum (any chain prefix); a validator's
 * `...valoper`/`...valcons` address is refused.
 *
 * @example
 * ```ts
 * checks: { address: accountAddressRule } // 'kii1...' passes; 'kiivaloper1...' fails
 * ```
 */
export const accountAddressRule: ParameterRule = {
  expected: 'a bech32 account address (such as `kii1...`)',
  problem: (value) => {
    if (typeof value !== 'string') return 'it is not a string'
    const decoded = decodeBech32Address(value)
    if (!decoded.ok) return decoded.reason
    return validatorPrefixSuffix.test(decoded.prefix) ? `its prefix \`${decoded.prefix}\` is a validator's` : undefined
  },
}

/**
 * A bech32 validator operator address (prefix ending in `valoper`) with a valid checksum.
 *
 * @example
 * ```ts
 * checks: { validatorAddress: validatorAddressRule } // 'kiivaloper1...' passes; 'kii1...' fails
 * ```
 */
export const validatorAddressRule: ParameterRule = {
  expected: 'a bech32 validator operator address (such as `kiivaloper1...`)',
  problem: (value) => {
    if (typeof value !== 'string') return 'it is not a string'
    const decoded = decodeBech32Address(value)
    if (!decoded.ok) return decoded.reason
    return decoded.prefix.endsWith('valoper') ? undefined : `its prefix \`${decoded.prefix}\` does not end in \`valoper\``
  },
}

/**
 * An EVM address: `0x` and 40 hex digits, with a mixed case that matches its EIP-55
 * checksum (see {@link isEvmAddress}). Using it bundles keccak-256.
 *
 * @example
 * ```ts
 * checks: { to: evmAddressRule } // '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' passes; '0xabc' fails
 * ```
 */
export const evmAddressRule: ParameterRule = {
  expected: 'an EVM address (`0x` and 40 hex digits, EIP-55 checksummed when mixed case)',
  problem: (value) => (typeof value === 'string' ? evmAddressProblem(value) : 'it is not a string'),
}

/**
 * A transaction hash: 64 hex digits, any case, no `0x`.
 *
 * @example
 * ```ts
 * checks: { hash: txHashRule } // 'AB'.repeat(32) passes; 'ABCD' fails
 * ```
 */
export const txHashRule: ParameterRule = {
  expected: 'a transaction hash (64 hex digits)',
  problem: (value) => {
    if (typeof value !== 'string') return 'it is not a string'
    return /^[0-9a-fA-F]{64}$/.test(value) ? undefined : 'it is not 64 hex digits'
  },
}

/**
 * A rule that accepts exactly the listed values (compared with `===`). Mark a top-level
 * call `/* @__PURE__ *\/` so that bundlers can drop it when unused.
 *
 * @example
 * ```ts
 * const sideRule = /* @__PURE__ *\/ oneOf(['buy', 'sell'])
 * checks: { side: sideRule } // 'buy' passes; 'BUY' fails: expected one of `buy`, `sell`
 * ```
 */
export function oneOf(values: readonly (string | number)[]): ParameterRule {
  return {
    expected: `one of ${values.map((value) => (typeof value === 'string' ? `\`${value}\`` : String(value))).join(', ')}`,
    problem: (value) => ((values as readonly unknown[]).includes(value) ? undefined : 'it is not one of them'),
  }
}

/** `orderBy` of `tx/txSearch`. */
export const orderByRule: ParameterRule = /* @__PURE__ */ oneOf(['ORDER_BY_UNSPECIFIED', 'ORDER_BY_ASC', 'ORDER_BY_DESC'])
/** `mode` of `tx/broadcastTx`. */
export const broadcastModeRule: ParameterRule = /* @__PURE__ */ oneOf([
  'BROADCAST_MODE_SYNC',
  'BROADCAST_MODE_ASYNC',
  'BROADCAST_MODE_BLOCK',
])
/** `pointerType` of the evm module's pointer endpoints: a name or its number. */
export const pointerTypeRule: ParameterRule = /* @__PURE__ */ oneOf(['ERC20', 'ERC721', 'NATIVE', 'CW20', 'CW721', 0, 1, 2, 3, 4])

/** A rule for an object parameter: each named field is checked as `parameter.field`. */
export type FieldRules = { readonly fields: Readonly<Record<string, ParameterRule>> }
/** A rule for a list parameter: each item is checked as `parameter[index]`. */
export type ItemRules = { readonly items: ParameterRule }
/** A rule of one parameter: a plain {@link ParameterRule}, `{ fields }` of an object or `{ items }` of a list. */
export type ParameterCheck = ParameterRule | FieldRules | ItemRules
/** The `checks` of an endpoint: a {@link ParameterCheck} by parameter name. */
export type ParameterChecks = Readonly<Record<string, ParameterCheck>>

/**
 * A {@link PageRequest}'s `offset` and `limit`, each a uint64 (checked as `pagination.offset`, `pagination.limit`).
 *
 * @example
 * ```ts
 * checks: { pagination: paginationRule } // { limit: 10n, key: 'AA==' } passes; { limit: -10 } fails
 * ```
 */
export const paginationRule: FieldRules = { fields: { offset: uint64Rule, limit: uint64Rule } }

/**
 * An IBC height `{ revisionNumber, revisionHeight }`, each a uint64.
 *
 * @example
 * ```ts
 * checks: { proofHeight: heightPairRule } // { revisionNumber: 1, revisionHeight: -1 } fails on `proofHeight.revisionHeight`
 * ```
 */
export const heightPairRule: FieldRules = { fields: { revisionNumber: uint64Rule, revisionHeight: uint64Rule } }

/**
 * Checks the parameters of an endpoint call against the endpoint's `checks` before
 * anything is sent: addresses (bech32 checksum, EIP-55), heights and sequences
 * (non-negative integers), hashes and enum values. Throws {@link ParameterError} with
 * `reason: 'invalid'`, naming the parameter, what was expected and what was received.
 * Absent or empty values are left alone: they are `missing`, which the endpoint reports.
 * An endpoint without `checks` (such as your own `defineEndpoint` without them) is not checked.
 * {@link request} calls it for every endpoint.
 *
 * @example
 * ```ts
 * checkParameters(getBalancesEndpoint, { address: 'kii1notanaddress' })
 * // throws ParameterError: Parameter `address` must be a bech32 account address (such as `kii1...`) ...
 * checkParameters({ id: 'mine/block', checks: { height: int64Rule } }, { height: -1 }) // throws
 * ```
 */
export function checkParameters(
  endpoint: { readonly id: string; readonly checks?: ParameterChecks | undefined },
  parameters: unknown,
): void {
  const problem = findParameterProblem(endpoint, parameters)
  if (problem) throw new ParameterError(problem)
}

/** What is wrong with one parameter: the fields of the {@link ParameterError} that reports it. */
export type ParameterProblem = {
  readonly parameter: string
  readonly problem: string
  readonly reason: 'missing' | 'invalid'
  readonly endpoint: string
  readonly expected?: string | undefined
  readonly received?: string | undefined
}

/**
 * {@link checkParameters} as a value: the first parameter that breaks the endpoint's `checks`,
 * or `undefined` when every checked parameter is well formed. Nothing is thrown.
 *
 * @example
 * ```ts
 * findParameterProblem({ id: 'mine/block', checks: { height: int64Rule } }, { height: -1 })
 * // { parameter: 'height', reason: 'invalid', problem: 'must be a signed 64-bit integer ...', ... }
 * ```
 */
export function findParameterProblem(
  endpoint: { readonly id: string; readonly checks?: ParameterChecks | undefined },
  parameters: unknown,
): ParameterProblem | undefined {
  const checks = endpoint.checks
  if (!checks || parameters === null || typeof parameters !== 'object') return undefined
  for (const [name, value] of Object.entries(parameters)) {
    if (!Object.hasOwn(checks, name)) continue
    const problem = valueProblem(endpoint.id, name, checks[name]!, value)
    if (problem) return problem
  }
  return undefined
}

function valueProblem(endpointId: string, name: string, rule: ParameterCheck, value: unknown): ParameterProblem | undefined {
  if (value === undefined || value === null || value === '') return undefined
  if ('fields' in rule) {
    if (typeof value !== 'object') return undefined
    for (const [field, fieldRule] of Object.entries(rule.fields)) {
      const problem = valueProblem(endpointId, `${name}.${field}`, fieldRule, (value as Record<string, unknown>)[field])
      if (problem) return problem
    }
    return undefined
  }
  if ('items' in rule) {
    if (!Array.isArray(value)) {
      return invalidParameter(endpointId, name, `a list of ${rule.items.expected.replace(/^an? /, '')}`, value, 'it is not a list')
    }
    for (const [index, item] of (value as unknown[]).entries()) {
      const problem = rule.items.problem(item)
      if (problem !== undefined) return invalidParameter(endpointId, `${name}[${index}]`, rule.items.expected, item, problem)
    }
    return undefined
  }
  const problem = rule.problem(value)
  return problem === undefined ? undefined : invalidParameter(endpointId, name, rule.expected, value, problem)
}

function invalidParameter(endpointId: string, name: string, expected: string, value: unknown, problem: string): ParameterProblem {
  const received = describeValue(value)
  return {
    parameter: name,
    problem: `must be ${expected}, received ${received}: ${problem}`,
    reason: 'invalid',
    endpoint: endpointId,
    expected,
    received,
  }
}

// With the u flag a surrogate pair is one code point, so this matches only a lone surrogate.
const loneSurrogate = /\p{Cs}/u

/**
 * Throws {@link ParameterError} when text bound for a URL holds a lone surrogate (half of
 * a UTF-16 pair, not Unicode text): `encodeURIComponent` would throw a bare `URIError`
 * and `URLSearchParams` would silently send U+FFFD instead.
 *
 * @example
 * ```ts
 * requireWellFormedText('bank/denomMetadata', 'denom', 'ibc/\uD800') // throws ParameterError
 * ```
 */
export function requireWellFormedText(endpointId: string, parameter: string, text: string): string {
  const problem = malformedTextProblem(endpointId, parameter, text)
  if (problem) throw new ParameterError(problem)
  return text
}

/**
 * {@link requireWellFormedText} as a value: the problem of text holding a lone surrogate, else `undefined`.
 *
 * @example
 * ```ts
 * malformedTextProblem('bank/denomMetadata', 'denom', 'ibc/\uD800')?.reason // 'invalid'
 * ```
 */
export function malformedTextProblem(endpointId: string, parameter: string, text: string): ParameterProblem | undefined {
  return loneSurrogate.test(text)
    ? invalidParameter(endpointId, parameter, 'well-formed Unicode text', text, 'it holds a lone UTF-16 surrogate')
    : undefined
}

const previewLength = 48
// Hidden characters (gatekit's one definition) are shown escaped, so an error message never
// reorders or hides text around it.
const escapeHidden = (character: string) => `\\u{${character.codePointAt(0)!.toString(16).toUpperCase()}}`

/**
 * A short, safe description of a value for an error message: its type, and for
 * strings at most 48 characters with invisible characters escaped and the length
 * of anything longer; never the whole of a huge value.
 *
 * @example
 * ```ts
 * describeValue('kii1notanaddress') // 'the string "kii1notanaddress"'
 * describeValue(-2n) // 'the bigint -2'
 * ```
 */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') {
    const characters = [...value]
    const preview = replaceHiddenCharacters(characters.slice(0, previewLength).join(''), escapeHidden).replaceAll('"', '\\"')
    return characters.length > previewLength
      ? `a string of ${characters.length} characters starting "${preview}…"`
      : `the string "${preview}"`
  }
  if (typeof value === 'number') return `the number ${String(value)}`
  if (typeof value === 'bigint') return `the bigint ${value.toString().length > 40 ? `${value.toString().slice(0, 40)}…` : value}`
  if (typeof value === 'boolean') return `the boolean ${value}`
  if (value === null) return 'null'
  if (value === undefined) return 'undefined'
  if (Array.isArray(value)) return `an array of ${value.length} items`
  return `a value of type ${typeof value}`
}
