// SDK `Dec` values of the devnet: 18-decimal fixed-point bigints.

const decimals18 = 10n ** 18n

/**
 * Formats an 18-decimal fixed-point bigint as an SDK `Dec` string.
 *
 * @example
 * ```ts
 * formatDec(6_412_000_000_000_000_000n) // "6.412000000000000000"
 * ```
 */
export function formatDec(value: bigint): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(19, '0')
  return `${negative ? '-' : ''}${digits.slice(0, -18)}.${digits.slice(-18)}`
}

/** Reads a non-negative SDK `Dec` string (`"0.667"`) as an 18-decimal fixed-point bigint. */
export function parseDec(text: string): bigint {
  const [whole = '0', fraction = ''] = text.split('.')
  return BigInt(whole) * decimals18 + BigInt(fraction.padEnd(18, '0'))
}
