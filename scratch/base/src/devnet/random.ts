/**
 * A small seeded random generator (sfc32), so that the simulated chain is the
 * same on every run for the same seed.
 */
export type Random = {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max]. */
  int(min: number, max: number): number
  /** A bigint in [0, max). */
  bigint(max: bigint): bigint
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T
  /** `length` random bytes. */
  bytes(length: number): Uint8Array
  /** A generator seeded from this one and a label, independent of later draws here. */
  fork(label: string | number): Random
}

/**
 * Creates a generator from a seed.
 *
 * @example
 * ```ts
 * const random = createRandom(42)
 * random.int(1, 6)
 * ```
 */
export function createRandom(seed: number | string): Random {
  let [a, b, c, d] = seedWords(String(seed))
  const next = () => {
    a >>>= 0
    b >>>= 0
    c >>>= 0
    d >>>= 0
    let t = (a + b) | 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) | 0
    c = (c << 21) | (c >>> 11)
    d = (d + 1) | 0
    t = (t + d) | 0
    c = (c + t) | 0
    return (t >>> 0) / 4294967296
  }
  for (let i = 0; i < 12; i++) next()
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    bigint: (max) => {
      let value = 0n
      for (let i = 0; i < 4; i++) value = (value << 32n) | BigInt(Math.floor(next() * 4294967296))
      return max > 0n ? value % max : 0n
    },
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
    bytes: (length) => Uint8Array.from({ length }, () => Math.floor(next() * 256)),
    fork: (label) => createRandom(`${seed}/${label}`),
  }
  return random
}

// xmur3 string hash, spread over four 32-bit words.
function seedWords(text: string): [number, number, number, number] {
  let h = 1779033703 ^ text.length
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 3432918353)
    h = (h << 13) | (h >>> 19)
  }
  const word = () => {
    h = Math.imul(h ^ (h >>> 16), 2246822507)
    h = Math.imul(h ^ (h >>> 13), 3266489909)
    return (h ^= h >>> 16) >>> 0
  }
  return [word(), word(), word(), word()]
}
