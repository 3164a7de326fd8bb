import { existsSync } from 'node:fs'
import { playwright } from '@vitest/browser-playwright'

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

/**
 * A fresh browser config for one vitest project; sharing one object between
 * projects fails ("project name ... was already defined").
 */
export function chromiumBrowser() {
  if (!existsSync(chromiumPath)) {
    throw new Error(`Chromium not found at ${chromiumPath}: run \`npm test\` (it installs Debian's chromium) or set CHROMIUM_PATH.`)
  }
  return {
    enabled: true,
    headless: true,
    provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
    instances: [{ browser: 'chromium' as const }],
    screenshotFailures: false,
  }
}
