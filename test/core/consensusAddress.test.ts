import { describe, expect, it } from 'vitest'
import {
  consensusAddressBytes,
  consensusPrefixOf,
  findValidatorByConsensusAddress,
  indexValidatorsByConsensusAddress,
  parseConsensusAddress,
  validatorConsensusAddress,
} from '../../src/modules/staking/consensusAddress.ts'
import type { Validator } from '../../src/modules/staking/getValidators.ts'

// Vectors computed outside gatekit (Python's hashlib and BIP-173's reference bech32 code).
// Keys: the public keys of RFC 8032's test 1 and test 2; secp256k1's generator point (its address
// would be BIP-173's well-known 751E76E8… hash160), a key type left unnamed.
const rfc8032Test1 = {
  key: '11qYAYKxCrfVS/7TyWQHOg7hcvPapiMlrwIaaPcHURo=',
  hex: '21FE31DFA154A261626BF854046FD2271B7BED4B',
  base64: 'If4x36FUomFia/hUBG/SJxt77Us=',
  kii: 'kiivalcons1y8lrrhap2j3xzcntlp2qgm7jyudhhm2tqs9n8n',
  cosmos: 'cosmosvalcons1y8lrrhap2j3xzcntlp2qgm7jyudhhm2tfeslut',
}
const rfc8032Test2 = {
  key: 'PUAXw+hDiVqStwqnTRt+vJyYLM8uxJaMwM1V8Sr0Zgw=',
  hex: '39F713D0A644253F04529421B9F51B9B08979D08',
  kii: 'kiivalcons188m3859xgsjn7pzjjssmnagmnvyf08ggmw2ch7',
}
const secp256k1Generator = { key: 'Anm+Zn753LusVaBilc6HCwcCm/zbLc4o2VnygVsW+BeY', kii: 'kiivalcons1w508d6qejxtdg4y5r3zarvary0c5xw7kzn9l5j' }
const operator = 'kiivaloper1qqqsyqcyq5rqwzqfpg9scrgwpugpzysn0tsrxj'

const hexOf = (bytes: Uint8Array | undefined) => (bytes ? Buffer.from(bytes).toString('hex').toUpperCase() : undefined)
const ed25519 = (key: string) => ({ '@type': '/cosmos.crypto.ed25519.PubKey', key })

function validator(moniker: string, consensusPubkey: Validator['consensus_pubkey']): Validator {
  return {
    operator_address: operator,
    consensus_pubkey: consensusPubkey,
    jailed: false,
    status: 'BOND_STATUS_BONDED',
    tokens: '1',
    delegator_shares: '1.0',
    description: { moniker, identity: '', website: '', security_contact: '', details: '' },
    unbonding_height: '0',
  }
}

describe('consensus addresses', () => {
  it('derives an ed25519 key\'s address as the first 20 bytes of its SHA-256', () => {
    expect(hexOf(consensusAddressBytes(ed25519(rfc8032Test1.key)))).toBe(rfc8032Test1.hex)
    expect(hexOf(consensusAddressBytes(ed25519(rfc8032Test2.key)))).toBe(rfc8032Test2.hex)
  })

  it('leaves secp256k1 consensus keys unnamed (rare; deriving them would bundle RIPEMD-160)', () => {
    expect(consensusAddressBytes({ '@type': '/cosmos.crypto.secp256k1.PubKey', key: secp256k1Generator.key })).toBeUndefined()
  })

  it('reads the {type_url, value} form, whose value is the encoded PubKey message', () => {
    const encoded = Buffer.concat([Buffer.from([0x0a, 0x20]), Buffer.from(rfc8032Test1.key, 'base64')]).toString('base64')
    expect(hexOf(consensusAddressBytes({ type_url: '/cosmos.crypto.ed25519.PubKey', value: encoded }))).toBe(rfc8032Test1.hex)
    // A length that does not match the bytes is no key.
    const truncated = Buffer.concat([Buffer.from([0x0a, 0x21]), Buffer.from(rfc8032Test1.key, 'base64')]).toString('base64')
    expect(consensusAddressBytes({ type_url: '/cosmos.crypto.ed25519.PubKey', value: truncated })).toBeUndefined()
  })

  it('gives nothing for a missing key, an unknown type or a key of the wrong size', () => {
    expect(consensusAddressBytes(null)).toBeUndefined()
    expect(consensusAddressBytes(undefined)).toBeUndefined()
    expect(consensusAddressBytes({ '@type': '/cosmos.crypto.bls12_381.PubKey', key: rfc8032Test1.key })).toBeUndefined()
    expect(consensusAddressBytes(ed25519(secp256k1Generator.key))).toBeUndefined()
    expect(consensusAddressBytes(ed25519('not base64!'))).toBeUndefined()
    expect(consensusAddressBytes({ '@type': '/cosmos.crypto.ed25519.PubKey' })).toBeUndefined()
  })

  it('names the bech32 address with the operator address\'s prefix', () => {
    expect(consensusPrefixOf(operator)).toBe('kiivalcons')
    expect(consensusPrefixOf('kii1qqqsyqcyq5rqwzqfpg9scrgwpugpzysn6ats8x')).toBeUndefined()
    expect(validatorConsensusAddress(validator('Aurora', ed25519(rfc8032Test1.key)))).toBe(rfc8032Test1.kii)
    expect(validatorConsensusAddress(validator('Basalt', ed25519(rfc8032Test2.key)))).toBe(rfc8032Test2.kii)
    expect(validatorConsensusAddress({ operator_address: 'cosmosvaloper1qqqsyqcyq5rqwzqfpg9scrgwpugpzysnxz90a2', consensus_pubkey: ed25519(rfc8032Test1.key) })).toBe(
      rfc8032Test1.cosmos,
    )
    expect(validatorConsensusAddress(validator('Cinder', null))).toBeUndefined()
  })

  it('parses an address in base64 (CometBFT), hex or bech32 (sdk_block) to the same bytes', () => {
    for (const form of [rfc8032Test1.base64, rfc8032Test1.hex, rfc8032Test1.hex.toLowerCase(), rfc8032Test1.kii, rfc8032Test1.cosmos]) {
      expect(hexOf(parseConsensusAddress(form))).toBe(rfc8032Test1.hex)
    }
    // A bad checksum, an account or operator address, and bytes of another size are no consensus address.
    expect(parseConsensusAddress(rfc8032Test1.kii.slice(0, -1) + 'q')).toBeUndefined()
    expect(parseConsensusAddress(operator)).toBeUndefined()
    expect(parseConsensusAddress('AAAA')).toBeUndefined()
  })

  it('finds the validator a block names as its proposer, in any form', () => {
    const aurora = validator('Aurora', ed25519(rfc8032Test1.key))
    const basalt = validator('Basalt', ed25519(rfc8032Test2.key))
    const keyless = validator('Keyless', null)
    const index = indexValidatorsByConsensusAddress([aurora, basalt, keyless])
    expect(index.size).toBe(2)
    expect(findValidatorByConsensusAddress(index, rfc8032Test1.base64)).toBe(aurora)
    expect(findValidatorByConsensusAddress(index, rfc8032Test1.kii)).toBe(aurora)
    expect(findValidatorByConsensusAddress(index, rfc8032Test2.hex)).toBe(basalt)
    expect(findValidatorByConsensusAddress(index, secp256k1Generator.kii)).toBeUndefined()
    expect(findValidatorByConsensusAddress(index, '')).toBeUndefined()
    expect(findValidatorByConsensusAddress(index, null)).toBeUndefined()
  })
})
