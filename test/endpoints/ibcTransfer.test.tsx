import { sha256 } from '@noble/hashes/sha2.js'
import { bech32, hex } from '@scure/base'
import { act } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { GatewayError } from '../../src/core/errors.ts'
import { getDenomHash } from '../../src/modules/ibcTransfer/getDenomHash.ts'
import { getDenomTraces } from '../../src/modules/ibcTransfer/getDenomTraces.ts'
import { useDenomHash } from '../../src/react/hooks/ibcTransfer/useDenomHash.ts'
import { useDenomTrace } from '../../src/react/hooks/ibcTransfer/useDenomTrace.ts'
import { useDenomTraces, useInfiniteDenomTraces } from '../../src/react/hooks/ibcTransfer/useDenomTraces.ts'
import { useEscrowAddress } from '../../src/react/hooks/ibcTransfer/useEscrowAddress.ts'
import { useTotalEscrow } from '../../src/react/hooks/ibcTransfer/useTotalEscrow.ts'
import { useTransferParams } from '../../src/react/hooks/ibcTransfer/useTransferParams.ts'
import { expectIdle, failed, recordingClient, setupDevnetServer, succeeded, testClient, urlOf } from '../helpers.tsx'

const devnet = setupDevnetServer({ seed: 'endpoints-ibcTransfer' })

const chain = () => devnet.devnet.chain
const fixtures = () => devnet.devnet.fixtures

const hashOf = (fullPath: string) => hex.encode(sha256(new TextEncoder().encode(fullPath))).toUpperCase()
const multiHopTrace = 'transfer/channel-0/transfer/channel-141/uosmo'

describe('useEscrowAddress', () => {
  it("derives the escrow address as ibc-go's GetEscrowAddress does", async () => {
    const { client, requests } = recordingClient(devnet.url)
    const { result } = await succeeded(() => useEscrowAddress({ channelId: 'channel-0', portId: 'transfer' }), client)
    expect(requests[0]!.method).toBe('GET')
    expect(urlOf(requests[0]!).pathname).toBe('/ibc/apps/transfer/v1/channels/channel-0/ports/transfer/escrow_address')
    const preImage = new Uint8Array([...new TextEncoder().encode('ics20-1'), 0, ...new TextEncoder().encode('transfer/channel-0')])
    const expected = bech32.encode('kii', bech32.toWords(sha256(preImage).slice(0, 20)))
    expect(result.current.data).toEqual({ escrow_address: expected })
    // The same 20 bytes as every chain's transfer/channel-0 escrow (Osmosis: osmo1a53udazy8ayufvy0s434pfwjcedzqv34...).
    expect(expected.slice('kii1'.length, -6)).toBe('a53udazy8ayufvy0s434pfwjcedzqv34')

    const other = await succeeded(() => useEscrowAddress({ channelId: 'channel-1', portId: 'transfer' }), client)
    expect(other.result.current.data!.escrow_address).not.toBe(expected)
  })

  it('waits while the port is missing', async () => {
    const { client, requests } = recordingClient(devnet.url)
    await expectIdle(() => useEscrowAddress({ channelId: 'channel-0' }), client, requests)
  })
})

