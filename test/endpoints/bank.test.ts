import { waitFor } from '@testing-library/react'
import { bech32, hex } from '@scure/base'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { GatewayClient } from '../../src/core/client.ts'
import { GatewayError, ParameterError } from '../../src/core/errors.ts'
import { vestingAccountSchema } from '../../src/modules/auth/accountSchemas.ts'
import { getAccount } from '../../src/modules/auth/getAccount.ts'
import { getBalances } from '../../src/modules/bank/getBalances.ts'
import { getBalance } from '../../src/modules/bank/getBalance.ts'
import { getBankParams } from '../../src/modules/bank/getBankParams.ts'
import { getDenomMetadata } from '../../src/modules/bank/getDenomMetadata.ts'
import { getDenomMetadataByQueryString } from '../../src/modules/bank/getDenomMetadataByQueryString.ts'
import { getDenomOwners } from '../../src/modules/bank/getDenomOwners.ts'
import { getDenomOwnersByQuery } from '../../src/modules/bank/getDenomOwnersByQuery.ts'
import { getDenomsMetadata } from '../../src/modules/bank/getDenomsMetadata.ts'
import { getSendEnabled } from '../../src/modules/bank/getSendEnabled.ts'
import { getSpendableBalance } from '../../src/modules/bank/getSpendableBalance.ts'
import { getSpendableBalances } from '../../src/modules/bank/getSpendableBalances.ts'
import { getSupply } from '../../src/modules/bank/getSupply.ts'
import { getSupplyOf } from '../../src/modules/bank/getSupplyOf.ts'
import { getLatestBlock } from '../../src/modules/base/getLatestBlock.ts'
import { getBalanceQueryOptions } from '../../src/query/bank/getBalance.ts'
import { getDenomMetadataByQueryStringQueryOptions } from '../../src/query/bank/getDenomMetadataByQueryString.ts'
import { getDenomOwnersByQueryInfiniteQueryOptions } from '../../src/query/bank/getDenomOwnersByQuery.ts'
import { getSpendableBalanceQueryOptions } from '../../src/query/bank/getSpendableBalance.ts'
import { getSupplyOfQueryOptions } from '../../src/query/bank/getSupplyOf.ts'
import { useBalance } from '../../src/react/hooks/bank/useBalance.ts'
import { useBankParams } from '../../src/react/hooks/bank/useBankParams.ts'
import { useDenomMetadata } from '../../src/react/hooks/bank/useDenomMetadata.ts'
import { useDenomMetadataByQueryString } from '../../src/react/hooks/bank/useDenomMetadataByQueryString.ts'
import { useDenomOwners, useInfiniteDenomOwners } from '../../src/react/hooks/bank/useDenomOwners.ts'
import { useDenomOwnersByQuery, useInfiniteDenomOwnersByQuery } from '../../src/react/hooks/bank/useDenomOwnersByQuery.ts'
import { useDenomsMetadata, useInfiniteDenomsMetadata } from '../../src/react/hooks/bank/useDenomsMetadata.ts'
import { useInfiniteSendEnabled, useSendEnabled } from '../../src/react/hooks/bank/useSendEnabled.ts'
import { useSpendableBalance } from '../../src/react/hooks/bank/useSpendableBalance.ts'
import { useInfiniteSpendableBalances, useSpendableBalances } from '../../src/react/hooks/bank/useSpendableBalances.ts'
import { useInfiniteSupply, useSupply } from '../../src/react/hooks/bank/useSupply.ts'
import { useSupplyOf } from '../../src/react/hooks/bank/useSupplyOf.ts'
import {
  countingFetch,
  expectKeyWalk,
  letQueriesStart,
  recordingClient,
  renderGatekitHook,
  requestParts,
  setupDevnetServer,
  setupMockServer,
  testClient,
  walkPages,
} from '../helpers.tsx'

// A fixed clock in the middle of the vesting account's schedule, so spendable amounts do not depend on the date.
const clock = Date.parse('2026-11-01T12:00:00Z')
const devnet = setupDevnetServer({ seed: 'endpoints-bank', now: () => clock })
// MSW answers gateway.test only; the devnet server is reached over real HTTP.
const mock = setupMockServer()

const fixtures = () => devnet.devnet.fixtures
const chain = () => devnet.devnet.chain

/**
 * What the vesting account still locks at the latest block, from public data only: its
 * schedule (auth account query) and the block time (latest block query), vesting linearly.
 */
