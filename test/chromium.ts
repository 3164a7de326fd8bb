import { existsSync } from 'node:fs'
import { playwright } from '@vitest/browser-playwright'

import { chromiumArgs, chromiumPath } from './chromiumLaunch.ts'

export { chromiumArgs, chromiumPath }

/**
 * A fresh browser config for one vitest project; sharing one object between
 * projects fails ("project name ... was already defined").
 */
export function chromiumBrowser(options: { pageWidth?: number } = {}) {
  if (!existsSync(chromiumPath)) {
    throw new Error(`Chromium not found at ${chromiumPath}: run \`npm test\` (it installs Debian's chromium) or set CHROMIUM_PATH.`)
  }
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
      // The runner scales its test iframe down to fit the page: a page wider than the widest
      // viewport a project sets keeps the iframe at 1:1 (the screenshot tests need real pixels).
      ...(options.pageWidth ? { contextOptions: { viewport: { width: options.pageWidth, height: 1200 }, deviceScaleFactor: 1 } } : {}),
    }),
    instances: [{ browser: 'chromium' as const }],
    screenshotFailures: false,
  }
}
