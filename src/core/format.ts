/**
 * Formats an integer amount in base units as a decimal in display units,
 * exactly: `formatUnits('1500000', 6)` is `"1.5"`. Works far beyond 2^53
 * because it uses bigint, never floating point.
 *
 * @example
 * ```ts
 * formatUnits('1234567890123456789012', 18) // "1234.567890123456789012"
 * formatUnits(42n, 0) // "42"
 * ```
 */
export function formatUnits(amount: string | bigint, exponent: number): string {
  if (!Number.isInteger(exponent) || exponent < 0) {
    throw new RangeError(`gatekit: exponent must be a non-negative integer, got ${exponent}.`)
  }
  const value = typeof amount === 'bigint' ? amount : parseInteger(amount)
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(exponent + 1, '0')
  const whole = digits.slice(0, digits.length - exponent)
  const fraction = digits.slice(digits.length - exponent).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/**
 * Parses a decimal amount in display units into base units, exactly:
 * `parseUnits('1.5', 6)` is `1500000n`. Throws when it has more decimals than
 * the exponent allows, rather than rounding.
 *
 * @example
 * ```ts
 * parseUnits('0.000000000000000001', 18) // 1n
 * ```
 */
export function parseUnits(value: string, exponent: number): bigint {
  const match = /^(-)?(\d*)(?:\.(\d*))?$/.exec(value.trim())
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) {
    throw new SyntaxError(`gatekit: "${value}" is not a decimal number.`)
  }
  const fraction = (match[3] ?? '').replace(/0+$/, '')
  if (fraction.length > exponent) {
    throw new RangeError(`gatekit: "${value}" has more than ${exponent} decimals.`)
  }
  const units = BigInt(`${match[2] || '0'}${fraction.padEnd(exponent, '0')}`)
  return match[1] ? -units : units
}

function parseInteger(amount: string): bigint {
  if (!/^-?\d+$/.test(amount)) throw new SyntaxError(`gatekit: "${amount}" is not an integer amount.`)
  return BigInt(amount)
}
