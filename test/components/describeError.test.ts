// The one mapping from gatekit's error classes to what a component says and offers.
import { describe, expect, it } from 'vitest'
import { describeError, errorTechnicalText, isNotFoundError } from '../../src/components/shared/describeError.ts'
import { defaultCommonStrings } from '../../src/components/shared/strings.ts'
import { GatewayError, HttpError, NetworkError, ParameterError, ResponseTooLargeError, SchemaError, TimeoutError } from '../../src/core/errors.ts'

const request = { method: 'GET', url: 'http://127.0.0.1:1317/stack/bank/v1beta1/balances/kii1x', endpoint: 'bank/balances' }
const gateway = (status: number, code: number, message = 'boom') => new GatewayError({ status, body: { code, message, details: [] }, request })
const http = (status: number) => new HttpError({ status, body: '<html>Bad Gateway</html>', contentType: 'text/html', request })

describe('describeError', () => {
  it.each([
    ['timeout', new TimeoutError({ timeout: 5_000, request }), 'The gateway did not answer in time.', true, false],
    ['network', new NetworkError({ request, cause: new TypeError('fetch failed') }), defaultCommonStrings.errorNetwork, true, false],
    ['503 Unavailable', gateway(503, 14), 'The gateway had a problem answering.', true, false],
    ['500 Internal', gateway(500, 13), 'The gateway had a problem answering.', true, false],
    ['504 DeadlineExceeded', gateway(504, 4), 'The gateway did not answer in time.', true, false],
    ['429', gateway(429, 8), defaultCommonStrings.errorRateLimited, true, false],
    ['502 proxy page', http(502), 'The gateway had a problem answering.', true, false],
    ['429 without a gateway body', http(429), defaultCommonStrings.errorRateLimited, true, false],
    ['200 with a body that is not JSON', http(200), 'The gateway sent data gatekit could not read.', true, false],
    ['404 NotFound', gateway(404, 5, 'account kii1x not found'), defaultCommonStrings.errorNotFound, false, true],
    ['404 with a generic code', gateway(404, 2), defaultCommonStrings.errorNotFound, false, true],
    ['400 InvalidArgument about an address', gateway(400, 3, 'decoding bech32 failed'), 'This address is not valid.', false, false],
    ['400 InvalidArgument', gateway(400, 3, 'page size too large'), defaultCommonStrings.errorInvalid, false, false],
    ['501 Unimplemented', gateway(501, 12), defaultCommonStrings.errorUnsupported, false, false],
    ['404 without a gateway body', http(404), defaultCommonStrings.errorUnsupported, false, false],
    ['403 PermissionDenied', gateway(403, 7), defaultCommonStrings.errorRefused, false, false],
    ['SchemaError', new SchemaError({ endpoint: 'bank/balances', path: '$.balances[0].amount', expected: 'string', received: 'number', issueCount: 1 }), 'The gateway sent data gatekit could not read.', false, false],
    ['ParameterError on an address', new ParameterError({ parameter: 'address', problem: 'must be a bech32 account address' }), 'This address is not valid.', false, false],
    ['ParameterError', new ParameterError({ parameter: 'hash', problem: 'must be 64 hexadecimal characters' }), defaultCommonStrings.errorInvalid, false, false],
    ['ResponseTooLargeError', new ResponseTooLargeError({ limit: 1024, status: 200, request }), defaultCommonStrings.errorTooLarge, false, false],
    ['an unknown error', new Error('render failed'), defaultCommonStrings.errorUnknown, true, false],
  ])('%s', (_, error, message, retryable, notFound) => {
    const described = describeError(error)
    expect(described.message).toBe(message)
    expect(described.retryable).toBe(retryable)
    expect(described.notFound).toBe(notFound)
    expect(isNotFoundError(error)).toBe(notFound)
    // The headline never carries the technical text.
    expect(described.message).not.toContain('HTTP')
  })

  it('keeps the technical text: short message and details, no stack', () => {
    const error = gateway(400, 3, 'decoding bech32 failed')
    expect(errorTechnicalText(error)).toBe('The gateway refused the request: InvalidArgument (HTTP 400, code 3).\ndecoding bech32 failed')
    expect(errorTechnicalText(error)).not.toContain('at ')
    expect(errorTechnicalText({ shortMessage: 'crossed a boundary' })).toBe('crossed a boundary')
  })

  it('takes its sentences from the strings it is given (localized)', () => {
    const strings = { ...defaultCommonStrings, errorTimeout: 'Das Gateway hat nicht rechtzeitig geantwortet.' }
    expect(describeError(new TimeoutError({ timeout: 1, request }), strings).message).toBe('Das Gateway hat nicht rechtzeitig geantwortet.')
  })
})
