import type { DevnetAccount, GenesisState } from './state.ts'

// The simulated chain changes its state in place block after block (balances move, accounts
// sign, new accounts appear). To answer reads at a past height, as a node does from its IAVL
// versions, the state is copied after each block; only the newest `keepHeights` copies are kept,
// as a pruning node keeps its recent versions, so memory stays bounded however long it runs.

/** Options of the state history, part of the devnet's options. */
export type StateHistoryOptions = {
  /**
   * How many recent heights the devnet can answer reads at (`x-cosmos-block-height`), as a
   * pruning node keeps its `pruning-keep-recent` versions. Older heights answer "version does
   * not exist". Default 100.
   */
  keepHeights?: number | undefined
}

/** The state of the simulated chain after the block at `height`. */
export type StateSnapshot = {
  height: bigint
  /** Every account as it was, in creation order. */
  accounts: DevnetAccount[]
  /** Balances by address, then by denom. */
  balances: Map<string, Map<string, bigint>>
}

/** The default of {@link StateHistoryOptions.keepHeights}. */
export const defaultKeepHeights = 100

/**
 * The state history of a chain: `record(height)` after each block copies the state; `at(height)`
 * gives it back while the height is among the newest `keepHeights`.
 *
 * @example
 * ```ts
 * const history = createStateHistory(genesis, { keepHeights: 10 })
 * history.record(1n)
 * history.at(1n)?.balances.get(address)
 * ```
 */
export function createStateHistory(genesis: GenesisState, options: StateHistoryOptions = {}) {
  const keep = options.keepHeights ?? defaultKeepHeights
  if (!Number.isSafeInteger(keep) || keep < 1) throw new RangeError(`keepHeights must be a positive integer, got ${keep}`)
  const snapshots = new Map<bigint, StateSnapshot>()
  let newest = 0n

  return {
    keepHeights: keep,
    /** Copies the state as the block at `height` left it, and forgets heights beyond `keepHeights`. */
    record(height: bigint): void {
      snapshots.set(height, {
        height,
        accounts: genesis.accounts.map((account) => ({ ...account })),
        balances: new Map([...genesis.balances].map(([address, held]) => [address, new Map(held)])),
      })
      newest = height
      snapshots.delete(height - BigInt(keep))
    },
    /** The state after the block at `height`, or `undefined` when it was never recorded or is pruned. */
    at(height: bigint): StateSnapshot | undefined {
      return snapshots.get(height)
    },
    /** The oldest height still kept (`1` until `keepHeights` blocks exist); 0 before any block. */
    earliestHeight(): bigint {
      if (newest === 0n) return 0n
      const earliest = newest - BigInt(keep) + 1n
      return earliest < 1n ? 1n : earliest
    },
  }
}

/** The state history of a chain. */
export type StateHistory = ReturnType<typeof createStateHistory>