async function lockedNow(client: GatewayClient): Promise<bigint> {
  const { account } = await getAccount(client, { address: fixtures().vestingAddress })
  const schedule = vestingAccountSchema.parse(account)
  const original = BigInt(schedule.base_vesting_account!.original_vesting[0]!.amount)
  const start = BigInt(schedule.start_time!)
  const end = BigInt(schedule.base_vesting_account!.end_time)
  const { block } = await getLatestBlock(client)
  const now = BigInt(Math.floor(Date.parse(`${block!.header!.time.slice(0, 19)}Z`) / 1000))
  if (now <= start) return original
  if (now >= end) return 0n
  return original - (original * (now - start)) / (end - start)
}

const heldDenoms = (address: string) => [...chain().balances(address).entries()].filter(([, amount]) => amount > 0n)

describe('balance by denom', () => {
  it('GET /balances/{address}/by_denom?denom=, denoms with slashes in the query string, amounts as in the list', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const { balances } = await getBalances(client, { address: fixtures().richAddress })
    for (const denom of [fixtures().nativeDenom, fixtures().ibcDenom, fixtures().factoryDenom]) {
      const { balance } = await getBalance(client, { address: fixtures().richAddress, denom })
      expect(requestParts(requests.at(-1))).toEqual({
        method: 'GET',
        path: `/stack/bank/v1beta1/balances/${fixtures().richAddress}/by_denom`,
        query: [['denom', denom]],
      })
      expect(balance).toEqual(balances.find((coin) => coin.denom === denom))
    }
    expect(requests.at(-1)!.url).toContain(`denom=${encodeURIComponent(fixtures().factoryDenom)}`)
    const native = await getBalance(client, { address: fixtures().richAddress, denom: 'akii' })
    expect(BigInt(native.balance!.amount) > 2n ** 53n).toBe(true)
    expect((await getBalance(client, { address: fixtures().freshAddress, denom: 'uunheld' })).balance).toEqual({
      denom: 'uunheld',
      amount: '0',
    })
  })

  it('a malformed denom reaches the action and useBalance as GatewayError 400, code 3', async () => {
    const { client } = recordingClient(devnet.url)
    const rejected = await getBalance(client, { address: fixtures().richAddress, denom: '1x' }).catch((error: unknown) => error)
    expect(rejected).toBeInstanceOf(GatewayError)
    expect(rejected).toMatchObject({ status: 400, code: 3 })
    const { result } = renderGatekitHook(() => useBalance({ address: fixtures().richAddress, denom: '1x' }), client)
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toBeInstanceOf(GatewayError)
    expect(result.current.error).toMatchObject({ status: 400, code: 3 })
  })

  it('useBalance waits for both address and denom', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const input: { denom?: string } = {}
    const { result, rerender } = renderGatekitHook(
      () => useBalance({ address: fixtures().richAddress, denom: input.denom }),
      client,
    )
    await letQueriesStart()
    expect(result.current.fetchStatus).toBe('idle')
    expect(requests).toHaveLength(0)
    expect(getBalanceQueryOptions(client, { denom: 'akii' }).enabled).toBe(false)
    expect(getBalanceQueryOptions(client, { address: fixtures().richAddress, denom: '' }).enabled).toBe(false)
    await expect(getBalance(client, { address: fixtures().richAddress, denom: '' })).rejects.toBeInstanceOf(ParameterError)
    input.denom = fixtures().ibcDenom
    rerender()
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data!.balance!.denom).toBe(fixtures().ibcDenom)
    expect(requests).toHaveLength(1)
  })
})

