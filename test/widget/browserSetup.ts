// Shared by the widget's end-to-end tests in Chromium: one devnet server, one site that serves the
// built widget, one browser per test file, and a tab that collects what goes wrong on its page.
import { existsSync } from 'node:fs'
import type { Server } from 'node:http'
import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { ensureBuilt } from '../builtPackage.ts'
import { startDevnetServer, type DevnetServer } from '../../src/devnet/server.ts'
import { chromiumArgs, chromiumPath } from '../chromium.ts'
import { bankSend } from './widgetHelpers.ts'

/** What a widget e2e file runs against, once its `beforeAll` has started it. */
export type WidgetBrowser<TSite> = {
  readonly devnet: DevnetServer
  readonly site: TSite
  readonly browser: Browser
  /** A bank send of the devnet: its sender (for the balances and txs views) and its hash (the tx view). */
  readonly subject: { address: string; hash: string }
}

/**
 * Starts, in `beforeAll`, a devnet server (`seed`, no blocks of its own), the site `serve` makes
 * for its URL and Debian's Chromium, after building `builds` if they are missing; closes them all
 * in `afterAll`.
 */
export function setupWidgetBrowser<TSite extends { server: Server }>(options: {
  seed: string
  builds: string[]
  serve: (gatewayUrl: string) => Promise<TSite>
}): WidgetBrowser<TSite> {
  let started: WidgetBrowser<TSite> | undefined
  const parts: Partial<{ devnet: DevnetServer; site: TSite; browser: Browser }> = {}
  beforeAll(async () => {
    ensureBuilt(...options.builds)
    if (!existsSync(chromiumPath)) throw new Error(`Chromium not found at ${chromiumPath}: install Debian's chromium or set CHROMIUM_PATH.`)
    const devnet = (parts.devnet = await startDevnetServer({ port: 0, seed: options.seed, autoAdvance: false }))
    const send = bankSend(devnet)
    const site = (parts.site = await options.serve(devnet.url))
    const browser = (parts.browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs }))
    started = { devnet, site, browser, subject: { address: send.sender, hash: send.hash } }
  })
  afterAll(async () => {
    await parts.browser?.close()
    parts.site?.server.closeAllConnections()
    await new Promise((resolve) => parts.site?.server.close(resolve))
    await parts.devnet?.close()
  })
  const current = () => {
    if (!started) throw new Error('The widget browser starts in beforeAll: read it inside a test or a hook.')
    return started
  }
  return {
    get devnet() {
      return current().devnet
    },
    get site() {
      return current().site
    },
    get browser() {
      return current().browser
    },
    get subject() {
      return current().subject
    },
  }
}

/** A new tab whose page errors and console errors (and, with `warnings`, warnings) are collected in `problems`. */
export async function openTab(browser: Browser, options: { viewport?: { width: number; height: number }; warnings?: boolean } = {}) {
  const tab: Page = await browser.newPage(options.viewport ? { viewport: options.viewport } : {})
  const problems: string[] = []
  tab.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  tab.on('console', (message) => {
    if (message.type() === 'error' || (options.warnings && message.type() === 'warning')) problems.push(`console ${message.type()}: ${message.text()}`)
  })
  return { tab, problems }
}
