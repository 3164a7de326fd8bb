// Serving a built app and looking at it in Debian's Chromium, as a user would.
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { chromium, type Page } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../../test/chromiumLaunch.ts'

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
}

/** Serves a static build (such as Vite's dist/) on a free port of 127.0.0.1. */
export async function serveStatic(root: string): Promise<{ url: string; close: () => Promise<void> }> {
  if (!existsSync(join(root, 'index.html'))) throw new Error(`There is no build to serve: ${root}/index.html is missing`)
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname)).replace(/^(\.\.[/\\])+/, '')
    let file = join(root, path)
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html')
    if (!existsSync(file)) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream' })
    createReadStream(file).pipe(response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/**
 * Opens `url` in headless Chromium and runs `check` on the page. Console errors and uncaught
 * exceptions fail the check, with everything the page logged. `beforeLoad` can watch the page
 * (its requests, say) from the start.
 */
export async function checkInChromium(url: string, check: (page: Page) => Promise<void>, beforeLoad?: (page: Page) => void): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true })
  const errors: string[] = []
  try {
    const page = await browser.newPage()
    page.on('console', (message) => {
      // Chromium asks every site for /favicon.ico; a fixture without one is not an error of gatekit's.
      const { url } = message.location()
      if (message.type() === 'error' && !url.endsWith('/favicon.ico')) errors.push(`console.error: ${message.text()}${url ? ` (${url})` : ''}`)
    })
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`))
    beforeLoad?.(page)
    await page.goto(url)
    await check(page)
    // Late errors (a failed refetch, a hydration warning) are given a moment to show.
    await page.waitForTimeout(500)
    if (errors.length > 0) throw new Error(`The page logged errors:\n${errors.join('\n')}`)
  } catch (error) {
    if (errors.length > 0 && !(error instanceof Error && error.message.startsWith('The page logged'))) {
      throw new Error(`${error instanceof Error ? error.message : String(error)}\nThe page logged:\n${errors.join('\n')}`)
    }
    throw error
  } finally {
    await browser.close()
  }
}
