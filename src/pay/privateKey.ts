import { bytesToHex, hexToBytes, isBytes } from '@noble/hashes/utils.js'
import { base64, base64nopad, base64url, base64urlnopad } from '@scure/base'
import { InvalidPrivateKeyError } from './errors.ts'

// PKCS#8 (RFC 5208 / RFC 5958) for Ed25519 (RFC 8410): the AlgorithmIdentifier is the OID
// 1.3.101.112 without parameters, and the private key is an OCTET STRING holding the
// 32-byte seed as another OCTET STRING.
const ed25519AlgorithmId = '300506032b6570'

type Tlv = { tag: number; value: Uint8Array; next: number }

function readTlv(bytes: Uint8Array, offset: number): Tlv {
  const tag = bytes[offset]
  let length = bytes[offset + 1]
  if (tag === undefined || length === undefined) throw new InvalidPrivateKeyError('the PKCS#8 structure is truncated')
  let start = offset + 2
  if (length & 0x80) {
    const count = length & 0x7f
    if (count < 1 || count > 2) throw new InvalidPrivateKeyError('the PKCS#8 structure has an unsupported length')
    length = 0
    for (let i = 0; i < count; i++) length = (length << 8) | (bytes[start + i] ?? 0)
    start += count
  }
  if (start + length > bytes.length) throw new InvalidPrivateKeyError('the PKCS#8 structure is truncated')
  return { tag, value: bytes.subarray(start, start + length), next: start + length }
}

/** The seed (and the public key, when the structure carries one) of a PKCS#8 Ed25519 key. */
function fromPkcs8(der: Uint8Array): { seed: Uint8Array; publicKey?: Uint8Array | undefined } {
  if (der[0] !== 0x30) throw new InvalidPrivateKeyError('it is not a PKCS#8 private key (DER SEQUENCE expected)')
  const outer = readTlv(der, 0)
  if (outer.next !== der.length) throw new InvalidPrivateKeyError('the PKCS#8 structure has trailing bytes')
  const body = outer.value
  const version = readTlv(body, 0)
  if (version.tag !== 0x02 || version.value.length !== 1 || (version.value[0] !== 0 && version.value[0] !== 1)) {
    throw new InvalidPrivateKeyError('it is not a PKCS#8 private key (version 0 or 1 expected)')
  }
  const algorithm = readTlv(body, version.next)
  if (bytesToHex(body.subarray(version.next, algorithm.next)) !== ed25519AlgorithmId) {
    throw new InvalidPrivateKeyError('the PKCS#8 key is not an Ed25519 key (OID 1.3.101.112 expected)')
  }
  const wrapped = readTlv(body, algorithm.next)
  const inner = wrapped.tag === 0x04 ? readTlv(wrapped.value, 0) : undefined
  if (!inner || inner.tag !== 0x04 || inner.value.length !== 32 || inner.next !== wrapped.value.length) {
    throw new InvalidPrivateKeyError('the PKCS#8 key does not hold a 32-byte Ed25519 seed')
  }
  let publicKey: Uint8Array | undefined
  // Optional fields of RFC 5958: [0] attributes (ignored), [1] the public key as a BIT STRING's content.
  for (let offset = wrapped.next; offset < body.length; ) {
    const field = readTlv(body, offset)
    if (field.tag === 0x81) {
      if (field.value.length !== 33 || field.value[0] !== 0) throw new InvalidPrivateKeyError('the PKCS#8 public key is not 32 bytes')
      publicKey = field.value.slice(1)
    } else if (field.tag !== 0xa0) {
      throw new InvalidPrivateKeyError('the PKCS#8 structure has an unexpected field')
    }
    offset = field.next
  }
  return { seed: Uint8Array.from(inner.value), publicKey }
}

function decodeBase64(text: string): Uint8Array | undefined {
  for (const codec of [base64, base64nopad, base64url, base64urlnopad]) {
    try {
      return codec.decode(text)
    } catch {
      // try the next alphabet or padding
    }
  }
  return undefined
}

