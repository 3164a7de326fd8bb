import { useSyncExternalStore } from 'react'

// One shared ticker for every relative time on the page; it stops while the tab is hidden.
const listeners = new Set<() => void>()
// Read on first use, not at import: a module-level `Date.now()` call is a side effect that keeps this
// module (and everything beside it in a bundle) from being tree-shaken.
let now: number | undefined
let timer: ReturnType<typeof setInterval> | undefined

function tick() {
  now = Date.now()
  for (const listener of listeners) listener()
}

function readNow(): number {
  now ??= Date.now()
  return now
}

function syncTimer() {
  const visible = typeof document === 'undefined' || document.visibilityState !== 'hidden'
  if (listeners.size > 0 && visible && timer === undefined) {
    tick()
    timer = setInterval(tick, 15_000)
  } else if ((listeners.size === 0 || !visible) && timer !== undefined) {
    clearInterval(timer)
    timer = undefined
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  if (listeners.size === 1 && typeof document !== 'undefined') document.addEventListener('visibilitychange', syncTimer)
  syncTimer()
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && typeof document !== 'undefined') document.removeEventListener('visibilitychange', syncTimer)
    syncTimer()
  }
}

/**
 * The current time in ms, refreshed every 15 seconds while the page is visible.
 *
 * @example
 * ```ts
 * const now = useNow()
 * formatRelativeTime(block.time, { now })
 * ```
 */
export function useNow(): number {
  return useSyncExternalStore(subscribe, readNow, readNow)
}
