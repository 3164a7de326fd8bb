import { describe, expect, it } from 'vitest'
import { decodeBech32Address, encodeBech32Address, evmAddressProblem, isBech32Address, isEvmAddress, toChecksumEvmAddress } from '../../src/core/addresses.ts'
import { ParameterError } from '../../src/core/errors.ts'

const hexOf = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

// The test vectors of BIP-173 (bech32) and BIP-350 (bech32m), with the reasons gatekit gives. An
// address needs 1 to 255 bytes, so a valid string without data is refused for its size, after its
// checksum passed; Cosmos SDK allows 1023 characters where BIP-173 stops at 90.
describe('bech32 (BIP-173 vectors)', () => {
  it.each([
    ['A12UEL5L', 'a'],
    ['a12uel5l', 'a'],
    ['an83characterlonghumanreadablepartthatcontainsthenumber1andtheexcludedcharactersbio1tt5tgs', 'an83characterlonghumanreadablepartthatcontainsthenumber1andtheexcludedcharactersbio'],
    ['?1ezyfcl', '?'],
    // Invalid in BIP-173 only for its length (91 > 90); Cosmos SDK reads up to 1023 characters.
    ['an84characterslonghumanreadablepartthatcontainsthenumber1andtheexcludedcharactersbio1569pvx', 'an84characterslonghumanreadablepartthatcontainsthenumber1andtheexcludedcharactersbio'],
  ])('accepts the checksum of %s, and refuses it as an address for holding no bytes', (value) => {
    expect(decodeBech32Address(value)).toEqual({ ok: false, reason: 'it holds 0 bytes (an address has 1 to 255)' })
  })

  it.each([
    ['abcdef1qpzry9x8gf2tvdw0s3jn54khce6mua7lmqqqxw', 'abcdef', '00443214c74254b635cf84653a56d7c675be77df'],
    ['split1checkupstagehandshakeupstreamerranterredcaperred2y9e3w', 'split', 'c5f38b70305f519bf66d85fb6cf03058f3dde463ecd7918f2dc743918f2d'],
    [`11${'q'.repeat(82)}c8247j`, '1', '00'.repeat(51)],
  ])('decodes %s to its prefix and bytes', (value, prefix, bytes) => {
    const decoded = decodeBech32Address(value)
    expect(decoded.ok).toBe(true)
    if (!decoded.ok) return
    expect(decoded.prefix).toBe(prefix)
    expect(hexOf(decoded.bytes)).toBe(bytes)
    expect(isBech32Address(value)).toBe(true)
    expect(isBech32Address(value.toUpperCase())).toBe(true)
  })

  it.each([
    ['a prefix character below ASCII 33', '\x201nwldj5', 'its bech32 checksum does not match'],
    ['a prefix character above ASCII 126 (DEL)', '\x7f1axkwrx', 'its bech32 checksum does not match'],
    ['a prefix character above ASCII 126', '\x801eym55h', 'its bech32 checksum does not match'],
    ['no separator', 'pzry9x0s0muk', 'it has no prefix followed by the separator `1`'],
    ['an empty prefix', '1pzry9x0s0muk', 'it has no prefix followed by the separator `1`'],
    ['an invalid data character', 'x1b4n0q5v', 'it contains characters outside the bech32 alphabet'],
    ['a checksum too short', 'li1dgmt3', 'it is too short to carry a checksum'],
    ['an invalid checksum character', 'de1lg7wt\xff', 'it contains characters outside the bech32 alphabet'],
    ['a checksum computed over the upper-case prefix', 'A1G7SGD8', 'its bech32 checksum does not match'],
    ['an empty prefix before data', '10a06t8', 'it has no prefix followed by the separator `1`'],
    ['an empty prefix before a checksum', '1qzzfhee', 'it has no prefix followed by the separator `1`'],
    ['mixed case', 'A12uEL5L', 'it mixes upper and lower case'],
    ['one changed data character', 'abcdef1qpzry9x8gf2tvdw0s3jn54khce6mua7lmqqqxx', 'its bech32 checksum does not match'],
    ['one changed prefix character', 'abcdeg1qpzry9x8gf2tvdw0s3jn54khce6mua7lmqqqxw', 'its bech32 checksum does not match'],
    ['more than 1023 characters', `a1${'q'.repeat(1022)}`, 'it is longer than 1023 characters'],
  ])('refuses %s', (_, value, reason) => {
    expect(decodeBech32Address(value)).toEqual({ ok: false, reason })
    expect(isBech32Address(value)).toBe(false)
  })

  it('checks the prefix when asked, in any case', () => {
    const value = 'abcdef1qpzry9x8gf2tvdw0s3jn54khce6mua7lmqqqxw'
    expect(decodeBech32Address(value, { prefix: 'ABCDEF' }).ok).toBe(true)
    expect(decodeBech32Address(value, { prefix: 'kii' })).toEqual({ ok: false, reason: 'its prefix is `abcdef`, not `kii`' })
    expect(isBech32Address(value, { prefix: 'kii' })).toBe(false)
    expect(isBech32Address(42)).toBe(false)
  })
})

