import { sha256 } from '@noble/hashes/sha2.js'
import { base64, hex } from '@scure/base'
import type { UseQueryResult } from '@tanstack/react-query'
import { act, waitFor } from '@testing-library/react'
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx'
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys'
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing'
import { AuthInfo, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { GatewayClient } from '../../src/core/client.ts'
import { GatewayError, ParameterError } from '../../src/core/errors.ts'
import { prepareRequest } from '../../src/core/prepareRequest.ts'
import { anyTypeUrl } from '../../src/core/schemas.ts'
import { stdTxFromTx } from '../../src/devnet/amino.ts'
import type { DevnetBlock, DevnetTx, EventJson } from '../../src/devnet/chainTypes.ts'
import { toBech32 } from '../../src/devnet/encoding.ts'
import type { TxJson } from '../../src/devnet/protoJson.ts'
import type { DevnetAccount } from '../../src/devnet/state.ts'
import { getBalances } from '../../src/modules/bank/getBalances.ts'
import { broadcastTx } from '../../src/modules/tx/broadcastTx.ts'
import { bytesToBase64 } from '../../src/modules/tx/bytes.ts'
import { decodeAminoTx } from '../../src/modules/tx/decodeAminoTx.ts'
import { decodeTx, decodeTxEndpoint } from '../../src/modules/tx/decodeTx.ts'
import { encodeAminoTx } from '../../src/modules/tx/encodeAminoTx.ts'
import { encodeTx } from '../../src/modules/tx/encodeTx.ts'
import { getBlockWithTxs } from '../../src/modules/tx/getBlockWithTxs.ts'
import { getTx } from '../../src/modules/tx/getTx.ts'
import { simulateTx } from '../../src/modules/tx/simulateTx.ts'
import { broadcastTxMutationOptions } from '../../src/query/tx/broadcastTx.ts'
import { decodeTxQueryOptions } from '../../src/query/tx/decodeTx.ts'
import { getNextBlockWithTxsOffset } from '../../src/query/tx/getBlockWithTxs.ts'
import { useBalances } from '../../src/react/hooks/bank/useBalances.ts'
import { useBlockWithTxs, useInfiniteBlockWithTxs } from '../../src/react/hooks/tx/useBlockWithTxs.ts'
import { useBroadcastTx } from '../../src/react/hooks/tx/useBroadcastTx.ts'
import { useDecodeAminoTx } from '../../src/react/hooks/tx/useDecodeAminoTx.ts'
import { useDecodeTx } from '../../src/react/hooks/tx/useDecodeTx.ts'
import { useEncodeAminoTx } from '../../src/react/hooks/tx/useEncodeAminoTx.ts'
import { useEncodeTx } from '../../src/react/hooks/tx/useEncodeTx.ts'
import { useSimulateTx } from '../../src/react/hooks/tx/useSimulateTx.ts'
import { useTx } from '../../src/react/hooks/tx/useTx.ts'
import { useTxSearch } from '../../src/react/hooks/tx/useTxSearch.ts'
import {
  expectIdle,
  recordingClient,
  renderGatekitHook,
  requestParts,
  setupDevnetServer,
  setupMockServer,
  testClient,
  walkPages,
} from '../helpers.tsx'

const devnet = setupDevnetServer({ seed: 'endpoints-tx' })
// MSW answers gateway.test only; the devnet server is reached over real HTTP.
const mock = setupMockServer()

const chain = () => devnet.devnet.chain

/** Method, path, query entries, content type and JSON body of a recorded request. */
async function requestPartsWithBody(request: Request | undefined) {
  const text = await request!.clone().text()
  return {
    ...requestParts(request),
    contentType: request!.headers.get('content-type'),
    body: text ? (JSON.parse(text) as unknown) : undefined,
  }
}

const hashOf = (bytes: Uint8Array) => hex.encode(sha256(bytes)).toUpperCase()
const sample = (): DevnetTx => chain().allTxs().find((tx) => tx.response.code === 0)!

async function settled<T>(hook: () => UseQueryResult<T>, client: GatewayClient) {
  const rendered = renderGatekitHook(hook, client)
  await waitFor(() => expect(rendered.result.current.isSuccess || rendered.result.current.isError).toBe(true))
  return rendered
}

/** Renders a hook on a client of its own and asserts that it waits without sending anything. */
async function expectIdleOnNewClient(hook: () => UseQueryResult<unknown>) {
  const { client, requests } = recordingClient(devnet.url)
  await expectIdle(hook, client, requests)
}

// ---------------------------------------------------------------------------
// Transactions built on the client side with cosmjs-types, as a wallet would.

let freshIndex = 0
/** A valid address nobody has used: only the test's own transactions touch it. */
const freshAddress = () => toBech32('kii', sha256(new TextEncoder().encode(`endpoint-recipient-${freshIndex++}`)).slice(0, 20))

const signers = () => chain().accounts().filter((account) => account.kind === 'base' && account.pubKey !== null)

function signedSend(
  from: DevnetAccount,
  to: string,
  amount: bigint,
  options: { sequence?: bigint; pubKey?: string | null; signatures?: Uint8Array[] } = {},
): Uint8Array {
  const pubKey = options.pubKey === undefined ? from.pubKey : options.pubKey
  const message = {
    typeUrl: MsgSend.typeUrl,
    value: MsgSend.encode({ fromAddress: from.address, toAddress: to, amount: [{ denom: 'akii', amount: amount.toString() }] }).finish(),
  }
  return TxRaw.encode({
    bodyBytes: TxBody.encode(TxBody.fromPartial({ messages: [message] })).finish(),
    authInfoBytes: AuthInfo.encode({
      signerInfos: [
        {
          ...(pubKey
            ? { publicKey: { typeUrl: '/cosmos.crypto.secp256k1.PubKey', value: PubKey.encode({ key: base64.decode(pubKey) }).finish() } }
            : {}),
          modeInfo: { single: { mode: SignMode.SIGN_MODE_DIRECT } },
          sequence: options.sequence ?? from.sequence,
        },
      ],
      fee: { amount: [{ denom: 'akii', amount: '5000000000000000' }], gasLimit: 200_000n, payer: '', granter: '' },
    }).finish(),
    signatures: options.signatures ?? [new Uint8Array(64).fill(3)],
  }).finish()
}

/** Net change of an address's balance of a denom over a block, from its transactions' coin events. */
function netFromEvents(block: DevnetBlock, address: string, denom: string): bigint {
  let net = 0n
  for (const tx of block.txs) {
    for (const event of tx.response.events as EventJson[]) {
      const value = (key: string) => event.attributes.find((attribute) => attribute.key === key)?.value ?? ''
      const amount = value('amount')
        .split(',')
        .map((part) => /^(\d+)(.+)$/.exec(part))
        .filter((match): match is RegExpExecArray => match?.[2] === denom)
        .reduce((sum, match) => sum + BigInt(match[1]!), 0n)
      if (event.type === 'coin_received' && value('receiver') === address) net += amount
      if (event.type === 'coin_spent' && value('spender') === address) net -= amount
    }
  }
  return net
}

/** One 503 for every POST to gateway.test, counted. */
function unavailable(path: string) {
  const counter = { count: 0 }
  mock.use(
    http.post(`http://gateway.test${path}`, () => {
      counter.count += 1
      return HttpResponse.json({ code: 14, message: 'unavailable', details: [] }, { status: 503 })
    }),
  )
  // The client's retry limit is 2: a GET would be sent three times.
  return { counter, client: testClient({ baseUrl: 'http://gateway.test', retry: 2 }) }
}

describe('decodeTx', () => {
  it('POSTs tx_bytes (from bytes or base64) and returns the transaction as the gateway shows it', async () => {
    const tx = sample()
    const { client, requests } = recordingClient(devnet.url)
    const fromBytes = await decodeTx(client, { txBytes: tx.bytes })
    const fromBase64 = await decodeTx(client, { txBytes: base64.encode(tx.bytes) })
    expect(fromBytes).toEqual({ tx: tx.tx })
    expect(fromBase64).toEqual(fromBytes)
    expect(fromBytes.tx!.body!.messages.map(anyTypeUrl)).toEqual((tx.tx as TxJson).body.messages.map((message) => message['@type']))
    for (const request of requests) {
      expect(await requestPartsWithBody(request)).toEqual({
        method: 'POST',
        path: '/stack/tx/v1beta1/decode',
        query: [],
        contentType: 'application/json',
        body: { tx_bytes: base64.encode(tx.bytes) },
      })
    }
  })

  it('is a cached query: bytes and their base64 share one key and one request', async () => {
    const tx = sample()
    const { client, requests } = recordingClient(devnet.url)
    const { result, queryClient } = renderGatekitHook(
      () => [useDecodeTx({ txBytes: tx.bytes }), useDecodeTx({ txBytes: base64.encode(tx.bytes) })],
      client,
    )
    await waitFor(() => expect(result.current.every((query) => query.isSuccess)).toBe(true))
    expect(result.current[0]!.data).toEqual({ tx: tx.tx })
    await queryClient.fetchQuery(decodeTxQueryOptions(client, { txBytes: tx.bytes }))
    expect(requests).toHaveLength(1)
    expect(queryClient.getQueryCache().getAll().map((query) => query.queryKey)).toEqual([
      ['gatekit', devnet.url, 'tx', 'decodeTx', { txBytes: base64.encode(tx.bytes) }],
    ])
  })

  it('waits while txBytes is missing, and reports bad bytes as 400, code 3', async () => {
    await expectIdleOnNewClient(() => useDecodeTx({ txBytes: undefined }))
    const { client } = recordingClient(devnet.url)
    const { result } = await settled(() => useDecodeTx({ txBytes: 'bm90IGEgdHJhbnNhY3Rpb24=' }), client)
    expect(result.current.error).toBeInstanceOf(GatewayError)
    expect(result.current.error).toMatchObject({ status: 400, code: 3, details: expect.stringMatching(/tx parse error/) })
    // Empty bytes are missing too: the contract says so before any mapper runs, and nothing is sent.
    expect(prepareRequest(client, decodeTxEndpoint, { txBytes: '' })).toMatchObject({
      ok: false,
      missing: ['txBytes'],
      problem: { parameter: 'txBytes', reason: 'missing', endpoint: 'tx/decodeTx' },
    })
    await expect(decodeTx(client, { txBytes: new Uint8Array() })).rejects.toSatisfy((error) => error instanceof ParameterError && error.reason === 'missing')
  })
})

describe('encodeTx', () => {
  it('POSTs the transaction JSON and returns its bytes, the inverse of decodeTx', async () => {
    const tx = sample()
    const { client, requests } = recordingClient(devnet.url)
    const { tx_bytes } = await encodeTx(client, { tx: (await decodeTx(client, { txBytes: tx.bytes })).tx! })
    expect(tx_bytes).toBe(base64.encode(tx.bytes))
    expect(await requestPartsWithBody(requests[1])).toMatchObject({ method: 'POST', path: '/stack/tx/v1beta1/encode', body: { tx: tx.tx } })
  })

  it('runs as a cached query hook', async () => {
    const tx = sample()
    const { client, requests } = recordingClient(devnet.url)
    const parameters = { tx: tx.tx as Parameters<typeof encodeTx>[1]['tx'] }
    const { result } = renderGatekitHook(() => [useEncodeTx(parameters), useEncodeTx({ ...parameters })], client)
    await waitFor(() => expect(result.current.every((query) => query.isSuccess)).toBe(true))
    expect(result.current[0]!.data).toEqual({ tx_bytes: base64.encode(tx.bytes) })
    expect(requests).toHaveLength(1)
  })

  it('reports JSON the chain cannot encode as 400, code 3', async () => {
    const { client } = recordingClient(devnet.url)
    const broken = { ...(sample().tx as TxJson), body: { ...(sample().tx as TxJson).body, messages: [{ '@type': '/cosmos.bank.v1beta1.MsgBurn' }] } }
    const error = await encodeTx(client, { tx: broken as Parameters<typeof encodeTx>[1]['tx'] }).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ name: 'GatewayError', status: 400, code: 3 })
  })
})

