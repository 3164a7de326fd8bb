import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createGatewayClient } from '../../src/core/client.ts'
import { getBalancesResponseSchema } from '../../src/modules/bank/getBalances.ts'
import { getTxSearchResponseSchema } from '../../src/modules/tx/getTxSearch.ts'
import { getChannelsResponseSchema } from '../../src/modules/ibcChannel/getChannels.ts'
import { getOracleRatesResponseSchema } from '../../src/modules/oracle/getOracleRates.ts'
import { anySchema, anyTypeUrl, pageResponseSchema } from '../../src/core/schemas.ts'
import { blockSchema, blockIdSchema } from '../../src/core/blockSchemas.ts'
import { createDevnet } from '../../src/devnet/gateway.ts'
import { startDevnetServer, type DevnetServer } from '../../src/devnet/server.ts'
import * as z from 'zod'

let server: DevnetServer
beforeAll(async () => {
  server = await startDevnetServer({ port: 0, seed: 'server-tests', autoAdvance: false })
})
afterAll(() => server.close())

const get = async (path: string, init?: RequestInit) => {
  const response = await fetch(`${server.url}${path}`, init)
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> }
}
const fixtures = () => server.devnet.fixtures

describe('devnet server', () => {
  it("answers GET /stack/bank/v1beta1/balances/{address} with SPEC.md's shape", async () => {
    const { status, headers, body } = await get(`/stack/bank/v1beta1/balances/${fixtures().richAddress}`)
    expect(status).toBe(200)
    expect(headers.get('content-type')).toBe('application/json')
    const parsed = getBalancesResponseSchema.parse(body)
    expect(Object.keys(body).sort()).toEqual(['balances', 'pagination'])
    expect(Object.keys(parsed.pagination!).sort()).toEqual(['next_key', 'total'])
    const denoms = parsed.balances.map((coin) => coin.denom)
    expect(denoms).toEqual([...denoms].sort())
    expect(denoms).toContain(fixtures().ibcDenom)
    expect(denoms).toContain(fixtures().factoryDenom)
    const native = parsed.balances.find((coin) => coin.denom === 'akii')!
    expect(BigInt(native.amount) > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true)
  })

  it('answers the real gateway error cases with their codes', async () => {
    const malformed = await get('/stack/bank/v1beta1/balances/kii1notvalid')
    expect(malformed).toMatchObject({ status: 400, body: { code: 3, details: [] } })
    expect(malformed.body.message).toMatch(/^invalid address: decoding bech32 failed/)

    const wrongPrefix = await get(`/stack/auth/v1beta1/accounts/${fixtures().richAddress.replace(/^kii/, 'cosmos')}`)
    expect(wrongPrefix.status).toBe(400)

    const unknown = await get(`/stack/auth/v1beta1/accounts/${fixtures().unknownAddress}`)
    expect(unknown).toMatchObject({ status: 404, body: { code: 5, message: `account ${fixtures().unknownAddress} not found: key not found` } })

    const route = await get('/stack/bank/v1beta1/no_such_route')
    expect(route).toMatchObject({ status: 501, body: { code: 12, message: 'Not Implemented', details: [] } })

    const wrongMethod = await get('/stack/bank/v1beta1/params', { method: 'POST', body: '{}' })
    expect(wrongMethod.status).toBe(501)
  })

  it('serves accounts of several types as proto3 JSON Any', async () => {
    const types = new Set<string>()
    for (const address of [fixtures().richAddress, fixtures().vestingAddress, fixtures().moduleAddress, fixtures().evmAddress]) {
      const { body } = await get(`/stack/auth/v1beta1/accounts/${address}`)
      types.add(anyTypeUrl(anySchema.parse(body.account)))
    }
    expect([...types].sort()).toEqual([
      '/cosmos.auth.v1beta1.BaseAccount',
      '/cosmos.auth.v1beta1.ModuleAccount',
      '/cosmos.vesting.v1beta1.ContinuousVestingAccount',
      '/ethermint.types.v1.EthAccount',
    ])
    const fresh = await get(`/stack/auth/v1beta1/account_info/${fixtures().freshAddress}`)
    expect((fresh.body.info as { pub_key: unknown }).pub_key).toBeNull()
  })

  it('pages by key, by offset with a total, and in reverse; refuses key and offset together', async () => {
    const path = `/stack/bank/v1beta1/balances/${fixtures().collectorAddress}`
    const first = await get(`${path}?pagination.limit=10&pagination.count_total=true`)
    const firstPage = getBalancesResponseSchema.parse(first.body)
    expect(firstPage.balances).toHaveLength(10)
    const total = Number(firstPage.pagination!.total)
    expect(total).toBeGreaterThan(30)
    const second = getBalancesResponseSchema.parse(
      (await get(`${path}?pagination.limit=10&pagination.key=${encodeURIComponent(firstPage.pagination!.next_key!)}`)).body,
    )
    expect(second.balances[0]!.denom > firstPage.balances.at(-1)!.denom).toBe(true)
    const byOffset = getBalancesResponseSchema.parse((await get(`${path}?pagination.limit=10&pagination.offset=10`)).body)
    expect(byOffset.balances).toEqual(second.balances)
    const reversed = getBalancesResponseSchema.parse((await get(`${path}?pagination.limit=1&pagination.reverse=true`)).body)
    const all = getBalancesResponseSchema.parse((await get(path)).body).balances
    expect(reversed.balances[0]).toEqual(all.at(-1))
    const both = await get(`${path}?pagination.offset=1&pagination.key=AAE%3D`)
    expect(both).toMatchObject({ status: 400, body: { code: 3 } })
  })

  it('takes denoms with slashes on the wildcard routes', async () => {
    const owners = await get(`/stack/bank/v1beta1/denom_owners/${fixtures().factoryDenom}`)
    expect(owners.status).toBe(200)
    expect((owners.body.denom_owners as unknown[]).length).toBeGreaterThan(0)
    const metadata = await get(`/stack/bank/v1beta1/denoms_metadata/${fixtures().ibcDenom}`)
    expect(metadata).toMatchObject({ status: 200, body: { metadata: { base: fixtures().ibcDenom, display: 'atom' } } })
    const byQuery = await get(`/stack/bank/v1beta1/denoms_metadata_by_query_string?denom=${encodeURIComponent(fixtures().factoryDenom)}`)
    expect(byQuery.body).toMatchObject({ metadata: { symbol: 'ORO' } })
    const byDenom = await get(`/stack/bank/v1beta1/balances/${fixtures().richAddress}/by_denom?denom=${encodeURIComponent(fixtures().ibcDenom)}`)
    expect(byDenom.body).toMatchObject({ balance: { denom: fixtures().ibcDenom, amount: expect.stringMatching(/^\d+$/) } })
  })

  it('keeps supply equal to the sum of balances', async () => {
    const supply = await get('/stack/bank/v1beta1/supply/by_denom?denom=akii')
    let sum = 0n
    for (const account of server.devnet.chain.accounts()) sum += server.devnet.chain.balances(account.address).get('akii') ?? 0n
    expect(supply.body).toEqual({ amount: { denom: 'akii', amount: sum.toString() } })
  })

  it('serves blocks with headers and last commits, and their transactions', async () => {
    const latest = await get('/stack/base/tendermint/v1beta1/blocks/latest')
    const block = blockSchema.parse(latest.body.block)
    blockIdSchema.parse(latest.body.block_id)
    expect(block.header!.chain_id).toBe('gatekit-devnet-1')
    expect(block.last_commit!.signatures.length).toBe(4)
    const height = BigInt(block.header!.height)
    const withTxs = [...Array(Number(height)).keys()].map((i) => server.devnet.chain.block(BigInt(i + 1))!).find((b) => b.txs.length > 1)!
    const byHeight = await get(`/stack/tx/v1beta1/txs/block/${withTxs.height}`)
    expect(byHeight.status).toBe(200)
    expect((byHeight.body.txs as unknown[]).length).toBe(withTxs.txs.length)
    expect(((byHeight.body.block as { data: { txs: string[] } }).data.txs).length).toBe(withTxs.txs.length)
    pageResponseSchema.parse(byHeight.body.pagination)
    const beyond = await get(`/stack/tx/v1beta1/txs/block/${height + 10n}`)
    expect(beyond).toMatchObject({ status: 400, body: { code: 3 } })
  })

  it('searches transactions of several message types, with events and logs', async () => {
    const result = getTxSearchResponseSchema.parse((await get('/stack/tx/v1beta1/txs?query=tx.height%3E0&limit=100')).body)
    const types = new Set(result.txs!.flatMap((tx) => tx.body!.messages.map(anyTypeUrl)))
    expect(types.size).toBeGreaterThanOrEqual(4)
    const ok = result.tx_responses!.find((response) => response.code === 0)!
    expect(ok.events!.some((event) => event.type === 'message')).toBe(true)
    expect(ok.logs![0]!.events.length).toBeGreaterThan(0)
    const one = await get(`/stack/tx/v1beta1/txs/${ok.txhash.toLowerCase()}`)
    expect(one.body).toMatchObject({ tx_response: { txhash: ok.txhash } })
    expect(await get(`/stack/tx/v1beta1/txs/${'0'.repeat(64)}`)).toMatchObject({ status: 404, body: { code: 5 } })
    expect(await get('/stack/tx/v1beta1/txs')).toMatchObject({ status: 400, body: { code: 3 } })
    expect(await get("/stack/tx/v1beta1/txs?query=message.sender%3D%3D'x'")).toMatchObject({ status: 400, body: { code: 3 } })
  })

  it('serves IBC channels and oracle rates that parse', async () => {
    getChannelsResponseSchema.parse((await get('/ibc/core/channel/v1/channels')).body)
    getOracleRatesResponseSchema.parse((await get('/appchain/oracle/denoms/exchange_rates')).body)
  })

  it('answers CORS preflight so browsers on other origins can call it', async () => {
    const response = await fetch(`${server.url}/stack/bank/v1beta1/params`, { method: 'OPTIONS' })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
  })
})

