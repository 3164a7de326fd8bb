// Trusted Types (`require-trusted-types-for 'script'; trusted-types 'none'`) refuse every string given
// to an HTML or script sink. The components and the widget must not use one: their text is always
// chain data, so every value goes through React's text nodes and attributes. csp.e2e.test.ts runs the
// built widget under that header; this check names the line that would bring a sink back.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../..')
const folders = ['src/components', 'src/widget', 'src/react']

const sinks = [
  /\binnerHTML\b/,
  /\bouterHTML\b/,
  /\binsertAdjacentHTML\b/,
  /\bdangerouslySetInnerHTML\b/,
  /\bdocument\.write(ln)?\b/,
  /\bsrcdoc\b/,
  /\bcreateContextualFragment\b/,
  /\bsetHTMLUnsafe\b/,
  /\bparseHTMLUnsafe\b/,
  /\bDOMParser\b/,
  /\bnew Function\b/,
  /(^|[^.\w])eval\(/,
  /\.src\s*=/,
]

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file))
    .map((file) => join(root, folder, file))
}

describe('no HTML or script sink in the components and the widget (Trusted Types)', () => {
  it('finds none in any source file', () => {
    const files = folders.flatMap(sourceFiles)
    expect(files.length).toBeGreaterThan(20)
    const found: string[] = []
    for (const file of files) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (sinks.some((sink) => sink.test(line))) found.push(`${relative(root, file)}:${index + 1}: ${line.trim()}`)
        })
    }
    expect(found).toEqual([])
  })
})