// The valid strings of BIP-350 carry a bech32m checksum, which a Cosmos address never does.
describe('bech32m (BIP-350 vectors) is not bech32', () => {
  it.each([
    'A1LQFN3A',
    'a1lqfn3a',
    'an83characterlonghumanreadablepartthatcontainsthetheexcludedcharactersbioandnumber11sg7hg6',
    'abcdef1l7aum6echk45nj3s0wdvt2fg8x9yrzpqzd3ryx',
    `11${'l'.repeat(83)}udsr8`,
    'split1checkupstagehandshakeupstreamerranterredcaperredlc445v',
    '?1v759aa',
  ])('refuses %s for its checksum', (value) => {
    expect(decodeBech32Address(value)).toEqual({ ok: false, reason: 'its bech32 checksum does not match' })
  })
})

// The test vectors of EIP-55: all caps, all lower and mixed case are each the checksummed form.
describe('EIP-55', () => {
  const vectors = [
    '0x52908400098527886E0F7030069857D2E4169EE7',
    '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
    '0xde709f2102306220921060314715629080e2fb77',
    '0x27b1fdb04752bbc536007a920d24acb045561c26',
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  ]

  it.each(vectors)('checksums %s from any case, and accepts it', (address) => {
    expect(toChecksumEvmAddress(address.toLowerCase())).toBe(address)
    expect(toChecksumEvmAddress(`0x${address.slice(2).toUpperCase()}`)).toBe(address)
    expect(isEvmAddress(address)).toBe(true)
    expect(evmAddressProblem(address)).toBeUndefined()
  })

  it('refuses a mixed case that is not the checksum, and what is not 0x and 40 hex digits', () => {
    const typo = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD'
    expect(isEvmAddress(typo)).toBe(false)
    expect(evmAddressProblem(typo)).toBe('its mixed case does not match the EIP-55 checksum')
    for (const value of ['0x1234', `0X${'a'.repeat(40)}`, `0x${'g'.repeat(40)}`, 'a'.repeat(40), `0x${'a'.repeat(41)}`]) {
      expect(evmAddressProblem(value), value).toBe('it is not `0x` followed by 40 hex digits')
    }
    expect(() => toChecksumEvmAddress('0x1234')).toThrow(ParameterError)
  })
})

describe('encodeBech32Address', () => {
  it('gives back the BIP-173 vector it decodes, and round-trips any bytes under a prefix', () => {
    // BIP-173's segwit-free vector: prefix `abcdef`, bytes 0x00..0x13 (20 bytes).
    const vector = 'abcdef1qpzry9x8gf2tvdw0s3jn54khce6mua7lmqqqxw'
    const decoded = decodeBech32Address(vector)
    expect(decoded.ok).toBe(true)
    if (!decoded.ok) return
    expect(encodeBech32Address(decoded.prefix, decoded.bytes)).toBe(vector)
    for (const length of [1, 20, 32, 33]) {
      const bytes = Uint8Array.from({ length }, (_, index) => (index * 37 + length) & 0xff)
      const address = encodeBech32Address('kiivalcons', bytes)
      expect(decodeBech32Address(address, { prefix: 'kiivalcons' })).toEqual({ ok: true, prefix: 'kiivalcons', bytes })
    }
  })

  it('refuses a prefix no bech32 string can carry', () => {
    expect(() => encodeBech32Address('kii\u00e9', new Uint8Array(20))).toThrow(RangeError)
  })
})
