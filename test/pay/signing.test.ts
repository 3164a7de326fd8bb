import { createHmac, generateKeyPairSync, sign as nodeSign, verify as nodeCryptoVerify } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  createAuthenticateUserBody,
  nextNonce,
  userAuthSignature,
} from '../../src/pay/authenticateUser.ts'
import { InvalidPrivateKeyError, PaySignerError } from '../../src/pay/errors.ts'
import { defaultSigningMessage, signRequest, timestampValue } from '../../src/pay/signRequest.ts'
import { ed25519Signer, publicKeyHex, type PaySigner } from '../../src/pay/signer.ts'
import { nodeVerify } from './helpers.tsx'

// RFC 8032, section 7.1: TEST 1, TEST 2, TEST 3 and TEST SHA(abc).
const rfc8032 = [
  {
    name: 'TEST 1 (empty message)',
    secretKey: '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60',
    publicKey: 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a',
    message: '',
    signature:
      'e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b',
  },
  {
    name: 'TEST 2 (one byte)',
    secretKey: '4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb',
    publicKey: '3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c',
    message: '72',
    signature:
      '92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00',
  },
  {
    name: 'TEST 3 (two bytes)',
    secretKey: 'c5aa8df43f9f837bedb7442f31dcb7b166d38535076f094b85ce3a2e0b4458f7',
    publicKey: 'fc51cd8e6218a1a38da47ed00230f0580816ed13ba3303ac5deb911548908025',
    message: 'af82',
    signature:
      '6291d657deec24024827e69c3abe01a30ce548a284743a445e3680d7db5ac3ac18ff9b538d16f290ae67f760984dc6594a7c15e9716ed28dc027beceea1ec40a',
  },
  {
    name: 'TEST SHA(abc) (64 bytes)',
    secretKey: '833fe62409237b9d62ec77587520911e9a759cec1d19755b7da901b96dca3d42',
    publicKey: 'ec172b93ad5e563bf4932c70e1245034c35467ef2efd4d64ebf819683467e2bf',
    message:
      'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
    signature:
      'dc2a4459e7369633a52b1bf277839a00201009a3efbf3ecb69bea2186c26b58909351fc9ac90b3ecfdfbc7c66431e0303dca179c138ac17ad9bef1177331a704',
  },
]

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

