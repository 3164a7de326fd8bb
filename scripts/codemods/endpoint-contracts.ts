// Codemod: endpoints state their contract as data (issue 15, deliver 1). Rerunnable; a file
// already migrated is left as it is. Run it over new endpoint files after a merge:
//
//   npx tsx scripts/codemods/endpoint-contracts.ts            # every src/modules/**/*.ts and src/query/**/*.ts
//   npx tsx scripts/codemods/endpoint-contracts.ts src/modules/auth/getModuleAccount.ts
//
// What it rewrites:
// - `requireParameter('<id>', '<name>', parameters.x)` and `requireDenomQuery(parameters.denom, '<id>')`
//   inside a mapper become `parameters.x`, and `'<name>'` is added to the endpoint's `required: [...]`;
//   the now unused import is removed.
// - an endpoint used by `endpointInfiniteQueryOptions(client, xEndpoint, ...)` in src/query gets
//   `pagination: { style: 'key' }` (the SDK's cursor), unless it declares a pagination already.
// Inline `throw new ParameterError({ ... reason: 'missing' ... })` in a mapper cannot be rewritten
// blindly: the script lists them, to be replaced by hand with `required` entries.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

function walk(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name)
    return statSync(path).isDirectory() ? walk(path) : path.endsWith('.ts') ? [path] : []
  })
}

const requireParameterCall = /requireParameter\(\s*[^,]+,\s*'([A-Za-z_][\w]*)',\s*(parameters\.[A-Za-z_][\w]*)\s*\)/g
const requireDenomCall = /requireDenomQuery\(\s*(parameters\.denom)\s*,\s*[^)]+\)/g

/** Adds names to the `required: [...]` of the file's `defineEndpoint({`, creating it after `id:`. */
function addRequired(source: string, names: readonly string[]): string {
  if (names.length === 0) return source
  const existing = /\n(\s*)required: \[([^\]]*)\],/.exec(source)
  if (existing) {
    const present = existing[2]!.split(',').map((entry) => entry.trim()).filter(Boolean)
    const added = names.map((name) => `'${name}'`).filter((name) => !present.includes(name))
    const list = [...present, ...added].join(', ')
    return source.replace(existing[0], `\n${existing[1]}required: [${list}],`)
  }
  return source.replace(/(defineEndpoint\(\{\n(\s*)id: [^\n]+\n)/, (_, head: string, indent: string) =>
    `${head}${indent}required: [${names.map((name) => `'${name}'`).join(', ')}],\n`,
  )
}

function migrateMappers(path: string, source: string): string {
  const names: string[] = []
  let next = source.replace(requireParameterCall, (_, name: string, value: string) => {
    names.push(name)
    return value
  })
  next = next.replace(requireDenomCall, (_, value: string) => {
    names.push('denom')
    return value
  })
  if (names.length === 0) return source
  next = addRequired(next, [...new Set(names)])
  next = next.replace(/^import \{ requireParameter \} from '[^']+'\n/m, '')
  next = next.replace(/^import \{ requireDenomQuery \} from '[^']+'\n/m, '')
  console.log(`${path}: required ${[...new Set(names)].join(', ')}`)
  return next
}

function keyPaginatedEndpoints(queryFiles: readonly string[]): Set<string> {
  const names = new Set<string>()
  for (const path of queryFiles) {
    for (const match of readFileSync(path, 'utf8').matchAll(/endpointInfiniteQueryOptions\(\s*client,\s*(\w+Endpoint)\b/g)) {
      names.add(match[1]!)
    }
  }
  return names
}

function declareKeyPagination(path: string, source: string, endpoints: ReadonlySet<string>): string {
  let next = source
  for (const name of endpoints) {
    const start = next.indexOf(`export const ${name} = `)
    if (start === -1) continue
    const end = next.indexOf('\n})', start)
    if (end === -1 || next.slice(start, end).includes('\n  pagination:')) continue
    next = `${next.slice(0, end)}\n  pagination: { style: 'key' },${next.slice(end)}`
    console.log(`${path}: ${name} pages by key`)
  }
  return next
}

const arguments_ = process.argv.slice(2)
const moduleFiles = arguments_.length > 0 ? arguments_.filter((path) => path.includes('modules/')) : walk('src/modules')
const queryFiles = walk('src/query')
const paginated = keyPaginatedEndpoints(queryFiles)

for (const path of moduleFiles) {
  const source = readFileSync(path, 'utf8')
  const next = declareKeyPagination(path, migrateMappers(path, source), paginated)
  if (next !== source) writeFileSync(path, next)
  for (const line of next.split('\n').filter((text) => /throw new ParameterError\(/.test(text))) {
    console.warn(`${path}: a mapper still throws, replace it with a \`required\` entry by hand: ${line.trim()}`)
  }
}
