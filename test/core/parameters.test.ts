import { bech32, bech32m } from '@scure/base'
import { QueryClient } from '@tanstack/react-query'
import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { GatewayError, ParameterError } from '../../src/core/errors.ts'
import { decodeBech32Address, isBech32Address, isEvmAddress, toChecksumEvmAddress } from '../../src/core/addresses.ts'
import { checkParameters, describeValue, isNonNegativeInteger } from '../../src/core/parameters.ts'
import { request, defineEndpoint } from '../../src/core/request.ts'
import { getAccount } from '../../src/modules/auth/getAccount.ts'
import { getAddressById } from '../../src/modules/auth/getAddressById.ts'
import { getBalances } from '../../src/modules/bank/getBalances.ts'
import { getBlock } from '../../src/modules/base/getBlock.ts'
import { getKiiAddress } from '../../src/modules/evm/getKiiAddress.ts'
import { getPointer } from '../../src/modules/evm/getPointer.ts'
import { getStaticCall } from '../../src/modules/evm/getStaticCall.ts'
import { verifyMembership } from '../../src/modules/ibcClient/verifyMembership.ts'
import { getFeeEnabledChannels } from '../../src/modules/ibcFee/getFeeEnabledChannels.ts'
import { getVotePenaltyCounter } from '../../src/modules/oracle/getVotePenaltyCounter.ts'
import { broadcastTx, type BroadcastMode } from '../../src/modules/tx/broadcastTx.ts'
import { getTx } from '../../src/modules/tx/getTx.ts'
import { getTxSearch, type OrderBy } from '../../src/modules/tx/getTxSearch.ts'
import { getBalancesInfiniteQueryOptions, getBalancesQueryOptions } from '../../src/query/bank/getBalances.ts'
import { useBalances, useInfiniteBalances } from '../../src/react/hooks/bank/useBalances.ts'
import { countingFetch, renderGatekitHook, setupDevnetServer, testClient } from '../helpers.tsx'
import * as z from 'zod'
import * as gatekit from '../../src/exports/index.ts'
import { int64Rule } from '../../src/core/parameters.ts'

const devnet = setupDevnetServer()
const fixtures = () => devnet.devnet.chain.fixtures

const bytes20 = Uint8Array.from({ length: 20 }, (_, index) => index)
const account = bech32.encode('kii', bech32.toWords(bytes20))
const operator = bech32.encode('kiivaloper', bech32.toWords(bytes20))
const foreign = bech32.encode('cosmos', bech32.toWords(bytes20))
const contract = bech32.encode('kii', bech32.toWords(new Uint8Array(32).fill(9)))

/** A client whose every request is counted; no retries, so counts are exact. */
function countedClient() {
  const { fetch, requests } = countingFetch()
  return { client: testClient({ baseUrl: devnet.url, fetch, retry: 0 }), requests }
}

const rejection = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error)

describe('bech32 addresses', () => {
  it.each([
    ['a 20-byte account', account],
    ['a 32-byte contract', contract],
    ['an operator address', operator],
    ['another chain', foreign],
    ['upper case', account.toUpperCase()],
    ['BIP-173 vector', 'abcdef1qpzry9x8gf2tvdw0s3jn54khce6mua7lmqqqxw'],
  ])('accepts %s', (_, address) => {
    expect(isBech32Address(address)).toBe(true)
  })

  it.each([
    ['a bad checksum', `${account.slice(0, -1)}${account.endsWith('q') ? 'p' : 'q'}`, 'its bech32 checksum does not match'],
    ['mixed case', `${account.slice(0, 4)}${account.slice(4).toUpperCase()}`, 'it mixes upper and lower case'],
    ['characters outside the alphabet (b, i, o, 1)', 'kii1notanaddress', 'it contains characters outside the bech32 alphabet'],
    ['no separator', 'kiiqqqsyqcyq5rqwzqfpg9scrgwpugpzysn', 'it has no prefix followed by the separator `1`'],
    ['an empty prefix', `1${account.slice(4)}`, 'it has no prefix followed by the separator `1`'],
    ['a bech32m checksum', bech32m.encode('kii', bech32m.toWords(bytes20)), 'its bech32 checksum does not match'],
    ['no data', 'kii1qqqqqq', 'its bech32 checksum does not match'],
    ['more than 1023 characters', `kii1${'q'.repeat(1100)}`, 'it is longer than 1023 characters'],
    ['more than 255 bytes', bech32.encode('kii', bech32.toWords(new Uint8Array(256)), false), 'it holds 256 bytes (an address has 1 to 255)'],
  ])('refuses %s, saying why', (_, address, reason) => {
    expect(decodeBech32Address(address)).toEqual({ ok: false, reason })
    expect(isBech32Address(address)).toBe(false)
  })

  it('decodes the prefix and bytes, and checks an expected prefix when asked', () => {
    expect(decodeBech32Address(account)).toEqual({ ok: true, prefix: 'kii', bytes: bytes20 })
    expect(decodeBech32Address(account.toUpperCase())).toEqual({ ok: true, prefix: 'kii', bytes: bytes20 })
    expect(isBech32Address(account, { prefix: 'kii' })).toBe(true)
    expect(isBech32Address(foreign, { prefix: 'kii' })).toBe(false)
    expect(decodeBech32Address(operator, { prefix: 'kii' })).toEqual({ ok: false, reason: 'its prefix is `kiivaloper`, not `kii`' })
    expect(isBech32Address(42)).toBe(false)
  })
})

