// Runs in Node (vitest browser commands): keeps test/visual/fingerprints.json and writes the
// screenshots that differ to test/visual/__actual__/ (git-ignored) for a person to look at.
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { BrowserCommand } from 'vitest/node'
import { hammingDistance, hashTolerance, heightTolerance, type VisualFingerprint } from './fingerprint.ts'

const here = dirname(fileURLToPath(import.meta.url))
/** The recorded fingerprints, one per story, width and theme. */
export const fingerprintsFile = join(here, 'fingerprints.json')
/** Where the screenshots that differ from their fingerprint go (git-ignored). */
export const actualDirectory = join(here, '__actual__')

type Fingerprints = Record<string, VisualFingerprint>

let fingerprints: Fingerprints | undefined
function load(): Fingerprints {
  fingerprints ??= existsSync(fingerprintsFile) ? (JSON.parse(readFileSync(fingerprintsFile, 'utf8')) as Fingerprints) : {}
  return fingerprints
}

function save(all: Fingerprints) {
  const sorted = Object.fromEntries(Object.entries(all).sort(([left], [right]) => left.localeCompare(right)))
  writeFileSync(fingerprintsFile, `${JSON.stringify(sorted, null, 0).replaceAll('},"', '},\n"')}\n`)
}

/** `vitest --update` (`npm run test:visual -- --update`) or GATEKIT_VISUAL_UPDATE=1 rewrites the fingerprints. */
function updating(context: Parameters<BrowserCommand>[0]) {
  return process.env.GATEKIT_VISUAL_UPDATE === '1' || context.project.config.snapshotOptions.updateSnapshot === 'all'
}

/** The answer of `visualCompare`: `null` when the screenshot matches (or was recorded), else why not. */
export type VisualMismatch = { reason: string } | null

const visualCompare: BrowserCommand<[key: string, actual: VisualFingerprint]> = (context, key, actual): VisualMismatch => {
  const all = load()
  if (updating(context)) {
    all[key] = actual
    save(all)
    return null
  }
  const expected = all[key]
  if (!expected) return { reason: `no fingerprint recorded for ${key}: run \`npm run test:visual -- --update\`` }
  const distance = hammingDistance(expected.hash, actual.hash)
  const problems = [
    actual.width !== expected.width ? `width ${expected.width} -> ${actual.width} px` : '',
    Math.abs(actual.height - expected.height) > heightTolerance ? `height ${expected.height} -> ${actual.height} px` : '',
    distance > hashTolerance ? `${distance} of 256 hash bits differ (tolerance ${hashTolerance})` : '',
  ].filter(Boolean)
  return problems.length === 0 ? null : { reason: problems.join(', ') }
}

const visualSaveActual: BrowserCommand<[key: string, base64Png: string]> = (_context, key, base64Png) => {
  mkdirSync(actualDirectory, { recursive: true })
  const file = join(actualDirectory, `${key.replaceAll(/[^\w.-]+/g, '_')}.png`)
  writeFileSync(file, Buffer.from(base64Png, 'base64'))
  return file
}

/** The browser commands of the visual test, for a vitest project's `browser.commands`. */
export const visualCommands = { visualCompare, visualSaveActual }

declare module 'vitest/browser' {
  interface BrowserCommands {
    visualCompare: (key: string, actual: VisualFingerprint) => Promise<VisualMismatch>
    visualSaveActual: (key: string, base64Png: string) => Promise<string>
  }
}
