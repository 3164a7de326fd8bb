// What validating a response costs over parsing its JSON: the devnet's 1,000-transaction search
// page and a 100-coin balances page, `JSON.parse` alone against `JSON.parse` plus `checkResponse`
// (the library's own path: full schema validation, the transaction search's precompiled check
// first, SchemaError on a mismatch), side by side in
// the same run, and the `validateResponses: false` mode, which keeps only the parse. The library
// reads bodies with `parseJsonLossless` (integers beyond 2^53 kept as exact strings); its cost over
// `JSON.parse` is measured in the same rounds.
import { Bench } from 'tinybench'
import { parseJsonLossless } from '../src/core/losslessJson.ts'
import { checkResponse } from '../src/core/validateResponse.ts'
import { createChain } from '../src/devnet/chain.ts'
import { getBalancesEndpoint } from '../src/modules/bank/getBalances.ts'
import { getTxSearchEndpoint } from '../src/modules/tx/getTxSearch.ts'
import type { BenchRow } from './types.ts'

/** The body of `GET /{sdk}/tx/v1beta1/txs` with 1,000 results, as the devnet serves it. */
export function transactionSearchPage(count = 1_000): string {
  const chain = createChain({ seed: 1, autoAdvance: false })
  while (chain.allTxs().length < count) chain.produceBlock()
  const chosen = chain.allTxs().slice(0, count)
  const total = String(chain.allTxs().length)
  return JSON.stringify({
    txs: chosen.map((tx) => tx.tx),
    tx_responses: chosen.map((tx) => tx.response),
    pagination: { next_key: null, total },
    total,
  })
}

/** A balances page of 100 coins: native, IBC and token-factory denoms, amounts up to 10^24. */
export function balancesPage(count = 100): string {
  const balances = Array.from({ length: count }, (_, index) => {
    const denom =
      index % 3 === 0
        ? `ibc/${(index * 7919).toString(16).toUpperCase().padStart(64, 'A')}`
        : index % 3 === 1
          ? `factory/kii1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu/token${index}`
          : `ucoin${index}`
    const amount = (10n ** BigInt(6 + (index % 18)) * BigInt(index + 1) + 123_456_789n).toString()
    return { denom, amount }
  })
  return JSON.stringify({ balances, pagination: { next_key: 'ZmFjdG9yeS9raWkxL3Rva2VuOTk=', total: String(count) } })
}

type Page = { name: string; text: string; endpoint: Parameters<typeof checkResponse>[0]; target?: number | undefined }

async function measure(page: Page, rounds: number, time: number): Promise<{ parse: number; validate: number; lossless: number }> {
  // Fails here, before timing, if the page does not validate: the benchmark measures success,
  // the request path's check of the schema description (zod is not loaded for a valid page).
  if (checkResponse(page.endpoint, JSON.parse(page.text)) === undefined) throw new Error(`${page.name}: the page does not validate`)
  const parseTimes: number[] = []
  const validateTimes: number[] = []
  const losslessTimes: number[] = []
  // Several short rounds, each timing both tasks, so load from other processes hits both alike.
  for (let round = 0; round < rounds; round++) {
    const bench = new Bench({ time, warmupTime: Math.min(time, 200) })
    bench
      .add('JSON.parse', () => JSON.parse(page.text) as unknown)
      .add('JSON.parse + validation', () => checkResponse(page.endpoint, JSON.parse(page.text)))
      .add('parseJsonLossless', () => parseJsonLossless(page.text))
    await bench.run()
    const [parseTask, validateTask, losslessTask] = bench.tasks
    const parse = parseTask?.result
    const validate = validateTask?.result
    const lossless = losslessTask?.result
    if (parse?.state !== 'completed' || validate?.state !== 'completed' || lossless?.state !== 'completed') {
      throw new Error(`${page.name}: a task did not complete`)
    }
    parseTimes.push(parse.latency.p50)
    validateTimes.push(validate.latency.p50)
    losslessTimes.push(lossless.latency.p50)
  }
  return { parse: median(parseTimes), validate: median(validateTimes), lossless: median(losslessTimes) }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

const milliseconds = (value: number) => (value >= 1 ? `${value.toFixed(1)} ms` : `${(value * 1000).toFixed(0)} µs`)

/**
 * Runs the validation benchmark and returns its rows.
 *
 * @example
 * ```ts
 * console.table(await (await import('./bench/validation.bench.ts')).default())
 * ```
 */
export default async function validationBenchmark(): Promise<BenchRow[]> {
  const pages: Page[] = [
    { name: '1,000-transaction search page', text: transactionSearchPage(), endpoint: getTxSearchEndpoint, target: 1.25 },
    { name: '100-coin balances page', text: balancesPage(), endpoint: getBalancesEndpoint },
  ]
  const rows: BenchRow[] = []
  for (const page of pages) {
    const large = page.text.length > 1_000_000
    // Five rounds for both pages: the median of three swung by 0.1x under a shared machine's load.
    const { parse, validate, lossless } = await measure(page, 5, large ? 1_000 : 300)
    const ratio = validate / parse
    const size = `${(page.text.length / 1_000_000).toFixed(1)} MB`
    rows.push(
      {
        group: 'validation',
        name: `${page.name} (${large ? size : `${page.text.length} B`}): JSON.parse alone`,
        figure: milliseconds(parse),
      },
      {
        group: 'validation',
        name: `${page.name}: JSON.parse + full validation`,
        figure: `${milliseconds(validate)} = ${ratio.toFixed(2)}x JSON.parse`,
        ...(page.target === undefined ? {} : { target: `<= ${page.target}x`, met: ratio <= page.target }),
      },
      {
        group: 'validation',
        name: `${page.name}: parseJsonLossless (the client's parse: integers beyond 2^53 kept exact)`,
        figure: `${milliseconds(lossless)} = ${(lossless / parse).toFixed(2)}x JSON.parse`,
        ...(large ? { target: '<= 1.25x', met: lossless / parse <= 1.25 } : {}),
      },
      {
        group: 'validation',
        name: `${page.name}: validateResponses: false (explicit option)`,
        figure: `${milliseconds(parse)} = 1.00x JSON.parse (types unchecked)`,
      },
    )
  }
  return rows
}
