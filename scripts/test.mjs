// `npm test` and .ci/run: installs Chromium from Debian when missing, then runs lint, typecheck,
// the library build with its package checks, the consumer apps on the packed build, and every vitest
// project. Prints `N passed, N failed` last.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const resultsFile = '.vitest-results.json'
const consumersFile = '.consumers-results.json'
let passed = 0
let failed = 0
const failures = []

function run(label, command, args) {
  console.log(`\n▶ ${label}: ${[command, ...args].join(' ')}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' } })
  return result.status === 0
}

function check(label, command, args) {
  if (run(label, command, args)) passed += 1
  else {
    failed += 1
    failures.push(label)
  }
}

if (!existsSync(chromium)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    run('install Chromium', 'sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null'])
  }
  if (!existsSync(chromium)) {
    console.error(`Chromium is missing at ${chromium}: install Debian's chromium package or set CHROMIUM_PATH.`)
  }
}

check('lint', 'npx', ['eslint', '.', '--max-warnings', '0'])
check('typecheck', 'npx', ['tsc', '--noEmit', '-p', '.'])
check('build', 'sh', ['-c', 'npx tsdown --logLevel warn && node scripts/build-css.mjs'])
check('size budgets', 'npx', ['tsx', 'scripts/sizeBudgets.ts'])
check('publint', 'npx', ['publint', '--strict'])
check('are-the-types-wrong', 'npx', ['attw', '--pack', '.', '--profile', 'esm-only', '--exclude-entrypoints', 'styles.css', 'widget.global.js'])

// The packed build installed into fixture apps (scripts/consumers.ts); each fixture step counts.
rmSync(consumersFile, { force: true })
const consumersOk = run('consumer apps (packed tarball in Vite, Next.js and Node fixtures)', 'npx', ['tsx', 'scripts/consumers.ts', '--json', consumersFile])
if (existsSync(consumersFile)) {
  const consumers = JSON.parse(readFileSync(consumersFile, 'utf8'))
  passed += consumers.passed
  failed += consumers.failed
  if (consumers.failed > 0) failures.push(`${consumers.failed} consumer steps`)
  else if (!consumersOk) {
    failed += 1
    failures.push('consumer runner')
  }
} else {
  failed += 1
  failures.push('consumer tests produced no results')
}

rmSync(resultsFile, { force: true })
const vitestOk = run('vitest (unit, browser, storybook)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${resultsFile}`,
])
if (existsSync(resultsFile)) {
  const results = JSON.parse(readFileSync(resultsFile, 'utf8'))
  passed += results.numPassedTests
  failed += results.numFailedTests
  if (results.numFailedTests > 0) failures.push(`${results.numFailedTests} vitest tests`)
  // A suite that fails to load has no failed tests but must still fail the run.
  const brokenSuites = results.testResults.filter((suite) => suite.status === 'failed' && suite.assertionResults.length === 0)
  if (brokenSuites.length > 0 || (!vitestOk && results.numFailedTests === 0)) {
    failed += Math.max(1, brokenSuites.length)
    failures.push(`${Math.max(1, brokenSuites.length)} vitest suites that did not run`)
  }
} else {
  failed += 1
  failures.push('vitest produced no results')
}

console.log(`\nChecks: lint, typecheck, build, size budgets, publint, attw count one each; each consumer-app step counts one; vitest counts each test.`)
if (failures.length) console.log(`Failed: ${failures.join(', ')}`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