describe('EVM addresses', () => {
  // The test vectors of EIP-55.
  const checksummed = [
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  ]

  it('accepts EIP-55 checksummed, all lower-case and all upper-case addresses', () => {
    for (const address of checksummed) {
      expect(isEvmAddress(address)).toBe(true)
      expect(toChecksumEvmAddress(address.toLowerCase())).toBe(address)
      expect(isEvmAddress(address.toLowerCase())).toBe(true)
      expect(isEvmAddress(`0x${address.slice(2).toUpperCase()}`)).toBe(true)
    }
  })

  it('refuses a mixed-case address with one letter flipped, and anything not 0x + 40 hex digits', () => {
    const flipped = checksummed[0]!.replace('aA', 'AA')
    for (const address of [flipped, '0x1234', `0X${checksummed[0]!.slice(2)}`, `${checksummed[0]}00`, `0x${'g'.repeat(40)}`, checksummed[0]!.slice(2)]) {
      expect(isEvmAddress(address), address).toBe(false)
    }
    expect(() => toChecksumEvmAddress('0x1234')).toThrow(ParameterError)
  })
})

describe('integers', () => {
  it.each([0, 7, Number.MAX_SAFE_INTEGER, 0n, 2n ** 64n - 1n, '0', '007', '18446744073709551615'])('accepts %s', (value) => {
    expect(isNonNegativeInteger(value)).toBe(true)
  })

  it.each([-1, 1.5, Number.NaN, Infinity, 2 ** 53, -1n, 2n ** 64n, '-1', '1.5', '1e3', ' 1', '0x10', '18446744073709551616', true, null, {}])(
    'refuses %s',
    (value) => {
      expect(isNonNegativeInteger(value)).toBe(false)
    },
  )

  it('takes a lower maximum for int64 values', () => {
    expect(isNonNegativeInteger(2n ** 63n - 1n, { max: 2n ** 63n - 1n })).toBe(true)
    expect(isNonNegativeInteger(2n ** 63n, { max: 2n ** 63n - 1n })).toBe(false)
  })
})

describe('describeValue', () => {
  it('names the type, and never echoes a huge value or invisible characters', () => {
    expect(describeValue('kii1notanaddress')).toBe('the string "kii1notanaddress"')
    expect(describeValue('a"b')).toBe('the string "a\\"b"')
    expect(describeValue('kii1\u202Eevil\u200B')).toBe('the string "kii1\\u{202E}evil\\u{200B}"')
    const huge = describeValue('x'.repeat(1_000_000))
    expect(huge).toBe(`a string of 1000000 characters starting "${'x'.repeat(48)}…"`)
    expect(describeValue(-2n)).toBe('the bigint -2')
    expect(describeValue(10n ** 60n)).toBe(`the bigint 1${'0'.repeat(39)}…`)
    expect(describeValue(1.5)).toBe('the number 1.5')
    expect(describeValue([1, 2])).toBe('an array of 2 items')
    expect(describeValue({})).toBe('a value of type object')
  })
})