describe('encodeAminoTx and decodeAminoTx', () => {
  it('turn an amino JSON StdTx into amino binary and back', async () => {
    const aminoJson = JSON.stringify(stdTxFromTx(sample().tx as TxJson))
    const { client, requests } = recordingClient(devnet.url)
    const amino_binary = (await encodeAminoTx(client, { aminoJson })).amino_binary!
    expect(hex.encode(base64.decode(amino_binary).slice(0, 4))).toBe('282816a9')
    const { amino_json } = await decodeAminoTx(client, { aminoBinary: base64.decode(amino_binary) })
    expect(JSON.parse(amino_json)).toEqual(JSON.parse(aminoJson))
    expect(await requestPartsWithBody(requests[0])).toMatchObject({ method: 'POST', path: '/stack/tx/v1beta1/encode/amino', body: { amino_json: aminoJson } })
    expect(await requestPartsWithBody(requests[1])).toMatchObject({ method: 'POST', path: '/stack/tx/v1beta1/decode/amino', body: { amino_binary } })
  })

  it('run as cached query hooks, and report invalid amino JSON as 400, code 3', async () => {
    const aminoJson = JSON.stringify(stdTxFromTx(sample().tx as TxJson))
    const { client, requests } = recordingClient(devnet.url)
    const encoded = renderGatekitHook(() => [useEncodeAminoTx({ aminoJson }), useEncodeAminoTx({ aminoJson })], client)
    await waitFor(() => expect(encoded.result.current.every((query) => query.isSuccess)).toBe(true))
    const aminoBinary = encoded.result.current[0]!.data!.amino_binary!
    const decoded = renderGatekitHook(() => [useDecodeAminoTx({ aminoBinary }), useDecodeAminoTx({ aminoBinary: base64.decode(aminoBinary) })], client)
    await waitFor(() => expect(decoded.result.current.every((query) => query.isSuccess)).toBe(true))
    expect(decoded.result.current[1]!.data!.amino_json).toBe(aminoJson)
    expect(requests).toHaveLength(2)

    await expectIdleOnNewClient(() => useEncodeAminoTx({ aminoJson: '' }))
    const { result } = await settled(() => useEncodeAminoTx({ aminoJson: '{"type":"cosmos-sdk/StdTx"' }), client)
    expect(result.current.error).toMatchObject({ name: 'GatewayError', status: 400, code: 3 })
  })
})

