import { gzipSync } from 'node:zlib'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createGatewayClient } from '../../src/core/client.ts'
import { BaseError } from '../../src/core/errors.ts'
import { parseJsonLossless } from '../../src/core/losslessJson.ts'
import { getBalances } from '../../src/modules/bank/getBalances.ts'
import { getTx } from '../../src/modules/tx/getTx.ts'
import { setupHostileServer } from '../core/hostileServer.ts'
import { propertyRunner } from './runs.ts'

const run = propertyRunner('transport')
const gateway = setupHostileServer()
const address = 'kii1sgsyrq4y7ngcllawqu5sqzm4h9k85p0ugq5u7l'
const hash = 'A'.repeat(64)

const depth = fc.integer({ min: 1, max: 50_000 })
// Bodies a hostile gateway may send: arbitrary JSON, arbitrary text, deep nesting, many or huge
// keys, gateway error bodies with hostile fields, markup floods, and more than the size limit.
const body = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 300 }),
  depth.map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
  depth.map((n) => `{"balances":[],"pagination":${'{"a":'.repeat(n)}1${'}'.repeat(n)}}`),
  depth.map((n) => `${'{"a":'.repeat(n)}`),
  fc.integer({ min: 1, max: 2_000 }).map((n) => JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}${'x'.repeat(i % 50)}`, i])))),
  fc.record({
    code: fc.oneof(fc.integer({ min: -5, max: 40 }), fc.double(), fc.string()),
    message: fc.oneof(fc.string(), fc.constant('m'.repeat(30_000)), fc.jsonValue()),
    details: fc.oneof(fc.array(fc.jsonValue(), { maxLength: 20 }), fc.jsonValue()),
    error: fc.option(fc.string()),
  }).map((value) => JSON.stringify(value)),
  fc.constant('<'.repeat(100_000)),
  fc.constant(`{"balances":[{"denom":"a","amount":"1"}],"pagination":{"next_key":null,"total":12345678901234567891}}`),
  fc.integer({ min: 70_000, max: 120_000 }).map((n) => `[${'0,'.repeat(n / 2)}0]`),
)

const answer = fc.record({
  status: fc.constantFrom(200, 204, 301, 400, 401, 404, 408, 413, 429, 500, 501, 502, 503, 504),
  body,
  contentType: fc.constantFrom('application/json', 'text/html', 'text/plain; charset=utf-16', ''),
  gzip: fc.boolean(),
  retryAfter: fc.option(fc.constantFrom('0', '1', 'soon', '-1', '99999999999', 'Wed, 21 Oct 2015 07:28:00 GMT', '')),
  cut: fc.boolean(),
})

describe('every public action rejects only with gatekit errors', () => {
  it('against arbitrary and adversarial answers over real HTTP (status, body, depth, size, keys, encoding, cut connections)', async () => {
    const client = createGatewayClient({
      baseUrl: gateway.url,
      retry: { limit: 1, delay: () => 1, maxRetryAfter: 50 },
      timeout: 5_000,
      maxResponseBytes: 64 * 1024,
      headers: { 'x-api-key': 'sk_live_PROPERTY' },
    })
    await run(
      fc.asyncProperty(answer, fc.constantFrom('balances', 'tx', 'tx-unvalidated'), async (reply, action) => {
        gateway.serve((_request, response) => {
          const raw = Buffer.from(reply.body)
          const payload = reply.gzip ? gzipSync(raw) : raw
          const headers: Record<string, string | number> = {}
          if (reply.contentType) headers['content-type'] = reply.contentType
          if (reply.gzip) headers['content-encoding'] = 'gzip'
          if (reply.retryAfter !== null) headers['retry-after'] = reply.retryAfter
          if (reply.cut) {
            headers['content-length'] = payload.length + 10
            response.writeHead(reply.status, headers)
            response.write(payload)
            setTimeout(() => response.destroy(), 1)
            return
          }
          response.writeHead(reply.status, headers)
          response.end(reply.status === 204 ? undefined : payload)
        })
        const call =
          action === 'balances'
            ? getBalances(client, { address })
            : getTx(client, { hash }, action === 'tx' ? {} : { validateResponses: false })
        const outcome = await call.then(
          () => undefined,
          (error: unknown) => error,
        )
        if (outcome === undefined) return
        expect(outcome).toBeInstanceOf(BaseError)
        const error = outcome as BaseError
        expect(error.message.length).toBeLessThan(5_000)
        expect(JSON.stringify(error)).not.toContain('sk_live_PROPERTY')
      }),
      250,
    )
  }, 120_000)
})

describe('parseJsonLossless', () => {
  it('equals JSON.parse except that integer tokens beyond 2^53 become their exact digits', async () => {
    const bigInteger = fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n })
    const withBig = fc.record({ value: fc.jsonValue(), big: bigInteger, text: fc.string() })
    await run(
      fc.property(withBig, ({ value, big, text }) => {
        const json = `{"v":${JSON.stringify(value)},"big":${big.toString()},"text":${JSON.stringify(`a:${big.toString()}${text}`)}}`
        const parsed = parseJsonLossless(json) as { v: unknown; big: unknown; text: string }
        const unsafe = big > BigInt(Number.MAX_SAFE_INTEGER) || big < -BigInt(Number.MAX_SAFE_INTEGER)
        expect(parsed.big).toStrictEqual(unsafe ? big.toString() : Number(big))
        expect(parsed.text).toBe(`a:${big.toString()}${text}`)
        // Doubles that JSON.stringify writes as long integers (1.2e19) are the only other values that change.
        const reference = JSON.parse(JSON.stringify(value), (_key, item: unknown) =>
          typeof item === 'number' && Number.isInteger(item) && !Number.isSafeInteger(item) && !/e/i.test(String(item)) ? String(item) : item,
        ) as unknown
        expect(parsed.v).toStrictEqual(reference)
      }),
      2_000,
    )
  })
})
