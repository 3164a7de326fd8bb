import { useSyncExternalStore } from 'react'

// Nothing to subscribe to: the value only differs between the server (and the hydrating first render) and the client.
const subscribeToNothing = () => () => {}
const onClient = () => true
const onServer = () => false

/**
 * `false` while rendering on the server and during hydration's first render, `true` from then on and
 * in an app that renders only on the client (no extra render there). Output that depends on the
 * viewer's clock, locale or time zone waits for `true`, so the server's HTML and the client's first
 * render are the same and React keeps the server's tree.
 *
 * @example
 * ```tsx
 * const hydrated = useHydrated()
 * return <span>{hydrated ? formatRelativeTime(time, { now: Date.now() }) : isoTime}</span>
 * ```
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeToNothing, onClient, onServer)
}
