import { sha256 } from '@noble/hashes/sha2.js'
import { base64, hex } from '@scure/base'
import { decodeBech32Address, encodeBech32Address } from '../../core/addresses.ts'
import type { AnyValue } from '../../core/schemas.ts'
import type { Validator } from './getValidators.ts'

// CometBFT names a validator in blocks (`proposer_address`, commit signatures) by its consensus
// address: the first 20 bytes of SHA-256 of its ed25519 key. The staking module lists the keys, so
// the address links a block to the validator's moniker. (secp256k1 consensus keys, rare, would need
// RIPEMD-160, a kilobyte more in every bundle: they are left unnamed.)

const ed25519TypeUrl = '/cosmos.crypto.ed25519.PubKey'
function decodeBase64(text: unknown): Uint8Array | undefined {
  if (typeof text !== 'string') return undefined
  try {
    return base64.decode(text)
  } catch {
    return undefined
  }
}

// The `{type_url, value}` form carries the PubKey message encoded: field 1 (`key`), length-delimited.
function keyOfEncodedPubKey(value: Uint8Array | undefined): Uint8Array | undefined {
  if (!value || value.length < 2 || value[0] !== 0x0a || value[1]! >= 0x80 || value.length !== 2 + value[1]!) return undefined
  return value.slice(2)
}

/**
 * The 20-byte consensus address of a consensus public key as the staking module sends it (an
 * `Any` in either JSON form): SHA-256 of an ed25519 key cut to 20 bytes. Undefined for another key
 * type (secp256k1 consensus keys are rare and not derived here) or a malformed key.
 *
 * @example
 * ```ts
 * consensusAddressBytes({ '@type': '/cosmos.crypto.ed25519.PubKey', key: '11qYAYKxCrfVS/7TyWQHOg7hcvPapiMlrwIaaPcHURo=' })
 * // Uint8Array(20) [...]
 * ```
 */
export function consensusAddressBytes(pubKey: AnyValue | null | undefined): Uint8Array | undefined {
  if (!pubKey) return undefined
  const typeUrl = '@type' in pubKey ? pubKey['@type'] : pubKey.type_url
  const key = '@type' in pubKey ? decodeBase64(pubKey.key) : keyOfEncodedPubKey(decodeBase64(pubKey.value))
  if (!key) return undefined
  return typeUrl === ed25519TypeUrl && key.length === 32 ? sha256(key).slice(0, 20) : undefined
}

/**
 * The consensus-address prefix that goes with a validator operator address:
 * `kiivaloper1…` gives `kiivalcons`. Undefined when the address is not an operator address.
 *
 * @example
 * ```ts
 * consensusPrefixOf('kiivaloper1...') // "kiivalcons"
 * ```
 */
export function consensusPrefixOf(operatorAddress: string): string | undefined {
  const decoded = decodeBech32Address(operatorAddress)
  if (!decoded.ok || !decoded.prefix.endsWith('valoper')) return undefined
  return `${decoded.prefix.slice(0, -'valoper'.length)}valcons`
}

/**
 * A validator's bech32 consensus address (`kiivalcons1…`), the name blocks give their proposer
 * (`sdk_block.header.proposer_address`), from its consensus key and the prefix of its operator
 * address. Undefined when the key is missing or of an unknown type.
 *
 * @example
 * ```ts
 * const { validators } = await getValidators(client)
 * validatorConsensusAddress(validators[0]) // "kiivalcons1…"
 * ```
 */
export function validatorConsensusAddress(validator: Pick<Validator, 'operator_address' | 'consensus_pubkey'>): string | undefined {
  const bytes = consensusAddressBytes(validator.consensus_pubkey)
  const prefix = consensusPrefixOf(validator.operator_address)
  if (!bytes || !prefix) return undefined
  return encodeBech32Address(prefix, bytes)
}

/**
 * The 20 bytes of a consensus address in any form a gateway names it: base64 (CometBFT's
 * `block.header.proposer_address`), hex, or bech32 (`kiivalcons1…`, from `sdk_block`).
 * Undefined when the text is none of those.
 *
 * @example
 * ```ts
 * parseConsensusAddress(block.header.proposer_address) // Uint8Array(20)
 * parseConsensusAddress('kiivalcons1...') // Uint8Array(20)
 * ```
 */
export function parseConsensusAddress(address: string): Uint8Array | undefined {
  if (/^[0-9a-fA-F]{40}$/.test(address)) return hex.decode(address.toLowerCase())
  const decoded = decodeBech32Address(address)
  if (decoded.ok) return decoded.prefix.endsWith('valcons') ? decoded.bytes : undefined
  const bytes = decodeBase64(address)
  return bytes?.length === 20 ? bytes : undefined
}

/** Validators by consensus address, built by {@link indexValidatorsByConsensusAddress}. */
export type ValidatorsByConsensusAddress = ReadonlyMap<string, Validator>

/**
 * Indexes validators by their consensus address, to find a block's proposer with
 * {@link findValidatorByConsensusAddress}. Validators whose key is missing or of an unknown
 * type are left out.
 *
 * @example
 * ```ts
 * const index = indexValidatorsByConsensusAddress(validators)
 * findValidatorByConsensusAddress(index, block.header.proposer_address)?.description?.moniker // "Aurora"
 * ```
 */
export function indexValidatorsByConsensusAddress(validators: readonly Validator[]): ValidatorsByConsensusAddress {
  const index = new Map<string, Validator>()
  for (const validator of validators) {
    const bytes = consensusAddressBytes(validator.consensus_pubkey)
    if (bytes) index.set(hex.encode(bytes), validator)
  }
  return index
}

/**
 * The validator a consensus address names (base64, hex or bech32, see
 * {@link parseConsensusAddress}), or undefined when none of the indexed validators has it.
 *
 * @example
 * ```ts
 * findValidatorByConsensusAddress(index, 'kiivalcons1...')?.description?.moniker // "Aurora"
 * ```
 */
export function findValidatorByConsensusAddress(index: ValidatorsByConsensusAddress, address: string | null | undefined): Validator | undefined {
  if (!address) return undefined
  const bytes = parseConsensusAddress(address)
  return bytes ? index.get(hex.encode(bytes)) : undefined
}
