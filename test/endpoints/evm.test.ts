import { keccak_256 } from '@noble/hashes/sha3.js'
import { bech32, hex } from '@scure/base'
import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { GatewayError, ParameterError } from '../../src/core/errors.ts'
import { evmState } from '../../src/devnet/evm.ts'
import { getBalances } from '../../src/modules/bank/getBalances.ts'
import { getEvmAddress } from '../../src/modules/evm/getEvmAddress.ts'
import { getKiiAddress } from '../../src/modules/evm/getKiiAddress.ts'
import { getPointee } from '../../src/modules/evm/getPointee.ts'
import { getPointer } from '../../src/modules/evm/getPointer.ts'
import { getPointerVersion } from '../../src/modules/evm/getPointerVersion.ts'
import { encodeStaticCallData, getStaticCall, staticCallDataToHex } from '../../src/modules/evm/getStaticCall.ts'
import { pointerTypes, type PointerType, type PointerTypeName } from '../../src/modules/evm/pointerType.ts'
import { getPointerQueryOptions } from '../../src/query/evm/getPointer.ts'
import { getStaticCallQueryOptions } from '../../src/query/evm/getStaticCall.ts'
import { useEvmAddress } from '../../src/react/hooks/evm/useEvmAddress.ts'
import { useKiiAddress } from '../../src/react/hooks/evm/useKiiAddress.ts'
import { usePointee } from '../../src/react/hooks/evm/usePointee.ts'
import { usePointer } from '../../src/react/hooks/evm/usePointer.ts'
import { usePointerVersion } from '../../src/react/hooks/evm/usePointerVersion.ts'
import { useStaticCall } from '../../src/react/hooks/evm/useStaticCall.ts'
import { countingFetch, letQueriesStart, renderGatekitHook, requestLines, setupDevnetServer, testClient } from '../helpers.tsx'

const devnet = setupDevnetServer({ seed: 'endpoints-evm' })

const chain = () => devnet.devnet.chain
const fixtures = () => devnet.devnet.fixtures
const evm = () => evmState(chain())
const zeroAddress = `0x${'0'.repeat(40)}`

// Independent of the devnet's own code: EIP-55 from its definition.
function eip55(address: string): string {
  const lower = address.slice(2).toLowerCase()
  const hash = hex.encode(keccak_256(new TextEncoder().encode(lower)))
  return `0x${[...lower].map((char, index) => (Number.parseInt(hash[index]!, 16) >= 8 ? char.toUpperCase() : char)).join('')}`
}
const bytesOf = (address: string) => bech32.fromWords(bech32.decode(address as `${string}1${string}`).words)
const evmFormOf = (address: string) => eip55(`0x${hex.encode(bytesOf(address))}`)
const selector = (signature: string) => hex.encode(keccak_256(new TextEncoder().encode(signature)).slice(0, 4))
const call = (signature: string, ...words: string[]) => `0x${selector(signature)}${words.map((word) => word.padStart(64, '0')).join('')}`
const addressWord = (address: string) => address.slice(2).toLowerCase()
const decodeString = (returned: string | null | undefined) => {
  const bytes = hex.decode(staticCallDataToHex(returned).slice(2))
  const length = Number(BigInt(`0x${hex.encode(bytes.slice(32, 64))}`))
  return new TextDecoder().decode(bytes.slice(64, 64 + length))
}
const evmAccount = () => chain().accounts().find((account) => account.kind === 'evm')!

describe('address association', () => {
  it('GET /appchain/evm/evm_address?kii_address=: the EVM-style account answers its checksummed 0x address', async () => {
    const { fetch, requests } = countingFetch()
    const response = await getEvmAddress(testClient({ baseUrl: devnet.url, fetch }), { kiiAddress: fixtures().evmAddress })
    expect(requestLines(requests)).toEqual([`GET /appchain/evm/evm_address?kii_address=${fixtures().evmAddress}`])
    expect(response).toEqual({ evm_address: eip55(evmAccount().evmAddress!), associated: true })
    expect(response.evm_address).not.toBe(response.evm_address.toLowerCase())
  })

  it('GET /appchain/evm/kii_address?evm_address=: the other way, in any letter case', async () => {
    const { fetch, requests } = countingFetch()
    const client = testClient({ baseUrl: devnet.url, fetch })
    const checksummed = eip55(evmAccount().evmAddress!)
    for (const evmAddress of [checksummed, checksummed.toLowerCase()]) {
      expect(await getKiiAddress(client, { evmAddress })).toEqual({ kii_address: fixtures().evmAddress, associated: true })
    }
    expect(requestLines(requests)).toEqual([
      `GET /appchain/evm/kii_address?evm_address=${checksummed}`,
      `GET /appchain/evm/kii_address?evm_address=${checksummed.toLowerCase()}`,
    ])
  })

  it('answers associated: false with an empty address for accounts and 0x addresses without association', async () => {
    const client = testClient({ baseUrl: devnet.url })
    for (const kiiAddress of [fixtures().richAddress, fixtures().unknownAddress]) {
      expect(await getEvmAddress(client, { kiiAddress })).toEqual({ evm_address: '', associated: false })
    }
    expect(await getKiiAddress(client, { evmAddress: evmFormOf(fixtures().richAddress) })).toEqual({ kii_address: '', associated: false })
  })
})