describe('simulateTx', () => {
  it('POSTs tx_bytes and reports gas and events; the deprecated tx JSON gives the same answer', async () => {
    const [alice] = signers()
    const bytes = signedSend(alice!, freshAddress(), 10n)
    const { client, requests } = recordingClient(devnet.url)
    const simulated = await simulateTx(client, { txBytes: bytes })
    expect(simulated.gas_info!.gas_wanted).toBe('200000')
    expect(BigInt(simulated.gas_info!.gas_used) > 0n).toBe(true)
    expect(simulated.result!.msg_responses).toEqual([{ '@type': '/cosmos.bank.v1beta1.MsgSendResponse' }])
    expect(simulated.result!.events.some((event) => event.type === 'transfer')).toBe(true)
    expect(await requestPartsWithBody(requests[0])).toEqual({
      method: 'POST',
      path: '/stack/tx/v1beta1/simulate',
      query: [],
      contentType: 'application/json',
      body: { tx_bytes: base64.encode(bytes) },
    })
    const { tx } = await decodeTx(client, { txBytes: bytes })
    expect(await simulateTx(client, { tx: tx! })).toEqual(simulated)
    expect((await requestPartsWithBody(requests[2])).body).toEqual({ tx })
    expect(chain().pendingTxs()).toEqual([])
  })

  it('shares one request between components simulating the same transaction, and waits for its input', async () => {
    const [alice] = signers()
    const bytes = signedSend(alice!, freshAddress(), 11n)
    const { client, requests } = recordingClient(devnet.url)
    const { result, queryClient } = renderGatekitHook(() => [useSimulateTx({ txBytes: bytes }), useSimulateTx({ txBytes: bytesToBase64(bytes) })], client)
    await waitFor(() => expect(result.current.every((query) => query.isSuccess)).toBe(true))
    expect(result.current[0]!.data).toEqual(result.current[1]!.data)
    expect(requests).toHaveLength(1)
    expect(queryClient.getQueryCache().getAll()[0]!.queryKey).toEqual(['gatekit', devnet.url, 'tx', 'simulateTx', { txBytes: base64.encode(bytes) }])
    await expectIdleOnNewClient(() => useSimulateTx({}))
  })

  it('reports a transaction that would fail as the SDK does: HTTP 500, code 2, the reason in the details', async () => {
    const [alice] = signers()
    const stale = signedSend(alice!, freshAddress(), 1n, { sequence: alice!.sequence + 4n })
    const { client } = recordingClient(devnet.url)
    const { result } = await settled(() => useSimulateTx({ txBytes: stale }), client)
    expect(result.current.error).toBeInstanceOf(GatewayError)
    expect(result.current.error).toMatchObject({ status: 500, code: 2, details: expect.stringMatching(/^account sequence mismatch/) })
  })
})

