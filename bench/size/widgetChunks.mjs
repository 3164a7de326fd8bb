// What a page downloads of the ES module widget (dist/widget.js and its chunks in dist/widget/), read from
// the built files: the entry and every chunk it imports statically, then for each view (a chunk the entry
// imports dynamically) the chunks that view adds. Sizes are gzip -9 of each file, summed: the bytes a page
// fetches, file by file, before that view shows. Used by .size-limit.mjs and bench/size.bench.ts.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

const root = resolve(import.meta.dirname, '../..')
const entry = 'dist/widget.js'

// rolldown writes `import{…}from"./x.js"`, `import"./x.js"` and `import(\`./x.js\`)`; only relative ones are chunks.
const staticImport = /\b(?:from|import)\s*["'](\.\.?\/[^"']+)["']/g
const dynamicImport = /\bimport\(\s*["'`](\.\.?\/[^"'`]+)["'`]\s*\)/g

/** @param {string} file @param {RegExp} pattern @returns {string[]} */
function importsOf(file, pattern) {
  const code = readFileSync(join(root, file), 'utf8')
  return [...code.matchAll(pattern)].map((match) => relative(root, resolve(root, dirname(file), /** @type {string} */ (match[1]))))
}

/** Every file a module needs before it runs: itself and its static imports, transitively. @param {string} file @param {Set<string>} [seen] */
function staticClosure(file, seen = new Set()) {
  if (seen.has(file)) return seen
  seen.add(file)
  for (const imported of importsOf(file, staticImport)) staticClosure(imported, seen)
  return seen
}

/** @param {string} file */
const gzipSize = (file) => gzipSync(readFileSync(join(root, file)), { level: 9 }).length

/**
 * @typedef {{ view: string, chunk: string, files: string[], bytes: number, viewFiles: string[], viewBytes: number }} WidgetFirstView
 * `files`/`bytes`: everything downloaded before the view shows (the entry's closure and the view's);
 * `viewFiles`/`viewBytes`: what the view adds to the entry's closure.
 */

/**
 * The first view of each view of the ES module widget, heaviest first. Empty when dist/ is not built.
 * @returns {WidgetFirstView[]}
 */
export function widgetFirstViews() {
  if (!existsSync(join(root, entry))) return []
  const initial = staticClosure(entry)
  // Views only: the entry also imports the failure path's zod (toZod.js) on demand, which a page downloads
  // only when a gateway's answer fails its schema's check, never before a first view.
  const views = [...initial].flatMap((file) => importsOf(file, dynamicImport)).filter((chunk) => /View\.js$/.test(chunk))
  return views
    .map((chunk) => {
      const files = [...staticClosure(chunk, new Set(initial))]
      const viewFiles = files.filter((file) => !initial.has(file))
      const sum = (/** @type {string[]} */ list) => list.reduce((total, file) => total + gzipSize(file), 0)
      return { view: chunk.replace(/^.*\/|\.js$/g, ''), chunk, files, bytes: sum(files), viewFiles, viewBytes: sum(viewFiles) }
    })
    .sort((a, b) => b.bytes - a.bytes)
}

/**
 * The files of one check in .size-limit.mjs, or the entry alone before the build (size-limit then reports
 * it missing, as for every other check).
 * @param {(views: WidgetFirstView[]) => string[]} pick
 * @returns {string[]}
 */
export function widgetFiles(pick) {
  const views = widgetFirstViews()
  return views.length > 0 ? pick(views) : [entry]
}
