import { waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { bech32, hex } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { GatewayError, ParameterError, SchemaError } from '../../src/core/errors.ts'
import { anyTypeUrl } from '../../src/core/schemas.ts'
import { accountTypeUrls, getBaseAccount, type Account } from '../../src/modules/auth/accountSchemas.ts'
import { getAccount } from '../../src/modules/auth/getAccount.ts'
import { getAccountInfo } from '../../src/modules/auth/getAccountInfo.ts'
import { getAccounts } from '../../src/modules/auth/getAccounts.ts'
import { getAddressById } from '../../src/modules/auth/getAddressById.ts'
import { getAuthParams } from '../../src/modules/auth/getAuthParams.ts'
import { getAccountsInfiniteQueryOptions, getAccountsQueryOptions } from '../../src/query/auth/getAccounts.ts'
import { getAddressByIdQueryOptions } from '../../src/query/auth/getAddressById.ts'
import { useAccount } from '../../src/react/hooks/auth/useAccount.ts'
import { useAccountInfo } from '../../src/react/hooks/auth/useAccountInfo.ts'
import { useAccounts, useInfiniteAccounts } from '../../src/react/hooks/auth/useAccounts.ts'
import { useAddressById } from '../../src/react/hooks/auth/useAddressById.ts'
import { useAuthParams } from '../../src/react/hooks/auth/useAuthParams.ts'
import {
  letQueriesStart,
  recordingClient,
  renderGatekitHook,
  requestParts,
  setupDevnetServer,
  setupMockServer,
  testClient,
  walkPages,
} from '../helpers.tsx'

const devnet = setupDevnetServer({ seed: 'endpoints-auth' })
// MSW answers gateway.test only; the devnet server is reached over real HTTP.
const mock = setupMockServer()

const fixtures = () => devnet.devnet.fixtures
const chain = () => devnet.devnet.chain

describe('auth params', () => {
  it('GET /stack/auth/v1beta1/params, every value a uint64 string', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const { params } = await getAuthParams(client)
    expect(requestParts(requests[0])).toEqual({ method: 'GET', path: '/stack/auth/v1beta1/params', query: [] })
    expect(params).toEqual({
      max_memo_characters: '256',
      tx_sig_limit: '7',
      tx_size_cost_per_byte: '10',
      sig_verify_cost_ed25519: '590',
      sig_verify_cost_secp256k1: '1000',
    })
  })

  it('useAuthParams renders the params', async () => {
    const { client } = recordingClient(devnet.url)
    const { result } = renderGatekitHook(() => useAuthParams({ query: { select: (data) => data.params!.tx_sig_limit } }), client)
    await waitFor(() => expect(result.current.data).toBe('7'))
  })
})

describe('account info', () => {
  it('GET /stack/auth/v1beta1/account_info/{address}: the base fields, pub_key null before the first signature', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const { info } = await getAccountInfo(client, { address: fixtures().richAddress })
    expect(requestParts(requests[0])).toEqual({
      method: 'GET',
      path: `/stack/auth/v1beta1/account_info/${fixtures().richAddress}`,
      query: [],
    })
    const account = chain().account(fixtures().richAddress)!
    expect(info).toEqual({
      address: fixtures().richAddress,
      pub_key: { '@type': '/cosmos.crypto.secp256k1.PubKey', key: account.pubKey },
      account_number: account.accountNumber.toString(),
      sequence: account.sequence.toString(),
    })
    const fresh = await getAccountInfo(client, { address: fixtures().freshAddress })
    expect(fresh.info!.pub_key).toBeNull()
    expect(fresh.info!.sequence).toBe('0')
  })

  it('useAccountInfo waits for an address, then reads it', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const input: { address?: string } = {}
    const { result, rerender } = renderGatekitHook(() => useAccountInfo({ address: input.address }), client)
    await letQueriesStart()
    expect(result.current.fetchStatus).toBe('idle')
    expect(requests).toHaveLength(0)
    input.address = fixtures().evmAddress
    rerender()
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data!.info!.address).toBe(fixtures().evmAddress)
    expect(requests).toHaveLength(1)
  })

  it('a malformed address fails before sending; another chain\'s address reaches the action and the hook as GatewayError 400, code 3', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const malformed = await getAccountInfo(client, { address: 'kii1notanaddress' }).catch((error: unknown) => error)
    expect(malformed).toMatchObject({ name: 'ParameterError', parameter: 'address', reason: 'invalid' })
    expect(requests).toHaveLength(0)
    // Well-formed bech32 with another chain's prefix: only the chain knows its own prefix.
    const foreign = 'cosmos1qurswpc8qurswpc8qurswpc8qurswpc8nn86qp'
    const rejected = await getAccountInfo(client, { address: foreign }).catch((error: unknown) => error)
    expect(rejected).toBeInstanceOf(GatewayError)
    expect(rejected).toMatchObject({ status: 400, code: 3, codeName: 'InvalidArgument' })
    const { result } = renderGatekitHook(() => useAccountInfo({ address: foreign }), client)
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toBeInstanceOf(GatewayError)
    expect(result.current.error).toMatchObject({ status: 400, code: 3 })
  })
})

