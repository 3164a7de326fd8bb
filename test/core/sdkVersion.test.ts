import { describe, expect, it } from 'vitest'
import { buildUrl } from '../../src/core/request.ts'
import { compareSdkVersions, endpointForSdkVersion, parseSdkVersion } from '../../src/core/sdkRouteForms.ts'
import { getAddressByIdEndpoint } from '../../src/modules/auth/getAddressById.ts'
import { getSupplyOfEndpoint } from '../../src/modules/bank/getSupplyOf.ts'
import { getTxSearchEndpoint } from '../../src/modules/tx/getTxSearch.ts'
import { eventQueryConditions, pageAsOffset } from '../../src/modules/tx/txSearchForms.ts'
import { testClient } from '../helpers.tsx'

const client = testClient({ baseUrl: 'http://gateway.test' })
const at = (version: string | undefined) => (version === undefined ? undefined : parseSdkVersion(version))

describe('SDK versions', () => {
  it('reads what node_info reports and what a user writes', () => {
    expect(parseSdkVersion('v0.45.16')).toEqual({ major: 0, minor: 45, patch: 16 })
    expect(parseSdkVersion('0.47')).toEqual({ major: 0, minor: 47, patch: 0 })
    expect(parseSdkVersion(' v0.50.10-rc.1 ')).toEqual({ major: 0, minor: 50, patch: 10 })
    expect(parseSdkVersion('v0.46.0+sei')).toEqual({ major: 0, minor: 46, patch: 0 })
    for (const text of ['', 'latest', 'v0', '0.x', 'v0.45.16.1', '1e3.1']) expect(parseSdkVersion(text)).toBeUndefined()
  })

  it('orders versions by major, minor, patch as numbers (0.9 < 0.45 < 0.50 < 1.0)', () => {
    const sorted = ['1.0', 'v0.50.10', '0.45', 'v0.50.9', '0.9.3', 'v0.45.16'].map((text) => parseSdkVersion(text)!).sort(compareSdkVersions)
    expect(sorted.map(({ major, minor, patch }) => `${major}.${minor}.${patch}`)).toEqual(['0.9.3', '0.45.0', '0.45.16', '0.50.9', '0.50.10', '1.0.0'])
  })
})

describe('route forms by version', () => {
  it('supply of one denom: /supply/{denom} before 0.46, /supply/by_denom?denom= from 0.46', () => {
    const url = (version: string | undefined) => buildUrl(client, endpointForSdkVersion(getSupplyOfEndpoint, at(version)), { denom: 'akii' })
    expect(url('v0.45.16')).toBe('http://gateway.test/stack/bank/v1beta1/supply/akii')
    expect(url('0.46.0')).toBe('http://gateway.test/stack/bank/v1beta1/supply/by_denom?denom=akii')
    expect(url('v0.50.9')).toBe('http://gateway.test/stack/bank/v1beta1/supply/by_denom?denom=akii')
    // A chain that does not say is taken to be recent.
    expect(url(undefined)).toBe('http://gateway.test/stack/bank/v1beta1/supply/by_denom?denom=akii')
  })

  it('address by id: the account number in the path before 0.47, account_id from 0.47', () => {
    const url = (version: string, parameters: { accountId?: number; id?: number }) =>
      buildUrl(client, endpointForSdkVersion(getAddressByIdEndpoint, at(version)), parameters)
    expect(url('v0.46.15', { accountId: 42 })).toBe('http://gateway.test/stack/auth/v1beta1/address_by_id/42')
    expect(url('v0.46.15', { id: 7 })).toBe('http://gateway.test/stack/auth/v1beta1/address_by_id/7')
    expect(url('v0.47.0', { accountId: 42 })).toBe('http://gateway.test/stack/auth/v1beta1/address_by_id/0?account_id=42')
  })

  it('tx search: events with offset (0.45), events with page and limit (0.46-0.49), query (0.50)', () => {
    const search = (version: string) =>
      new URL(
        buildUrl(client, endpointForSdkVersion(getTxSearchEndpoint, at(version)), {
          eventQuery: "message.sender='kii1a' AND tx.height>=5",
          page: 3,
          limit: 20,
        }),
      ).searchParams
    const v045 = search('v0.45.16')
    expect(v045.getAll('events')).toEqual(["message.sender='kii1a'", 'tx.height>=5'])
    expect([v045.get('pagination.offset'), v045.get('pagination.limit'), v045.has('page'), v045.has('query')]).toEqual(['40', '20', false, false])
    const v046 = search('v0.46.0')
    expect(v046.getAll('events')).toEqual(["message.sender='kii1a'", 'tx.height>=5'])
    expect([v046.get('page'), v046.get('limit'), v046.has('query')]).toEqual(['3', '20', false])
    expect(search('v0.49.99').has('query')).toBe(false)
    const v050 = search('v0.50.0')
    expect([v050.get('query'), v050.has('events'), v050.get('page')]).toEqual(["message.sender='kii1a' AND tx.height>=5", false, '3'])
  })

  it('splits an event query at AND, but not inside a quoted value', () => {
    expect(eventQueryConditions("message.sender='kii1a' AND tx.height>=5")).toEqual(["message.sender='kii1a'", 'tx.height>=5'])
    expect(eventQueryConditions("memo.text='cats AND dogs'   AND  transfer.amount='5akii'")).toEqual([
      "memo.text='cats AND dogs'",
      "transfer.amount='5akii'",
    ])
    expect(eventQueryConditions("memo.text='it\\'s AND x'")).toEqual(["memo.text='it\\'s AND x'"])
    expect(eventQueryConditions('tx.height=5')).toEqual(['tx.height=5'])
    expect(eventQueryConditions('')).toEqual([])
  })

  it('turns page and limit into an exact offset, beyond 2^53 too', () => {
    expect(pageAsOffset({ eventQuery: 'a=1', page: 3, limit: 20 })).toMatchObject({ offset: 40n, limit: 20n })
    expect(pageAsOffset({ eventQuery: 'a=1', page: 2 })).toMatchObject({ offset: 100n })
    expect(pageAsOffset({ eventQuery: 'a=1', page: 0, limit: 5 })).toMatchObject({ offset: 0n, limit: 5n })
    expect(pageAsOffset({ eventQuery: 'a=1', page: '9007199254740993', limit: '1000' })).toMatchObject({ offset: 9007199254740992000n })
    const pagination = { offset: 10, limit: 5, countTotal: true }
    expect(pageAsOffset({ eventQuery: 'a=1', pagination })).toBe(pagination)
  })
})
