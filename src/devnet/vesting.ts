import type { GenesisState } from './state.ts'

// The devnet's continuous vesting account: what it still locks at a time. The auth
// routes show its schedule, the bank routes its spendable balance, and transactions
// may spend only what is unlocked.

/**
 * The schedule of the devnet's continuous vesting account: 200 000 KII vesting
 * linearly from 2026-01-01 to 2028-01-01 (Unix seconds).
 */
export const vestingSchedule = {
  denom: 'akii',
  originalVesting: 200_000n * 10n ** 18n,
  startTime: 1_767_225_600n,
  endTime: 1_830_297_600n,
} as const

/**
 * The part of the vesting account's coins still locked at a Unix time (seconds),
 * as the SDK's ContinuousVestingAccount computes it: what has not vested yet,
 * vesting in proportion to the time elapsed.
 */
export function lockedVestingAt(unixSeconds: bigint): bigint {
  const { originalVesting, startTime, endTime } = vestingSchedule
  if (unixSeconds <= startTime) return originalVesting
  if (unixSeconds >= endTime) return 0n
  return originalVesting - (originalVesting * (unixSeconds - startTime)) / (endTime - startTime)
}

/** What vesting locks of an address's balance of a denom at a Unix time (seconds): 0 unless the address vests. */
export function lockedAt(genesis: GenesisState, address: string, denom: string, unixSeconds: bigint): bigint {
  if (denom !== vestingSchedule.denom) return 0n
  const vests = genesis.accounts.some((account) => account.address === address && account.kind === 'vesting')
  return vests ? lockedVestingAt(unixSeconds) : 0n
}
