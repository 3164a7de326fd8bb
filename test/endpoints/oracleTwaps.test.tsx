import { describe, expect, it } from 'vitest'
import { GatewayError } from '../../src/core/errors.ts'
import { createDevnet } from '../../src/devnet/gateway.ts'
import { getOracleParams } from '../../src/modules/oracle/getOracleParams.ts'
import { getOracleRate } from '../../src/modules/oracle/getOracleRate.ts'
import { getOracleRates } from '../../src/modules/oracle/getOracleRates.ts'
import { getOracleTwaps, type GetOracleTwapsResponse } from '../../src/modules/oracle/getOracleTwaps.ts'
import { getPriceSnapshotHistory } from '../../src/modules/oracle/getPriceSnapshotHistory.ts'
import { getVoteTargets } from '../../src/modules/oracle/getVoteTargets.ts'
import { getOracleTwapsQueryOptions } from '../../src/query/oracle/getOracleTwaps.ts'
import { useOracleRate, useSuspenseOracleRate } from '../../src/react/hooks/oracle/useOracleRate.ts'
import { useOracleTwaps, useSuspenseOracleTwaps } from '../../src/react/hooks/oracle/useOracleTwaps.ts'
import { expectIdle, failed, recordingClient, renderInSuspense, requestParts, setupDevnetServer, succeeded, testClient } from '../helpers.tsx'

const devnet = setupDevnetServer({ seed: 'endpoints-oracle-twaps' })

const chain = () => devnet.devnet.chain
const rejection = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error)
const scale = 10n ** 18n
const toFixed = (text: string) => {
  const [whole = '0', fraction = ''] = text.split('.')
  return BigInt(whole) * scale + BigInt(fraction.padEnd(18, '0'))
}
const fromFixed = (value: bigint) => `${value / scale}.${(value % scale).toString().padStart(18, '0')}`

/**
 * The TWAPs expected from what the gateway serves: each snapshot's rate holds from its
 * timestamp (or the window's start, if earlier) until the next snapshot (the newest until the
 * latest block's time); the average divides by the time covered.
 */
function expectedTwaps(
  history: Awaited<ReturnType<typeof getPriceSnapshotHistory>>['price_snapshot'],
  now: bigint,
  lookback: bigint,
): GetOracleTwapsResponse['oracle_twap'] {
  const start = now - lookback
  const sums = new Map<string, bigint>()
  let from = now
  for (let index = history.length - 1; index >= 0; index--) {
    const snapshot = history[index]!
    const taken = BigInt(snapshot.snapshot_timestamp)
    const held = (taken < start ? start : taken)
    for (const item of snapshot.price_snapshot_items) {
      sums.set(item.denom, (sums.get(item.denom) ?? 0n) + toFixed(item.oracle_exchange_rate!.exchange_rate) * (from - held))
    }
    from = held
    if (taken < start) break
  }
  const covered = now - from
  return [...sums.keys()].sort().map((denom) => ({
    denom,
    twap: fromFixed(covered === 0n ? 0n : sums.get(denom)! / covered),
    lookback_seconds: covered.toString(),
  }))
}

const latestBlockSeconds = () => BigInt(Math.floor(Date.parse(chain().block(chain().latestHeight())!.time) / 1000))

describe('one denom\'s exchange rate', () => {
  it('GET /appchain/oracle/denoms/{denom}/exchange_rate is the entry /exchange_rates serves for it', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const { denom_oracle_exchange_rate } = await getOracleRates(client)
    expect(denom_oracle_exchange_rate.length).toBeGreaterThan(1)
    for (const { denom, oracle_exchange_rate } of denom_oracle_exchange_rate) {
      const single = await getOracleRate(client, { denom })
      expect(requestParts(requests.at(-1))).toEqual({ method: 'GET', path: `/appchain/oracle/denoms/${denom}/exchange_rate`, query: [] })
      expect(single.oracle_exchange_rate).toEqual(oracle_exchange_rate)
    }
  })

  it('a denom without a rate is refused as the chain does (GatewayError 500, code 2, unknown denom)', async () => {
    const { client } = recordingClient(devnet.url)
    const unknown = await rejection(getOracleRate(client, { denom: 'unotpriced' }))
    expect(unknown).toBeInstanceOf(GatewayError)
    expect(unknown).toMatchObject({ status: 500, code: 2 })
    expect((unknown as GatewayError).message).toMatch(/unknown denom/)
  })

  it('useOracleRate waits for a denom, then reads; useSuspenseOracleRate renders it', async () => {
    const { client, requests } = recordingClient(devnet.url)
    await expectIdle(() => useOracleRate({ denom: undefined }), client, requests)
    const [denom] = (await getVoteTargets(client)).vote_targets
    const expected = (await getOracleRate(client, { denom: denom! })).oracle_exchange_rate!.exchange_rate
    const { result } = await succeeded(() => useOracleRate({ denom: denom! }), client)
    expect(result.current.data!.oracle_exchange_rate!.exchange_rate).toBe(expected)
    function Rate() {
      const { data } = useSuspenseOracleRate({ denom: denom! })
      return <p>rate {data.oracle_exchange_rate!.exchange_rate}</p>
    }
    const view = renderInSuspense(<Rate />, { client })
    expect(await view.findByText(`rate ${expected}`)).toBeTruthy()
  })
})