describe('pointers', () => {
  it('GET /appchain/evm/pointer and /pointee: every registered pointer answers both ways', async () => {
    const { fetch, requests } = countingFetch()
    const client = testClient({ baseUrl: devnet.url, fetch })
    expect(evm().pointers.map((entry) => entry.type).sort()).toEqual([...pointerTypes, 'NATIVE'].sort())
    for (const entry of evm().pointers) {
      const pointer = await getPointer(client, { pointerType: entry.type, pointee: entry.pointee })
      expect(pointer).toEqual({ pointer: entry.pointer, version: entry.version, exists: true })
      const pointee = await getPointee(client, { pointerType: entry.type, pointer: entry.pointer })
      expect(pointee).toEqual({ pointee: entry.pointee, version: entry.version, exists: true })
    }
    const [first] = evm().pointers
    expect(requestLines(requests).slice(0, 2)).toEqual([
      `GET /appchain/evm/pointer?pointer_type=NATIVE&pointee=${encodeURIComponent(first!.pointee)}`,
      `GET /appchain/evm/pointee?pointer_type=NATIVE&pointer=${first!.pointer}`,
    ])
    expect(first!.pointee).toBe(fixtures().factoryDenom)
    expect(first!.pointer).toMatch(/^0x[0-9a-fA-F]{40}$/)
  })

  it('answers unknown assets and pointers with exists: false and the empty values of the chain', async () => {
    const client = testClient({ baseUrl: devnet.url })
    expect(await getPointer(client, { pointerType: 'NATIVE', pointee: 'akii' })).toEqual({ pointer: zeroAddress, version: 0, exists: false })
    expect(await getPointer(client, { pointerType: 'ERC20', pointee: evmFormOf(fixtures().richAddress) })).toEqual({ pointer: '', version: 0, exists: false })
    expect(await getPointee(client, { pointerType: 'CW20', pointer: evmFormOf(fixtures().richAddress) })).toEqual({ pointee: '', version: 0, exists: false })
    expect(await getPointee(client, { pointerType: 'ERC721', pointer: fixtures().richAddress })).toEqual({ pointee: zeroAddress, version: 0, exists: false })
  })

  it.each<[PointerType, string, PointerTypeName]>([
    ['ERC20', 'pointer_type=ERC20', 'ERC20'],
    [0, 'pointer_type=0', 'ERC20'],
    ['ERC721', 'pointer_type=ERC721', 'ERC721'],
    [1, 'pointer_type=1', 'ERC721'],
    ['NATIVE', 'pointer_type=NATIVE', 'NATIVE'],
    [2, 'pointer_type=2', 'NATIVE'],
    ['CW20', 'pointer_type=CW20', 'CW20'],
    [3, 'pointer_type=3', 'CW20'],
    ['CW721', 'pointer_type=CW721', 'CW721'],
    [4, 'pointer_type=4', 'CW721'],
  ])('sends pointer type %j as %s, answered as %s', async (pointerType, search, name) => {
    const { fetch, requests } = countingFetch()
    const client = testClient({ baseUrl: devnet.url, fetch })
    const entry = evm().pointers.find((candidate) => candidate.type === name)!
    const version = await getPointerVersion(client, { pointerType })
    const pointer = await getPointer(client, { pointerType, pointee: entry.pointee })
    expect(requestLines(requests)).toEqual([
      `GET /appchain/evm/pointer_version?${search}`,
      `GET /appchain/evm/pointer?${search}&pointee=${encodeURIComponent(entry.pointee)}`,
    ])
    expect(pointer).toMatchObject({ pointer: entry.pointer, exists: true })
    expect(version.version).toBeGreaterThanOrEqual(pointer.version)
  })

  it('GET /appchain/evm/pointer_version?pointer_type=: versions, and code ids for CosmWasm pointers only', async () => {
    const client = testClient({ baseUrl: devnet.url })
    const versions = Object.fromEntries(
      await Promise.all(pointerTypes.map(async (pointerType) => [pointerType, await getPointerVersion(client, { pointerType })] as const)),
    )
    expect(versions.ERC20!.cw_code_id).not.toBe('0')
    expect(versions.ERC721!.cw_code_id).not.toBe('0')
    for (const type of ['NATIVE', 'CW20', 'CW721'] as const) expect(versions[type]!.cw_code_id).toBe('0')
    // The IBC denom's pointer was registered one NATIVE version ago.
    const ibc = await getPointer(client, { pointerType: 'NATIVE', pointee: fixtures().ibcDenom })
    expect(ibc.version).toBe(versions.NATIVE!.version - 1)
  })
})

