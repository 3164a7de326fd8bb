/** A signal that follows several others, and how to stop following them. */
export type CombinedSignal = {
  /** Aborts, with that signal's reason, as soon as any of the signals does. */
  readonly signal: AbortSignal
  /** Stops listening to the signals (the fallback's listeners would otherwise live as long as they do). */
  readonly dispose: () => void
}

/**
 * One signal that aborts when any of `signals` aborts. `AbortSignal.any` where the runtime has it;
 * elsewhere (Next.js's edge runtime, Safari before 17.4) a controller wired to each signal by a
 * listener that `dispose` removes.
 *
 * @example
 * ```ts
 * const { signal, dispose } = anySignal([callerSignal, timeoutController.signal])
 * try {
 *   await fetch(url, { signal })
 * } finally {
 *   dispose()
 * }
 * ```
 */
export function anySignal(signals: readonly AbortSignal[]): CombinedSignal {
  if (typeof AbortSignal.any === 'function') return { signal: AbortSignal.any([...signals]), dispose: () => {} }
  const controller = new AbortController()
  const aborted = signals.find((signal) => signal.aborted)
  if (aborted) {
    controller.abort(aborted.reason)
    return { signal: controller.signal, dispose: () => {} }
  }
  const unsubscribe: (() => void)[] = []
  const dispose = () => {
    for (const remove of unsubscribe.splice(0)) remove()
  }
  for (const signal of signals) {
    const onAbort = () => {
      controller.abort(signal.reason)
      dispose()
    }
    signal.addEventListener('abort', onAbort, { once: true })
    unsubscribe.push(() => signal.removeEventListener('abort', onAbort))
  }
  return { signal: controller.signal, dispose }
}