describe('spendable balances', () => {
  it('GET /spendable_balances/{address}: vesting locks the unvested part of the native coin; others spend everything', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const vesting = await getSpendableBalances(client, { address: fixtures().vestingAddress })
    expect(requestParts(requests[0])).toEqual({
      method: 'GET',
      path: `/stack/bank/v1beta1/spendable_balances/${fixtures().vestingAddress}`,
      query: [],
    })
    const all = (await getBalances(client, { address: fixtures().vestingAddress })).balances
    const held = chain().balances(fixtures().vestingAddress).get('akii')!
    const locked = await lockedNow(client)
    expect(locked > 0n && held > locked).toBe(true)
    expect(vesting.balances).toEqual(
      all.map((coin) => (coin.denom === 'akii' ? { denom: 'akii', amount: (held - locked).toString() } : coin)),
    )
    const rich = await getSpendableBalances(client, { address: fixtures().richAddress })
    expect(rich.balances).toEqual((await getBalances(client, { address: fixtures().richAddress })).balances)
  })

  it('GET /spendable_balances/{address}/by_denom?denom= agrees with the list', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const { balance } = await getSpendableBalance(client, { address: fixtures().vestingAddress, denom: 'akii' })
    expect(requestParts(requests[0])).toEqual({
      method: 'GET',
      path: `/stack/bank/v1beta1/spendable_balances/${fixtures().vestingAddress}/by_denom`,
      query: [['denom', 'akii']],
    })
    const held = chain().balances(fixtures().vestingAddress).get('akii')!
    expect(balance).toEqual({ denom: 'akii', amount: (held - (await lockedNow(client))).toString() })
    const factory = await getSpendableBalance(client, { address: fixtures().richAddress, denom: fixtures().factoryDenom })
    expect(factory.balance!.amount).toBe(chain().balances(fixtures().richAddress).get(fixtures().factoryDenom)!.toString())
  })

  it('useInfiniteSpendableBalances walks the 35 denoms of the collector to the last page', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const { result } = renderGatekitHook(
      () => useInfiniteSpendableBalances({ address: fixtures().collectorAddress, pagination: { limit: 10 } }),
      client,
    )
    const pages = await walkPages(result)
    const denoms = pages.flatMap((page) => page.balances.map((coin) => coin.denom))
    expect(denoms.length).toBeGreaterThanOrEqual(35)
    expect(pages).toHaveLength(Math.ceil(denoms.length / 10))
    expect(new Set(denoms).size).toBe(denoms.length)
    expect(denoms.sort()).toEqual(heldDenoms(fixtures().collectorAddress).map(([denom]) => denom).sort())
    expectKeyWalk(requests, pages)
  })

  it('useSpendableBalances and useSpendableBalance wait for their inputs, then read', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const input: { address?: string } = {}
    const list = renderGatekitHook(() => useSpendableBalances({ address: input.address, pagination: { limit: 2 } }), client)
    const one = renderGatekitHook(() => useSpendableBalance({ address: input.address, denom: 'akii' }), client)
    await letQueriesStart()
    expect(list.result.current.fetchStatus).toBe('idle')
    expect(one.result.current.fetchStatus).toBe('idle')
    expect(getSpendableBalanceQueryOptions(client, { address: fixtures().richAddress }).enabled).toBe(false)
    expect(requests).toHaveLength(0)
    input.address = fixtures().richAddress
    list.rerender()
    one.rerender()
    await waitFor(() => expect(list.result.current.isSuccess && one.result.current.isSuccess).toBe(true))
    expect(list.result.current.data!.balances).toHaveLength(2)
    expect(one.result.current.data!.balance!.denom).toBe('akii')
  })
})

