import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { GatewayError } from '../../src/core/errors.ts'
import { createDevnet } from '../../src/devnet/gateway.ts'
import type { DevnetServer } from '../../src/devnet/server.ts'
import { getMinter } from '../../src/modules/mint/getMinter.ts'
import { getMintParams } from '../../src/modules/mint/getMintParams.ts'
import { useMinter } from '../../src/react/hooks/mint/useMinter.ts'
import { useMintParams } from '../../src/react/hooks/mint/useMintParams.ts'
import { countingFetch, renderGatekitHook, requestLines, setupDevnetServer, testClient } from '../helpers.tsx'

const devnet = setupDevnetServer({ seed: 'endpoints-mint' })
// A gateway on the real chain's prefixes (/cosmos, /kiichain).
const real = setupDevnetServer({ seed: 'endpoints-mint-real', prefixes: { sdk: 'cosmos', app: 'kiichain' } })

const chain = () => devnet.devnet.chain
const dayOf = (server: DevnetServer, height: bigint) => server.devnet.chain.block(height)!.time.slice(0, 10)
const addDays = (date: string, days: number) => new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10)
const date = /^\d{4}-\d{2}-\d{2}$/

describe('mint params', () => {
  it('GET /appchain/mint/v1beta1/params: the native denom and yearly releases above 2^53, as strings', async () => {
    const { fetch, requests } = countingFetch()
    const { params } = await getMintParams(testClient({ baseUrl: devnet.url, fetch }))
    expect(requestLines(requests)).toEqual(['GET /appchain/mint/v1beta1/params'])
    expect(params!.mint_denom).toBe(chain().fixtures.nativeDenom)
    expect(params!.inflation_max).toMatch(/^\d+\.\d{18}$/)
    const schedule = params!.token_release_schedule
    expect(schedule).toHaveLength(3)
    expect(schedule[0]!.start_date).toBe(dayOf(devnet, 1n))
    schedule.forEach((release, index) => {
      expect(release.start_date).toMatch(date)
      expect(release.end_date).toBe(addDays(release.start_date, 364))
      if (index > 0) expect(release.start_date).toBe(addDays(schedule[index - 1]!.end_date, 1))
      expect(typeof release.token_release_amount).toBe('string')
      expect(BigInt(release.token_release_amount) > 2n ** 53n).toBe(true)
      // Each fits the chain's uint64.
      expect(BigInt(release.token_release_amount) < 2n ** 64n).toBe(true)
    })
  })
})

describe('minter', () => {
  it('GET /appchain/mint/v1beta1/minter: the current release, minted once per block up to the latest', async () => {
    const { fetch, requests } = countingFetch()
    const client = testClient({ baseUrl: devnet.url, fetch })
    const minter = await getMinter(client)
    const { params } = await getMintParams(client)
    expect(requestLines(requests)).toEqual(['GET /appchain/mint/v1beta1/minter', 'GET /appchain/mint/v1beta1/params'])
    const [release] = params!.token_release_schedule
    const latest = chain().latestHeight()
    expect(minter).toMatchObject({
      start_date: release!.start_date,
      end_date: release!.end_date,
      denom: params!.mint_denom,
      total_mint_amount: release!.token_release_amount,
      last_mint_height: latest.toString(),
      last_mint_date: dayOf(devnet, latest),
    })
    const total = BigInt(minter.total_mint_amount)
    const remaining = BigInt(minter.remaining_mint_amount)
    expect(remaining).toBe(total - BigInt(minter.last_mint_amount) * latest)
    expect(remaining > 2n ** 53n).toBe(true)
  })

  it('follows the block height', async () => {
    const client = testClient({ baseUrl: devnet.url })
    const before = await getMinter(client)
    devnet.devnet.produceBlock()
    devnet.devnet.produceBlock()
    devnet.devnet.produceBlock()
    const after = await getMinter(client)
    expect(BigInt(after.last_mint_height)).toBe(BigInt(before.last_mint_height) + 3n)
    expect(BigInt(before.remaining_mint_amount) - BigInt(after.remaining_mint_amount)).toBe(3n * BigInt(after.last_mint_amount))
    expect(after.last_mint_date).toBe(dayOf(devnet, chain().latestHeight()))
  })

  it('answers on the real chain prefixes, /kiichain/mint/v1beta1', async () => {
    const { fetch, requests } = countingFetch()
    const client = testClient({ baseUrl: real.url, fetch, prefixes: 'kiichain' })
    const minter = await getMinter(client)
    expect(requestLines(requests)).toEqual(['GET /kiichain/mint/v1beta1/minter'])
    expect(minter.last_mint_height).toBe(real.devnet.chain.latestHeight().toString())
  })
})

describe('mint hooks', () => {
  it('render the minter and the params', async () => {
    const client = testClient({ baseUrl: devnet.url })
    const minter = renderGatekitHook(() => useMinter(), client)
    const params = renderGatekitHook(() => useMintParams({ query: { select: (data) => data.params!.token_release_schedule.length } }), client)
    await waitFor(() => expect(minter.result.current.data?.denom).toBe('akii'))
    await waitFor(() => expect(params.result.current.data).toBe(3))
    expect(minter.queryClient.getQueryCache().getAll()[0]!.queryKey).toEqual(['gatekit', devnet.url, 'mint', 'minter', {}])
  })
})

describe('mint errors', () => {
  it('a client on the wrong prefixes reaches the action and a hook as GatewayError 501, code 12', async () => {
    const client = testClient({ baseUrl: devnet.url, retry: 0, prefixes: 'kiichain' })
    const error = await getMintParams(client).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(GatewayError)
    expect(error).toMatchObject({ status: 501, code: 12, codeName: 'Unimplemented' })

    const hook = renderGatekitHook(() => useMinter(), client)
    await waitFor(() => expect(hook.result.current.isError).toBe(true))
    expect(hook.result.current.error).toBeInstanceOf(GatewayError)
    expect(hook.result.current.error).toMatchObject({ status: 501, code: 12 })
  })

  it('is unavailable (503, code 14) until the chain has produced its first block', async () => {
    const empty = createDevnet({ seed: 'endpoints-mint-empty', initialHeight: 0, autoAdvance: false })
    const minter = await empty.handle(new Request('http://empty/appchain/mint/v1beta1/minter'))
    expect(minter.status).toBe(503)
    expect(await minter.json()).toMatchObject({ code: 14 })
    empty.produceBlock()
    const first = await empty.handle(new Request('http://empty/appchain/mint/v1beta1/minter'))
    expect(await first.json()).toMatchObject({ last_mint_height: '1', start_date: empty.chain.block(1n)!.time.slice(0, 10) })
  })
})
