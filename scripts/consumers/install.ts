// Fixture work dirs and their installs. Each fixture runs in `<cache>/<name>` (outside the repo, so
// nothing installed can reach git), whose node_modules stays between runs while the fixture's own
// dependencies are unchanged (a hash of them is kept next to it); only gatekit's tarball is
// reinstalled each run. npm's own cache serves the rest (`--prefer-offline`).
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { runCommand, type CommandResult } from './processes.ts'

type Manifest = { dependencies?: Record<string, string> | undefined; devDependencies?: Record<string, string> | undefined } & Record<string, unknown>

/** The placeholder a fixture writes for "the lowest version gatekit's peer range claims". */
const lowestPlaceholder = 'lowest'

/**
 * The lowest version a peer range admits, padded to x.y.z: `^5.90` is 5.90.0, `^18.3 || ^19` is 18.3.0.
 * Only lower bounds are read (`^`, `~`, `>=`, `=`, or a bare version), which is what peer ranges use.
 */
export function lowestVersion(range: string): string {
  const floors = range.split('||').map((part) => {
    const first = part.trim().split(/\s+/)[0] ?? ''
    const version = first.replace(/^(\^|~|>=|=|v)+/, '').replace(/\.[x*]$/i, '')
    if (!/^\d+(\.\d+){0,2}$/.test(version)) throw new Error(`Cannot read a lowest version from the peer range "${range}"`)
    const [major = 0, minor = 0, patch = 0] = version.split('.').map(Number)
    return [major, minor, patch] as const
  })
  floors.sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2])
  return floors[0]!.join('.')
}

/** The fixture's manifest with every `lowest` replaced by the floor of gatekit's peer range for that package. */
export function resolveManifest(manifest: Manifest, peerRanges: Record<string, string>): Manifest {
  const resolveGroup = (group: Record<string, string> | undefined) =>
    group &&
    Object.fromEntries(
      Object.entries(group).map(([name, version]) => {
        if (version !== lowestPlaceholder) return [name, version]
        const range = peerRanges[name]
        if (!range) throw new Error(`gatekit claims no peer range for ${name}, so it has no lowest version`)
        return [name, lowestVersion(range)]
      }),
    )
  return { ...manifest, dependencies: resolveGroup(manifest.dependencies), devDependencies: resolveGroup(manifest.devDependencies) }
}

export type PreparedFixture = { workDir: string; install: CommandResult; reusedInstall: boolean; manifest: Manifest }

/**
 * Fills `<cacheRoot>/<name>` with the fixture's sources (the folders in order, later ones winning) and its
 * resolved package.json, and installs: from scratch when its dependencies changed, else only gatekit.
 */
export async function prepareFixture(parameters: {
  name: string
  sourceDirs: readonly string[]
  manifestPath: string
  cacheRoot: string
  peerRanges: Record<string, string>
  timeoutMs: number
}): Promise<PreparedFixture> {
  const workDir = join(parameters.cacheRoot, parameters.name)
  mkdirSync(workDir, { recursive: true })
  const manifest = resolveManifest(JSON.parse(readFileSync(parameters.manifestPath, 'utf8')) as Manifest, parameters.peerRanges)
  const { gatekit: _tarball, ...ownDependencies } = manifest.dependencies ?? {}
  const hash = createHash('sha256')
    .update(JSON.stringify({ ownDependencies, devDependencies: manifest.devDependencies, node: process.versions.node.split('.')[0] }))
    .digest('hex')
  const stampFile = join(workDir, '.dependencies-hash')
  const reusedInstall = existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash && existsSync(join(workDir, 'node_modules'))

  // Last run's sources and build outputs go; the install stays when it is still the right one.
  for (const entry of readdirSync(workDir)) {
    if (reusedInstall && (entry === 'node_modules' || entry === '.dependencies-hash')) continue
    if (reusedInstall && entry === '.next') {
      // Next's build cache may stay (Next invalidates it itself); last run's build may not, or a failed
      // build would leave `next start` serving the old one.
      for (const output of readdirSync(join(workDir, entry))) {
        if (output !== 'cache') rmSync(join(workDir, entry, output), { recursive: true, force: true })
      }
      continue
    }
    rmSync(join(workDir, entry), { recursive: true, force: true })
  }
  rmSync(join(workDir, 'node_modules', 'gatekit'), { recursive: true, force: true })
  for (const dir of parameters.sourceDirs) cpSync(dir, workDir, { recursive: true })
  writeFileSync(join(workDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)

  const install = await runCommand(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--no-package-lock', '--ignore-scripts', '--loglevel=error'],
    { cwd: workDir, timeoutMs: parameters.timeoutMs },
  )
  if (install.ok) writeFileSync(stampFile, hash)
  else rmSync(stampFile, { force: true })
  return { workDir, install, reusedInstall, manifest }
}