describe('getTx', () => {
  it('GETs a transaction by hash, upper or lower case, with its result', async () => {
    const tx = sample()
    const { client, requests } = recordingClient(devnet.url)
    const found = await getTx(client, { hash: tx.hash.toLowerCase() })
    expect(found).toEqual({ tx: tx.tx, tx_response: tx.response })
    expect(await requestPartsWithBody(requests[0])).toMatchObject({ method: 'GET', path: `/stack/tx/v1beta1/txs/${tx.hash.toLowerCase()}`, query: [], body: undefined })
    const { result } = await settled(() => useTx({ hash: tx.hash }), client)
    expect(result.current.data?.tx_response?.txhash).toBe(tx.hash)
  })

  it('answers an unknown hash with 404, code 5, and waits while the hash is missing', async () => {
    const { client } = recordingClient(devnet.url)
    const { result } = await settled(() => useTx({ hash: 'AB'.repeat(32) }), client)
    expect(result.current.error).toMatchObject({ name: 'GatewayError', status: 404, code: 5, codeName: 'NotFound' })
    await expectIdleOnNewClient(() => useTx({ hash: undefined }))
  })
})

describe('getBlockWithTxs', () => {
  it('GETs a page of a block by offset and limit', async () => {
    const block = chain().allTxs().map((tx) => chain().block(tx.height)!).find((candidate) => candidate.txs.length >= 3)!
    const { client, requests } = recordingClient(devnet.url)
    const page = await getBlockWithTxs(client, { height: block.height, pagination: { offset: 1, limit: 2 } })
    expect(page.txs).toEqual(block.txs.slice(1, 3).map((tx) => tx.tx))
    expect(page.block!.header!.height).toBe(block.height.toString())
    expect(page.block_id).toEqual(block.json.block_id)
    expect(page.pagination).toEqual({ next_key: null, total: String(block.txs.length) })
    expect(await requestPartsWithBody(requests[0])).toMatchObject({
      method: 'GET',
      path: `/stack/tx/v1beta1/txs/block/${block.height}`,
      query: [
        ['pagination.offset', '1'],
        ['pagination.limit', '2'],
      ],
    })
    const { result } = await settled(() => useBlockWithTxs({ height: block.height.toString() }), client)
    expect(result.current.data?.txs).toHaveLength(block.txs.length)
  })

  it('answers a height above the latest block with 400, code 3', async () => {
    const { client } = recordingClient(devnet.url)
    const { result } = await settled(() => useBlockWithTxs({ height: chain().latestHeight() + 5n }), client)
    expect(result.current.error).toMatchObject({ name: 'GatewayError', status: 400, code: 3 })
  })

  it('walks every transaction of a block with the infinite hook, page by page to the end', async () => {
    const [, bob] = signers()
    for (let index = 0n; index < 6n; index++) {
      expect(chain().broadcastTx(signedSend(bob!, freshAddress(), 1n + index, { sequence: bob!.sequence + index }))).toMatchObject({ code: 0 })
    }
    const block = devnet.devnet.produceBlock()
    const { client, requests } = recordingClient(devnet.url)
    const { result } = renderGatekitHook(() => useInfiniteBlockWithTxs({ height: block.height, pagination: { limit: 4 } }), client)
    const pages = await walkPages(result)
    expect(pages.length).toBe(Math.ceil(block.txs.length / 4))
    expect(pages.flatMap((page) => page.txs)).toEqual(block.txs.map((tx) => tx.tx))
    const offsets = requests.map((request) => new URL(request.url).searchParams.get('pagination.offset'))
    expect(offsets).toEqual(pages.map((_, index) => String(index * 4)))
    expect(getNextBlockWithTxsOffset({ txs: [], pagination: { total: '9' } }, 8, 4)).toBeUndefined()
    expect(getNextBlockWithTxsOffset({ txs: [sample().tx as never], pagination: null }, 0, 1)).toBe(1)
  })
})