describe('ed25519Signer', () => {
  it.each(rfc8032)('reproduces RFC 8032 $name, and Node verifies it', async (vector) => {
    const signer = ed25519Signer(vector.secretKey)
    expect(publicKeyHex(signer)).toBe(vector.publicKey)
    const message = Buffer.from(vector.message, 'hex')
    const signature = await signer.sign(new Uint8Array(message))
    expect(hex(signature)).toBe(vector.signature)
    expect(nodeVerify(vector.publicKey, message, signature)).toBe(true)
    expect(nodeVerify(vector.publicKey, Buffer.concat([message, Buffer.from([0])]), signature)).toBe(false)
  })

  it('takes the key as bytes, as 0x-hex, or as 64 bytes of seed and public key', async () => {
    const vector = rfc8032[1]!
    const fromBytes = ed25519Signer(new Uint8Array(Buffer.from(vector.secretKey, 'hex')))
    const fromPrefixed = ed25519Signer(`0x${vector.secretKey.toUpperCase()}`)
    const fromLong = ed25519Signer(`${vector.secretKey}${vector.publicKey}`)
    for (const signer of [fromBytes, fromPrefixed, fromLong]) {
      expect(publicKeyHex(signer)).toBe(vector.publicKey)
      expect(hex(await signer.sign(new Uint8Array([0x72])))).toBe(vector.signature)
    }
  })

  it('refuses a malformed key without ever echoing it', () => {
    const secretLooking = 'zz61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60'
    const cases: [unknown, RegExp][] = [
      [secretLooking, /not a PKCS#8 private key/],
      ['9d61b19deffd5a60', /not a PKCS#8 private key/],
      ['9d61b19d~effd5a60', /must be hex, base64 or PEM \(this one has 17 characters\)/],
      [new Uint8Array(31).fill(7), /32 or 64 bytes or be PKCS#8 DER, this one has 31/],
      [`${rfc8032[0]!.secretKey}${rfc8032[1]!.publicKey}`, /not the public key of its seed/],
      [42, /a string \(hex, base64, PEM\) or a Uint8Array/],
    ]
    for (const [key, message] of cases) {
      const error = (() => {
        try {
          ed25519Signer(key as string)
        } catch (caught) {
          return caught
        }
      })()
      expect(error).toBeInstanceOf(InvalidPrivateKeyError)
      expect((error as Error).message).toMatch(message)
      expect((error as Error).message).not.toContain('9d61b19d')
      expect((error as Error).message).not.toContain('b19deffd5a60ba844af4')
    }
  })

  it('takes the PKCS#8 forms Node exports (PEM, DER as bytes, hex, base64), cross-checked with Node crypto', async () => {
    for (let round = 0; round < 5; round++) {
      const { privateKey, publicKey } = generateKeyPairSync('ed25519')
      const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
      const der = privateKey.export({ type: 'pkcs8', format: 'der' })
      const nodePublicHex = Buffer.from(publicKey.export({ type: 'spki', format: 'der' })).subarray(-32).toString('hex')
      const message = new TextEncoder().encode(`1900000000POST/PaymentsMsgServer/CreatePayment{"round":${round}}`)
      for (const form of [pem, `\n  ${pem}  \n`, new Uint8Array(der), der.toString('hex'), der.toString('base64'), der.toString('base64url')]) {
        const signer = ed25519Signer(form)
        expect(publicKeyHex(signer)).toBe(nodePublicHex)
        const signature = await signer.sign(message)
        expect(nodeCryptoVerify(null, message, publicKey, signature)).toBe(true)
        // Deterministic Ed25519: Node signs the same bytes to the same signature.
        expect(hex(signature)).toBe(hex(nodeSign(null, message, privateKey)))
      }
    }
  })

  it('takes a PKCS#8 v2 key carrying its public key (RFC 8410 example), and refuses one carrying another', () => {
    // RFC 8410, section 10.3: a v2 key with an attribute and the public key.
    const rfc8410 = [
      'MHICAQEwBQYDK2VwBCIEINTuctv5E1hK1bbY8fdp+K06/nwoy/HU++CXqI9EdVhC',
      'oB8wHQYKKoZIhvcNAQkJFDEPDA1DdXJkbGUgQ2hhaXJzgSEAGb9ECWmEzf6FQbrB',
      'Z9w7lshQhqowtrbLDFw4rXAxZuE=',
    ].join('')
    expect(publicKeyHex(ed25519Signer(rfc8410))).toBe('19bf44096984cdfe8541bac167dc3b96c85086aa30b6b6cb0c5c38ad703166e1')
    expect(publicKeyHex(ed25519Signer(`-----BEGIN PRIVATE KEY-----\n${rfc8410.match(/.{1,64}/g)!.join('\n')}\n-----END PRIVATE KEY-----`))).toMatch(/^19bf44/)
    const otherPublicKey = Buffer.from(rfc8410, 'base64')
    otherPublicKey[otherPublicKey.length - 1]! ^= 1
    expect(() => ed25519Signer(otherPublicKey.toString('base64'))).toThrow(/not the public key of its seed/)
  })

  it('refuses other key types and encrypted or OpenSSH keys, naming the form only', () => {
    const { privateKey: ecKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    const x25519 = generateKeyPairSync('x25519').privateKey
    const cases: [string, RegExp][] = [
      [ecKey.export({ type: 'pkcs8', format: 'pem' }).toString(), /not an Ed25519 key/],
      [x25519.export({ type: 'pkcs8', format: 'der' }).toString('base64'), /not an Ed25519 key/],
      [ecKey.export({ type: 'sec1', format: 'pem' }).toString(), /PEM "EC PRIVATE KEY" is not supported/],
      [
        generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: 'pw' }).toString(),
        /PEM "ENCRYPTED PRIVATE KEY" is not supported/,
      ],
      ['-----BEGIN PRIVATE KEY-----\nnot base64!\n-----END PRIVATE KEY-----', /PEM body is not base64/],
      ['-----BEGIN PRIVATE KEY-----\nMC4CAQAw', /PEM armour is malformed/],
    ]
    for (const [key, message] of cases) {
      const error = (() => {
        try {
          ed25519Signer(key)
        } catch (caught) {
          return caught
        }
      })()
      expect(error).toBeInstanceOf(InvalidPrivateKeyError)
      expect((error as Error).message).toMatch(message)
      const body = key.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '')
      if (body.length > 40) expect((error as Error).message).not.toContain(body.slice(8, 40))
    }
  })

  it('refuses weak seeds: all zero, one repeated byte, a short repeated pattern, counting bytes; never echoing them', () => {
    const weak = [
      '00'.repeat(32),
      'ff'.repeat(32),
      '11'.repeat(32),
      'abcd'.repeat(16),
      'deadbeef'.repeat(8),
      Buffer.from(Array.from({ length: 32 }, (_, i) => i)).toString('hex'),
      Buffer.from(Array.from({ length: 32 }, (_, i) => 255 - 3 * i)).toString('hex'),
    ]
    for (const seed of weak) {
      const derOfSeed = Buffer.from(`302e020100300506032b657004220420${seed}`, 'hex')
      for (const form of [seed, new Uint8Array(Buffer.from(seed, 'hex')), `${seed}${'00'.repeat(32)}`, derOfSeed.toString('base64')]) {
        const error = (() => {
          try {
            ed25519Signer(form)
          } catch (caught) {
            return caught
          }
        })()
        expect(error).toBeInstanceOf(InvalidPrivateKeyError)
        expect((error as Error).message).toMatch(/trivially guessable/)
        expect((error as Error).message).not.toContain(seed.slice(0, 16))
      }
    }
  })

  it('keeps the private key out of the signer object', () => {
    const vector = rfc8032[0]!
    const signer = ed25519Signer(vector.secretKey)
    const serialized = JSON.stringify(signer, (_key, value: unknown) => (value instanceof Uint8Array ? hex(value) : value))
    expect(serialized).toContain(vector.publicKey)
    expect(serialized).not.toContain(vector.secretKey)
    expect(Object.keys(signer).sort()).toEqual(['publicKey', 'sign'])
  })
})

describe('signRequest', () => {
  const vector = rfc8032[2]!
  const signer = ed25519Signer(vector.secretKey)
  const body = '{"amount":"10.00","currency":"USD","reference":"ünïcode ✓"}'

  it('signs the documented default layout, verified by Node over bytes it builds itself', async () => {
    const now = Date.UTC(2030, 0, 1, 0, 0, 0, 999)
    const signed = await signRequest(signer, { method: 'post', pathWithQuery: '/PaymentsMsgServer/CreatePayment?x=1&y=a%20b', body, now })
    expect(signed.timestamp).toBe(String(Math.floor(now / 1000)))
    expect(signed.headers).toEqual({ 'x-timestamp': signed.timestamp, 'x-signature': signed.signature })
    expect(signed.signature).toMatch(/^[0-9a-f]{128}$/)
    const documented = Buffer.from(`${signed.timestamp}POST/PaymentsMsgServer/CreatePayment?x=1&y=a%20b${body}`, 'utf8')
    expect(nodeVerify(vector.publicKey, documented, Buffer.from(signed.signature, 'hex'))).toBe(true)
    // Any other layout does not verify: lower-case method, no query, a separator.
    for (const other of [
      `${signed.timestamp}post/PaymentsMsgServer/CreatePayment?x=1&y=a%20b${body}`,
      `${signed.timestamp}POST/PaymentsMsgServer/CreatePayment${body}`,
      `${signed.timestamp}\nPOST\n/PaymentsMsgServer/CreatePayment?x=1&y=a%20b\n${body}`,
    ]) {
      expect(nodeVerify(vector.publicKey, Buffer.from(other, 'utf8'), Buffer.from(signed.signature, 'hex'))).toBe(false)
    }
  })

  it('signs an empty body as the empty string', async () => {
    const signed = await signRequest(signer, { method: 'DELETE', pathWithQuery: '/X', timestamp: 1_900_000_000 })
    expect(signed.timestamp).toBe('1900000000')
    expect(nodeVerify(vector.publicKey, Buffer.from('1900000000DELETE/X'), Buffer.from(signed.signature, 'hex'))).toBe(true)
  })

  it('lets the layout, the timestamp unit and format, the encoding and the header names be replaced', async () => {
    const now = 1_900_000_000_123
    const signed = await signRequest(
      signer,
      { method: 'PUT', pathWithQuery: '/a?b=c', body: '{}', now },
      {
        timestampUnit: 'milliseconds',
        formatTimestamp: (value) => `t${value}`,
        message: (parts) => [parts.method, parts.pathWithQuery, parts.timestamp, parts.body].join('|'),
        signatureEncoding: 'base64',
        headerNames: { signature: 'x-sig', timestamp: 'x-ts' },
      },
    )
    expect(signed.headers).toEqual({ 'x-ts': 't1900000000123', 'x-sig': signed.signature })
    const bytes = Buffer.from(signed.signature, 'base64')
    expect(bytes).toHaveLength(64)
    expect(nodeVerify(vector.publicKey, Buffer.from('PUT|/a?b=c|t1900000000123|{}'), bytes)).toBe(true)

    const url = await signRequest(signer, { method: 'GET', pathWithQuery: '/a', timestamp: 5 }, { signatureEncoding: 'base64url' })
    expect(url.signature).not.toMatch(/[+/=]/)
    const custom = await signRequest(signer, { method: 'GET', pathWithQuery: '/a', timestamp: 5 }, {
      signatureEncoding: (bytes) => Buffer.from(bytes).toString('hex').toUpperCase(),
      message: (parts) => new TextEncoder().encode(`raw:${parts.timestamp}`),
    })
    expect(custom.signature).toMatch(/^[0-9A-F]{128}$/)
    expect(nodeVerify(vector.publicKey, Buffer.from('raw:5'), Buffer.from(custom.signature, 'hex'))).toBe(true)
  })

  it('computes timestamps in seconds by default, milliseconds on request', () => {
    expect(timestampValue(1_700_000_000_999)).toBe(1_700_000_000)
    expect(timestampValue(1_700_000_000_999, { timestampUnit: 'milliseconds' })).toBe(1_700_000_000_999)
    expect(defaultSigningMessage({ timestamp: '1', method: 'POST', pathWithQuery: '/p?q', body: 'b' })).toBe('1POST/p?qb')
  })

  it('hands a remote signer the request it signs, and rejects a bad or failing signer without leaking bytes', async () => {
    const seen: unknown[] = []
    const remote: PaySigner = {
      publicKey: signer.publicKey,
      sign: async (message, request) => {
        seen.push(request)
        return signer.sign(message)
      },
    }
    const signed = await signRequest(remote, { method: 'POST', pathWithQuery: '/p', body: '{"a":1}', timestamp: 7 })
    expect(seen).toEqual([{ timestamp: '7', method: 'POST', pathWithQuery: '/p', body: '{"a":1}' }])
    expect(nodeVerify(vector.publicKey, Buffer.from('7POST/p{"a":1}'), Buffer.from(signed.signature, 'hex'))).toBe(true)

    const short: PaySigner = { publicKey: signer.publicKey, sign: () => new Uint8Array(32).fill(0xab) }
    const shortError = await signRequest(short, { method: 'POST', pathWithQuery: '/p' }).catch((e: unknown) => e)
    expect(shortError).toBeInstanceOf(PaySignerError)
    expect((shortError as Error).message).not.toContain('abab')

    const failing: PaySigner = {
      publicKey: signer.publicKey,
      sign: () => {
        throw new Error('HSM offline')
      },
    }
    const failed = await signRequest(failing, { method: 'POST', pathWithQuery: '/p' }).catch((e: unknown) => e)
    expect(failed).toBeInstanceOf(PaySignerError)
    expect((failed as PaySignerError).cause).toMatchObject({ message: 'HSM offline' })

    await expect(signRequest(signer, { method: 'GET', pathWithQuery: 'http://x/a' })).rejects.toThrow(/starting with "\/"/)
  })
})

describe('AuthenticateUser signature (HMAC-SHA256)', () => {
  it('matches RFC 4231 test cases 1 and 2', () => {
    // Case 1: key = 20 bytes of 0x0b, data = "Hi There". The helper signs Nonce + UserId + APIKey.
    expect(userAuthSignature({ apiSecret: new Uint8Array(20).fill(0x0b), nonce: 'Hi', userId: ' ', apiKey: 'There' })).toBe(
      'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
    )
    // Case 2: key = "Jefe", data = "what do ya want for nothing?".
    expect(userAuthSignature({ apiSecret: 'Jefe', nonce: 'what do ya ', userId: 'want for ', apiKey: 'nothing?' })).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    )
  })

  it('equals Node’s HMAC over Nonce + UserId + APIKey, in lowercase hex', () => {
    const parameters = { apiSecret: 'c2VjcmV0LXNlY3JldA', nonce: '1700000000123', userId: '42', apiKey: 'ak_live_9f' }
    const expected = createHmac('sha256', parameters.apiSecret).update('1700000000123' + '42' + 'ak_live_9f').digest('hex')
    expect(userAuthSignature(parameters)).toBe(expected)
    expect(expected).toMatch(/^[0-9a-f]{64}$/)
  })

  it('builds the API-key body with a growing nonce', () => {
    const first = createAuthenticateUserBody({ apiKey: 'ak', apiSecret: 's', userId: 42n, userName: 'ann' })
    const second = createAuthenticateUserBody({ apiKey: 'ak', apiSecret: 's', userId: 42 })
    expect(first).toMatchObject({ APIKey: 'ak', UserId: '42', UserName: 'ann' })
    expect(second).not.toHaveProperty('UserName')
    expect(BigInt(second.Nonce!)).toBeGreaterThan(BigInt(first.Nonce!))
    expect(first.Signature).toBe(createHmac('sha256', 's').update(`${first.Nonce}42ak`).digest('hex'))
    expect(Number(nextNonce(5))).toBeGreaterThan(Number(second.Nonce))
    const fixed = createAuthenticateUserBody({ apiKey: 'ak', apiSecret: 's', userId: '7', nonce: '99' })
    expect(fixed.Nonce).toBe('99')
  })
})
