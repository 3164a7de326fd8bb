/** Words every component shares. Override them app-wide with `<GatekitUIProvider strings>` or per component. */
export type CommonStrings = {
  copy: string
  copied: string
  copyFailed: string
  loading: string
  empty: string
  retry: string
  errorTitle: string
}

/** The default English common strings. */
export const defaultCommonStrings: CommonStrings = {
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Copy failed',
  loading: 'Loading…',
  empty: 'Nothing to show.',
  retry: 'Retry',
  errorTitle: 'Could not load this.',
}

/**
 * A component's default strings on top of the common ones. A function rather than a module-level
 * `{ ...defaultCommonStrings, ... }`: bundlers count an object spread at module level as a side effect
 * and keep it, with every string table of every component, in any app that imports one component.
 *
 * @example
 * ```ts
 * export const defaultMyStrings = /* @__PURE__ *\/ withCommonStrings({ caption: 'Mine' })
 * ```
 */
export function withCommonStrings<TOwn extends Record<string, string>>(own: TOwn): CommonStrings & TOwn {
  return { ...defaultCommonStrings, ...own }
}