describe('broadcastTx', () => {
  it('POSTs tx_bytes in sync mode by default and returns CheckTx’s answer', async () => {
    const [, , carol] = signers()
    const bytes = signedSend(carol!, freshAddress(), 5n)
    const { client, requests } = recordingClient(devnet.url)
    const { tx_response } = await broadcastTx(client, { txBytes: bytes })
    expect(tx_response).toMatchObject({ code: 0, txhash: hashOf(bytes), height: '0', tx: null })
    expect(await requestPartsWithBody(requests[0])).toEqual({
      method: 'POST',
      path: '/stack/tx/v1beta1/txs',
      query: [],
      contentType: 'application/json',
      body: { tx_bytes: base64.encode(bytes), mode: 'BROADCAST_MODE_SYNC' },
    })
    const stale = await broadcastTx(client, { txBytes: signedSend(carol!, freshAddress(), 5n, { sequence: carol!.sequence }), mode: 'BROADCAST_MODE_ASYNC' })
    expect((await requestPartsWithBody(requests[1])).body).toMatchObject({ mode: 'BROADCAST_MODE_ASYNC' })
    expect(stale.tx_response!.code).toBe(0)
    const refused = await broadcastTx(client, { txBytes: signedSend(carol!, freshAddress(), 5n, { sequence: carol!.sequence }) })
    expect(refused.tx_response).toMatchObject({ code: 32, codespace: 'sdk', raw_log: expect.stringMatching(/incorrect account sequence$/) })
    devnet.devnet.produceBlock()
  })

  it('sends the deprecated block mode as asked, which SDK 0.47+ refuses with 400, code 3', async () => {
    const [, , carol] = signers()
    const { client } = recordingClient(devnet.url)
    const error = await broadcastTx(client, { txBytes: signedSend(carol!, freshAddress(), 5n), mode: 'BROADCAST_MODE_BLOCK' }).catch(
      (caught: unknown) => caught,
    )
    expect(error).toMatchObject({ name: 'GatewayError', status: 400, code: 3, details: expect.stringMatching(/^block mode is not supported/) })
    const malformed = await broadcastTx(client, { txBytes: 'AAEC' }).catch((caught: unknown) => caught)
    expect(malformed).toMatchObject({ name: 'GatewayError', status: 400, code: 3 })
  })

  it('broadcasts with the hook; after the next block the tx is found by hash, by search and in its block, and balances moved', async () => {
    const [alice] = signers()
    const recipient = freshAddress()
    const amount = 987_654_321_987_654_321n
    const before = chain().balances(alice!.address).get('akii') ?? 0n
    const bytes = signedSend(alice!, recipient, amount)
    const hash = hashOf(bytes)
    const { client, requests } = recordingClient(devnet.url)
    let produced: DevnetBlock | undefined
    const { result, queryClient } = renderGatekitHook(
      () => ({
        broadcast: useBroadcastTx({
          mutation: {
            onSuccess: async ({ tx_response }, _variables, _onMutateResult, context) => {
              if (tx_response!.code !== 0) return
              // The chain includes the transaction in its next block; then the documented prefixes refresh what it changed.
              produced = devnet.devnet.produceBlock()
              await context.client.invalidateQueries({ queryKey: ['gatekit', client.id, 'tx'] })
              await context.client.invalidateQueries({ queryKey: ['gatekit', client.id, 'bank'] })
            },
          },
        }),
        received: useBalances({ address: recipient }),
      }),
      client,
    )
    await waitFor(() => expect(result.current.received.data?.balances).toEqual([]))
    act(() => result.current.broadcast.mutate({ txBytes: bytes }))
    await waitFor(() => expect(result.current.broadcast.isSuccess).toBe(true))
    expect(result.current.broadcast.data?.tx_response).toMatchObject({ code: 0, txhash: hash })
    await waitFor(() => expect(result.current.received.data?.balances).toEqual([{ denom: 'akii', amount: amount.toString() }]))
    expect(queryClient.getMutationCache().getAll()[0]!.options.mutationKey).toEqual(['gatekit', devnet.url, 'tx', 'broadcastTx'])
    const broadcasts = await Promise.all(requests.filter((request) => request.method === 'POST').map(requestPartsWithBody))
    expect(broadcasts).toEqual([expect.objectContaining({ path: '/stack/tx/v1beta1/txs', body: { tx_bytes: base64.encode(bytes), mode: 'BROADCAST_MODE_SYNC' } })])

    const height = produced!.height
    const found = await settled(() => useTx({ hash }), client)
    expect(found.result.current.data?.tx_response).toMatchObject({ height: height.toString(), code: 0, txhash: hash })
    const searched = await settled(() => useTxSearch({ eventQuery: `tx.hash='${hash}'` }), client)
    expect(searched.result.current.data?.tx_responses?.map((response) => response.txhash)).toEqual([hash])
    const inBlock = await settled(() => useBlockWithTxs({ height }), client)
    expect(inBlock.result.current.data?.block?.data?.txs?.[0]).toBe(base64.encode(bytes))
    expect(inBlock.result.current.data?.txs[0]).toEqual(found.result.current.data?.tx)

    const sender = await getBalances(client, { address: alice!.address })
    const native = sender.balances.find((coin) => coin.denom === 'akii')!.amount
    expect(BigInt(native)).toBe(before + netFromEvents(produced!, alice!.address, 'akii'))
    const spent = (produced!.txs[0]!.response.events as EventJson[])
      .filter((event) => event.type === 'coin_spent')
      .map((event) => event.attributes.find((attribute) => attribute.key === 'amount')!.value)
    expect(spent).toEqual(['5000000000000000akii', `${amount}akii`])
  })

  it('resolves a refused transaction (the code says why) and rejects malformed bytes as a GatewayError', async () => {
    const [alice] = signers()
    const { client } = recordingClient(devnet.url)
    const { result } = renderGatekitHook(() => useBroadcastTx(), client)
    act(() => result.current.mutate({ txBytes: signedSend(alice!, freshAddress(), 1n, { sequence: alice!.sequence + 7n }) }))
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data?.tx_response).toMatchObject({ code: 32, codespace: 'sdk' })
    act(() => result.current.mutate({ txBytes: Uint8Array.of(0, 1, 2) }))
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toMatchObject({ name: 'GatewayError', status: 400, code: 3 })
  })
})

