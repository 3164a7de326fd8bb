// @vitest-environment node
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'

// bench/peers.mjs bundles each peer's balances query as a user's bundler would. These tests give it
// small entries (no peer installed) to show what it does with a Node built-in and with an import that
// cannot be resolved at all: a measured row with a note, and an error that becomes the peer's row.

type BundledSize = (name: string, source: string) => Promise<{ bytes: number; note?: string }>
const projectRoot = fileURLToPath(new URL('../..', import.meta.url))
const { bundledSize } = (await import(pathToFileURL(join(projectRoot, 'bench/peers.mjs')).href)) as { bundledSize: BundledSize }

describe('bench:peers bundling', () => {
  it('measures a module that bundles for the browser, with no note', async () => {
    const result = await bundledSize('test-plain', 'export const double = (value) => value * 2\n')
    expect(result.bytes).toBeGreaterThan(20)
    expect(result.bytes).toBeLessThan(200)
    expect(result.note).toBeUndefined()
  })

  it('measures a module that imports a Node built-in as Vite would, and says so', async () => {
    const result = await bundledSize('test-builtin', "import { createHash } from 'crypto'\nexport const hash = (text) => createHash('sha256').update(text).digest('hex')\n")
    expect(result.bytes).toBeGreaterThan(20)
    expect(result.note).toBe('esbuild for the browser stops at the Node built-in `crypto`; measured with it replaced by an empty module, as Vite does')
  })

  it('says why a module cannot be bundled for the browser', async () => {
    await expect(bundledSize('test-missing', "export { thing } from 'gatekit-no-such-package'\n")).rejects.toThrow(
      'cannot be bundled for the browser: Could not resolve "gatekit-no-such-package"',
    )
  })
})
