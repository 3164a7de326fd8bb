import { blockTimeMs, devnetOracleParams, exchangeRatesJson, oracleDenoms, priceSnapshotsJson } from '../oracle.ts'
import type { Chain } from '../chain.ts'
import { formatDec } from '../decimal.ts'
import { DevnetError } from '../errors.ts'
import type { Route } from '../router.ts'
import { pathUint } from './ibcClientConsensus.ts'

// The oracle's per-denom rate and its time-weighted averages, computed from the same rates
// and price snapshots that /exchange_rates and /price_snapshot_history serve.

// The oracle's registered errors carry no gRPC code, so the gateway sends them as Unknown (500, code 2).
const oracleError = (message: string) => new DevnetError(500, 2, message)

const decimals18 = 10n ** 18n
function parseDec(text: string): bigint {
  const [whole = '0', fraction = ''] = text.split('.')
  return BigInt(whole) * decimals18 + BigInt(fraction.padEnd(18, '0').slice(0, 18))
}

/**
 * The oracle's TWAPs over `lookbackSeconds` at the latest block, as KiiChain's
 * `CalculateTwaps` computes them: walking the snapshots from the newest, each rate is
 * weighted by the time from its snapshot to the next newer one (the newest up to the block
 * time), the oldest one clamped to the window's start; the sum is divided by the time
 * covered, which is reported as `lookback_seconds`. Sorted by denom.
 */
export function oracleTwapsJson(chain: Chain, lookbackSeconds: bigint) {
  if (lookbackSeconds === 0n || lookbackSeconds > devnetOracleParams.lookbackDuration) {
    throw oracleError('Twap lookback seconds is greater than max lookback duration or less than or equal to 0')
  }
  const latest = chain.latestHeight()
  const snapshots = priceSnapshotsJson(chain)
  if (latest === 0n || snapshots.length === 0) throw oracleError('No data for the TWAP calculation')
  const currentTime = BigInt(Math.floor(blockTimeMs(chain, latest) / 1000))
  const targets = new Set(oracleDenoms(chain))
  const sums = new Map<string, bigint>()
  const durations = new Map<string, bigint>()
  for (const snapshot of [...snapshots].reverse()) {
    let timestamp = BigInt(snapshot.snapshot_timestamp)
    const stop = currentTime - lookbackSeconds > timestamp
    if (stop) timestamp = currentTime - lookbackSeconds
    const traversed = currentTime - timestamp
    for (const item of snapshot.price_snapshot_items) {
      if (!targets.has(item.denom)) continue
      const covered = durations.get(item.denom) ?? 0n
      const rate = parseDec(item.oracle_exchange_rate.exchange_rate)
      sums.set(item.denom, (sums.get(item.denom) ?? 0n) + rate * (traversed - covered))
      durations.set(item.denom, traversed)
    }
    if (stop) break
  }
  const twaps = [...sums.keys()].sort().map((denom) => {
    const duration = durations.get(denom)!
    return {
      denom,
      // sdk.Dec's QuoInt64 truncates.
      twap: formatDec(duration === 0n ? 0n : sums.get(denom)! / duration),
      lookback_seconds: duration.toString(),
    }
  })
  if (twaps.length === 0) throw oracleError('No data for the TWAP calculation')
  return twaps
}

/** Oracle routes for one denom's rate and for TWAPs. */
export const oracleTwapRoutes: Route[] = [
  {
    method: 'GET',
    path: '/{app}/oracle/denoms/twaps/{lookback_seconds}',
    handle: ({ chain, params }) => ({ oracle_twap: oracleTwapsJson(chain, pathUint(params, 'lookback_seconds')) }),
  },
  {
    method: 'GET',
    path: '/{app}/oracle/denoms/{denom}/exchange_rate',
    handle: ({ chain, params }) => {
      const denom = params.denom ?? ''
      const entry = exchangeRatesJson(chain, chain.latestHeight()).find((candidate) => candidate.denom === denom)
      if (!entry) throw oracleError(`${denom}: unknown denom`)
      return { oracle_exchange_rate: entry.oracle_exchange_rate }
    },
  },
]
