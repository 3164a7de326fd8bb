// @vitest-environment node
// The built package as users get it (dist/, from `npm run build`; built here when missing): which output
// modules carry 'use client', which modules each React-free entry point loads, what the declarations
// refer to, and what is shipped. `npm test` builds before it runs vitest, so this checks the fresh build.
import { spawnSync } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { ensureBuilt } from '../builtPackage.ts'
import packageJson from '../../package.json' with { type: 'json' }

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const dist = join(root, 'dist')

// Imports that mean "this module runs React" (the directive's trigger in tsdown.config.ts).
const reactImport = /^(react|react-dom)(\/|$)|^@tanstack\/react-query(\/|$)/
// The standalone widget scripts bundle React and everything else: no module graph, no directive.
const standalone = new Set(['widget.js', 'widget.global.js'])
const barrels = ['index.js', 'core.js', 'pay.js', 'payReact.js', 'components.js', 'devnet.js']

function listFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(directory, entry.name)) : [relative(dist, join(directory, entry.name))],
  )
}

type ModuleImports = { static: string[]; dynamic: string[] }

// The specifiers of a built module's imports and re-exports (rolldown writes each on one line).
function importsOf(file: string): ModuleImports {
  const code = readFileSync(join(dist, file), 'utf8')
  const specifiers = (pattern: RegExp) => [...code.matchAll(pattern)].map((match) => match[1] as string)
  return {
    static: [
      ...specifiers(/^\s*(?:import|export)\s[^;'"]*?\sfrom\s*["']([^"']+)["']/gm),
      ...specifiers(/^\s*import\s*["']([^"']+)["']/gm),
    ],
    dynamic: specifiers(/\bimport\(\s*["']([^"']+)["']\s*\)/g),
  }
}

const startsWithUseClient = (file: string) => /^(['"])use client\1;?\s*\n/.test(readFileSync(join(dist, file), 'utf8'))

type Graph = { modules: Set<string>; packages: Map<string, string[]>; dynamicPackages: Map<string, string[]> }

// Every module an entry loads (static and dynamic relative imports), and the packages they import, by importer.
function moduleGraph(entry: string, extension: '.js' | '.d.ts' = '.js'): Graph {
  const graph: Graph = { modules: new Set(), packages: new Map(), dynamicPackages: new Map() }
  const visit = (file: string) => {
    if (graph.modules.has(file)) return
    graph.modules.add(file)
    const imports = importsOf(file)
    for (const [specifiers, packages] of [
      [imports.static, graph.packages],
      [imports.dynamic, graph.dynamicPackages],
    ] as const) {
      for (const specifier of specifiers) {
        if (specifier.startsWith('.')) {
          const target = relative(dist, resolve(dist, dirname(file), specifier))
          visit(extension === '.d.ts' ? target.replace(/\.js$/, '.d.ts') : target)
        } else {
          packages.set(specifier, [...(packages.get(specifier) ?? []), file])
        }
      }
    }
  }
  visit(entry)
  return graph
}

// The package a specifier names: `@scope/name/sub` -> `@scope/name`, `name/sub` -> `name`.
const packageName = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/')

let files: string[] = []

beforeAll(() => {
  ensureBuilt('dist/index.js')
  files = listFiles(dist)
}, 300_000)

describe("'use client' per output module", () => {
  it('is on exactly the modules that import react, react-dom or @tanstack/react-query', () => {
    const modules = files.filter((file) => file.endsWith('.js') && !standalone.has(file))
    const runsReact = modules.filter((file) => importsOf(file).static.some((specifier) => reactImport.test(specifier)))
    // Not a vacuous check: the provider, the query hooks' base, components and pay hooks all run React.
    expect(runsReact).toEqual(
      expect.arrayContaining(['react/GatekitProvider.js', 'react/useGatekitQuery.js', 'components/Address/Address.js', 'pay/react/useMe.js']),
    )
    for (const file of modules) expect(startsWithUseClient(file), file).toBe(runsReact.includes(file))
  })

  it('is on no entry point barrel, so a server component can import actions and query options from them', () => {
    for (const barrel of barrels) expect(startsWithUseClient(barrel), barrel).toBe(false)
    // The root barrel reaches getBalances and its query options without passing through a client module.
    const root = importsOf('index.js').static
    expect(root).toContain('./modules/bank/getBalances.js')
    expect(root).toContain('./query/bank/getBalances.js')
    expect(startsWithUseClient('modules/bank/getBalances.js')).toBe(false)
    expect(startsWithUseClient('query/bank/getBalances.js')).toBe(false)
  })

  it('is on no declaration file', () => {
    for (const file of files.filter((name) => name.endsWith('.d.ts'))) expect(startsWithUseClient(file), file).toBe(false)
  })
})

describe('React-free entry points', () => {
  const dependencies = Object.keys(packageJson.dependencies)

  it.each(['core.js', 'pay.js'])('%s loads only gatekit modules and its dependencies: no react, TanStack or msw', (entry) => {
    const graph = moduleGraph(entry)
    expect(graph.modules.size).toBeGreaterThan(10)
    const packages = [...graph.packages.keys(), ...graph.dynamicPackages.keys()].map(packageName)
    for (const name of packages) expect(dependencies, `${name}, imported by ${entry}'s graph`).toContain(name)
    for (const file of graph.modules) expect(startsWithUseClient(file), file).toBe(false)
  })

  it('devnet.js loads msw only lazily, node: built-ins only lazily, and nothing undeclared', () => {
    const graph = moduleGraph('devnet.js')
    for (const specifier of graph.packages.keys()) expect(dependencies, `${specifier} (static import)`).toContain(packageName(specifier))
    expect([...graph.dynamicPackages.keys()].sort()).toEqual(['msw', 'node:http'])
    // cosmjs-types is bundled into dist/vendor/, not installed by users.
    expect([...graph.modules].some((file) => file.startsWith('vendor/cosmjs-types/'))).toBe(true)
  })

  it.each(['core.d.ts', 'pay.d.ts'])("%s's declarations never refer to react or @tanstack/react-query", (entry) => {
    const graph = moduleGraph(entry, '.d.ts')
    expect(graph.modules.size).toBeGreaterThan(10)
    const packages = [...graph.packages.keys()].map(packageName)
    expect(packages.filter((name) => reactImport.test(name) || name.startsWith('@types/react'))).toEqual([])
    for (const name of packages) expect([...dependencies, '@tanstack/query-core'], name).toContain(name)
  })
})

describe('what is shipped', () => {
  it("declarations import the user's own TanStack and React types, never a bundled copy", () => {
    const declarations = files.filter((name) => name.endsWith('.d.ts') && name !== 'widget.d.ts')
    for (const file of declarations) {
      const code = readFileSync(join(dist, file), 'utf8')
      expect(code, file).not.toMatch(/declare class QueryClient\b|declare const dataTagSymbol\b/)
    }
    expect(files.filter((name) => /(^|\/)hydration-[\w-]+\.d\.ts$/.test(name))).toEqual([])
    const tanstack = declarations.flatMap((file) => [...importsOf(file).static].filter((specifier) => specifier.startsWith('@tanstack/')))
    expect(new Set(tanstack)).toEqual(new Set(['@tanstack/query-core', '@tanstack/react-query']))
  })

  it.each([
    ['index.d.ts', 50],
    ['core.d.ts', 50],
    ['pay.d.ts', 5],
    ['payReact.d.ts', 5],
  ] as const)(
    '%s reaches no declaration that imports zod: response types are written out (issue 12, point 8)',
    (entry, leastModules) => {
      const graph = moduleGraph(entry, '.d.ts')
      expect(graph.modules.size).toBeGreaterThan(leastModules)
      const zodImports = [...graph.packages.keys()].filter((specifier) => packageName(specifier) === 'zod')
      expect(zodImports.map((specifier) => `${specifier} from ${graph.packages.get(specifier)!.join(', ')}`)).toEqual([])
    },
  )

  it('ships no source maps and imports no devDependency at run time', () => {
    expect(files.filter((name) => name.endsWith('.map'))).toEqual([])
    const devOnly = Object.keys(packageJson.devDependencies).filter(
      (name) => !(name in packageJson.dependencies) && !(name in packageJson.peerDependencies),
    )
    for (const file of files.filter((name) => name.endsWith('.js') && !standalone.has(name))) {
      const { static: statics, dynamic } = importsOf(file)
      for (const specifier of [...statics, ...dynamic].filter((s) => !s.startsWith('.') && !s.startsWith('node:'))) {
        expect(devOnly, `${file} imports ${specifier}`).not.toContain(packageName(specifier))
      }
    }
  })

  it('packs dist and the README only: no source maps, tests, examples or node_modules', () => {
    const pack = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8' })
    expect(pack.status, pack.stderr).toBe(0)
    const [report] = JSON.parse(pack.stdout) as [{ files: { path: string }[]; unpackedSize: number }]
    const paths = report.files.map((file) => file.path)
    expect(paths.filter((path) => !path.startsWith('dist/')).sort()).toEqual(['README.md', 'package.json'])
    expect(paths.filter((path) => /\.map$|(^|\/)node_modules\/|^(test|examples|stories|src)\//.test(path))).toEqual([])
    expect(paths).toContain('dist/vendor/cosmjs-types/binary.js')
    // 7.1 MB with source maps and one bundle per entry point; about 4 MB as one module per source module.
    expect(report.unpackedSize).toBeLessThan(5_000_000)
  })

  it('declares every peer optional, so a plain Node user of gatekit/core installs none', () => {
    const peers = Object.keys(packageJson.peerDependencies).sort()
    expect(peers).toEqual(['@tanstack/query-core', '@tanstack/react-query', 'msw', 'react', 'react-dom'])
    for (const peer of peers) expect(packageJson.peerDependenciesMeta[peer as keyof typeof packageJson.peerDependenciesMeta], peer).toEqual({ optional: true })
    expect(packageJson.dependencies).not.toHaveProperty('cosmjs-types')
  })
})
