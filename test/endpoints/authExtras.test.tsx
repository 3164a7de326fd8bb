import { sha256 } from '@noble/hashes/sha2.js'
import { waitFor } from '@testing-library/react'
import { base64, bech32 } from '@scure/base'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { GatewayError, SchemaError } from '../../src/core/errors.ts'
import { accountTypeUrls, getBaseAccount } from '../../src/modules/auth/accountSchemas.ts'
import { getAccount } from '../../src/modules/auth/getAccount.ts'
import { getAccounts } from '../../src/modules/auth/getAccounts.ts'
import { getAddressBytesToString } from '../../src/modules/auth/getAddressBytesToString.ts'
import { getAddressStringToBytes } from '../../src/modules/auth/getAddressStringToBytes.ts'
import { getBech32Prefix } from '../../src/modules/auth/getBech32Prefix.ts'
import { getModuleAccount } from '../../src/modules/auth/getModuleAccount.ts'
import { getModuleAccounts } from '../../src/modules/auth/getModuleAccounts.ts'
import { getNextAccountNumber } from '../../src/modules/auth/getNextAccountNumber.ts'
import { getBalances } from '../../src/modules/bank/getBalances.ts'
import { anyTypeUrl } from '../../src/core/schemas.ts'
import { withUnknownFields } from '../../src/core/unknownFields.ts'
import { getModuleAccountQueryOptions } from '../../src/query/auth/getModuleAccount.ts'
import { useAddressBytesToString } from '../../src/react/hooks/auth/useAddressBytesToString.ts'
import { useAddressStringToBytes } from '../../src/react/hooks/auth/useAddressStringToBytes.ts'
import { useBech32Prefix, useSuspenseBech32Prefix } from '../../src/react/hooks/auth/useBech32Prefix.ts'
import { useModuleAccount, useSuspenseModuleAccount } from '../../src/react/hooks/auth/useModuleAccount.ts'
import { useModuleAccounts } from '../../src/react/hooks/auth/useModuleAccounts.ts'
import { useNextAccountNumber } from '../../src/react/hooks/auth/useNextAccountNumber.ts'
import {
  expectIdle,
  failed,
  recordingClient,
  renderInSuspense,
  requestParts,
  setupDevnetServer,
  setupMockServer,
  succeeded,
  testClient,
} from '../helpers.tsx'

const devnet = setupDevnetServer({ seed: 'endpoints-auth-extras' })
// MSW answers gateway.test only; the devnet server is reached over real HTTP.
const mock = setupMockServer()

const fixtures = () => devnet.devnet.fixtures
const chain = () => devnet.devnet.chain

// The SDK's module address: the first 20 bytes of sha256(module name).
const moduleAddress = (name: string) => bech32.encode('kii', bech32.toWords(sha256(new TextEncoder().encode(name)).slice(0, 20)))
const rejection = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error)

describe('bech32 prefix', () => {
  it('GET /stack/auth/v1beta1/bech32 answers the prefix every devnet address carries', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const { bech32_prefix } = await getBech32Prefix(client)
    expect(requestParts(requests[0])).toEqual({ method: 'GET', path: '/stack/auth/v1beta1/bech32', query: [] })
    expect(bech32_prefix).toBe('kii')
    expect(fixtures().richAddress.startsWith(`${bech32_prefix}1`)).toBe(true)
  })

  it('useBech32Prefix and useSuspenseBech32Prefix read it', async () => {
    const { client } = recordingClient(devnet.url)
    const { result } = await succeeded(() => useBech32Prefix({ query: { select: (data) => data.bech32_prefix } }), client)
    expect(result.current.data).toBe('kii')
    function Prefix() {
      const { data } = useSuspenseBech32Prefix()
      return <p>prefix {data.bech32_prefix}</p>
    }
    const view = renderInSuspense(<Prefix />, { client })
    expect(await view.findByText('prefix kii')).toBeTruthy()
  })
})