describe('useDenomHash', () => {
  it('sends a multi-hop trace on the wildcard route with its slashes and gets the hash of the voucher held', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const { result } = await succeeded(() => useDenomHash({ trace: multiHopTrace }), client)
    expect(requests[0]!.method).toBe('GET')
    expect(urlOf(requests[0]!).pathname).toBe(`/ibc/apps/transfer/v1/denom_hashes/${multiHopTrace}`)
    expect(result.current.data).toEqual({ hash: hashOf(multiHopTrace) })
    expect(chain().balances(fixtures().richAddress).get(`ibc/${result.current.data!.hash}`)).toBeGreaterThan(0n)
  })

  it('matches the hash in every voucher denom held in a balance', async () => {
    const client = testClient({ baseUrl: devnet.url })
    const held = new Set<string>()
    for (const account of chain().accounts()) {
      for (const [denom, amount] of chain().balances(account.address)) if (denom.startsWith('ibc/') && amount > 0n) held.add(denom)
    }
    expect(held.size).toBeGreaterThan(2)
    const { denom_traces } = await getDenomTraces(client)
    for (const denom of held) {
      const trace = denom_traces.find((candidate) => `ibc/${hashOf(`${candidate.path}/${candidate.base_denom}`)}` === denom)
      expect(trace, `a trace of ${denom}`).toBeDefined()
      const { hash } = await getDenomHash(client, { trace: `${trace!.path}/${trace!.base_denom}` })
      expect(`ibc/${hash}`).toBe(denom)
    }
  })

  it('answers 404 with code 5 for an unknown trace and 400 with code 3 for a malformed one', async () => {
    const { client } = recordingClient(devnet.url)
    const unknown = await failed(() => useDenomHash({ trace: 'transfer/channel-9/uatom' }), client)
    expect(unknown).toBeInstanceOf(GatewayError)
    expect(unknown).toMatchObject({ status: 404, code: 5 })
    const malformed = await failed(() => useDenomHash({ trace: 'transfer/channel-0/ /channel-1' }), client)
    expect(malformed).toMatchObject({ name: 'GatewayError', status: 400, code: 3 })
  })

  it('waits while the trace is missing', async () => {
    const { client, requests } = recordingClient(devnet.url)
    await expectIdle(() => useDenomHash({ trace: undefined }), client, requests)
  })
})

describe('useDenomTraces', () => {
  it('lists every trace of the chain', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const { result } = await succeeded(() => useDenomTraces(), client)
    expect(requests[0]!.method).toBe('GET')
    expect(urlOf(requests[0]!).pathname).toBe('/ibc/apps/transfer/v1/denom_traces')
    expect(urlOf(requests[0]!).search).toBe('')
    const traces = result.current.data!.denom_traces
    expect(traces).toHaveLength(chain().genesis.denomTraces.size)
    expect(traces).toContainEqual({ path: 'transfer/channel-0', base_denom: 'uatom' })
    expect(traces).toContainEqual({ path: 'transfer/channel-0/transfer/channel-141', base_denom: 'uosmo' })
  })

  it('walks every page with useInfiniteDenomTraces, without duplicates, and stops', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const { result } = await succeeded(() => useInfiniteDenomTraces({ pagination: { limit: 3 } }), client)
    while (result.current.hasNextPage) await act(() => result.current.fetchNextPage())
    const pages = result.current.data!.pages
    expect(pages).toHaveLength(Math.ceil(chain().genesis.denomTraces.size / 3))
    const traces = pages.flatMap((page) => page.denom_traces.map((trace) => `${trace.path}/${trace.base_denom}`))
    expect(new Set(traces).size).toBe(chain().genesis.denomTraces.size)
    expect(traces).toHaveLength(chain().genesis.denomTraces.size)
    expect(requests).toHaveLength(pages.length)
    expect(urlOf(requests[1]!).searchParams.get('pagination.key')).toBe(pages[0]!.pagination!.next_key)
  })
})

describe('useDenomTrace', () => {
  it('finds a trace both by hex hash and by ibc/HASH (a wildcard route with a slash)', async () => {
    const hash = fixtures().ibcDenom.slice('ibc/'.length)
    const { client, requests } = recordingClient(devnet.url)
    const byHash = await succeeded(() => useDenomTrace({ hash }), client)
    const byDenom = await succeeded(() => useDenomTrace({ hash: fixtures().ibcDenom }), client)
    const lowerCase = await succeeded(() => useDenomTrace({ hash: hash.toLowerCase() }), client)
    expect(requests.map((request) => `${request.method} ${urlOf(request).pathname}`)).toEqual([
      `GET /ibc/apps/transfer/v1/denom_traces/${hash}`,
      `GET /ibc/apps/transfer/v1/denom_traces/ibc/${hash}`,
      `GET /ibc/apps/transfer/v1/denom_traces/${hash.toLowerCase()}`,
    ])
    const trace = { path: 'transfer/channel-0', base_denom: 'uatom' }
    expect(byHash.result.current.data).toEqual({ denom_trace: trace })
    expect(byDenom.result.current.data).toEqual({ denom_trace: trace })
    expect(lowerCase.result.current.data).toEqual({ denom_trace: trace })
    expect(hashOf('transfer/channel-0/uatom')).toBe(hash)
  })

  it('answers 400 with code 3 for a malformed hash and 404 with code 5 for an unknown one', async () => {
    const { client } = recordingClient(devnet.url)
    const malformed = await failed(() => useDenomTrace({ hash: 'ibc/NOTAHASH' }), client)
    expect(malformed).toBeInstanceOf(GatewayError)
    expect(malformed).toMatchObject({ status: 400, code: 3 })
    expect((malformed as GatewayError).details).toContain("encoding/hex: invalid byte: U+004E 'N'")
    const short = await failed(() => useDenomTrace({ hash: 'ABCD' }), client)
    expect(short).toMatchObject({ status: 400, code: 3 })
    const unknown = await failed(() => useDenomTrace({ hash: hashOf('transfer/channel-77/uatom') }), client)
    expect(unknown).toMatchObject({ status: 404, code: 5 })
  })

  it('waits while the hash is missing', async () => {
    const { client, requests } = recordingClient(devnet.url)
    await expectIdle(() => useDenomTrace({ hash: '' }), client, requests)
  })
})

