/** Words every component shares. Override them app-wide with `<GatekitUIProvider strings>` or per component. */
export type CommonStrings = {
  copy: string
  copied: string
  copyFailed: string
  loading: string
  empty: string
  retry: string
  errorTitle: string
  /** The label of the disclosure that holds an error's technical text. */
  technicalDetails: string
  errorNetwork: string
  errorTimeout: string
  errorRateLimited: string
  errorServer: string
  errorUnreadable: string
  errorTooLarge: string
  errorNotFound: string
  errorInvalidAddress: string
  errorInvalid: string
  errorUnsupported: string
  errorRefused: string
  errorUnknown: string
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
  technicalDetails: 'Technical details',
  errorNetwork: 'The gateway could not be reached. Check the connection and try again.',
  errorTimeout: 'The gateway did not answer in time.',
  errorRateLimited: 'The gateway is busy. Wait a moment and try again.',
  errorServer: 'The gateway had a problem answering.',
  errorUnreadable: 'The gateway sent data gatekit could not read.',
  errorTooLarge: 'The gateway sent more data than gatekit reads at once.',
  errorNotFound: 'Nothing was found.',
  errorInvalidAddress: 'This address is not valid.',
  errorInvalid: 'This request is not valid.',
  errorUnsupported: 'This gateway does not offer this information.',
  errorRefused: 'The gateway refused this request.',
  errorUnknown: 'Something went wrong.',
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