describe('denom owners', () => {
  it('GET /denom_owners/{denom=**}: slashes of IBC and token-factory denoms stay path separators', async () => {
    const { client, requests } = recordingClient(devnet.url)
    for (const denom of [fixtures().ibcDenom, fixtures().factoryDenom]) {
      const { denom_owners } = await getDenomOwners(client, { denom, pagination: { limit: 100 } })
      expect(requestParts(requests.at(-1))).toEqual({
        method: 'GET',
        path: `/stack/bank/v1beta1/denom_owners/${denom}`,
        query: [['pagination.limit', '100']],
      })
      const holders = chain()
        .accounts()
        .filter((account) => (chain().balances(account.address).get(denom) ?? 0n) > 0n)
      expect(denom_owners.map((owner) => owner.address).sort()).toEqual(holders.map((account) => account.address).sort())
      // Each owner's balance is the one the balance query answers.
      for (const owner of denom_owners) {
        expect((await getBalance(client, { address: owner.address, denom })).balance).toEqual(owner.balance)
      }
    }
  })

  it('GET /denom_owners_by_query?denom= answers the same owners as the wildcard route', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const byPath = await getDenomOwners(client, { denom: fixtures().factoryDenom })
    const byQuery = await getDenomOwnersByQuery(client, { denom: fixtures().factoryDenom, pagination: { reverse: true } })
    expect(requestParts(requests[1])).toEqual({
      method: 'GET',
      path: '/stack/bank/v1beta1/denom_owners_by_query',
      query: [
        ['denom', fixtures().factoryDenom],
        ['pagination.reverse', 'true'],
      ],
    })
    expect(byQuery.denom_owners).toEqual([...byPath.denom_owners].reverse())
  })

  it('useInfiniteDenomOwners walks every holder of the native coin once, in store order (address bytes)', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const { result } = renderGatekitHook(() => useInfiniteDenomOwners({ denom: 'akii', pagination: { limit: 4 } }), client)
    const pages = await walkPages(result)
    const holders = chain()
      .accounts()
      .filter((account) => (chain().balances(account.address).get('akii') ?? 0n) > 0n)
    expect(holders.length).toBeGreaterThan(12)
    expect(pages).toHaveLength(Math.ceil(holders.length / 4))
    const addresses = pages.flatMap((page) => page.denom_owners.map((owner) => owner.address))
    expect(new Set(addresses).size).toBe(holders.length)
    const keys = addresses.map((address) => hex.encode(bech32.fromWords(bech32.decode(address as `${string}1${string}`).words)))
    expect(keys).toEqual([...keys].sort())
    expectKeyWalk(requests, pages)
  })

  it('useInfiniteDenomOwnersByQuery walks the same holders; it waits for a denom', async () => {
    const { client, requests } = recordingClient(devnet.url)
    expect(getDenomOwnersByQueryInfiniteQueryOptions(client, {}).enabled).toBe(false)
    const input: { denom?: string } = {}
    const { result, rerender } = renderGatekitHook(
      () => useInfiniteDenomOwnersByQuery({ denom: input.denom, pagination: { limit: 5 } }),
      client,
    )
    await letQueriesStart()
    expect(result.current.fetchStatus).toBe('idle')
    expect(requests).toHaveLength(0)
    input.denom = 'akii'
    rerender()
    const pages = await walkPages(result)
    const all = await getDenomOwners(client, { denom: 'akii' })
    expect(pages.flatMap((page) => page.denom_owners)).toEqual(all.denom_owners)
    expectKeyWalk(requests.slice(0, pages.length), pages)
  })

  it('useDenomOwners and useDenomOwnersByQuery read one page each', async () => {
    const { client } = recordingClient(devnet.url)
    const byPath = renderGatekitHook(() => useDenomOwners({ denom: fixtures().ibcDenom }), client)
    const byQuery = renderGatekitHook(() => useDenomOwnersByQuery({ denom: fixtures().ibcDenom }), client)
    await waitFor(() => expect(byPath.result.current.isSuccess && byQuery.result.current.isSuccess).toBe(true))
    expect(byPath.result.current.data!.denom_owners.length).toBeGreaterThan(0)
    expect(byQuery.result.current.data!.denom_owners).toEqual(byPath.result.current.data!.denom_owners)
  })
})