describe('address conversions', () => {
  it('GET …/bech32/{address_string} gives the address bytes as base64, and …/bech32/{address_bytes} gives the address back', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const address = fixtures().richAddress
    const { address_bytes } = await getAddressStringToBytes(client, { addressString: address })
    expect(requestParts(requests[0])).toEqual({ method: 'GET', path: `/stack/auth/v1beta1/bech32/${address}`, query: [] })
    expect(address_bytes).toBe(base64.encode(bech32.fromWords(bech32.decode(address as `${string}1${string}`).words)))
    const { address_string } = await getAddressBytesToString(client, { addressBytes: address_bytes })
    // Base64 may hold `/` and `+`: the path segment is percent-encoded.
    expect(requestParts(requests[1])).toEqual({
      method: 'GET',
      path: `/stack/auth/v1beta1/bech32/${encodeURIComponent(address_bytes)}`,
      query: [],
    })
    expect(address_string).toBe(address)
  })

  it('converts 32-byte addresses and bytes with `/` and `+` in their base64', async () => {
    const { client } = recordingClient(devnet.url)
    const bytes = Uint8Array.from({ length: 32 }, (_, index) => (index % 2 === 0 ? 0xfb : 0xff))
    const encoded = base64.encode(bytes)
    expect(encoded).toMatch(/[/+]/)
    const { address_string } = await getAddressBytesToString(client, { addressBytes: encoded })
    expect(address_string).toBe(bech32.encode('kii', bech32.toWords(bytes), 90))
    expect((await getAddressStringToBytes(client, { addressString: address_string })).address_bytes).toBe(encoded)
  })

  it("another chain's prefix and a bad checksum are refused with GatewayError 400, code 3", async () => {
    const { client } = recordingClient(devnet.url)
    const foreign = await rejection(getAddressStringToBytes(client, { addressString: 'cosmos1qurswpc8qurswpc8qurswpc8qurswpc8nn86qp' }))
    expect(foreign).toBeInstanceOf(GatewayError)
    expect(foreign).toMatchObject({ status: 400, code: 3 })
    expect((foreign as GatewayError).message).toMatch(/expected kii, got cosmos/)
    const corrupted = `${fixtures().richAddress.slice(0, -1)}${fixtures().richAddress.endsWith('q') ? 'p' : 'q'}`
    expect(await rejection(getAddressStringToBytes(client, { addressString: corrupted }))).toMatchObject({ status: 400, code: 3 })
  })

  it('useAddressStringToBytes waits for its input, then converts; useAddressBytesToString converts back', async () => {
    const { client, requests } = recordingClient(devnet.url)
    await expectIdle(() => useAddressStringToBytes({ addressString: undefined }), client, requests)
    const { result } = await succeeded(() => useAddressStringToBytes({ addressString: fixtures().evmAddress }), client)
    const bytes = result.current.data!.address_bytes
    const back = await succeeded(() => useAddressBytesToString({ addressBytes: bytes }), client)
    expect(back.result.current.data!.address_string).toBe(fixtures().evmAddress)
  })
})

