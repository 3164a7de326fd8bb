import { useCallback, useState } from 'react'

/**
 * A value that is either controlled (the caller passes `value`, even `null`) or
 * kept here from `defaultValue`; `setValue` updates the kept value and calls
 * `onChange` in both cases. One implementation for every component's
 * `x` / `defaultX` / `onXChange` triple, so they all behave the same way:
 * `undefined` means "not controlled", `null` is a value.
 *
 * @example
 * ```tsx
 * const [sort, setSort] = useControllableState({ value: props.sort, defaultValue: props.defaultSort ?? null, onChange: props.onSortChange })
 * ```
 */
export function useControllableState<T>(parameters: {
  value: T | undefined
  defaultValue: T
  onChange?: ((value: T) => void) | undefined
}): readonly [T, (next: T) => void] {
  const [own, setOwn] = useState<T>(parameters.defaultValue)
  const controlled = parameters.value !== undefined
  const value = controlled ? (parameters.value as T) : own
  const { onChange } = parameters
  const setValue = useCallback(
    (next: T) => {
      setOwn(next)
      onChange?.(next)
    },
    [onChange],
  )
  return [value, setValue] as const
}
