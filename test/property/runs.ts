import fc from 'fast-check'
import { afterAll } from 'vitest'

/**
 * Runs fast-check properties for one test file and prints, when the file is done, how
 * many properties ran and how many cases they tried. `FC_SEED` replays a failing run
 * (fast-check prints the seed and path in its report).
 */
export function propertyRunner(label: string) {
  let properties = 0
  let cases = 0
  afterAll(() => {
    console.log(`fast-check (${label}): ${properties} properties, ${cases.toLocaleString('en-US')} cases`)
  })
  const seed = process.env.FC_SEED === undefined ? undefined : Number(process.env.FC_SEED)
  return async function run<Ts>(
    property: fc.IRawProperty<Ts>,
    numRuns: number,
  ): Promise<void> {
    const details = await fc.check(property, { numRuns, ...(seed === undefined ? {} : { seed }) })
    properties += 1
    cases += details.numRuns
    if (details.failed) throw new Error(fc.defaultReportMessage(details) ?? 'fast-check: property failed')
  }
}
