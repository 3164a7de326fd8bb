// Writes dist/styles.css: src/components/styles.css with its @imports inlined, in order.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'

function inline(file, seen = new Set()) {
  if (seen.has(file)) return ''
  seen.add(file)
  return readFileSync(file, 'utf8').replace(/^@import\s+['"](.+?)['"];\s*$/gm, (_, path) => inline(resolve(dirname(file), path), seen))
}

mkdirSync('dist', { recursive: true })
writeFileSync('dist/styles.css', inline(resolve('src/components/styles.css')))
console.log('dist/styles.css written')
