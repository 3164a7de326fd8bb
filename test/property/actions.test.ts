import { bech32 } from '@scure/base'
import fc from 'fast-check'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import * as gatekit from '../../src/exports/index.ts'
import { BaseError, ParameterError } from '../../src/core/errors.ts'
import { setupMockServer, testClient } from '../helpers.tsx'
import { propertyRunner } from './runs.ts'

// Every public action against a gateway that answers 200 with arbitrary or adversarial JSON
// (deep nesting, huge arrays, long strings, many keys, `__proto__` and `constructor` keys,
// integers beyond 2^53, nulls where messages go) resolves or rejects with a gatekit error:
// never a RangeError, a TypeError or anything else. MSW answers at the network layer.

const run = propertyRunner('actions')
const mock = setupMockServer()
const baseUrl = 'http://hostile.test'

type Action = (client: gatekit.GatewayClient, parameters: unknown) => Promise<unknown>
type Endpoint = { id: string; response: unknown; method: string }

const exported = gatekit as unknown as Record<string, unknown>
// Each endpoint `getXEndpoint` (or `decodeTxEndpoint`) with its action `getX`, found by name so
// that a new endpoint is covered without being listed here.
const actions = Object.entries(exported)
  .filter(([name, value]) => name.endsWith('Endpoint') && typeof value === 'object' && value !== null && 'response' in value)
  .map(([name, endpoint]) => ({ name: name.slice(0, -'Endpoint'.length), endpoint: endpoint as Endpoint, action: exported[name.slice(0, -'Endpoint'.length)] as Action }))
  .filter((entry) => typeof entry.action === 'function')

const address = 'kii1sgsyrq4y7ngcllawqu5sqzm4h9k85p0ugq5u7l'
const validator = bech32.encode('kiivaloper', bech32.decode(address).words)
// One set of valid parameters for every action: each takes the names it knows.
const parameters = {
  address,
  owner: address,
  relayer: address,
  kiiAddress: address,
  validatorAddress: validator,
  evmAddress: '0x5B38Da6a701c568545dCfcB03FcB875f56beddC4',
  to: '0x5B38Da6a701c568545dCfcB03FcB875f56beddC4',
  data: '0x313ce567',
  pointer: '0x5B38Da6a701c568545dCfcB03FcB875f56beddC4',
  pointee: 'akii',
  pointerType: 'ERC20',
  hash: 'A'.repeat(64),
  denom: 'akii',
  trace: 'transfer/channel-0/uatom',
  height: '5',
  channelId: 'channel-0',
  portId: 'transfer',
  connectionId: 'connection-0',
  connection: 'connection-0',
  clientId: '07-tendermint-0',
  sequence: '1',
  revisionNumber: '1',
  revisionHeight: '5',
  packetCommitmentSequences: ['1', '2'],
  packetAckSequences: ['1'],
  txBytes: 'CgQKAhIA',
  aminoBinary: 'AAEC',
  aminoJson: '{"type":"cosmos-sdk/StdTx","value":{"msg":[],"fee":{"amount":[],"gas":"0"},"signatures":[],"memo":""}}',
  tx: { body: { messages: [], memo: '', timeout_height: '0' }, auth_info: { signer_infos: [], fee: null }, signatures: [] },
  eventQuery: 'tx.height>0',
  proof: 'AAEC',
  value: 'AAEC',
  proofHeight: { revisionNumber: '1', revisionHeight: '5' },
  merklePath: { keyPath: ['ibc', 'connections/connection-0'] },
  addressBytes: 'FBM0ZO+ItjkAs4qtGmi0GVrXyP8=',
  addressString: address,
  name: 'fee_collector',
  lookbackSeconds: '60',
}

