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