describe('static calls', () => {
  it('GET /appchain/evm/static_call?to=&data=: hex and base64 calldata are both sent as base64', async () => {
    const { fetch, requests } = countingFetch()
    const client = testClient({ baseUrl: devnet.url, fetch })
    const to = evm().addresses.factoryDenomPointer
    const fromHex = await getStaticCall(client, { to, data: '0x313ce567' })
    const fromBase64 = await getStaticCall(client, { to, data: 'MTzlZw==' })
    expect(requestLines(requests)).toEqual([
      `GET /appchain/evm/static_call?to=${to}&data=MTzlZw%3D%3D`,
      `GET /appchain/evm/static_call?to=${to}&data=MTzlZw%3D%3D`,
    ])
    expect(fromHex).toEqual(fromBase64)
    // decimals() of the factory denom's ERC20 pointer: the exponent of its display unit.
    expect(BigInt(staticCallDataToHex(fromHex.data))).toBe(6n)
  })

  it('reads the bank through an ERC20 pointer: name, balanceOf and totalSupply match the bank, exactly', async () => {
    const client = testClient({ baseUrl: devnet.url })
    const to = evm().addresses.factoryDenomPointer
    expect(decodeString((await getStaticCall(client, { to, data: call('name()') })).data)).toBe('Oro')
    expect(decodeString((await getStaticCall(client, { to, data: call('symbol()') })).data)).toBe('ORO')

    const rich = fixtures().richAddress
    const { data } = await getStaticCall(client, { to, data: call('balanceOf(address)', addressWord(evmFormOf(rich))) })
    const { balances } = await getBalances(client, { address: rich })
    expect(BigInt(staticCallDataToHex(data))).toBe(BigInt(balances.find((coin) => coin.denom === fixtures().factoryDenom)!.amount))

    const ibc = evm().addresses.ibcDenomPointer
    const supply = await getStaticCall(client, { to: ibc, data: call('totalSupply()') })
    expect(BigInt(staticCallDataToHex(supply.data))).toBe(chain().supply().get(fixtures().ibcDenom))
  })

  it('keeps 256-bit answers above 2^53 exact', async () => {
    const client = testClient({ baseUrl: devnet.url })
    const to = evm().addresses.erc20Token
    const read = async (data: string) => BigInt(staticCallDataToHex((await getStaticCall(client, { to, data })).data))
    const held = await read(call('balanceOf(address)', addressWord(eip55(evmAccount().evmAddress!))))
    const rich = await read(call('balanceOf(address)', addressWord(evmFormOf(fixtures().richAddress))))
    expect(held > 2n ** 53n).toBe(true)
    expect(await read(call('totalSupply()'))).toBe(held + rich)
    expect(await read(call('decimals()'))).toBe(18n)
  })

  it('answers ERC721 owners, and empty data for an address without code', async () => {
    const client = testClient({ baseUrl: devnet.url })
    const owner = await getStaticCall(client, { to: evm().addresses.cw721Pointer, data: call('ownerOf(uint256)', '1') })
    expect(`0x${staticCallDataToHex(owner.data).slice(-40)}`).toBe(evmFormOf(fixtures().richAddress).toLowerCase())
    const count = await getStaticCall(client, { to: evm().addresses.cw721Pointer, data: call('balanceOf(address)', addressWord(evmFormOf(fixtures().richAddress))) })
    expect(BigInt(staticCallDataToHex(count.data))).toBe(3n)
    const account = await getStaticCall(client, { to: eip55(evmAccount().evmAddress!), data: call('decimals()') })
    expect(account.data).toBe('')
  })

  it('refuses malformed calldata with GatewayError 400, code 3, and bad hex before sending anything', async () => {
    const { fetch, requests } = countingFetch()
    const client = testClient({ baseUrl: devnet.url, fetch, retry: 0 })
    const to = evm().addresses.factoryDenomPointer
    for (const data of [call('balanceOf(address)').slice(0, 20), '0x12345678', '0x31']) {
      const error = await getStaticCall(client, { to, data }).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(GatewayError)
      expect(error).toMatchObject({ status: 400, code: 3 })
      expect((error as GatewayError).details).toMatch(/^execution reverted/)
    }
    expect(requests).toHaveLength(3)
    const invalid = await getStaticCall(client, { to, data: '0x313' }).catch((caught: unknown) => caught)
    expect(invalid).toBeInstanceOf(ParameterError)
    expect(invalid).toMatchObject({ parameter: 'data', reason: 'invalid' })
    expect(requests).toHaveLength(3)
  })
})

