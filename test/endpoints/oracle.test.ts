import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { GatewayError } from '../../src/core/errors.ts'
import { createDevnet } from '../../src/devnet/gateway.ts'
import type { DevnetServer } from '../../src/devnet/server.ts'
import { toBech32, validatorPrefix } from '../../src/devnet/encoding.ts'
import { bech32 } from '@scure/base'
import { getActiveDenoms } from '../../src/modules/oracle/getActiveDenoms.ts'
import { getFeederDelegation } from '../../src/modules/oracle/getFeederDelegation.ts'
import { getOracleParams } from '../../src/modules/oracle/getOracleParams.ts'
import { getOracleRates } from '../../src/modules/oracle/getOracleRates.ts'
import { getPriceSnapshotHistory } from '../../src/modules/oracle/getPriceSnapshotHistory.ts'
import { getSlashWindow } from '../../src/modules/oracle/getSlashWindow.ts'
import { getVotePenaltyCounter } from '../../src/modules/oracle/getVotePenaltyCounter.ts'
import { getVoteTargets } from '../../src/modules/oracle/getVoteTargets.ts'
import { getFeederDelegationQueryOptions } from '../../src/query/oracle/getFeederDelegation.ts'
import { useActiveDenoms } from '../../src/react/hooks/oracle/useActiveDenoms.ts'
import { useFeederDelegation } from '../../src/react/hooks/oracle/useFeederDelegation.ts'
import { useOracleParams } from '../../src/react/hooks/oracle/useOracleParams.ts'
import { usePriceSnapshotHistory } from '../../src/react/hooks/oracle/usePriceSnapshotHistory.ts'
import { useSlashWindow } from '../../src/react/hooks/oracle/useSlashWindow.ts'
import { useVotePenaltyCounter } from '../../src/react/hooks/oracle/useVotePenaltyCounter.ts'
import { useVoteTargets } from '../../src/react/hooks/oracle/useVoteTargets.ts'
import { countingFetch, letQueriesStart, renderGatekitHook, requestLines, setupDevnetServer, testClient } from '../helpers.tsx'

// Two servers: `devnet` stays at its initial height, `moving` produces blocks.
const devnet = setupDevnetServer({ seed: 'endpoints-oracle' })
const moving = setupDevnetServer({ seed: 'endpoints-oracle-moving' })

const chain = () => devnet.devnet.chain
const decimal = /^\d+\.\d{18}$/
const blockSeconds = (server: DevnetServer, height: bigint) =>
  String(Math.floor(Date.parse(server.devnet.chain.block(height)!.time) / 1000))
// An operator address no genesis validator has: the valoper form of an account's bytes.
const valoperOf = (account: string) => toBech32(validatorPrefix, bech32.fromWords(bech32.decode(account as `${string}1${string}`).words))

describe('oracle params, actives and vote targets', () => {
  it('GET /appchain/oracle/params: the whitelist is the priced denoms, ratios are decimal strings', async () => {
    const { fetch, requests } = countingFetch()
    const { params } = await getOracleParams(testClient({ baseUrl: devnet.url, fetch }))
    expect(requestLines(requests)).toEqual(['GET /appchain/oracle/params'])
    const priced = [...chain().genesis.oracleRates.keys()].sort()
    expect(params!.whitelist.map((denom) => denom.name)).toEqual(priced)
    expect(params).toMatchObject({ vote_period: '1', slash_window: '100', lookback_duration: '600' })
    for (const ratio of [params!.vote_threshold, params!.reward_band, params!.slash_fraction, params!.min_valid_per_window]) {
      expect(ratio).toMatch(decimal)
    }
  })

  it('GET /appchain/oracle/denoms/actives and /denoms/vote_targets: the denoms that carry a rate', async () => {
    const { fetch, requests } = countingFetch()
    const client = testClient({ baseUrl: devnet.url, fetch })
    const { actives } = await getActiveDenoms(client)
    const { vote_targets } = await getVoteTargets(client)
    const { denom_oracle_exchange_rate } = await getOracleRates(client)
    expect(requestLines(requests)).toEqual([
      'GET /appchain/oracle/denoms/actives',
      'GET /appchain/oracle/denoms/vote_targets',
      'GET /appchain/oracle/denoms/exchange_rates',
    ])
    const rated = denom_oracle_exchange_rate.map((rate) => rate.denom)
    expect(actives).toEqual(rated)
    expect(vote_targets).toEqual(rated)
    expect(rated).toEqual([...chain().genesis.oracleRates.keys()].sort())
  })
})

