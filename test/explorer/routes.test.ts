import { describe, expect, it } from 'vitest'
import { asAddress, explorerRoutes, parseRoute, routeHref, searchDestination, searchHint, searchProblem, searchRoute, type Route } from '../../examples/explorer/routes.ts'

const hash = 'a'.repeat(62) + '0f'
const address = 'kii1sgsyrq4y7ngcllawqu5sqzm4h9k85p0ugq5u7l'

describe('explorer routes', () => {
  it('parses every page from the location hash', () => {
    expect(parseRoute('')).toEqual({ page: 'home' })
    expect(parseRoute('#/')).toEqual({ page: 'home' })
    expect(parseRoute('#/ibc')).toEqual({ page: 'ibc' })
    expect(parseRoute('#/oracle/')).toEqual({ page: 'oracle' })
    expect(parseRoute(`#/tx/${hash}`)).toEqual({ page: 'tx', hash: hash.toUpperCase() })
    expect(parseRoute(`#/tx/0x${hash}`)).toEqual({ page: 'tx', hash: hash.toUpperCase() })
    expect(parseRoute(`#/account/${address}`)).toEqual({ page: 'account', address })
    expect(parseRoute('#/block/0120')).toEqual({ page: 'block', height: '120' })
    expect(parseRoute('#/blocks')).toEqual({ page: 'blocks' })
    expect(parseRoute('#/validators')).toEqual({ page: 'validators' })
    expect(parseRoute('#/denom/akii')).toEqual({ page: 'denom', denom: 'akii' })
    expect(parseRoute('#/denom/ibc%2F27394FB0')).toEqual({ page: 'denom', denom: 'ibc/27394FB0' })
    expect(parseRoute('#/channel/transfer/channel-0')).toEqual({ page: 'channel', portId: 'transfer', channelId: 'channel-0' })
    expect(parseRoute('#/search/hello%20world')).toEqual({ page: 'search', text: 'hello world' })
  })

  it('sends a search box entry to its page, to the results page, or nowhere with a bad checksum', () => {
    expect(searchDestination(address)).toEqual({ page: 'account', address })
    expect(searchDestination(' KII ')).toEqual({ page: 'search', text: 'KII' })
    expect(searchDestination('channel-0')).toEqual({ page: 'search', text: 'channel-0' })
    expect(searchDestination(address.slice(0, -1) + 'q')).toBeUndefined()
    expect(searchDestination('   ')).toBeUndefined()
  })

  it('sends anything else to the not-found page', () => {
    for (const path of ['/nope', '/tx/abc', '/tx', '/block/0', '/block/-1', '/block/1.5', '/account/', '/ibc/extra', '/tx/%E0%A4%A', `/tx/${hash}/more`,
      '/denom/a', '/denom/1abc', '/denom/a%20b', '/channel/transfer', '/channel/transfer/channel-0/more', '/channel/a%2Fb/channel-0', '/blocks/1']) {
      expect(parseRoute(`#${path}`)).toEqual({ page: 'not-found', path })
    }
  })

  it('builds the hash of a route that parses back to it', () => {
    const routes: Exclude<Route, { page: 'not-found' }>[] = [
      { page: 'home' },
      { page: 'tx', hash: hash.toUpperCase() },
      { page: 'account', address },
      { page: 'block', height: '42' },
      { page: 'validator', address: 'kiivalcons1sgsyrq4y7ngcllawqu5sqzm4h9k85p0ugq5u7l' },
      { page: 'ibc' },
      { page: 'oracle' },
      { page: 'blocks' },
      { page: 'validators' },
      { page: 'denom', denom: 'factory/kii1sgsyrq4y7ngcllawqu5sqzm4h9k85p0ugq5u7l/ORO' },
      { page: 'channel', portId: 'wasm.kii1abc', channelId: 'channel-12' },
      { page: 'search', text: 'Cosmos Hub / ATOM?' },
    ]
    for (const route of routes) expect(parseRoute(routeHref(route))).toEqual(route)
    expect(routeHref({ page: 'account', address: 'a/b?c' })).toBe('#/account/a%2Fb%3Fc')
    expect(parseRoute(routeHref({ page: 'account', address: 'a/b?c' }))).toEqual({ page: 'account', address: 'a/b?c' })
  })

  it('gives the components a real page for every entity kind it has one for', () => {
    const valcons = 'kiivalcons1sgsyrq4y7ngcllawqu5sqzm4h9k85p0ugq5u7l'
    expect(parseRoute(explorerRoutes.tx!(hash.toUpperCase())!)).toEqual({ page: 'tx', hash: hash.toUpperCase() })
    expect(parseRoute(explorerRoutes.block!('1204')!)).toEqual({ page: 'block', height: '1204' })
    expect(parseRoute(explorerRoutes.account!(address)!)).toEqual({ page: 'account', address })
    expect(parseRoute(explorerRoutes.validator!(valcons)!)).toEqual({ page: 'validator', address: valcons })
    // Channels and denoms have pages of their own, with the denom's slashes encoded in one segment.
    expect(parseRoute(explorerRoutes.channel!({ portId: 'transfer', channelId: 'channel-0' })!)).toEqual({ page: 'channel', portId: 'transfer', channelId: 'channel-0' })
    expect(explorerRoutes.denom!('ibc/27394FB092D2ECCD56123C74F36E4C1F926001CEADA9CA97EA622B25F41E5EB2')).toBe(
      '#/denom/ibc%2F27394FB092D2ECCD56123C74F36E4C1F926001CEADA9CA97EA622B25F41E5EB2',
    )
    expect(parseRoute(explorerRoutes.denom!('akii')!)).toEqual({ page: 'denom', denom: 'akii' })
    expect(parseRoute('#/validator/not-an-address')).toEqual({ page: 'not-found', path: '/validator/not-an-address' })
  })

  it('routes a search to a transaction, a block or an account', () => {
    expect(searchRoute(` ${hash} `)).toEqual({ page: 'tx', hash: hash.toUpperCase() })
    expect(searchRoute('1204')).toEqual({ page: 'block', height: '1204' })
    expect(searchRoute(address)).toEqual({ page: 'account', address })
    expect(searchRoute(address.toUpperCase())).toEqual({ page: 'account', address })
    const evm = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
    expect(searchRoute(` ${evm} `)).toEqual({ page: 'account', address: evm })
    expect(searchRoute(evm.slice(0, -1))).toBeUndefined()
    // A hash made only of digits is still a hash.
    expect(searchRoute('1'.repeat(64))).toEqual({ page: 'tx', hash: '1'.repeat(64) })
    for (const text of ['', 'hello', 'kii1', 'kii1Sgsyrq4y7ngcllawqu5sqzm4h9k85p0ugq5u7l', 'kii1bbbbbi', '0', hash.slice(1)]) {
      expect(searchRoute(text)).toBeUndefined()
    }
  })

  it('refuses an address whose checksum does not match, and says why', () => {
    // One character changed: bech32's checksum catches it.
    const mistyped = address.slice(0, -1) + 'q'
    expect(asAddress(mistyped)).toBe(mistyped)
    expect(searchRoute(mistyped)).toBeUndefined()
    expect(searchProblem(mistyped)).toMatch(/bad checksum/)
    expect(searchProblem(mistyped.toUpperCase())).toMatch(/bad checksum/)
    // A mixed-case 0x address must match EIP-55; one letter's case changed is a typo.
    const evm = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
    const wrongCase = '0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
    expect(searchRoute(wrongCase)).toBeUndefined()
    expect(searchProblem(wrongCase)).toMatch(/bad checksum.*EIP-55/)
    // One case throughout carries no checksum: accepted as typed.
    expect(searchRoute(evm.toLowerCase())).toEqual({ page: 'account', address: evm.toLowerCase() })
    expect(searchRoute(`0x${evm.slice(2).toUpperCase()}`)).toEqual({ page: 'account', address: `0x${evm.slice(2).toUpperCase()}` })
    // Valid entries have no problem; anything else gets the general hint.
    for (const text of [address, evm, hash, '7']) expect(searchProblem(text)).toBeUndefined()
    expect(searchProblem('hello')).toBe(searchHint)
    // A bech32 shape with a valid checksum but no bytes a chain would take is named too.
    expect(searchProblem('cosmos1550dq7')).toMatch(/^This is not a valid address: .+\.$/)
  })

  it('accepts bech32 shapes only in one case', () => {
    expect(asAddress('cosmos1abcdefgh')).toBeUndefined() // 'b' and 'i' are not bech32 data characters
    expect(asAddress('cosmos1qqqqqq')).toBe('cosmos1qqqqqq')
    expect(asAddress('COSMOS1QQQQQQ')).toBe('cosmos1qqqqqq')
  })
})