describe('the simulated gateway reads parameters as grpc-gateway does', () => {
  const raw = async (path: string) => {
    const response = await fetch(`${devnet.url}/appchain/evm${path}`)
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  it('takes an absent pointer_type as ERC20, the enum zero value', async () => {
    expect(await raw('/pointer_version')).toEqual(await raw('/pointer_version?pointer_type=ERC20'))
    expect(await raw('/pointer_version?pointer_type=erc20')).toMatchObject({ status: 400, body: { code: 3 } })
  })

  it('decodes data as standard base64, then URL-safe base64, and refuses anything else', async () => {
    const to = evm().addresses.factoryDenomPointer
    // Selector 0xfbffbf00: "+/+/AA==" in standard base64, "-_-_AA==" URL-safe.
    for (const data of ['%2B%2F%2B%2FAA%3D%3D', '-_-_AA%3D%3D']) {
      const { status, body } = await raw(`/static_call?to=${to}&data=${data}`)
      expect(status).toBe(400)
      expect(body.message).toMatch(/selector 0xfbffbf00 was not recognized/)
    }
    expect(await raw(`/static_call?to=${to}&data=!!`)).toMatchObject({ status: 400, body: { code: 3, message: expect.stringMatching(/^type mismatch, parameter: data/) } })
    expect(await raw('/static_call?data=MTzlZw%3D%3D')).toMatchObject({
      status: 400,
      body: { code: 3, message: 'cannot use static call to create contracts' },
    })
  })
})

describe('calldata encoding', () => {
  it('converts hex to base64 and back, and passes base64 through padded', () => {
    expect(encodeStaticCallData('0x313ce567')).toBe('MTzlZw==')
    expect(encodeStaticCallData('0X313CE567')).toBe('MTzlZw==')
    expect(encodeStaticCallData('MTzlZw==')).toBe('MTzlZw==')
    expect(encodeStaticCallData('MTzlZw')).toBe('MTzlZw==')
    expect(encodeStaticCallData('0x')).toBe('')
    expect(staticCallDataToHex('MTzlZw==')).toBe('0x313ce567')
    expect(staticCallDataToHex('')).toBe('0x')
    expect(() => encodeStaticCallData('0xzz')).toThrow(ParameterError)
    expect(() => encodeStaticCallData('not base64!')).toThrow(ParameterError)
  })
})

describe('evm hooks', () => {
  it('render every read', async () => {
    const client = testClient({ baseUrl: devnet.url })
    const entry = evm().pointers.find((candidate) => candidate.type === 'CW20')!
    const evmAddress = renderGatekitHook(() => useEvmAddress({ kiiAddress: fixtures().evmAddress }), client)
    const kiiAddress = renderGatekitHook(() => useKiiAddress({ evmAddress: evmAccount().evmAddress }), client)
    const pointer = renderGatekitHook(() => usePointer({ pointerType: 3, pointee: entry.pointee }), client)
    const pointee = renderGatekitHook(() => usePointee({ pointerType: 'CW20', pointer: entry.pointer }), client)
    const version = renderGatekitHook(() => usePointerVersion({ pointerType: 'CW20' }), client)
    const decimals = renderGatekitHook(
      () => useStaticCall({ to: entry.pointer, data: call('decimals()'), query: { select: (data) => BigInt(staticCallDataToHex(data.data)) } }),
      client,
    )
    await waitFor(() => expect(evmAddress.result.current.data?.associated).toBe(true))
    await waitFor(() => expect(kiiAddress.result.current.data?.kii_address).toBe(fixtures().evmAddress))
    await waitFor(() => expect(pointer.result.current.data?.pointer).toBe(entry.pointer))
    await waitFor(() => expect(pointee.result.current.data?.pointee).toBe(entry.pointee))
    await waitFor(() => expect(version.result.current.data?.version).toBe(entry.version))
    await waitFor(() => expect(decimals.result.current.data).toBe(6n))
    expect(pointer.queryClient.getQueryCache().getAll()[0]!.queryKey).toEqual([
      'gatekit',
      devnet.url,
      'evm',
      'pointer',
      { pointerType: '3', pointee: entry.pointee },
    ])
  })

  it('wait without a request while a required input is missing; pointer type 0 is not missing', async () => {
    const { fetch, requests } = countingFetch()
    const client = testClient({ baseUrl: devnet.url, fetch })
    const input: { kiiAddress?: string; pointee?: string; data?: string } = {}
    const address = renderGatekitHook(() => useEvmAddress({ kiiAddress: input.kiiAddress }), client)
    const kii = renderGatekitHook(() => useKiiAddress({}), client)
    const pointer = renderGatekitHook(() => usePointer({ pointerType: 0, pointee: input.pointee }), client)
    const pointee = renderGatekitHook(() => usePointee({ pointer: evm().addresses.erc20Pointer }), client)
    const version = renderGatekitHook(() => usePointerVersion({ query: { enabled: true } }), client)
    const callResult = renderGatekitHook(() => useStaticCall({ to: evm().addresses.erc20Token, data: input.data }), client)
    await letQueriesStart()
    for (const hook of [address, kii, pointer, pointee, version, callResult]) expect(hook.result.current.fetchStatus).toBe('idle')
    expect(requests).toHaveLength(0)
    expect(getPointerQueryOptions(client, { pointee: 'akii' }).enabled).toBe(false)
    expect(getStaticCallQueryOptions(client, { to: evm().addresses.erc20Token, data: '' }).enabled).toBe(false)

    input.kiiAddress = fixtures().richAddress
    input.pointee = evm().addresses.erc20Token
    input.data = call('decimals()')
    address.rerender()
    pointer.rerender()
    callResult.rerender()
    await waitFor(() => expect(address.result.current.data).toEqual({ evm_address: '', associated: false }))
    await waitFor(() => expect(pointer.result.current.data?.pointer).toBe(evm().addresses.erc20Pointer))
    await waitFor(() => expect(callResult.result.current.isSuccess).toBe(true))
    expect(requestLines(requests).sort()).toEqual(
      [
        `GET /appchain/evm/evm_address?kii_address=${fixtures().richAddress}`,
        `GET /appchain/evm/pointer?pointer_type=0&pointee=${evm().addresses.erc20Token}`,
        `GET /appchain/evm/static_call?to=${evm().addresses.erc20Token}&data=${encodeURIComponent(encodeStaticCallData(call('decimals()')))}`,
      ].sort(),
    )
  })
})

describe('evm errors', () => {
  it('malformed addresses and pointer types fail before sending; another chain\'s address reaches the action and a hook as GatewayError 400, code 3', async () => {
    const { fetch, requests } = countingFetch()
    const client = testClient({ baseUrl: devnet.url, retry: 0, fetch })
    const malformed = await getEvmAddress(client, { kiiAddress: 'kii1notanaddress' }).catch((caught: unknown) => caught)
    expect(malformed).toMatchObject({ name: 'ParameterError', parameter: 'kiiAddress', reason: 'invalid' })
    const hook = renderGatekitHook(() => useKiiAddress({ evmAddress: '0x1234' }), client)
    await waitFor(() => expect(hook.result.current.isError).toBe(true))
    expect(hook.result.current.error).toMatchObject({ name: 'ParameterError', parameter: 'evmAddress', reason: 'invalid' })
    const pointerType = await getPointerVersion(client, { pointerType: 7 as PointerType }).catch((caught: unknown) => caught)
    expect(pointerType).toMatchObject({ name: 'ParameterError', parameter: 'pointerType', reason: 'invalid' })
    expect(requests).toHaveLength(0)

    const foreign = 'cosmos1qurswpc8qurswpc8qurswpc8qurswpc8nn86qp'
    const error = await getEvmAddress(client, { kiiAddress: foreign }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(GatewayError)
    expect(error).toMatchObject({ status: 400, code: 3, codeName: 'InvalidArgument' })
    const refused = renderGatekitHook(() => useEvmAddress({ kiiAddress: foreign }), client)
    await waitFor(() => expect(refused.result.current.isError).toBe(true))
    expect(refused.result.current.error).toMatchObject({ name: 'GatewayError', status: 400, code: 3 })
  })
})
