import { createRandom } from './random.ts'
import type { GenesisState } from './state.ts'

// The oracle's rates height by height: a pure function of the genesis rates and the
// block hashes, cached per genesis. The chain reads it while it makes a block's votes;
// oracle.ts serves it.

type OracleCache = { denoms: string[]; rates: Map<string, bigint>[] }
const oracleCaches = new WeakMap<GenesisState, OracleCache>()

const decimals18 = 10n ** 18n

function oracleCache(genesis: GenesisState): OracleCache {
  let cache = oracleCaches.get(genesis)
  if (!cache) {
    const denoms = [...genesis.oracleRates.keys()].sort()
    cache = { denoms, rates: [new Map(denoms.map((denom) => [denom, genesis.oracleRates.get(denom) ?? decimals18]))] }
    oracleCaches.set(genesis, cache)
  }
  return cache
}

/** The denoms the oracle prices, sorted as the store iterates them. */
export function oracleRateDenoms(genesis: GenesisState): string[] {
  return [...oracleCache(genesis).denoms]
}

/**
 * The aggregated oracle rates after the block at `height`, from the genesis rates and
 * the hash of each block up to it (`blockHashAt`). The chain calls it while it makes
 * up the block's oracle votes, before the block exists, so the votes carry exactly the
 * rates the oracle then serves for that height.
 */
export function oracleRatesFrom(genesis: GenesisState, blockHashAt: (height: bigint) => string, height: bigint): Map<string, bigint> {
  const cache = oracleCache(genesis)
  while (BigInt(cache.rates.length) <= height) {
    const at = BigInt(cache.rates.length)
    const previous = cache.rates[cache.rates.length - 1]!
    const random = createRandom(`${blockHashAt(at)}/oracle-rates`)
    const next = new Map<string, bigint>()
    for (const denom of cache.denoms) {
      const rate = previous.get(denom)!
      next.set(denom, rate + (rate * BigInt(random.int(-50, 50))) / 10_000n)
    }
    cache.rates.push(next)
  }
  return new Map(cache.rates[Number(height)]!)
}
