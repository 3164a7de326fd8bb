// Codemod: schemas are descriptions (issue 16): a module composes another module's exported
// schema with `z.shapeOf(schema)` (a type-only cast, no zod), not `zodOf(schema)`, which now
// builds the zod schema and so would bring zod into every bundle. Rerunnable:
//
//   npx tsx scripts/codemods/shape-of.ts            # every src/modules/**, src/core/*Schemas.ts, src/pay/**
//   npx tsx scripts/codemods/shape-of.ts src/modules/bank/getBalances.ts
//
// It replaces `zodOf(` with `z.shapeOf(` in files that import `* as z` from core's zod.ts, and
// drops their `import { zodOf } from '.../responseSchema.ts'` line.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

function walk(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name)
    return statSync(path).isDirectory() ? walk(path) : path.endsWith('.ts') ? [path] : []
  })
}

const importLine = /^import \{ zodOf \} from '[./]+(?:core\/)?responseSchema\.ts'\n/m
const call = /\bzodOf\(/g

const files =
  process.argv.length > 2
    ? process.argv.slice(2)
    : [...walk('src/modules'), ...walk('src/pay'), 'src/core/schemas.ts', 'src/core/txSchemas.ts', 'src/core/blockSchemas.ts', 'src/core/sdkVersion.ts']
for (const path of files) {
  const source = readFileSync(path, 'utf8')
  if (!importLine.test(source) || !/^import \* as z from '[./]+(?:core\/)?zod\.ts'$/m.test(source)) continue
  const next = source.replace(importLine, '').replace(call, 'z.shapeOf(')
  if (next !== source) {
    writeFileSync(path, next)
    console.log(`rewrote ${path}`)
  }
}