describe('module accounts', () => {
  it('GET /stack/auth/v1beta1/module_accounts lists every module account by name, at the address derived from its name', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const { accounts } = await getModuleAccounts(client)
    expect(requestParts(requests[0])).toEqual({ method: 'GET', path: '/stack/auth/v1beta1/module_accounts', query: [] })
    const names = accounts.map((account) => String(withUnknownFields(account).name))
    expect(names).toEqual([...names].sort())
    expect(names).toEqual(expect.arrayContaining(['bonded_tokens_pool', 'fee_collector', 'mint', 'transfer']))
    for (const account of accounts) {
      expect(anyTypeUrl(account)).toBe(accountTypeUrls.module)
      const name = String(withUnknownFields(account).name)
      expect(getBaseAccount(account)!.address).toBe(moduleAddress(name))
    }
  })

  it('each module account is the account /accounts/{address} shows, and bank holds its balances at that address', async () => {
    const { client } = recordingClient(devnet.url)
    const { accounts } = await getModuleAccounts(client)
    const everyAccount = (await getAccounts(client, { pagination: { limit: 1000 } })).accounts
    const listedModules = everyAccount.filter((account) => anyTypeUrl(account) === accountTypeUrls.module)
    expect(listedModules).toHaveLength(accounts.length)
    let funded = 0
    for (const account of accounts) {
      const address = getBaseAccount(account)!.address
      expect((await getAccount(client, { address })).account).toEqual(account)
      const { balances } = await getBalances(client, { address })
      const held = [...chain().balances(address)].filter(([, amount]) => amount > 0n)
      expect(balances.map((coin) => [coin.denom, coin.amount])).toEqual(
        held.map(([denom, amount]) => [denom, amount.toString()]).sort(([a], [b]) => (a! < b! ? -1 : 1)),
      )
      if (balances.length > 0) funded += 1
    }
    expect(funded).toBeGreaterThan(0)
  })

  it('GET …/module_accounts/{name} answers the same account; an unknown name is GatewayError 404, code 5', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const { accounts } = await getModuleAccounts(client)
    const { account } = await getModuleAccount(client, { name: 'fee_collector' })
    expect(requestParts(requests.at(-1))).toEqual({ method: 'GET', path: '/stack/auth/v1beta1/module_accounts/fee_collector', query: [] })
    expect(account).toEqual(accounts.find((entry) => withUnknownFields(entry).name === 'fee_collector'))
    expect(getBaseAccount(account)!.address).toBe(moduleAddress('fee_collector'))
    const unknown = await rejection(getModuleAccount(client, { name: 'no_such_module' }))
    expect(unknown).toBeInstanceOf(GatewayError)
    expect(unknown).toMatchObject({ status: 404, code: 5, codeName: 'NotFound' })
  })

  it('useModuleAccount waits for a name (query options disabled), reads it, and reports an unknown one', async () => {
    const { client, requests } = recordingClient(devnet.url)
    expect(getModuleAccountQueryOptions(client, {}).enabled).toBe(false)
    await expectIdle(() => useModuleAccount({ name: undefined }), client, requests)
    const { result } = await succeeded(() => useModuleAccount({ name: 'mint' }), client)
    expect(withUnknownFields(result.current.data!.account!).permissions).toEqual(['minter'])
    const missing = await failed(() => useModuleAccount({ name: 'nothing_here' }), client)
    expect(missing).toMatchObject({ status: 404, code: 5 })
    const list = await succeeded(() => useModuleAccounts({ query: { select: (data) => data.accounts.length } }), client)
    expect(list.result.current.data).toBe(chain().accounts().filter((account) => account.kind === 'module').length)
  })

  it('useSuspenseModuleAccount renders the account once loaded', async () => {
    const { client } = recordingClient(devnet.url)
    function Pool() {
      const { data } = useSuspenseModuleAccount({ name: 'bonded_tokens_pool' })
      return <p>pool {getBaseAccount(data.account)!.address}</p>
    }
    const view = renderInSuspense(<Pool />, { client })
    expect(await view.findByText(`pool ${moduleAddress('bonded_tokens_pool')}`)).toBeTruthy()
  })
})

describe('next account number', () => {
  it('GET /stack/auth/v1beta1/nextaccountnumber is one more than the highest account number', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const { count } = await getNextAccountNumber(client)
    expect(requestParts(requests[0])).toEqual({ method: 'GET', path: '/stack/auth/v1beta1/nextaccountnumber', query: [] })
    const { accounts } = await getAccounts(client, { pagination: { limit: 1000 } })
    const highest = accounts.map((account) => BigInt(getBaseAccount(account)!.account_number)).reduce((a, b) => (a > b ? a : b))
    expect(count).toBe((highest + 1n).toString())
  })

  it('useNextAccountNumber reads it', async () => {
    const { client } = recordingClient(devnet.url)
    const { result } = await succeeded(() => useNextAccountNumber(), client)
    await waitFor(() => expect(result.current.data!.count).toMatch(/^\d+$/))
    expect(BigInt(result.current.data!.count)).toBe(BigInt(chain().accounts().length))
  })

  it('a count sent as a JSON number is a SchemaError (64-bit values are strings)', async () => {
    const baseUrl = 'http://gateway.test'
    mock.use(http.get(`${baseUrl}/stack/auth/v1beta1/nextaccountnumber`, () => HttpResponse.json({ count: 12 })))
    const error = await rejection(getNextAccountNumber(testClient({ baseUrl, retry: 0 })))
    expect(error).toBeInstanceOf(SchemaError)
  })
})