describe('feeders and vote penalty counters', () => {
  it('GET /appchain/oracle/validators/{validator_addr}/feeder: the feeder of every genesis validator', async () => {
    const { fetch, requests } = countingFetch()
    const client = testClient({ baseUrl: devnet.url, fetch })
    for (const validator of chain().genesis.validators) {
      const { feed_addr } = await getFeederDelegation(client, { validatorAddress: validator.operatorAddress })
      expect(feed_addr).toBe(validator.feeder)
    }
    expect(requestLines(requests)).toEqual(
      chain().genesis.validators.map((validator) => `GET /appchain/oracle/validators/${validator.operatorAddress}/feeder`),
    )
  })

  it('answers a validator that delegated to no one with its own account address, as the chain does', async () => {
    const client = testClient({ baseUrl: devnet.url })
    const { feed_addr } = await getFeederDelegation(client, { validatorAddress: valoperOf(chain().fixtures.richAddress) })
    expect(feed_addr).toBe(chain().fixtures.richAddress)
  })

  it('GET /appchain/oracle/validators/{validator_addr}/vote_penalty_counter: one outcome per block of the window', async () => {
    const { fetch, requests } = countingFetch()
    const client = testClient({ baseUrl: devnet.url, fetch })
    const [validator] = chain().genesis.validators
    const { vote_penalty_counter } = await getVotePenaltyCounter(client, { validatorAddress: validator!.operatorAddress })
    expect(requestLines(requests)).toEqual([`GET /appchain/oracle/validators/${validator!.operatorAddress}/vote_penalty_counter`])
    const { miss_count, abstain_count, success_count } = vote_penalty_counter!
    // 60 blocks, no window has ended yet (the first reset is at height 99).
    expect(BigInt(miss_count) + BigInt(abstain_count) + BigInt(success_count)).toBe(chain().latestHeight())
    expect(BigInt(success_count) > BigInt(miss_count) + BigInt(abstain_count)).toBe(true)

    const unknown = await getVotePenaltyCounter(client, { validatorAddress: valoperOf(chain().fixtures.richAddress) })
    expect(unknown.vote_penalty_counter).toEqual({ miss_count: '0', abstain_count: '0', success_count: '0' })
  })

  it('gives the same counters for the same seed, whatever the request order', async () => {
    const twin = createDevnet({ seed: 'endpoints-oracle', autoAdvance: false })
    const client = testClient({ baseUrl: devnet.url })
    for (const validator of [...chain().genesis.validators].reverse()) {
      const response = await twin.handle(
        new Request(`http://twin/appchain/oracle/validators/${validator.operatorAddress}/vote_penalty_counter`),
      )
      const served = await getVotePenaltyCounter(client, { validatorAddress: validator.operatorAddress })
      expect(await response.json()).toEqual(served)
    }
  })
})

