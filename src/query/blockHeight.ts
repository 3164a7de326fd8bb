import { normalizeBlockHeight, type BlockHeight } from '../core/blockHeight.ts'

/**
 * The parameter every read's query options and hook take besides the endpoint's own:
 * `blockHeight`, the height the answer is read at (see {@link BlockHeight}).
 *
 * @example
 * ```ts
 * const parameters: GetBalancesParameters & AtBlockHeight = { address, blockHeight: 1204331n }
 * ```
 */
export type AtBlockHeight = {
  /**
   * Read the state as of this block height (sent as `x-cosmos-block-height`). It is part of the
   * query key, and an answer at a height never changes, so it is cached as immutable (never stale,
   * never refetched on focus, reconnect or interval). Leave it out for the latest state.
   */
  blockHeight?: BlockHeight | undefined
}

/** Query parameters split into the endpoint's own, the height to read at, and what the key holds. */
export type SplitBlockHeight<TParameters> = {
  /** The endpoint's own parameters, without `blockHeight`. */
  parameters: TParameters
  /** The height to send, as given (checked when the request is made). */
  blockHeight: BlockHeight | undefined
  /**
   * Parameters as the query key holds them: the endpoint's own and, at a height, `blockHeight` in
   * its canonical decimal form, so `5`, `5n` and `'05'` share one cache entry.
   */
  keyParameters: TParameters & { blockHeight?: string | undefined }
  /** `{ staleTime: Infinity }` at a height (an answer at a past height cannot change), else `{}`. */
  immutable: { staleTime?: number }
}

/**
 * Splits `blockHeight` from a read's query parameters: the endpoint gets its own parameters, the
 * request gets the height, the key gets both. Every query option builder goes through here.
 *
 * @example
 * ```ts
 * const { parameters, blockHeight, keyParameters } = splitBlockHeight({ address, blockHeight: 5n })
 * // parameters: { address }, blockHeight: 5n, keyParameters: { address, blockHeight: '5' }
 * ```
 */
export function splitBlockHeight<TParameters extends object>(
  parameters: TParameters & AtBlockHeight,
): SplitBlockHeight<TParameters> {
  const { blockHeight, ...own } = parameters
  const endpointParameters = own as TParameters
  if (blockHeight === undefined) return { parameters: endpointParameters, blockHeight, keyParameters: endpointParameters, immutable: {} }
  // A malformed height stays in the key as given: the query runs and reports its ParameterError.
  const keyHeight = normalizeBlockHeight(blockHeight) ?? String(blockHeight)
  return {
    parameters: endpointParameters,
    blockHeight,
    keyParameters: { ...endpointParameters, blockHeight: keyHeight },
    immutable: { staleTime: Infinity },
  }
}