describe('account', () => {
  it('GET /stack/auth/v1beta1/accounts/{address} for every account type, whose base fields match account_info', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const expectations: [string, string][] = [
      [fixtures().richAddress, accountTypeUrls.base],
      [fixtures().moduleAddress, accountTypeUrls.module],
      [fixtures().vestingAddress, accountTypeUrls.continuousVesting],
      [fixtures().evmAddress, accountTypeUrls.eth],
    ]
    for (const [address, typeUrl] of expectations) {
      const { account } = await getAccount(client, { address })
      expect(requestParts(requests.at(-1))).toEqual({ method: 'GET', path: `/stack/auth/v1beta1/accounts/${address}`, query: [] })
      expect(anyTypeUrl(account)).toBe(typeUrl)
      const { info } = await getAccountInfo(client, { address })
      expect(getBaseAccount(account)).toEqual({ ...info, pub_key: info!.pub_key ?? null })
    }
  })

  it('keeps the fields of each type: module name and permissions, vesting schedule, EVM code hash', async () => {
    const { client } = recordingClient(devnet.url)
    const module = (await getAccount(client, { address: fixtures().moduleAddress })).account
    expect(module).toMatchObject({ name: 'bonded_tokens_pool', permissions: ['burner', 'staking'] })
    const vesting = (await getAccount(client, { address: fixtures().vestingAddress })).account
    expect(vesting).toMatchObject({
      start_time: expect.stringMatching(/^\d+$/),
      base_vesting_account: { end_time: expect.stringMatching(/^\d+$/), original_vesting: [{ denom: 'akii', amount: expect.stringMatching(/^\d+$/) }] },
    })
    const evm = (await getAccount(client, { address: fixtures().evmAddress })).account
    expect(evm).toMatchObject({ code_hash: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
    expect(getBaseAccount(evm)?.sequence).toBe(chain().account(fixtures().evmAddress)!.sequence.toString())
  })

  it('an unknown account reaches the action and useAccount as GatewayError 404, code 5', async () => {
    const { client } = recordingClient(devnet.url)
    const rejected = await getAccount(client, { address: fixtures().unknownAddress }).catch((error: unknown) => error)
    expect(rejected).toBeInstanceOf(GatewayError)
    expect(rejected).toMatchObject({ status: 404, code: 5, codeName: 'NotFound' })
    const { result } = renderGatekitHook(() => useAccount({ address: fixtures().unknownAddress }), client)
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toBeInstanceOf(GatewayError)
    expect(result.current.error).toMatchObject({ status: 404, code: 5 })
  })

  it('useAccount waits for an address, then reads the account', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const input: { address?: string } = {}
    const { result, rerender } = renderGatekitHook(() => useAccount({ address: input.address }), client)
    await letQueriesStart()
    expect(result.current.fetchStatus).toBe('idle')
    expect(requests).toHaveLength(0)
    input.address = fixtures().vestingAddress
    rerender()
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(anyTypeUrl(result.current.data!.account)).toBe(accountTypeUrls.continuousVesting)
  })
})

