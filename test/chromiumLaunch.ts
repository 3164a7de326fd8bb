// How Debian's Chromium is launched, for the vitest browser projects, the e2e tests and the render
// benchmark alike. No imports: the benchmark loads it without vitest.

/** Debian's Chromium (Playwright's own download cannot work here); CHROMIUM_PATH overrides it. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Flags that keep Chromium quiet on a machine without outside network. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