const deep = (depth: number, open: string, close: string, inner = '1') => `${open.repeat(depth)}${inner}${close.repeat(depth)}`
const bigInteger = fc.bigInt({ min: 2n ** 53n, max: 10n ** 30n })
const hostileKey = fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '', '@type', 'type_url')
const jsonText = fc.jsonValue().map((value) => JSON.stringify(value))
// Bodies (JSON text) of a hostile gateway's 200 answer.
const body = fc.oneof(
  { weight: 3, arbitrary: jsonText },
  { weight: 2, arbitrary: fc.dictionary(fc.oneof(hostileKey, fc.string({ maxLength: 12 })), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 20 }).map((value) => JSON.stringify(value)) },
  fc.tuple(hostileKey, jsonText).map(([key, value]) => `{${JSON.stringify(key)}:${value},"constructor":{"prototype":{"polluted":true}}}`),
  fc.integer({ min: 60, max: 20_000 }).map((depth) => deep(depth, '[', ']')),
  fc.integer({ min: 60, max: 20_000 }).map((depth) => deep(depth, '{"a":', '}')),
  fc.integer({ min: 60, max: 5_000 }).map((depth) => `{"tx":${deep(depth, '{"body":', '}', 'null')},"tx_response":null,"account":${deep(depth, '{"base_account":', '}')}}`),
  fc.integer({ min: 60, max: 5_000 }).map(
    (depth) =>
      `{"tx":{"body":null,"auth_info":{"signer_infos":[{"sequence":"0","mode_info":${deep(depth, '{"multi":{"mode_infos":[', ']}}', '{"single":{"mode":"SIGN_MODE_DIRECT"}}')}}]},"signatures":[]},"tx_response":null,"txs":[]}`,
  ),
  fc.integer({ min: 1_000, max: 50_000 }).map((length) => `{"balances":[${Array.from({ length }, () => '{"denom":"a","amount":"1"}').join(',')}],"pagination":null}`),
  fc.integer({ min: 1_000, max: 200_000 }).map((length) => JSON.stringify({ data: 'A'.repeat(length), message: 'm'.repeat(length) })),
  fc.integer({ min: 100, max: 5_000 }).map((keys) => JSON.stringify(Object.fromEntries(Array.from({ length: keys }, (_, index) => [`k${index}`, index])))),
  bigInteger.map((big) => `{"balance":{"denom":"akii","amount":${big}},"height":${big},"code":${big},"version":${big}}`),
)

function serve(answer: () => string) {
  mock.use(http.all(`${baseUrl}/*`, () => new HttpResponse(answer(), { status: 200, headers: { 'content-type': 'application/json' } })))
}

const client = () => testClient({ baseUrl, retry: 0, timeout: 5_000 })

describe('every public action under arbitrary and adversarial JSON', () => {
  it('finds the actions, and the shared parameters reach the network for nearly all of them', async () => {
    expect(actions.length).toBeGreaterThanOrEqual(80)
    serve(() => '{}')
    const refused: string[] = []
    for (const { name, action } of actions) {
      const outcome = await action(client(), parameters).catch((error: unknown) => error)
      if (outcome instanceof ParameterError) refused.push(`${name} (${outcome.parameter})`)
    }
    expect(refused.length, `refused before sending: ${refused.join(', ')}`).toBeLessThanOrEqual(3)
  })

  it('resolve or reject with a gatekit error on each fixed adversarial answer (deep, wide, prototype keys, big integers)', async () => {
    const modeInfo = (depth: number) => deep(depth, '{"multi":{"mode_infos":[', ']}}', '{"single":{"mode":"SIGN_MODE_DIRECT"}}')
    const txWith = (modeInfoText: string) =>
      `{"body":{"messages":[],"memo":"","timeout_height":"0"},"auth_info":{"signer_infos":[{"sequence":"0","mode_info":${modeInfoText}}]},"signatures":[]}`
    const answers = [
      `{"tx":${txWith(modeInfo(2_000))},"tx_response":null,"txs":[${txWith(modeInfo(2_000))}],"tx_responses":[]}`,
      `{"tx":${txWith(modeInfo(10_000))},"txs":[${txWith(modeInfo(10_000))}]}`,
      deep(20_000, '[', ']'),
      deep(20_000, '{"account":', '}'),
      `{"balances":[${deep(10_000, '{"denom":', '}', '"a"')}],"pagination":null}`,
      '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"balances":[],"pagination":null}',
      `{"balance":{"denom":"akii","amount":123456789012345678901234567890},"height":18446744073709551616}`,
    ]
    for (const answer of answers) {
      serve(() => answer)
      for (const { name, action } of actions) {
        const outcome = await action(client(), parameters).then(
          () => undefined,
          (error: unknown) => error,
        )
        if (outcome !== undefined && !(outcome instanceof BaseError)) throw new Error(`${name} rejected with ${String(outcome)}`, { cause: outcome })
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  }, 120_000)

  it('resolve, or reject with a gatekit BaseError subclass, and nothing else', async () => {
    let current = '{}'
    serve(() => current)
    const gateway = client()
    await run(
      fc.asyncProperty(fc.constantFrom(...actions), body, async ({ name, action }, text) => {
        current = text
        const outcome = await action(gateway, parameters).then(
          () => undefined,
          (error: unknown) => error,
        )
        if (outcome === undefined) return
        if (!(outcome instanceof BaseError)) throw new Error(`${name} rejected with ${String(outcome)}`, { cause: outcome })
        expect(outcome.message.length).toBeLessThan(10_000)
      }),
      400,
    )
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  }, 120_000)
})