describe('slash window and price snapshots', () => {
  it('GET /appchain/oracle/slash_window: height mod slash_window, per vote period of one block', async () => {
    const { fetch, requests } = countingFetch()
    const { window_progress } = await getSlashWindow(testClient({ baseUrl: devnet.url, fetch }))
    expect(requestLines(requests)).toEqual(['GET /appchain/oracle/slash_window'])
    expect(window_progress).toBe(String(chain().latestHeight() % 100n))
  })

  it('GET /appchain/oracle/denoms/price_snapshot_history: one snapshot per block at its time, the newest equal to the current rates', async () => {
    const { fetch, requests } = countingFetch()
    const client = testClient({ baseUrl: devnet.url, fetch })
    const { price_snapshot } = await getPriceSnapshotHistory(client)
    expect(requestLines(requests)).toEqual(['GET /appchain/oracle/denoms/price_snapshot_history'])
    const latest = chain().latestHeight()
    // 60 blocks 5 s apart all lie within the 600 s lookback.
    expect(price_snapshot).toHaveLength(Number(latest))
    price_snapshot.forEach((snapshot, index) => {
      const height = BigInt(index + 1)
      expect(snapshot.snapshot_timestamp).toBe(blockSeconds(devnet, height))
      for (const item of snapshot.price_snapshot_items) {
        expect(item.oracle_exchange_rate!.last_update).toBe(height.toString())
        expect(item.oracle_exchange_rate!.exchange_rate).toMatch(decimal)
        expect(item.oracle_exchange_rate!.last_update_timestamp).toBe(String(Date.parse(chain().block(height)!.time)))
      }
    })
    const { denom_oracle_exchange_rate } = await getOracleRates(client)
    expect(price_snapshot.at(-1)!.price_snapshot_items).toEqual(denom_oracle_exchange_rate)
    // Rates drift between blocks.
    expect(price_snapshot[0]!.price_snapshot_items).not.toEqual(price_snapshot.at(-1)!.price_snapshot_items)
  })

  it('moves with the chain: snapshots never change once taken, old ones leave the lookback, counters reset per window', async () => {
    const client = testClient({ baseUrl: moving.url })
    const before = await getPriceSnapshotHistory(client)
    const [validator] = moving.devnet.chain.genesis.validators
    for (let produced = 0; produced < 70; produced++) moving.devnet.produceBlock()
    const latest = moving.devnet.chain.latestHeight()
    expect(latest).toBe(130n)

    const after = await getPriceSnapshotHistory(client)
    // Kept: blocks no more than 600 s (120 blocks) older than the newest, heights 10 to 130.
    expect(after.price_snapshot).toHaveLength(121)
    expect(after.price_snapshot[0]!.snapshot_timestamp).toBe(blockSeconds(moving, 10n))
    expect(after.price_snapshot.at(-1)!.snapshot_timestamp).toBe(blockSeconds(moving, 130n))
    const at = (history: typeof after, height: bigint) =>
      history.price_snapshot.find((snapshot) => snapshot.snapshot_timestamp === blockSeconds(moving, height))
    expect(at(after, 60n)).toEqual(at(before, 60n))
    expect(after.price_snapshot.at(-1)!.price_snapshot_items).toEqual((await getOracleRates(client)).denom_oracle_exchange_rate)

    // The window reset at height 99: blocks 100 to 130 count.
    expect((await getSlashWindow(client)).window_progress).toBe('30')
    const { vote_penalty_counter: counter } = await getVotePenaltyCounter(client, { validatorAddress: validator!.operatorAddress })
    expect(BigInt(counter!.miss_count) + BigInt(counter!.abstain_count) + BigInt(counter!.success_count)).toBe(31n)
  })

  it('has no rates, actives or snapshots before the first block', async () => {
    const empty = createDevnet({ seed: 'endpoints-oracle-empty', initialHeight: 0, autoAdvance: false })
    const read = async (path: string) => (await empty.handle(new Request(`http://empty/appchain/oracle${path}`))).json()
    expect(await read('/denoms/exchange_rates')).toEqual({ denom_oracle_exchange_rate: [] })
    expect(await read('/denoms/actives')).toEqual({ actives: [] })
    expect(await read('/denoms/price_snapshot_history')).toEqual({ price_snapshot: [] })
    expect(await read('/denoms/vote_targets')).toEqual({ vote_targets: [...empty.chain.genesis.oracleRates.keys()].sort() })
  })
})

