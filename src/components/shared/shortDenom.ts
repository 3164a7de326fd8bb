import { truncateMiddle } from '../../core/format.ts'

/**
 * A denom short enough for a table cell that still tells denoms apart. Plain
 * truncation keeps the shared prefix (`factory/…`, `ibc/…`) and drops what
 * differs; this keeps what differs:
 * - `factory/{creator}/{subdenom}` keeps the creator's bech32 prefix and tail
 *   and the subdenom: `factory/kii1…x7/ORO` (a long subdenom is cut in its middle);
 * - `ibc/{hash}` and `erc20/{address}`-like denoms keep the kind and both ends of the hash;
 * - any other long denom keeps its start and its end.
 * Short denoms come back as they are.
 *
 * @example
 * ```ts
 * shortDenom('factory/kii1sgsyrq4y7ngcllawqu5sqzm4h9k85p0ugq5ux7/ORO') // "factory/kii1…x7/ORO"
 * ```
 */
export function shortDenom(denom: string, maxLength = 24): string {
  if (denom.length <= maxLength) return denom
  const factory = /^factory\/([^/]+)\/(.+)$/.exec(denom)
  if (factory) {
    const creator = factory[1] ?? ''
    const subdenom = factory[2] ?? ''
    const separator = creator.indexOf('1')
    // The bech32 prefix ("kii1") and the last two characters of the creator: enough to tell creators apart at a glance.
    const creatorShort = separator > 0 && separator < 12 ? `${creator.slice(0, separator + 1)}…${creator.slice(-2)}` : truncateMiddle(creator, { head: 4, tail: 2 })
    return `factory/${creatorShort}/${truncateMiddle(subdenom, { head: 6, tail: 6 })}`
  }
  const slash = denom.indexOf('/')
  if (slash > 0 && slash <= 12) {
    const rest = denom.slice(slash + 1)
    return `${denom.slice(0, slash + 1)}${truncateMiddle(rest, { head: 4, tail: 6 })}`
  }
  return truncateMiddle(denom, { head: 10, tail: 8 })
}
