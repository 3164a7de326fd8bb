import type { Chain } from './chain.ts'
import { formatDec, parseDec as dec } from './decimal.ts'
import { DevnetError } from './errors.ts'
import { blockTimeMs } from './oracle.ts'

// State of the mint module: its release schedule and the minter, a function of the
// height and the time of block 1.

/**
 * Mint parameters of the simulated chain: three yearly releases of the native denom, the
 * first starting on the day of block 1. Each fits a uint64 and exceeds 2^53. The devnet
 * mints the current release evenly on every block, spread over a year of 5 s blocks
 * (a real chain of this line mints once per daily epoch).
 */
export const devnetMint = {
  releases: [15_000_000_000_000_000_000n, 10_000_000_000_000_000_000n, 5_000_000_000_000_000_000n],
  blocksPerRelease: 6_307_200n,
  inflationMax: dec('0.05'),
} as const

const dayMs = 86_400_000
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10)

function firstBlockDay(chain: Chain): number {
  const first = chain.block(1n)
  if (!first) throw new DevnetError(503, 14, 'the chain has not produced its first block yet')
  return Date.parse(first.time.slice(0, 10))
}

/** The mint module's parameters in the gateway's JSON. */
export function mintParamsJson(chain: Chain) {
  const start = firstBlockDay(chain)
  return {
    mint_denom: chain.fixtures.nativeDenom,
    token_release_schedule: devnetMint.releases.map((amount, index) => ({
      start_date: isoDate(start + index * 365 * dayMs),
      end_date: isoDate(start + ((index + 1) * 365 - 1) * dayMs),
      token_release_amount: amount.toString(),
    })),
    inflation_max: formatDec(devnetMint.inflationMax),
  }
}

/** The minter at the latest height in the gateway's JSON: the first release, minted once per block so far. */
export function minterJson(chain: Chain) {
  const [release] = mintParamsJson(chain).token_release_schedule
  const total = devnetMint.releases[0]
  const perBlock = total / devnetMint.blocksPerRelease
  const latest = chain.latestHeight()
  const mintedBy = (height: bigint) => (perBlock * height < total ? perBlock * height : total)
  const minted = mintedBy(latest)
  return {
    start_date: release!.start_date,
    end_date: release!.end_date,
    denom: chain.fixtures.nativeDenom,
    total_mint_amount: total.toString(),
    remaining_mint_amount: (total - minted).toString(),
    last_mint_amount: (minted - mintedBy(latest - 1n)).toString(),
    last_mint_date: isoDate(blockTimeMs(chain, latest)),
    last_mint_height: latest.toString(),
  }
}