describe('account schema over the network (MSW)', () => {
  const baseUrl = 'http://gateway.test'
  const address = 'kii1sgsyrq4y7ngcllawqu5sqzm4h9k85p0ugq5u7l'
  const base = { address, pub_key: null, account_number: '9', sequence: '4' }
  const serve = (account: unknown) =>
    mock.use(http.get(`${baseUrl}/stack/auth/v1beta1/accounts/${address}`, () => HttpResponse.json({ account })))
  const read = () => getAccount(testClient({ baseUrl, retry: 0 }), { address })

  it('parses an account type it does not know, and getBaseAccount reads an embedded base_account', async () => {
    const ica = {
      '@type': '/ibc.applications.interchain_accounts.v1.InterchainAccount',
      base_account: base,
      account_owner: 'icacontroller-kii1owner',
    }
    serve(ica)
    const { account } = await read()
    expect(account).toEqual(ica)
    expect(getBaseAccount(account)).toEqual(base)
  })

  it('parses an unknown type without base fields, and getBaseAccount answers undefined', async () => {
    const custom = { '@type': '/somechain.auth.v1.SmartAccount', owner: 'kii1owner', nonce: '3' }
    serve(custom)
    const { account } = await read()
    expect(account).toEqual(custom)
    expect(getBaseAccount(account)).toBeUndefined()
  })

  it("parses SPEC.md's { type_url, value } form; its protobuf bytes are not decoded", async () => {
    const packed = { type_url: '/cosmos.auth.v1beta1.BaseAccount', value: 'CgNraWk=' }
    serve(packed)
    const { account } = await read()
    expect(anyTypeUrl(account)).toBe('/cosmos.auth.v1beta1.BaseAccount')
    expect(getBaseAccount(account)).toBeUndefined()
  })

  it('reads periodic vesting and permanent locked accounts through base_vesting_account', async () => {
    const vestingBase = { base_account: base, original_vesting: [], delegated_free: [], delegated_vesting: [], end_time: '0' }
    serve({
      '@type': accountTypeUrls.periodicVesting,
      base_vesting_account: vestingBase,
      start_time: '1700000000',
      vesting_periods: [{ length: '2592000', amount: [{ denom: 'akii', amount: '18446744073709551617' }] }],
    })
    const periodic = (await read()).account
    expect(getBaseAccount(periodic)).toEqual(base)
    expect(periodic).toMatchObject({ vesting_periods: [{ amount: [{ amount: '18446744073709551617' }] }] })
    serve({ '@type': accountTypeUrls.permanentLocked, base_vesting_account: vestingBase })
    expect(getBaseAccount((await read()).account)).toEqual(base)
  })

  it('refuses a known type with a malformed field, naming the field', async () => {
    serve({ '@type': accountTypeUrls.base, ...base, sequence: 4 })
    const rejected = await read().catch((error: unknown) => error)
    expect(rejected).toBeInstanceOf(SchemaError)
    expect(rejected).toMatchObject({ path: '$.account.sequence' })
    serve({ '@type': accountTypeUrls.module, base_account: { ...base, account_number: null }, name: 'x', permissions: [] })
    expect(await read().catch((error: unknown) => error)).toMatchObject({
      name: 'SchemaError',
      path: '$.account.base_account.account_number',
    })
  })

  it('getBaseAccount needs no gateway: it reads each known layout', () => {
    const accounts: Account[] = [
      { '@type': accountTypeUrls.base, ...base },
      { '@type': accountTypeUrls.module, base_account: base, name: 'mint', permissions: ['minter'] },
      { '@type': accountTypeUrls.eth, base_account: base, code_hash: '0x' },
    ]
    for (const account of accounts) expect(getBaseAccount(account)).toEqual(base)
    expect(getBaseAccount({ '@type': accountTypeUrls.base, address, account_number: '1', sequence: '2' })).toEqual({
      address,
      pub_key: null,
      account_number: '1',
      sequence: '2',
    })
  })
})

describe('accounts', () => {
  it('GET /stack/auth/v1beta1/accounts with pagination.*', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const page = await getAccounts(client, { pagination: { limit: 3, countTotal: true, offset: 2 } })
    expect(requestParts(requests[0])).toEqual({
      method: 'GET',
      path: '/stack/auth/v1beta1/accounts',
      query: [
        ['pagination.offset', '2'],
        ['pagination.limit', '3'],
        ['pagination.count_total', 'true'],
      ],
    })
    expect(page.accounts).toHaveLength(3)
    expect(page.pagination?.total).toBe(String(chain().accounts().length))
  })

  it('useInfiniteAccounts walks every account once, in the same order as one big page, and each answers its own query', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const { result } = renderGatekitHook(() => useInfiniteAccounts({ pagination: { limit: 5 } }), client)
    const pages = await walkPages(result)
    const total = chain().accounts().length
    expect(total).toBeGreaterThan(15)
    expect(pages).toHaveLength(Math.ceil(total / 5))
    expect(requests).toHaveLength(pages.length)
    expect(pages.at(-1)!.pagination?.next_key).toBeNull()
    const addresses = pages.flatMap((page) => page.accounts.map((account) => getBaseAccount(account)!.address))
    expect(new Set(addresses).size).toBe(total)
    expect(new Set(addresses)).toEqual(new Set(chain().accounts().map((account) => account.address)))
    // The chain's store order: by address bytes, not by bech32 text.
    const keys = addresses.map((address) => hex.encode(bech32.fromWords(bech32.decode(address as `${string}1${string}`).words)))
    expect(keys).toEqual([...keys].sort())

    const whole = await getAccounts(client)
    expect(whole.accounts.map((account) => getBaseAccount(account)!.address)).toEqual(addresses)
    for (const listed of whole.accounts) {
      const { account } = await getAccount(client, { address: getBaseAccount(listed)!.address })
      expect(account).toEqual(listed)
    }
  })

  it('useAccounts renders one page; both query options share the endpoint key', async () => {
    const { client } = recordingClient(devnet.url)
    const { result } = renderGatekitHook(() => useAccounts({ pagination: { limit: 4 } }), client)
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data!.accounts).toHaveLength(4)
    expect(result.current.data!.pagination?.next_key).toEqual(expect.any(String))
    expect(getAccountsQueryOptions(client).queryKey).toEqual(['gatekit', devnet.url, 'auth', 'accounts', {}])
    expect(getAccountsInfiniteQueryOptions(client).queryKey.at(-1)).toBe('infinite')
  })
})

