import type { Chain } from './chain.ts'
import { formatDec, parseDec as dec } from './decimal.ts'
import { accountPrefix, checkBech32, toBech32, validatorPrefix } from './encoding.ts'
import { invalidArgument } from './errors.ts'
import { oracleRateDenoms, oracleRatesFrom } from './oracleRates.ts'
import { createRandom } from './random.ts'

// State of the oracle module, derived from the genesis and the produced blocks of a
// chain. Everything here is a pure function of the seed (reached through seed-derived
// genesis data and block hashes) and the height, and is cached per chain only to avoid
// recomputing it: the same seed gives the same answers whatever the order of requests.

/**
 * Oracle parameters of the simulated chain. With a vote period of one block every block
 * sets new rates and takes a price snapshot; snapshots are kept for `lookbackDuration`
 * seconds (120 blocks at the default 5 s block time).
 */
export const devnetOracleParams = {
  votePeriod: 1n,
  voteThreshold: dec('0.667'),
  rewardBand: dec('0.02'),
  slashFraction: dec('0.0001'),
  slashWindow: 100n,
  minValidPerWindow: dec('0.05'),
  lookbackDuration: 600n,
} as const

/** The denoms the oracle prices (whitelist, vote targets and actives), sorted as the store iterates them. */
export function oracleDenoms(chain: Chain): string[] {
  return oracleRateDenoms(chain.genesis)
}

/**
 * The aggregated oracle rates after the block at `height` (18-decimal fixed point), by denom.
 * Each block moves every rate by at most ±0.5 %, a step drawn from the block's hash, so a
 * rate at a height never changes once the block exists. Height 0 gives the genesis rates.
 * `/exchange_rates` serves the rates at the latest height, `/price_snapshot_history` those
 * of every height in the lookback, and the block's aggregate votes carry the same rates.
 *
 * @example
 * ```ts
 * const devnet = createDevnet({ seed: 1 })
 * formatDec(oracleRatesAt(devnet.chain, devnet.chain.latestHeight()).get('uatom')!) // "6.4..."
 * ```
 */
export function oracleRatesAt(chain: Chain, height: bigint): Map<string, bigint> {
  const latest = chain.latestHeight()
  if (height < 0n || height > latest) throw new RangeError(`no block at height ${height}`)
  return oracleRatesFrom(chain.genesis, (at) => chain.block(at)!.json.block_id.hash, height)
}

/** Unix time of a block in milliseconds. */
export function blockTimeMs(chain: Chain, height: bigint): number {
  const block = chain.block(height)
  if (!block) throw new RangeError(`no block at height ${height}`)
  return Date.parse(block.time)
}

/** The oracle's rates at a height in the gateway's JSON (`denom`, `oracle_exchange_rate`). */
export function exchangeRatesJson(chain: Chain, height: bigint) {
  if (height === 0n) return []
  const timestamp = String(blockTimeMs(chain, height))
  return [...oracleRatesAt(chain, height)].map(([denom, rate]) => ({
    denom,
    oracle_exchange_rate: { exchange_rate: formatDec(rate), last_update: height.toString(), last_update_timestamp: timestamp },
  }))
}

/**
 * The price snapshots the oracle holds at the latest height, oldest first: one per block
 * (the vote period is one block), timestamped with the block time in Unix seconds, kept
 * while `snapshot_timestamp + lookback_duration` is not before the latest block's time.
 * Two blocks within one second share a snapshot key; the later one wins, as on the chain.
 */
export function priceSnapshotsJson(chain: Chain) {
  const latest = chain.latestHeight()
  if (latest === 0n) return []
  const unixSeconds = (height: bigint) => BigInt(Math.floor(blockTimeMs(chain, height) / 1000))
  const oldestKept = unixSeconds(latest) - devnetOracleParams.lookbackDuration
  const snapshots: { snapshot_timestamp: string; price_snapshot_items: ReturnType<typeof exchangeRatesJson> }[] = []
  const seen = new Set<bigint>()
  for (let height = latest; height >= 1n; height--) {
    const seconds = unixSeconds(height)
    if (seconds < oldestKept) break
    if (seen.has(seconds)) continue
    seen.add(seconds)
    snapshots.push({ snapshot_timestamp: seconds.toString(), price_snapshot_items: exchangeRatesJson(chain, height) })
  }
  return snapshots.reverse()
}

/** The oracle module's parameters in the gateway's JSON. */
export function oracleParamsJson(chain: Chain) {
  const p = devnetOracleParams
  return {
    vote_period: p.votePeriod.toString(),
    vote_threshold: formatDec(p.voteThreshold),
    reward_band: formatDec(p.rewardBand),
    whitelist: oracleDenoms(chain).map((name) => ({ name })),
    slash_fraction: formatDec(p.slashFraction),
    slash_window: p.slashWindow.toString(),
    min_valid_per_window: formatDec(p.minValidPerWindow),
    lookback_duration: p.lookbackDuration.toString(),
  }
}

/** `(height mod slash_window) / vote_period`, as the chain computes the window progress. */
export function slashWindowProgress(chain: Chain): bigint {
  return (chain.latestHeight() % devnetOracleParams.slashWindow) / devnetOracleParams.votePeriod
}

/** Decodes a validator operator address, refusing a malformed one with 400 and code 3 as the chain does. */
export function validatorBytes(address: string): Uint8Array {
  const check = checkBech32(address, validatorPrefix)
  if (!check.ok) throw invalidArgument(check.reason)
  return check.bytes
}

/**
 * The feeder of a validator: the account it delegated its votes to, or, for a validator
 * that delegated to none (any operator address outside the genesis set), the account
 * with the operator's own address bytes, as the chain answers.
 */
export function feederOf(chain: Chain, validatorAddress: string): string {
  const bytes = validatorBytes(validatorAddress)
  const validator = chain.genesis.validators.find((candidate) => candidate.operatorAddress === validatorAddress)
  return validator ? validator.feeder : toBech32(accountPrefix, bytes)
}

// Share of vote periods in which each genesis validator votes validly; the rest split
// between abstaining and missing.
const reliability = [0.98, 0.95, 0.9, 0.75]

/**
 * A validator's vote penalty counter at the latest height: one outcome per block since the
 * slash window last reset (the chain resets at every block whose successor is a multiple of
 * `slash_window`), drawn from the block's hash. Validators outside the genesis set have no
 * record: all counts are zero.
 */
export function votePenaltyCounter(chain: Chain, validatorAddress: string) {
  validatorBytes(validatorAddress)
  const counts = { miss_count: 0n, abstain_count: 0n, success_count: 0n }
  const index = chain.genesis.validators.findIndex((candidate) => candidate.operatorAddress === validatorAddress)
  if (index !== -1) {
    const latest = chain.latestHeight()
    const window = devnetOracleParams.slashWindow
    const lastReset = latest - ((latest + 1n) % window)
    const share = reliability[index % reliability.length]!
    for (let height = (lastReset > 0n ? lastReset : 0n) + 1n; height <= latest; height++) {
      const draw = createRandom(`${chain.block(height)!.json.block_id.hash}/oracle-votes/${validatorAddress}`).next()
      if (draw < share) counts.success_count += 1n
      else if (draw < share + (1 - share) / 2) counts.abstain_count += 1n
      else counts.miss_count += 1n
    }
  }
  return {
    miss_count: counts.miss_count.toString(),
    abstain_count: counts.abstain_count.toString(),
    success_count: counts.success_count.toString(),
  }
}