describe('denom metadata', () => {
  it('GET /denoms_metadata: every entry answers its own detail routes (wildcard and query string)', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const { metadatas } = await getDenomsMetadata(client)
    expect(requestParts(requests[0])).toEqual({ method: 'GET', path: '/stack/bank/v1beta1/denoms_metadata', query: [] })
    expect(metadatas.map((metadata) => metadata.base)).toEqual(
      expect.arrayContaining([fixtures().nativeDenom, fixtures().ibcDenom, fixtures().factoryDenom]),
    )
    for (const listed of metadatas) {
      expect((await getDenomMetadata(client, { denom: listed.base })).metadata).toEqual(listed)
      expect(requestParts(requests.at(-1))).toEqual({
        method: 'GET',
        path: `/stack/bank/v1beta1/denoms_metadata/${listed.base}`,
        query: [],
      })
      expect((await getDenomMetadataByQueryString(client, { denom: listed.base })).metadata).toEqual(listed)
      expect(requestParts(requests.at(-1))).toEqual({
        method: 'GET',
        path: '/stack/bank/v1beta1/denoms_metadata_by_query_string',
        query: [['denom', listed.base]],
      })
    }
  })

  it('keeps exponents as numbers and the fields of SDK 0.46 (uri)', async () => {
    const { client } = recordingClient(devnet.url)
    const { metadata } = await getDenomMetadata(client, { denom: fixtures().ibcDenom })
    expect(metadata).toMatchObject({ base: fixtures().ibcDenom, display: 'atom', symbol: 'ATOM' })
    expect(metadata!.denom_units).toEqual([
      { denom: fixtures().ibcDenom, exponent: 0, aliases: [] },
      { denom: 'atom', exponent: 6, aliases: [] },
    ])
    const oro = await getDenomMetadataByQueryString(client, { denom: fixtures().factoryDenom })
    expect(oro.metadata!.uri).toBe('https://example.org/oro.json')
  })

  it('unknown metadata reaches the action and useDenomMetadata as GatewayError 404, code 5', async () => {
    const { client } = recordingClient(devnet.url)
    const rejected = await getDenomMetadata(client, { denom: 'ibc/0000000000000000000000000000000000000000000000000000000000000000' }).catch(
      (error: unknown) => error,
    )
    expect(rejected).toBeInstanceOf(GatewayError)
    expect(rejected).toMatchObject({ status: 404, code: 5, codeName: 'NotFound' })
    const { result } = renderGatekitHook(() => useDenomMetadata({ denom: 'uunknown' }), client)
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toBeInstanceOf(GatewayError)
    expect(result.current.error).toMatchObject({ status: 404, code: 5 })
  })

  it('useInfiniteDenomsMetadata walks every entry once and stops at the last page', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const { result } = renderGatekitHook(() => useInfiniteDenomsMetadata({ pagination: { limit: 2 } }), client)
    const pages = await walkPages(result)
    const bases = pages.flatMap((page) => page.metadatas.map((metadata) => metadata.base))
    expect(bases).toHaveLength(chain().genesis.metadata.length)
    expect(new Set(bases).size).toBe(bases.length)
    expect(pages).toHaveLength(Math.ceil(bases.length / 2))
    expectKeyWalk(requests, pages)
  })

  it('useDenomsMetadata, useDenomMetadata and useDenomMetadataByQueryString render; the latter waits for a denom', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const list = renderGatekitHook(() => useDenomsMetadata(), client)
    const one = renderGatekitHook(() => useDenomMetadata({ denom: fixtures().factoryDenom }), client)
    const input: { denom?: string } = {}
    const byQuery = renderGatekitHook(() => useDenomMetadataByQueryString({ denom: input.denom }), client)
    await waitFor(() => expect(list.result.current.isSuccess && one.result.current.isSuccess).toBe(true))
    expect(byQuery.result.current.fetchStatus).toBe('idle')
    expect(requests).toHaveLength(2)
    expect(getDenomMetadataByQueryStringQueryOptions(client, { denom: '' }).enabled).toBe(false)
    input.denom = fixtures().ibcDenom
    byQuery.rerender()
    await waitFor(() => expect(byQuery.result.current.isSuccess).toBe(true))
    expect(byQuery.result.current.data!.metadata!.symbol).toBe('ATOM')
    expect(one.result.current.data!.metadata!.symbol).toBe('ORO')
  })
})

describe('send enabled', () => {
  it('GET /params: sending is on by default; per-denom settings moved out of params (SDK 0.47+)', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const { params } = await getBankParams(client)
    expect(requestParts(requests[0])).toEqual({ method: 'GET', path: '/stack/bank/v1beta1/params', query: [] })
    expect(params).toEqual({ send_enabled: [], default_send_enabled: true })
    const { result } = renderGatekitHook(() => useBankParams(), client)
    await waitFor(() => expect(result.current.data?.params?.default_send_enabled).toBe(true))
  })

  it('GET /send_enabled?denoms=a&denoms=b: only denoms with an entry, in the asked order, without pagination', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const denoms = [fixtures().factoryDenom, 'akii', 'ticket']
    const answer = await getSendEnabled(client, { denoms })
    expect(requestParts(requests[0])).toEqual({
      method: 'GET',
      path: '/stack/bank/v1beta1/send_enabled',
      query: denoms.map((denom) => ['denoms', denom]),
    })
    expect(answer).toEqual({
      send_enabled: [
        { denom: fixtures().factoryDenom, enabled: true },
        { denom: 'ticket', enabled: false },
      ],
      pagination: null,
    })
  })

  it('useInfiniteSendEnabled walks every entry, sorted by denom, to the last page', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const { result } = renderGatekitHook(() => useInfiniteSendEnabled({ pagination: { limit: 10 } }), client)
    const pages = await walkPages(result)
    const entries = pages.flatMap((page) => page.send_enabled)
    expect(entries.length).toBeGreaterThan(30)
    expect(pages).toHaveLength(Math.ceil(entries.length / 10))
    const denoms = entries.map((entry) => entry.denom)
    expect(new Set(denoms).size).toBe(denoms.length)
    expect(denoms).toEqual([...denoms].sort())
    expect(entries).toContainEqual({ denom: 'ticket', enabled: false })
    expectKeyWalk(requests, pages)
    // An entry per collectible the collector holds, each of which the collector can be seen holding.
    const collectibles = entries.filter((entry) => entry.denom.includes('/COLLECTIBLE'))
    for (const entry of collectibles) {
      expect(chain().balances(fixtures().collectorAddress).get(entry.denom)).toBeGreaterThan(0n)
    }
  })

  it('useSendEnabled with denoms reads one answer', async () => {
    const { client } = recordingClient(devnet.url)
    const { result } = renderGatekitHook(() => useSendEnabled({ denoms: ['ticket'] }), client)
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data).toEqual({ send_enabled: [{ denom: 'ticket', enabled: false }], pagination: null })
  })
})