describe('address by id', () => {
  it('with accountId alone: GET /address_by_id/0?account_id=N, the form SDK 0.47+ reads', async () => {
    const { client, requests } = recordingClient(devnet.url, { sdkVersion: '0.50' })
    const target = chain().account(fixtures().richAddress)!
    const { account_address } = await getAddressById(client, { accountId: target.accountNumber })
    expect(requestParts(requests[0])).toEqual({
      method: 'GET',
      path: '/stack/auth/v1beta1/address_by_id/0',
      query: [['account_id', target.accountNumber.toString()]],
    })
    expect(account_address).toBe(fixtures().richAddress)
    expect((await getAddressById(client, { accountId: target.accountNumber.toString() })).account_address).toBe(
      fixtures().richAddress,
    )
  })

  it('account number 0 is an account id like any other', async () => {
    const { client, requests } = recordingClient(devnet.url, { sdkVersion: '0.50' })
    const first = chain().accounts().find((account) => account.accountNumber === 0n)!
    expect((await getAddressById(client, { accountId: 0 })).account_address).toBe(first.address)
    expect(requestParts(requests[0]).query).toEqual([['account_id', '0']])
  })

  it('with the deprecated id: GET /address_by_id/N without account_id, as SDK 0.46 reads it', async () => {
    const { client, requests } = recordingClient(devnet.url, { sdkVersion: '0.50' })
    const target = chain().account(fixtures().vestingAddress)!
    const { account_address } = await getAddressById(client, { id: target.accountNumber })
    expect(requestParts(requests[0])).toEqual({
      method: 'GET',
      path: `/stack/auth/v1beta1/address_by_id/${target.accountNumber}`,
      query: [],
    })
    expect(account_address).toBe(fixtures().vestingAddress)
  })

  it('answers every listed account number with that account, closing the loop with getAccount', async () => {
    const { client } = recordingClient(devnet.url)
    const { accounts } = await getAccounts(client)
    for (const account of accounts) {
      const base = getBaseAccount(account)!
      expect((await getAddressById(client, { accountId: base.account_number })).account_address).toBe(base.address)
    }
  })

  it('passes both when both are given, which SDK 0.47+ refuses with 400, code 3', async () => {
    const { client, requests } = recordingClient(devnet.url, { sdkVersion: '0.50' })
    const rejected = await getAddressById(client, { id: 3, accountId: 3 }).catch((error: unknown) => error)
    expect(requestParts(requests[0])).toMatchObject({ path: '/stack/auth/v1beta1/address_by_id/3', query: [['account_id', '3']] })
    expect(rejected).toBeInstanceOf(GatewayError)
    expect(rejected).toMatchObject({ status: 400, code: 3 })
  })

  it('an account number nobody has answers 404, code 5', async () => {
    const { client } = recordingClient(devnet.url)
    const rejected = await getAddressById(client, { accountId: 99_999 }).catch((error: unknown) => error)
    expect(rejected).toMatchObject({ name: 'GatewayError', status: 404, code: 5 })
  })

  it('without accountId or id: ParameterError before any request, and a disabled query', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const rejected = await getAddressById(client, {}).catch((error: unknown) => error)
    expect(rejected).toBeInstanceOf(ParameterError)
    expect(rejected).toMatchObject({ parameter: 'accountId', reason: 'missing' })
    expect(getAddressByIdQueryOptions(client, { accountId: undefined }).enabled).toBe(false)
    expect(getAddressByIdQueryOptions(client, { accountId: '' }).enabled).toBe(false)
    expect(getAddressByIdQueryOptions(client, { id: 4 }).enabled).toBe(true)
    expect(requests).toHaveLength(0)
  })

  it('useAddressById waits for accountId, then reads the address', async () => {
    const { client, requests } = recordingClient(devnet.url, { sdkVersion: '0.50' })
    const input: { accountId?: bigint } = {}
    const { result, rerender } = renderGatekitHook(() => useAddressById({ accountId: input.accountId }), client)
    await letQueriesStart()
    expect(result.current.fetchStatus).toBe('idle')
    expect(requests).toHaveLength(0)
    input.accountId = chain().account(fixtures().evmAddress)!.accountNumber
    rerender()
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data!.account_address).toBe(fixtures().evmAddress)
    expect(requests).toHaveLength(1)
  })
})