describe('TWAPs', () => {
  it('GET /appchain/oracle/denoms/twaps/{lookback_seconds}: time-weighted averages of the served snapshots, for every vote target', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const { params } = await getOracleParams(client)
    const lookback = BigInt(params!.lookback_duration)
    const history = (await getPriceSnapshotHistory(client)).price_snapshot
    const { oracle_twap } = await getOracleTwaps(client, { lookbackSeconds: lookback })
    expect(requestParts(requests.at(-1))).toEqual({ method: 'GET', path: `/appchain/oracle/denoms/twaps/${lookback}`, query: [] })
    expect(oracle_twap.map((entry) => entry.denom)).toEqual((await getVoteTargets(client)).vote_targets)
    expect(oracle_twap).toEqual(expectedTwaps(history, latestBlockSeconds(), lookback))
    // The whole history fits in the window: the average covers from the oldest snapshot on.
    expect(oracle_twap[0]!.lookback_seconds).toBe((latestBlockSeconds() - BigInt(history[0]!.snapshot_timestamp)).toString())
  })

  it('a short window covers exactly its seconds and averages the rates in force then', async () => {
    const { client } = recordingClient(devnet.url)
    const history = (await getPriceSnapshotHistory(client)).price_snapshot
    for (const lookback of [1n, 7n, 30n]) {
      const { oracle_twap } = await getOracleTwaps(client, { lookbackSeconds: lookback })
      expect(oracle_twap).toEqual(expectedTwaps(history, latestBlockSeconds(), lookback))
      for (const entry of oracle_twap) expect(entry.lookback_seconds).toBe(lookback.toString())
    }
    // One second back is the rate before the newest snapshot: the newest has held for no time yet.
    const oneSecond = (await getOracleTwaps(client, { lookbackSeconds: 1 })).oracle_twap
    const previous = history.at(-2)!.price_snapshot_items
    expect(oneSecond.map((entry) => entry.twap)).toEqual(previous.map((item) => item.oracle_exchange_rate!.exchange_rate))
  })

  it('follows new blocks: the average moves with the rates the chain serves', async () => {
    const { client } = recordingClient(devnet.url)
    const before = await getOracleTwaps(client, { lookbackSeconds: 60 })
    for (let produced = 0; produced < 5; produced++) devnet.devnet.produceBlock()
    const after = await getOracleTwaps(client, { lookbackSeconds: 60 })
    expect(after).not.toEqual(before)
    const history = (await getPriceSnapshotHistory(client)).price_snapshot
    expect(after.oracle_twap).toEqual(expectedTwaps(history, latestBlockSeconds(), 60n))
  })

  it('a window of 0 or beyond lookback_duration is refused (500, code 2); a non-integer never leaves the client', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const zero = await rejection(getOracleTwaps(client, { lookbackSeconds: 0 }))
    expect(zero).toBeInstanceOf(GatewayError)
    expect(zero).toMatchObject({ status: 500, code: 2 })
    expect(await rejection(getOracleTwaps(client, { lookbackSeconds: 601 }))).toMatchObject({ status: 500, code: 2 })
    const sent = requests.length
    expect(await rejection(getOracleTwaps(client, { lookbackSeconds: '1.5' }))).toMatchObject({ name: 'ParameterError', parameter: 'lookbackSeconds' })
    expect(requests).toHaveLength(sent)
  })

  it('a chain before its first block has no TWAP data', async () => {
    const empty = createDevnet({ seed: 'endpoints-oracle-twaps-empty', initialHeight: 0, autoAdvance: false })
    const client = testClient({ baseUrl: 'http://empty', retry: 0, fetch: (input, init) => empty.handle(new Request(input, init)) })
    expect(await rejection(getOracleTwaps(client, { lookbackSeconds: 60 }))).toMatchObject({ status: 500, code: 2 })
  })

  it('useOracleTwaps waits for a window, then reads; useSuspenseOracleTwaps renders; errors reach the hook', async () => {
    const { client, requests } = recordingClient(devnet.url)
    expect(getOracleTwapsQueryOptions(client, {}).enabled).toBe(false)
    await expectIdle(() => useOracleTwaps({ lookbackSeconds: undefined }), client, requests)
    const expected = await getOracleTwaps(client, { lookbackSeconds: 120 })
    const { result } = await succeeded(() => useOracleTwaps({ lookbackSeconds: 120 }), client)
    expect(result.current.data).toEqual(expected)
    expect(await failed(() => useOracleTwaps({ lookbackSeconds: 100_000 }), client)).toMatchObject({ status: 500, code: 2 })
    function Twaps() {
      const { data } = useSuspenseOracleTwaps({ lookbackSeconds: 120 })
      return <p>twaps {data.oracle_twap.length}</p>
    }
    const view = renderInSuspense(<Twaps />, { client })
    expect(await view.findByText(`twaps ${expected.oracle_twap.length}`)).toBeTruthy()
  })
})
