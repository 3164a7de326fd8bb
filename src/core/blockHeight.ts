import { GatewayError, ParameterError } from './errors.ts'
import { describeValue } from './parameters.ts'

/**
 * A block height a read is answered at: a positive safe-integer number, a bigint or a string of
 * decimal digits, at most 2^63 - 1 (the chain's int64).
 *
 * @example
 * ```ts
 * const height: BlockHeight = 1_204_331n
 * ```
 */
export type BlockHeight = number | bigint | string

/**
 * The header a Cosmos gateway reads the height of a query from (the gRPC-gateway forwards it
 * as gRPC metadata `x-cosmos-block-height`).
 *
 * @example
 * ```ts
 * fetch(url, { headers: { [blockHeightHeader]: '1204331' } })
 * ```
 */
export const blockHeightHeader = 'x-cosmos-block-height'

const int64Max = 2n ** 63n - 1n

/** What a valid `blockHeight` looks like, as errors say it. */
const expectedBlockHeight = 'a positive integer (number, bigint or decimal string) up to 2^63 - 1'

/**
 * Whether an endpoint answers at a block height, as its definition states it (`readsAtHeight`):
 * by default its GET reads do (every module's queries of the application state) and its POSTs do
 * not (broadcast, simulate, encode, decode). The Tendermint service (`base`: blocks, node info)
 * and the transaction service (`tx`: search, a transaction, a block's transactions) declare
 * `readsAtHeight: false`: blocks and transactions are addressed by their own height or hash, and
 * the gateway would ignore the header. A POST query of the application state (IBC's
 * `verifyMembership`) declares `readsAtHeight: true`.
 *
 * @example
 * ```ts
 * readsAtHeight(getBalancesEndpoint) // true
 * readsAtHeight(broadcastTxEndpoint) // false
 * ```
 */
export function readsAtHeight(endpoint: {
  readonly method: string
  readonly readsAtHeight?: boolean | undefined
}): boolean {
  return endpoint.readsAtHeight ?? endpoint.method === 'GET'
}

/**
 * The canonical decimal form of a block height (`'0042'`, `42` and `42n` all give `'42'`), or
 * `undefined` when the value is not a valid height (see {@link BlockHeight}).
 *
 * @example
 * ```ts
 * normalizeBlockHeight(42n) // "42"
 * normalizeBlockHeight(0) // undefined
 * ```
 */
export function normalizeBlockHeight(value: unknown): string | undefined {
  let height: bigint
  if (typeof value === 'bigint') height = value
  else if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) return undefined
    height = BigInt(value)
  } else if (typeof value === 'string' && /^\d{1,20}$/.test(value)) height = BigInt(value)
  else return undefined
  return height >= 1n && height <= int64Max ? height.toString() : undefined
}

/**
 * The header that asks for a read at `blockHeight`, checked before anything is sent: none when
 * `blockHeight` is `undefined`; a {@link ParameterError} for a value that is not a positive int64,
 * or for an endpoint that does not read at a height (a broadcast, a simulation).
 *
 * @example
 * ```ts
 * blockHeightHeaders(getBalancesEndpoint, 1204331n) // { 'x-cosmos-block-height': '1204331' }
 * blockHeightHeaders(getBalancesEndpoint, undefined) // {}
 * ```
 */
export function blockHeightHeaders(
  endpoint: { readonly id: string; readonly method: string; readonly readsAtHeight?: boolean | undefined },
  blockHeight: unknown,
): Record<string, string> {
  if (blockHeight === undefined) return {}
  const height = normalizeBlockHeight(blockHeight)
  if (height === undefined) {
    throw new ParameterError({
      parameter: 'blockHeight',
      problem: `must be ${expectedBlockHeight}`,
      reason: 'invalid',
      endpoint: endpoint.id,
      expected: expectedBlockHeight,
      received: describeValue(blockHeight),
    })
  }
  if (!readsAtHeight(endpoint)) {
    throw new ParameterError({
      parameter: 'blockHeight',
      problem:
        'applies to queries of the application state only; the gateway ignores it for blocks, node info, transactions and broadcasts',
      reason: 'invalid',
      endpoint: endpoint.id,
    })
  }
  return { [blockHeightHeader]: height }
}

/**
 * Why the gateway refused a read at a height: `'future'` when the height is beyond its latest
 * block, `'pruned'` when the node no longer keeps the state of that height (a pruning node, or a
 * node started from a snapshot after it). `undefined` for any other error. Nodes answer both with
 * the same gRPC code (InvalidArgument or Unknown, by SDK version), so only their message tells
 * them apart; this reads it once, here.
 *
 * @example
 * ```ts
 * try {
 *   await getBalances(client, { address }, { blockHeight })
 * } catch (error) {
 *   if (blockHeightRefusal(error) === 'pruned') showArchiveNodeHint()
 * }
 * ```
 */
export function blockHeightRefusal(error: unknown): 'future' | 'pruned' | undefined {
  if (!(error instanceof GatewayError)) return undefined
  const message = `${error.body.message} ${error.body.error ?? ''}`
  // The SDK's CreateQueryContext, and CometBFT's block store for `/blocks/{height}`.
  if (/height in the future|must be less than or equal to the current blockchain height/i.test(message)) return 'future'
  // IAVL's "version does not exist" (wrapped as "failed to load state at height N"), CometBFT's
  // "height N is not available, lowest height is M".
  if (/version does not exist|failed to load state at height|is not available, lowest height is/i.test(message)) {
    return 'pruned'
  }
  return undefined
}