describe('useTransferParams', () => {
  it('reads whether sending and receiving are enabled', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const { result } = await succeeded(() => useTransferParams(), client)
    expect(requests[0]!.method).toBe('GET')
    expect(urlOf(requests[0]!).pathname).toBe('/ibc/apps/transfer/v1/params')
    expect(result.current.data).toEqual({ params: { send_enabled: true, receive_enabled: true } })
  })
})

describe('useTotalEscrow', () => {
  // ICS-20 escrows per channel: the total is what the escrow accounts of the transfer channels hold.
  const escrowOf = (channelId: string) => {
    const preImage = new Uint8Array([...new TextEncoder().encode('ics20-1'), 0, ...new TextEncoder().encode(`transfer/${channelId}`)])
    return bech32.encode('kii', bech32.toWords(sha256(preImage).slice(0, 20)))
  }
  const escrowed = (denom: string) =>
    chain()
      .genesis.channels.filter((channel) => channel.portId === 'transfer')
      .reduce((total, channel) => total + (chain().balances(escrowOf(channel.channelId)).get(denom) ?? 0n), 0n)

  it('reads the amount in escrow as an exact decimal string', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const { result } = await succeeded(() => useTotalEscrow({ denom: 'akii' }), client)
    expect(requests[0]!.method).toBe('GET')
    expect(urlOf(requests[0]!).pathname).toBe('/ibc/apps/transfer/v1/denoms/akii/total_escrow')
    const held = escrowed('akii')
    expect(held > 2n ** 53n).toBe(true)
    expect(result.current.data).toEqual({ amount: { denom: 'akii', amount: held.toString() } })
  })

  it('takes denoms with slashes on the wildcard route', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const voucher = await succeeded(() => useTotalEscrow({ denom: fixtures().ibcDenom }), client)
    const factory = await succeeded(() => useTotalEscrow({ denom: fixtures().factoryDenom }), client)
    expect(urlOf(requests[0]!).pathname).toBe(`/ibc/apps/transfer/v1/denoms/${fixtures().ibcDenom}/total_escrow`)
    expect(urlOf(requests[1]!).pathname).toBe(`/ibc/apps/transfer/v1/denoms/${fixtures().factoryDenom}/total_escrow`)
    expect(voucher.result.current.data).toEqual({ amount: { denom: fixtures().ibcDenom, amount: escrowed(fixtures().ibcDenom).toString() } })
    expect(factory.result.current.data!.amount).toEqual({ denom: fixtures().factoryDenom, amount: escrowed(fixtures().factoryDenom).toString() })
  })

  it('answers 400 with code 3 for an invalid denom', async () => {
    const { client } = recordingClient(devnet.url)
    const error = await failed(() => useTotalEscrow({ denom: '1nvalid' }), client)
    expect(error).toMatchObject({ name: 'GatewayError', status: 400, code: 3 })
  })

  it('waits while the denom is missing', async () => {
    const { client, requests } = recordingClient(devnet.url)
    await expectIdle(() => useTotalEscrow({}), client, requests)
  })
})