describe('oracle hooks', () => {
  it('render the parameterless reads', async () => {
    const client = testClient({ baseUrl: devnet.url })
    const params = renderGatekitHook(() => useOracleParams(), client)
    const actives = renderGatekitHook(() => useActiveDenoms(), client)
    const targets = renderGatekitHook(() => useVoteTargets(), client)
    const window = renderGatekitHook(() => useSlashWindow(), client)
    const history = renderGatekitHook(() => usePriceSnapshotHistory({ query: { select: (data) => data.price_snapshot.length } }), client)
    await waitFor(() => expect(history.result.current.data).toBe(Number(chain().latestHeight())))
    await waitFor(() => expect(params.result.current.data?.params?.vote_period).toBe('1'))
    await waitFor(() => expect(actives.result.current.data?.actives).toContain('uatom'))
    await waitFor(() => expect(targets.result.current.data?.vote_targets).toContain('uatom'))
    await waitFor(() => expect(window.result.current.data?.window_progress).toBe('60'))
    expect(params.queryClient.getQueryCache().getAll()[0]!.queryKey).toEqual(['gatekit', devnet.url, 'oracle', 'oracleParams', {}])
  })

  it('wait without a request while validatorAddress is missing, then run', async () => {
    const { fetch, requests } = countingFetch()
    const client = testClient({ baseUrl: devnet.url, fetch })
    const input: { validatorAddress?: string } = {}
    const feeder = renderGatekitHook(() => useFeederDelegation({ validatorAddress: input.validatorAddress }), client)
    const counter = renderGatekitHook(
      () => useVotePenaltyCounter({ validatorAddress: input.validatorAddress, query: { enabled: true } }),
      client,
    )
    await letQueriesStart()
    expect(feeder.result.current.fetchStatus).toBe('idle')
    expect(counter.result.current.fetchStatus).toBe('idle')
    expect(requests).toHaveLength(0)
    expect(getFeederDelegationQueryOptions(client, {}).enabled).toBe(false)

    const [validator] = chain().genesis.validators
    input.validatorAddress = validator!.operatorAddress
    feeder.rerender()
    counter.rerender()
    await waitFor(() => expect(feeder.result.current.data?.feed_addr).toBe(validator!.feeder))
    await waitFor(() => expect(counter.result.current.isSuccess).toBe(true))
    expect(requests).toHaveLength(2)
  })
})

describe('oracle errors', () => {
  it('a malformed operator address fails before sending; another chain\'s reaches the action and a hook as GatewayError 400, code 3', async () => {
    const { fetch, requests } = countingFetch()
    const client = testClient({ baseUrl: devnet.url, retry: 0, fetch })
    const malformed = await getFeederDelegation(client, { validatorAddress: 'kiivaloper1notanaddress' }).catch((caught: unknown) => caught)
    expect(malformed).toMatchObject({ name: 'ParameterError', parameter: 'validatorAddress', reason: 'invalid' })
    // An account address where an operator address belongs: right checksum, not a `valoper` prefix.
    const account = await getFeederDelegation(client, { validatorAddress: chain().fixtures.richAddress }).catch((caught: unknown) => caught)
    expect(account).toMatchObject({ name: 'ParameterError', parameter: 'validatorAddress', reason: 'invalid' })
    expect(requests).toHaveLength(0)

    // Another chain's operator address: well-formed, so only the chain can refuse its prefix.
    const error = await getFeederDelegation(client, { validatorAddress: 'cosmosvaloper1qurswpc8qurswpc8qurswpc8qurswpc8k8n0vj' }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(GatewayError)
    expect(error).toMatchObject({ status: 400, code: 3, codeName: 'InvalidArgument' })
    const hook = renderGatekitHook(() => useVotePenaltyCounter({ validatorAddress: 'cosmosvaloper1qurswpc8qurswpc8qurswpc8qurswpc8k8n0vj' }), client)
    await waitFor(() => expect(hook.result.current.isError).toBe(true))
    expect(hook.result.current.error).toBeInstanceOf(GatewayError)
    expect(hook.result.current.error).toMatchObject({ status: 400, code: 3 })
    expect((hook.result.current.error as GatewayError).details).toBe('invalid Bech32 prefix; expected kiivaloper, got cosmosvaloper')
  })
})