describe('simulated chain', () => {
  it('is the same for the same seed', () => {
    const a = createDevnet({ seed: 9, autoAdvance: false })
    const b = createDevnet({ seed: 9, autoAdvance: false })
    expect(a.fixtures).toEqual(b.fixtures)
    expect(a.chain.allTxs().map((tx) => tx.hash)).toEqual(b.chain.allTxs().map((tx) => tx.hash))
    expect(createDevnet({ seed: 10, autoAdvance: false }).fixtures.richAddress).not.toBe(a.fixtures.richAddress)
  })

  it('produces a block every blockTimeMs as the clock advances, and on demand', () => {
    let now = Date.parse('2026-01-01T00:00:00Z')
    const devnet = createDevnet({ seed: 3, blockTimeMs: 5_000, initialHeight: 10, now: () => now })
    expect(devnet.chain.latestHeight()).toBe(10n)
    now += 12_000
    expect(devnet.chain.latestHeight()).toBe(12n)
    expect(Date.parse(devnet.chain.latestBlock().time) - Date.parse(devnet.chain.block(11n)!.time)).toBe(5_000)
    devnet.produceBlock()
    expect(devnet.chain.latestHeight()).toBe(13n)
  })

  it('moves balances with the transactions it produces, keeping supply constant', () => {
    const devnet = createDevnet({ seed: 4, autoAdvance: false })
    const before = devnet.chain.supply().get('akii')
    for (let i = 0; i < 20; i++) devnet.produceBlock()
    expect(devnet.chain.supply().get('akii')).toBe(before)
    for (const account of devnet.chain.accounts()) {
      for (const amount of devnet.chain.balances(account.address).values()) expect(amount >= 0n).toBe(true)
    }
  })

  it('serves kiichain prefixes when asked, and a client with the kiichain preset reaches them', async () => {
    const devnet = createDevnet({ seed: 5, prefixes: { sdk: 'cosmos', app: 'kiichain' }, autoAdvance: false })
    const served = await startDevnetServer({ port: 0, devnet })
    try {
      const client = createGatewayClient({ baseUrl: served.url, prefixes: 'kiichain' })
      const url = `${client.baseUrl}/${client.prefixes.sdk}/bank/v1beta1/balances/${devnet.fixtures.richAddress}`
      expect((await fetch(url)).status).toBe(200)
      expect((await fetch(`${served.url}/stack/bank/v1beta1/params`)).status).toBe(501)
      const rates = await fetch(`${served.url}/kiichain/oracle/denoms/exchange_rates`)
      z.object({ denom_oracle_exchange_rate: z.array(z.unknown()) }).parse(await rates.json())
    } finally {
      await served.close()
    }
  })
})