const pemPattern = /^-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----$/

function fromText(text: string): { raw?: Uint8Array; der?: Uint8Array } {
  const trimmed = text.trim()
  if (trimmed.startsWith('-----')) {
    const pem = pemPattern.exec(trimmed)
    if (!pem) throw new InvalidPrivateKeyError('the PEM armour is malformed')
    if (pem[1] !== 'PRIVATE KEY') {
      throw new InvalidPrivateKeyError(`a PEM "${pem[1]}" is not supported; give an unencrypted PKCS#8 "PRIVATE KEY"`)
    }
    const der = decodeBase64(pem[2]!.replace(/\s+/g, ''))
    if (!der) throw new InvalidPrivateKeyError('the PEM body is not base64')
    return { der }
  }
  const hex = trimmed.replace(/^0x/i, '')
  if (/^(?:[0-9a-fA-F]{2})+$/.test(hex)) {
    const bytes = hexToBytes(hex)
    return bytes.length === 32 || bytes.length === 64 ? { raw: bytes } : { der: bytes }
  }
  const der = decodeBase64(trimmed)
  if (!der) throw new InvalidPrivateKeyError(`a string key must be hex, base64 or PEM (this one has ${trimmed.length} characters)`)
  return { der }
}

/**
 * Whether a seed is trivially guessable: one repeated byte (all zero included), a
 * pattern of at most four bytes repeated (at most 32 bits to search), or bytes that
 * count up or down by a fixed step (16 bits). Such keys come from placeholders,
 * test fixtures and broken generators, never from a random source.
 */
function weakness(seed: Uint8Array): string | undefined {
  if (seed.every((byte) => byte === seed[0])) return 'all its bytes are equal'
  for (const period of [2, 4]) {
    if (seed.every((byte, index) => byte === seed[index % period])) return `it repeats a ${period}-byte pattern`
  }
  const step = (seed[1]! - seed[0]! + 256) % 256
  if (seed.every((byte, index) => byte === (seed[0]! + index * step) % 256)) return 'its bytes count by a fixed step'
  return undefined
}

/**
 * @internal The 32-byte seed of an Ed25519 private key given as a 32-byte seed or a
 * 64-byte seed-and-public-key (bytes or hex), or PKCS#8 (PEM, or DER as bytes, hex or
 * base64). Also returns the public key the input carried, to be checked by the
 * caller. Throws {@link InvalidPrivateKeyError} for anything else and for weak seeds;
 * its message describes the form, never the value.
 */
export function parseEd25519PrivateKey(privateKey: string | Uint8Array): { seed: Uint8Array; publicKey?: Uint8Array | undefined } {
  let parsed: { seed: Uint8Array; publicKey?: Uint8Array | undefined }
  if (typeof privateKey === 'string') {
    const { raw, der } = fromText(privateKey)
    parsed = raw ? { seed: raw.slice(0, 32), publicKey: raw.length === 64 ? raw.slice(32) : undefined } : fromPkcs8(der!)
    raw?.fill(0)
    der?.fill(0)
  } else if (isBytes(privateKey)) {
    if (privateKey.length === 32 || privateKey.length === 64) {
      parsed = { seed: privateKey.slice(0, 32), publicKey: privateKey.length === 64 ? privateKey.slice(32) : undefined }
    } else if (privateKey[0] === 0x30) {
      parsed = fromPkcs8(privateKey)
    } else {
      throw new InvalidPrivateKeyError(`a byte key must have 32 or 64 bytes or be PKCS#8 DER, this one has ${privateKey.length}`)
    }
  } else {
    throw new InvalidPrivateKeyError('expected a string (hex, base64, PEM) or a Uint8Array')
  }
  const weak = weakness(parsed.seed)
  if (weak) {
    parsed.seed.fill(0)
    throw new InvalidPrivateKeyError(`the seed is trivially guessable (${weak}); generate a random key`)
  }
  return parsed
}
