// Where the first load of one import from the built package weighs: `node bench/size/firstLoadModules.mjs useBalances`
// bundles `import { useBalances } from 'dist/index.js'` as .size-limit.mjs does (esbuild, minified ESM, split at
// import(), peers external), then prints each first-load file with its gzip -9 size (the budget is their sum) and
// the minified bytes each input module adds to them. Gzip is not additive, but the minified bytes show where the
// weight is. A first load of more than one file means a lazily loaded module imports a module of the first load:
// esbuild then splits that module into a chunk of its own, gzipped apart, which usually costs more than it saves.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const root = resolve(import.meta.dirname, '../..')

/** The peers an app's bundler leaves out of gatekit's bundle. */
export const firstLoadPeers = ['react', 'react-dom', 'react/jsx-runtime', '@tanstack/react-query', '@tanstack/query-core']

/**
 * Bundles `source` (a module that imports from dist/) as an app's bundler does (esbuild, minified ESM,
 * split at `import()`, peers external; `options` changes any of these) in `work`, and returns the
 * output files by name: `first`, the entry and every file it imports statically (what a page downloads
 * first), `lazy` the rest, with esbuild's metafile outputs (each file's bytes and the input modules in it).
 *
 * @param {string} source
 * @param {string} work
 * @param {import('esbuild').BuildOptions} [options]
 * @returns {Promise<{ first: string[]; lazy: string[]; outputs: import('esbuild').Metafile['outputs']; read: (file: string) => string }>}
 */
export async function splitFirstLoad(source, work, options = {}) {
  const entry = join(work, 'entry.js')
  writeFileSync(entry, source)
  const result = await build({
    entryPoints: [entry],
    outdir: join(work, 'out'),
    bundle: true,
    minify: true,
    format: 'esm',
    splitting: true,
    metafile: true,
    external: firstLoadPeers,
    absWorkingDir: root,
    logLevel: 'silent',
    ...options,
  })
  const outputs = result.metafile.outputs
  const first = Object.keys(outputs).filter((key) => outputs[key].entryPoint && resolve(root, outputs[key].entryPoint) === entry)
  for (let index = 0; index < first.length; index++) {
    for (const imported of outputs[first[index]].imports) {
      if (imported.kind === 'import-statement' && outputs[imported.path] && !first.includes(imported.path)) first.push(imported.path)
    }
  }
  const lazy = Object.keys(outputs).filter((key) => key.endsWith('.js') && !first.includes(key))
  return { first, lazy, outputs, read: (file) => readFileSync(resolve(root, file), 'utf8') }
}

async function main() {
  const names = process.argv.slice(2)
  if (names.length === 0) {
    console.error('usage: node bench/size/firstLoadModules.mjs <export> [export...]   (after npm run build)')
    process.exit(2)
  }
  const work = mkdtempSync(join(tmpdir(), 'gatekit-first-load-modules-'))
  try {
    const { first, lazy, outputs } = await splitFirstLoad(`export { ${names.join(', ')} } from '${join(root, 'dist/index.js')}'\n`, work)
    let total = 0
    const modules = new Map()
    for (const key of first) {
      const gzip = gzipSync(readFileSync(resolve(root, key)), { level: 9 }).length
      total += gzip
      console.log(`first-load file ${key.split('/').pop()}: ${outputs[key].bytes} B minified, ${gzip} B gzip -9`)
      for (const [input, { bytesInOutput }] of Object.entries(outputs[key].inputs)) {
        modules.set(input, (modules.get(input) ?? 0) + bytesInOutput)
      }
    }
    console.log(`first load: ${total} B gzip -9 in ${first.length} file(s)\n\nminified bytes per module:`)
    for (const [input, bytes] of [...modules].sort((a, b) => b[1] - a[1])) if (bytes > 0) console.log(`${String(bytes).padStart(7)}  ${input}`)
    for (const key of lazy) console.log(`\nloaded with import(): ${key.split('/').pop()} (${Object.keys(outputs[key].inputs).filter((input) => input.startsWith('dist/')).join(', ')})`)
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main()