describe('POSTs are never retried', () => {
  const bytes = Uint8Array.of(10, 0)
  const cases: [string, string, () => UseQueryResult<unknown>][] = [
    ['decodeTx', '/stack/tx/v1beta1/decode', () => useDecodeTx({ txBytes: bytes })],
    ['encodeTx', '/stack/tx/v1beta1/encode', () => useEncodeTx({ tx: sample().tx as Parameters<typeof encodeTx>[1]['tx'] })],
    ['decodeAminoTx', '/stack/tx/v1beta1/decode/amino', () => useDecodeAminoTx({ aminoBinary: bytes })],
    ['encodeAminoTx', '/stack/tx/v1beta1/encode/amino', () => useEncodeAminoTx({ aminoJson: '{}' })],
    ['simulateTx', '/stack/tx/v1beta1/simulate', () => useSimulateTx({ txBytes: bytes })],
  ]
  for (const [name, path, hook] of cases) {
    it(`${name}: a 503 costs exactly one request`, async () => {
      const { counter, client } = unavailable(path)
      const { result } = await settled(hook, client)
      expect(result.current.error).toMatchObject({ name: 'GatewayError', status: 503, code: 14 })
      expect(counter.count).toBe(1)
    })
  }

  it('broadcastTx: a 503 costs exactly one request, from the action, the options and the hook', async () => {
    const { counter, client } = unavailable('/stack/tx/v1beta1/txs')
    await expect(broadcastTx(client, { txBytes: bytes })).rejects.toMatchObject({ status: 503 })
    expect(counter.count).toBe(1)
    expect(broadcastTxMutationOptions(client).retry).toBe(0)
    const { result } = renderGatekitHook(() => useBroadcastTx(), client)
    act(() => result.current.mutate({ txBytes: bytes }))
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toMatchObject({ name: 'GatewayError', status: 503, code: 14 })
    expect(counter.count).toBe(2)
  })
})
