/** The refetch triggers a hook turns off at a height, whatever its `query` bag says. */
export type NeverRefetched = {
  refetchInterval?: false
  refetchOnWindowFocus?: false
  refetchOnReconnect?: false
}

/**
 * The options that keep a read at a height from refetching by itself: the state at a past block
 * cannot change, so focus, reconnect and an interval would only repeat the same request. Laid
 * over the caller's `query` bag; `refetch()` and invalidation still work. Nothing at the latest
 * state (no `blockHeight`).
 *
 * @example
 * ```ts
 * useQuery({ ...options, ...query, ...neverRefetchedAtHeight(parameters) })
 * ```
 */
export function neverRefetchedAtHeight(parameters: { blockHeight?: unknown }): NeverRefetched {
  if (parameters.blockHeight === undefined) return {}
  return { refetchInterval: false, refetchOnWindowFocus: false, refetchOnReconnect: false }
}