describe('supply', () => {
  it('GET /supply with pagination.*; each denom equals the sum of its owners and the answer of supply/by_denom', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const first = await getSupply(client, { pagination: { limit: 5, countTotal: true } })
    expect(requestParts(requests[0])).toEqual({
      method: 'GET',
      path: '/stack/bank/v1beta1/supply',
      query: [
        ['pagination.limit', '5'],
        ['pagination.count_total', 'true'],
      ],
    })
    expect(first.supply).toHaveLength(5)
    const { supply } = await getSupply(client)
    expect(first.pagination?.total).toBe(String(supply.length))
    for (const denom of [fixtures().nativeDenom, fixtures().ibcDenom, fixtures().factoryDenom]) {
      const coin = supply.find((entry) => entry.denom === denom)!
      const { denom_owners } = await getDenomOwners(client, { denom })
      expect(denom_owners.reduce((sum, owner) => sum + BigInt(owner.balance!.amount), 0n).toString()).toBe(coin.amount)
      expect((await getSupplyOf(client, { denom })).amount).toEqual(coin)
      expect(requestParts(requests.at(-1))).toEqual({
        method: 'GET',
        path: '/stack/bank/v1beta1/supply/by_denom',
        query: [['denom', denom]],
      })
    }
  })

  it('supply/by_denom answers a Coin, zero for a denom nobody holds', async () => {
    const { client } = recordingClient(devnet.url)
    expect(await getSupplyOf(client, { denom: 'uunheld' })).toEqual({ amount: { denom: 'uunheld', amount: '0' } })
  })

  it('reaches SDK 0.45 /supply/{denom} through a paths override', async () => {
    const { fetch, requests } = countingFetch()
    mock.use(
      http.get('http://gateway.test/stack/bank/v1beta1/supply/:denom', ({ params }) =>
        HttpResponse.json({ amount: { denom: params.denom, amount: '18446744073709551616' } }),
      ),
    )
    const client = testClient({
      baseUrl: 'http://gateway.test',
      fetch,
      retry: 0,
      paths: { 'bank/supplyOf': '/{sdk}/bank/v1beta1/supply/{denom}' },
    })
    const { amount } = await getSupplyOf(client, { denom: 'akii' })
    expect(new URL(requests[0]!.url).pathname).toBe('/stack/bank/v1beta1/supply/akii')
    expect(amount).toEqual({ denom: 'akii', amount: '18446744073709551616' })
  })

  it('useInfiniteSupply walks every denom once to the last page', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const { result } = renderGatekitHook(() => useInfiniteSupply({ pagination: { limit: 10 } }), client)
    const pages = await walkPages(result)
    const denoms = pages.flatMap((page) => page.supply.map((coin) => coin.denom))
    expect(denoms.length).toBeGreaterThan(35)
    expect(new Set(denoms).size).toBe(denoms.length)
    expect(pages).toHaveLength(Math.ceil(denoms.length / 10))
    expect(denoms).toEqual((await getSupply(client)).supply.map((coin) => coin.denom))
    expectKeyWalk(requests.slice(0, pages.length), pages)
  })

  it('useSupply renders a page; useSupplyOf waits for a denom', async () => {
    const { client, requests } = recordingClient(devnet.url, { sdkVersion: '0.50' })
    const page = renderGatekitHook(() => useSupply({ pagination: { limit: 3 } }), client)
    const input: { denom?: string } = {}
    const one = renderGatekitHook(() => useSupplyOf({ denom: input.denom }), client)
    await waitFor(() => expect(page.result.current.isSuccess).toBe(true))
    expect(page.result.current.data!.supply).toHaveLength(3)
    expect(one.result.current.fetchStatus).toBe('idle')
    expect(getSupplyOfQueryOptions(client, {}).enabled).toBe(false)
    expect(requests).toHaveLength(1)
    input.denom = fixtures().factoryDenom
    one.rerender()
    await waitFor(() => expect(one.result.current.isSuccess).toBe(true))
    expect(one.result.current.data!.amount!.denom).toBe(fixtures().factoryDenom)
    expect(requestParts(requests[1]).query).toEqual([['denom', fixtures().factoryDenom]])
  })
})
