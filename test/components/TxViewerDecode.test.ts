import { describe, expect, it } from 'vitest'
import { decodeBase64Bytes } from '../../src/components/TxViewer/decode.ts'

// Canonical base64 is decided by the pattern alone (no re-encoding): the bits after the last byte
// must be zero, so exactly one string stands for given bytes.

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const encode = (bytes: number[]) => btoa(String.fromCharCode(...bytes))

describe('decodeBase64Bytes', () => {
  it('accepts the canonical encoding of every one- and two-byte tail, and decodes it back', () => {
    for (let first = 0; first < 256; first++) {
      expect([...decodeBase64Bytes(encode([7, 8, 9, first]))!]).toEqual([7, 8, 9, first])
      for (let second = 0; second < 256; second += 17) {
        expect([...decodeBase64Bytes(encode([first, second]))!]).toEqual([first, second])
      }
    }
  })

  it('refuses every other last character before the padding', () => {
    for (const character of alphabet) {
      // One byte left: `xy==`, only y with its low four bits zero is canonical.
      const one = `Y${character}==`
      expect(decodeBase64Bytes(one) !== undefined, one).toBe(encode([...atob(one)].map((c) => c.charCodeAt(0))) === one)
      // Two bytes left: `xyz=`, only z with its low two bits zero is canonical.
      const two = `YW${character}=`
      expect(decodeBase64Bytes(two) !== undefined, two).toBe(encode([...atob(two)].map((c) => c.charCodeAt(0))) === two)
    }
    expect(decodeBase64Bytes('YR==')).toBeUndefined()
    expect(decodeBase64Bytes('YWJ=')).toBeUndefined()
    expect(decodeBase64Bytes('YQ==')).toEqual(new Uint8Array([0x61]))
  })

  it('refuses what is not padded base64', () => {
    for (const text of ['', 'YQ=', 'YQ', 'Y===', 'YQ==YQ==', 'Y Q==', 'YQ-_']) expect(decodeBase64Bytes(text), text).toBeUndefined()
  })
})