// Every endpoint gatekit exports, by id: the checks are the endpoint's own.
type Checked = Parameters<typeof checkParameters>[0]
const endpointsById = new Map<string, Checked>()
for (const value of Object.values(gatekit) as unknown[]) {
  if (typeof value === 'object' && value !== null && 'id' in value && 'response' in value) {
    const endpoint = value as Checked
    endpointsById.set(endpoint.id, endpoint)
  }
}

describe('checkParameters', () => {
  const invalid = (endpoint: string, parameters: object) => {
    try {
      checkParameters(endpointsById.get(endpoint) ?? { id: endpoint }, parameters)
    } catch (error) {
      return error
    }
    return undefined
  }

  it.each<[string, object, string]>([
    ['bank/balances', { address: 'kii1notanaddress' }, 'address'],
    ['bank/balances', { address: operator }, 'address'],
    ['auth/account', { address: 42 }, 'address'],
    ['evm/evmAddress', { kiiAddress: `${account.slice(0, -1)}q` }, 'kiiAddress'],
    ['evm/kiiAddress', { evmAddress: '0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' }, 'evmAddress'],
    ['evm/staticCall', { to: '0xabc', data: '0x' }, 'to'],
    ['oracle/feederDelegation', { validatorAddress: account }, 'validatorAddress'],
    ['base/block', { height: -1 }, 'height'],
    ['base/block', { height: 1.5 }, 'height'],
    ['base/block', { height: '12a' }, 'height'],
    ['base/block', { height: 2n ** 63n }, 'height'],
    ['tx/blockWithTxs', { height: -5n, pagination: { limit: 1 } }, 'height'],
    ['ibcChannel/packetCommitment', { portId: 'transfer', channelId: 'channel-0', sequence: '-3' }, 'sequence'],
    ['ibcChannel/unreceivedAcks', { packetAckSequences: [1, 2, 'x'] }, 'packetAckSequences[2]'],
    ['ibcChannel/unreceivedPackets', { packetCommitmentSequences: '1,2' }, 'packetCommitmentSequences'],
    ['ibcClient/verifyMembership', { proofHeight: { revisionNumber: 1, revisionHeight: -1 } }, 'proofHeight.revisionHeight'],
    ['ibcClient/verifyMembership', { timeDelay: 0.5 }, 'timeDelay'],
    ['ibcFee/feeEnabledChannels', { queryHeight: -1 }, 'queryHeight'],
    ['bank/balances', { address: account, pagination: { limit: -10 } }, 'pagination.limit'],
    ['bank/supply', { pagination: { offset: 1.5 } }, 'pagination.offset'],
    ['auth/addressById', { accountId: -1 }, 'accountId'],
    ['auth/addressById', { id: '-1' }, 'id'],
    ['tx/tx', { hash: 'ABCD' }, 'hash'],
    ['tx/txSearch', { events: ['tx.height=1'], orderBy: 'DESC' }, 'orderBy'],
    ['tx/txSearch', { events: ['tx.height=1'], page: 0.5 }, 'page'],
    ['tx/txSearch', { events: ['tx.height=1'], limit: -1 }, 'limit'],
    ['tx/broadcastTx', { txBytes: 'AAEC', mode: 'sync' }, 'mode'],
    ['evm/pointer', { pointerType: 'erc20', pointee: 'akii' }, 'pointerType'],
    ['evm/pointerVersion', { pointerType: 5 }, 'pointerType'],
  ])('%s: %o fails on %s', (endpoint, parameters, parameter) => {
    const error = invalid(endpoint, parameters)
    expect(error).toBeInstanceOf(ParameterError)
    expect(error).toMatchObject({ parameter, reason: 'invalid' })
    expect((error as ParameterError).shortMessage).toMatch(new RegExp(`^Parameter \`${parameter.replace(/[.[\]]/g, '\\$&')}\` must be .+, received .+: .+\\.$`))
    expect((error as ParameterError).message).toContain(`Endpoint: ${endpoint}`)
  })

  it('says what was expected and what was received', () => {
    const error = invalid('bank/balances', { address: 'kii1notanaddress' }) as ParameterError
    expect(error.shortMessage).toBe(
      'Parameter `address` must be a bech32 account address (such as `kii1...`), received the string "kii1notanaddress": it contains characters outside the bech32 alphabet.',
    )
    expect(error.expected).toBe('a bech32 account address (such as `kii1...`)')
    expect(error.received).toBe('the string "kii1notanaddress"')
    const order = invalid('tx/txSearch', { events: ['a=1'], orderBy: 'DESC' }) as ParameterError
    expect(order.expected).toBe('one of `ORDER_BY_UNSPECIFIED`, `ORDER_BY_ASC`, `ORDER_BY_DESC`')
    const huge = invalid('bank/balances', { address: `kii1${'q'.repeat(1_000_000)}` }) as ParameterError
    expect(huge.message.length).toBeLessThan(500)
  })

  it.each<[string, object]>([
    ['bank/balances', { address: account, pagination: { limit: 10n, offset: '0', key: 'AA==' } }],
    ['bank/balances', { address: contract }],
    ['bank/balances', { address: foreign }],
    ['oracle/feederDelegation', { validatorAddress: operator }],
    ['evm/kiiAddress', { evmAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' }],
    ['evm/staticCall', { to: '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed', data: '0x' }],
    ['evm/pointer', { pointerType: 'NATIVE', pointee: 'akii' }],
    ['evm/pointer', { pointerType: 0, pointee: '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed' }],
    ['base/block', { height: '18' }],
    ['ibcChannel/unreceivedAcks', { packetAckSequences: [1, 2n, '3'] }],
    ['tx/tx', { hash: 'ab'.repeat(32) }],
    ['tx/txSearch', { events: ['tx.height=1'], orderBy: 'ORDER_BY_DESC', page: 1, limit: '100' }],
    ['tx/broadcastTx', { txBytes: 'AAEC', mode: 'BROADCAST_MODE_BLOCK' }],
    // Absent and empty values are `missing`, which the endpoint itself reports.
    ['bank/balances', { address: '', pagination: undefined }],
    ['base/block', { height: undefined }],
    // Names that differ by endpoint are checked only where they are known.
    ['ibcTransfer/denomTrace', { hash: 'ibc/NOTAHASH' }],
    // Endpoints outside gatekit's modules are the caller's own.
    ['custom/thing', { address: 'anything', height: -1 }],
  ])('%s: %o passes', (endpoint, parameters) => {
    if (endpoint !== 'custom/thing') expect(endpointsById.has(endpoint), endpoint).toBe(true)
    expect(invalid(endpoint, parameters)).toBeUndefined()
  })
})

describe('before the network', () => {
  it('an action with a malformed parameter sends nothing and rejects with ParameterError', async () => {
    const { client, requests } = countedClient()
    const cases: [Promise<unknown>, string][] = [
      [getBalances(client, { address: 'kii1notanaddress' }), 'address'],
      [getAccount(client, { address: fixtures().richAddress.toUpperCase().slice(0, -1) + 'Q' }), 'address'],
      [getVotePenaltyCounter(client, { validatorAddress: fixtures().richAddress }), 'validatorAddress'],
      [getKiiAddress(client, { evmAddress: '0x12' }), 'evmAddress'],
      [getStaticCall(client, { to: 'kii1notanaddress', data: '0x' }), 'to'],
      [getBlock(client, { height: -1 }), 'height'],
      [getTx(client, { hash: 'not-a-hash' }), 'hash'],
      [getTxSearch(client, { events: ['tx.height=1'], orderBy: 'NEWEST' as OrderBy }), 'orderBy'],
      [getPointer(client, { pointerType: 'ERC1155' as 'ERC20', pointee: 'akii' }), 'pointerType'],
      [broadcastTx(client, { txBytes: 'AAEC', mode: 'BROADCAST_MODE_FAST' as BroadcastMode }), 'mode'],
      [getAddressById(client, { accountId: -3 }), 'accountId'],
      [getFeeEnabledChannels(client, { queryHeight: 1.25 }), 'queryHeight'],
      [
        verifyMembership(client, {
          clientId: '07-tendermint-0',
          proof: 'AA==',
          proofHeight: { revisionNumber: 0, revisionHeight: -1 },
          merklePath: { keyPath: ['ibc'] },
          value: 'AA==',
        }),
        'proofHeight.revisionHeight',
      ],
    ]
    for (const [promise, parameter] of cases) {
      const error = await rejection(promise)
      expect(error, parameter).toBeInstanceOf(ParameterError)
      expect(error).toMatchObject({ parameter, reason: 'invalid' })
    }
    expect(requests).toHaveLength(0)
  })

  it('valid input of every kind still reaches the devnet', async () => {
    const { client, requests } = countedClient()
    const evmAddress = devnet.devnet.chain.account(fixtures().evmAddress)!.evmAddress!
    const { kii_address } = await getKiiAddress(client, { evmAddress: toChecksumEvmAddress(evmAddress) })
    expect(kii_address).toBe(fixtures().evmAddress)
    expect((await getKiiAddress(client, { evmAddress: evmAddress.toUpperCase().replace('0X', '0x') })).kii_address).toBe(kii_address)
    expect((await getBalances(client, { address: fixtures().richAddress, pagination: { limit: '2' } })).balances).toHaveLength(2)
    expect((await getBlock(client, { height: 1n })).block!.header!.height).toBe('1')
    expect(requests).toHaveLength(4)
  })

  it('a foreign but well-formed address is for the chain to refuse', async () => {
    const { client, requests } = countedClient()
    const error = await rejection(getBalances(client, { address: foreign }))
    expect(error).toBeInstanceOf(GatewayError)
    expect(error).toMatchObject({ status: 400, code: 3 })
    expect(requests).toHaveLength(1)
  })

  it('endpoints of your own are not checked', async () => {
    const { client, requests } = countedClient()
    const own = defineEndpoint({
      id: 'mine/block',
      method: 'GET',
      path: '/{sdk}/base/tendermint/v1beta1/blocks/{height}',
      pathParams: (parameters: { height: number }) => ({ height: parameters.height }),
      response: z.unknown(),
    })
    expect(await rejection(request(client, own, { height: -1 }))).toBeInstanceOf(GatewayError)
    expect(requests).toHaveLength(1)
  })

  it('endpoints of your own get the checks they declare, before the network', async () => {
    const { client, requests } = countedClient()
    const own = defineEndpoint({
      id: 'mine/checkedBlock',
      method: 'GET',
      path: '/{sdk}/base/tendermint/v1beta1/blocks/{height}',
      pathParams: (parameters: { height: number }) => ({ height: parameters.height }),
      checks: { height: int64Rule },
      response: z.unknown(),
    })
    const error = await rejection(request(client, own, { height: -1 }))
    expect(error).toBeInstanceOf(ParameterError)
    expect(error).toMatchObject({ parameter: 'height', reason: 'invalid' })
    expect((error as ParameterError).message).toContain('Endpoint: mine/checkedBlock')
    expect(requests).toHaveLength(0)
    expect(() => checkParameters(own, { height: -1 })).toThrow(ParameterError)
    expect(() => checkParameters({ id: 'mine/unchecked' }, { height: -1 })).not.toThrow()
  })

  it('query options run a malformed input to a typed error instead of waiting, and a missing one waits', async () => {
    const { client, requests } = countedClient()
    const malformed = getBalancesQueryOptions(client, { address: 'kii1notanaddress' })
    expect(malformed.enabled).toBe(true)
    expect(await rejection(new QueryClient().fetchQuery(malformed))).toMatchObject({ name: 'ParameterError', parameter: 'address' })
    expect(getBalancesQueryOptions(client, { address: undefined }).enabled).toBe(false)
    const infinite = getBalancesInfiniteQueryOptions(client, { address: fixtures().richAddress, pagination: { limit: -1 } })
    expect(await rejection(new QueryClient().fetchInfiniteQuery(infinite))).toMatchObject({ parameter: 'pagination.limit' })
    expect(requests).toHaveLength(0)
  })

  it('a hook with a malformed address ends in ParameterError without any request', async () => {
    const { client, requests } = countedClient()
    const single = renderGatekitHook(() => useBalances({ address: 'kii1notanaddress' }), client)
    const infinite = renderGatekitHook(() => useInfiniteBalances({ address: `${fixtures().richAddress.slice(0, -1)}x` }), client)
    await waitFor(() => expect(single.result.current.status).toBe('error'))
    await waitFor(() => expect(infinite.result.current.status).toBe('error'))
    expect(single.result.current.error).toBeInstanceOf(ParameterError)
    expect(single.result.current.error).toMatchObject({ parameter: 'address', reason: 'invalid' })
    expect(infinite.result.current.error).toMatchObject({ name: 'ParameterError', parameter: 'address' })
    expect(single.result.current.fetchStatus).toBe('idle')
    expect(requests).toHaveLength(0)
  })
})
