// Codemod: endpoints are generic over their response type, not over a zod schema type (issue 12,
// point 8). Rerunnable; run it over endpoint files written before the change:
//
//   npx tsx scripts/codemods/response-types.ts            # every src/modules/**/*.ts
//   npx tsx scripts/codemods/response-types.ts src/modules/auth/getModuleAccount.ts
//
// It rewrites explicit type arguments `defineEndpoint<P, typeof getXResponseSchema>` into
// `defineEndpoint<P, GetXResponse>` (the response type the same file declares).
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

function walk(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name)
    return statSync(path).isDirectory() ? walk(path) : path.endsWith('.ts') ? [path] : []
  })
}

const schemaTypeArgument = /defineEndpoint<(\s*)(\w+),(\s*)typeof (\w+)ResponseSchema(,?\s*)>/g

const files = process.argv.length > 2 ? process.argv.slice(2) : walk('src/modules')
for (const path of files) {
  const source = readFileSync(path, 'utf8')
  const next = source.replace(
    schemaTypeArgument,
    (_, before: string, parameters: string, between: string, name: string, after: string) =>
      `defineEndpoint<${before}${parameters},${between}${name[0]!.toUpperCase()}${name.slice(1)}Response${after}>`,
  )
  if (next !== source) {
    writeFileSync(path, next)
    console.log(`${path}: defineEndpoint typed by its response`)
  }
}
