import type { Chain } from './chain.ts'
import { DevnetError, invalidArgument } from './errors.ts'

// Reads at a past height, as a node answers them from the `x-cosmos-block-height` header: the
// route handlers get the chain as it was after that block (its balances, accounts, newest block,
// oracle rates), so every route that reads the chain's state answers at the height without
// knowing about it.

/** The header the gateway reads a query's height from. */
export const blockHeightHeaderName = 'x-cosmos-block-height'

const int64Max = 2n ** 63n - 1n

/**
 * The height a request asks to read at, as the SDK parses the header: `undefined` without the
 * header or for `0` (the latest height); 400 with code 3 for text that is not an int64 or a
 * negative height.
 *
 * @example
 * ```ts
 * requestedHeight(new Headers({ 'x-cosmos-block-height': '42' })) // 42n
 * ```
 */
export function requestedHeight(headers: Headers): bigint | undefined {
  const text = headers.get(blockHeightHeaderName)
  if (text === null) return undefined
  const trimmed = text.trim()
  if (!/^-?\d+$/.test(trimmed) || BigInt(trimmed) > int64Max || BigInt(trimmed) < -int64Max - 1n) {
    throw invalidArgument(
      `Baseapp.RegisterGRPCServer: invalid height header "${blockHeightHeaderName}": strconv.ParseInt: parsing ${JSON.stringify(trimmed.slice(0, 40))}: invalid syntax: invalid request`,
    )
  }
  const height = BigInt(trimmed)
  if (height < 0n) throw invalidArgument('cannot query with height < 0; please provide a valid height: invalid request')
  return height === 0n ? undefined : height
}

/**
 * Route templates whose services answer from CometBFT or write: the node ignores the header
 * there (the Tendermint service's blocks and node info, the transaction service).
 *
 * @example
 * ```ts
 * ignoresBlockHeight('/{sdk}/tx/v1beta1/txs') // true
 * ```
 */
export function ignoresBlockHeight(routeTemplate: string): boolean {
  return routeTemplate.startsWith('/{sdk}/tx/') || routeTemplate.startsWith('/{sdk}/base/')
}

/** 400, code 3: what a node answers for a height beyond its newest block. */
export const futureHeight = () =>
  new DevnetError(400, 3, 'cannot query with height in the future; please provide a valid height: invalid height')

/** 400, code 3: what a pruning node answers for a height whose state it no longer keeps. */
export const prunedHeight = (height: bigint, latest: bigint) =>
  new DevnetError(
    400,
    3,
    `failed to load state at height ${height}; version does not exist (latest height: ${latest}): invalid request`,
  )

const views = new WeakMap<Chain, Map<bigint, Chain>>()

/**
 * The chain as it was after the block at `height`: its state from the chain's history, its
 * newest block `height`, its transactions up to there; writes (broadcast, simulate, produce)
 * still go to the live chain. Throws the node's errors for a height beyond the newest block
 * ({@link futureHeight}) or older than the history keeps ({@link prunedHeight}). Views are
 * reused per height (route caches keyed by the chain stay warm) and dropped once pruned.
 *
 * @example
 * ```ts
 * const past = chainAtHeight(devnet.chain, 42n)
 * past.balances(address) // the balances after block 42
 * ```
 */
export function chainAtHeight(chain: Chain, height: bigint): Chain {
  const latest = chain.latestHeight()
  if (height > latest) throw futureHeight()
  if (height === latest) return chain
  let byHeight = views.get(chain)
  if (!byHeight) views.set(chain, (byHeight = new Map()))
  const earliest = chain.history.earliestHeight()
  for (const kept of byHeight.keys()) if (kept < earliest) byHeight.delete(kept)
  const cached = byHeight.get(height)
  if (cached) return cached
  const snapshot = chain.history.at(height)
  if (!snapshot) throw prunedHeight(height, latest)
  const accountsByAddress = new Map(snapshot.accounts.map((account) => [account.address, account]))
  const view: Chain = {
    ...chain,
    genesis: { ...chain.genesis, accounts: snapshot.accounts, balances: snapshot.balances },
    latestHeight: () => height,
    latestBlock: () => chain.block(height)!,
    block: (at) => (at <= height ? chain.block(at) : undefined),
    tx: (hash) => {
      const tx = chain.tx(hash)
      return tx && tx.height <= height ? tx : undefined
    },
    allTxs: () => chain.allTxs().filter((tx) => tx.height <= height),
    account: (address) => accountsByAddress.get(address),
    accounts: () => snapshot.accounts,
    balances: (address) => snapshot.balances.get(address) ?? new Map(),
    supply: () => {
      const totals = new Map<string, bigint>()
      for (const held of snapshot.balances.values()) {
        for (const [denom, amount] of held) totals.set(denom, (totals.get(denom) ?? 0n) + amount)
      }
      return totals
    },
  }
  byHeight.set(height, view)
  return view
}
