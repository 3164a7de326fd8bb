import { useCallback, useEffect, useRef, useState } from 'react'

/** State of a copy action: idle, just copied, or refused by the browser. */
export type CopyState = 'idle' | 'copied' | 'failed'

/**
 * Copies text to the clipboard and reports the outcome for two seconds.
 *
 * @example
 * ```tsx
 * const { copy, state } = useCopy()
 * <button onClick={() => copy(address)}>{state === 'copied' ? 'Copied' : 'Copy'}</button>
 * ```
 */
export function useCopy(resetAfterMs = 2_000) {
  const [state, setState] = useState<CopyState>('idle')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const copy = useCallback(
    async (text: string) => {
      let next: CopyState = 'copied'
      try {
        await navigator.clipboard.writeText(text)
      } catch {
        next = 'failed'
      }
      setState(next)
      clearTimeout(timer.current)
      timer.current = setTimeout(() => setState('idle'), resetAfterMs)
      return next
    },
    [resetAfterMs],
  )
  return { copy, state }
}
