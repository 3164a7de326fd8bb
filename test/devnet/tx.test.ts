import { base64, hex } from '@scure/base'
import { sha256 } from '@noble/hashes/sha2.js'
import { BinaryReader } from 'cosmjs-types/binary'
import { MsgMultiSend, MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx'
import { TxMsgData } from 'cosmjs-types/cosmos/base/abci/v1beta1/abci'
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys'
import { MsgVote } from 'cosmjs-types/cosmos/gov/v1beta1/tx'
import { MsgDelegate } from 'cosmjs-types/cosmos/staking/v1beta1/tx'
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing'
import { AuthInfo, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { MsgTransfer } from 'cosmjs-types/ibc/applications/transfer/v1/tx'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeAminoStdTx, encodeAminoStdTx, stdTxFromTx } from '../../src/devnet/amino.ts'
import { aminoDisfix } from '../../src/devnet/aminoTypes.ts'
import { createChain } from '../../src/devnet/chain.ts'
import { type DevnetBlock, type DevnetTx, type EventJson } from '../../src/devnet/chainTypes.ts'
import { toBech32 } from '../../src/devnet/encoding.ts'
import { createDevnet } from '../../src/devnet/gateway.ts'
import { type TxJson } from '../../src/devnet/protoJson.ts'
import { devnetMessageTypes } from '../../src/devnet/protoMessages.ts'
import { decodeTxBytes, encodeTxJson } from '../../src/devnet/protobuf.ts'
import { startDevnetServer, type DevnetServer } from '../../src/devnet/server.ts'
import type { DevnetAccount } from '../../src/devnet/state.ts'

let server: DevnetServer
beforeAll(async () => {
  server = await startDevnetServer({ port: 0, seed: 'devnet-tx', autoAdvance: false })
  // Produce blocks until every message type the devnet makes up has appeared (deterministic for the seed).
  while (devnetMessageTypes.some((typeUrl) => !sampleOf(typeUrl)) && server.devnet.chain.latestHeight() < 400n) {
    server.devnet.produceBlock()
  }
})
afterAll(() => server.close())

const chain = () => server.devnet.chain
const post = async (path: string, body: unknown) => {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
const get = async (path: string) => {
  const response = await fetch(`${server.url}${path}`)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const typeOf = (tx: DevnetTx) => ((tx.tx as TxJson).body.messages[0]!['@type'])
function sampleOf(typeUrl: string): DevnetTx | undefined {
  return server.devnet.chain.allTxs().find((tx) => tx.response.code === 0 && typeOf(tx) === typeUrl)
}
const hashOf = (bytes: Uint8Array) => hex.encode(sha256(bytes)).toUpperCase()

// ---------------------------------------------------------------------------
// Transactions built on the client side with cosmjs-types, as a wallet would.

type Message = { typeUrl: string; value: Uint8Array }
const signature = new Uint8Array(64).fill(7)

function signedTx(
  messages: Message[],
  signer: Pick<DevnetAccount, 'sequence' | 'pubKey'>,
  options: { sequence?: bigint; gasLimit?: bigint; fee?: string; memo?: string; pubKey?: string | null; signatures?: Uint8Array[] } = {},
): Uint8Array {
  const pubKey = options.pubKey === undefined ? signer.pubKey : options.pubKey
  const bodyBytes = TxBody.encode(TxBody.fromPartial({ messages, memo: options.memo ?? '' })).finish()
  const authInfoBytes = AuthInfo.encode({
    signerInfos: [
      {
        ...(pubKey
          ? { publicKey: { typeUrl: '/cosmos.crypto.secp256k1.PubKey', value: PubKey.encode({ key: base64.decode(pubKey) }).finish() } }
          : {}),
        modeInfo: { single: { mode: SignMode.SIGN_MODE_DIRECT } },
        sequence: options.sequence ?? signer.sequence,
      },
    ],
    fee: { amount: [{ denom: 'akii', amount: options.fee ?? '5000000000000000' }], gasLimit: options.gasLimit ?? 300_000n, payer: '', granter: '' },
  }).finish()
  return TxRaw.encode({ bodyBytes, authInfoBytes, signatures: options.signatures ?? [signature] }).finish()
}

const send = (from: string, to: string, amount: bigint | string, denom = 'akii'): Message => ({
  typeUrl: MsgSend.typeUrl,
  value: MsgSend.encode({ fromAddress: from, toAddress: to, amount: [{ denom, amount: String(amount) }] }).finish(),
})

let freshIndex = 0
/** A valid address nobody has used: its balances change only through the test's own transactions. */
const freshAddress = () => toBech32('kii', sha256(new TextEncoder().encode(`tx-test-recipient-${freshIndex++}`)).slice(0, 20))

/** A user account of the devnet that can sign (it has a public key). */
const signers = () => chain().accounts().filter((account) => account.kind === 'base' && account.pubKey !== null)

/** Net change of an address's balance of a denom over a block, from the coin events of its transactions. */
function netFromEvents(block: DevnetBlock, address: string, denom: string): bigint {
  let net = 0n
  const amountOf = (text: string) =>
    text
      .split(',')
      .map((part) => /^(\d+)(.+)$/.exec(part))
      .filter((match): match is RegExpExecArray => match !== null && match[2] === denom)
      .reduce((sum, match) => sum + BigInt(match[1]!), 0n)
  for (const tx of block.txs) {
    for (const event of tx.response.events as EventJson[]) {
      const value = (key: string) => event.attributes.find((attribute) => attribute.key === key)?.value
      if (event.type === 'coin_received' && value('receiver') === address) net += amountOf(value('amount') ?? '')
      if (event.type === 'coin_spent' && value('spender') === address) net -= amountOf(value('amount') ?? '')
    }
  }
  return net
}

describe('protobuf transactions', () => {
  it('stores every transaction as TxRaw bytes whose SHA-256 is its hash and whose decoding is the JSON it serves', () => {
    const types = new Set<string>()
    for (const tx of chain().allTxs()) {
      expect(tx.hash).toBe(hashOf(tx.bytes))
      const raw = TxRaw.decode(tx.bytes)
      const body = TxBody.decode(raw.bodyBytes)
      const authInfo = AuthInfo.decode(raw.authInfoBytes)
      expect(raw.signatures).toHaveLength(1)
      expect(authInfo.signerInfos[0]!.modeInfo?.single?.mode).toBe(SignMode.SIGN_MODE_DIRECT)
      expect(decodeTxBytes(tx.bytes)).toEqual(tx.tx)
      expect(tx.response.tx).toEqual({ '@type': '/cosmos.tx.v1beta1.Tx', ...tx.tx })
      const json = tx.tx as TxJson
      expect(body.messages.map((message) => message.typeUrl)).toEqual(json.body.messages.map((message) => message['@type']))
      types.add(body.messages[0]!.typeUrl)
    }
    expect([...types].sort()).toEqual([...devnetMessageTypes].sort())
    const block = chain().allTxs()[0]!.height
    expect((chain().block(block)!.json.block as { data: { txs: string[] } }).data.txs[0]).toBe(base64.encode(chain().block(block)!.txs[0]!.bytes))
  })

  it('encodes each message value as the protobuf its type URL names', () => {
    const valueOf = (typeUrl: string) => TxBody.decode(TxRaw.decode(sampleOf(typeUrl)!.bytes).bodyBytes).messages[0]!.value
    const messageOf = (typeUrl: string) => (sampleOf(typeUrl)!.tx as TxJson).body.messages[0]!

    const sendJson = messageOf(MsgSend.typeUrl)
    expect(MsgSend.decode(valueOf(MsgSend.typeUrl))).toEqual({
      fromAddress: sendJson.from_address,
      toAddress: sendJson.to_address,
      amount: sendJson.amount,
    })
    const multi = MsgMultiSend.decode(valueOf(MsgMultiSend.typeUrl))
    expect(multi.outputs.map((output) => output.address)).toEqual(
      (messageOf(MsgMultiSend.typeUrl).outputs as { address: string }[]).map((output) => output.address),
    )
    const transfer = MsgTransfer.decode(valueOf(MsgTransfer.typeUrl))
    expect(transfer.timeoutHeight?.revisionHeight.toString()).toBe(
      (messageOf(MsgTransfer.typeUrl).timeout_height as { revision_height: string }).revision_height,
    )
    expect(MsgDelegate.decode(valueOf(MsgDelegate.typeUrl)).validatorAddress).toBe(messageOf(MsgDelegate.typeUrl).validator_address)
    const vote = MsgVote.decode(valueOf(MsgVote.typeUrl))
    expect(vote.proposalId.toString()).toBe(messageOf(MsgVote.typeUrl).proposal_id)

    // The oracle vote is not in cosmjs-types: read its three string fields off the wire.
    const oracle = '/kiichain.oracle.MsgAggregateExchangeRateVote'
    const reader = new BinaryReader(valueOf(oracle))
    const fields: [number, number, string][] = []
    while (reader.pos < reader.len) {
      const tag = reader.uint32()
      fields.push([tag >>> 3, tag & 7, reader.string()])
    }
    const oracleJson = messageOf(oracle)
    expect(fields).toEqual([
      [1, 2, oracleJson.exchange_rates],
      [2, 2, oracleJson.feeder],
      [3, 2, oracleJson.validator],
    ])
  })

  it('decodes and re-encodes one transaction of every message type over HTTP, byte for byte', async () => {
    for (const typeUrl of devnetMessageTypes) {
      const tx = sampleOf(typeUrl)!
      const decoded = await post('/stack/tx/v1beta1/decode', { tx_bytes: base64.encode(tx.bytes) })
      expect(decoded).toEqual({ status: 200, body: { tx: tx.tx } })
      const fetched = await get(`/stack/tx/v1beta1/txs/${tx.hash}`)
      expect(fetched.body.tx).toEqual(decoded.body.tx)
      const encoded = await post('/stack/tx/v1beta1/encode', { tx: decoded.body.tx })
      expect(encoded).toEqual({ status: 200, body: { tx_bytes: base64.encode(tx.bytes) } })
      expect(encodeTxJson(tx.tx)).toEqual(tx.bytes)
    }
  })

  it('decodes transactions a wallet built, with and without a public key and with several messages', async () => {
    const [alice] = signers()
    const bytes = signedTx([send(alice!.address, freshAddress(), 1n), send(alice!.address, freshAddress(), 2n, 'ticket')], alice!, {
      memo: 'two sends',
      pubKey: null,
    })
    const { body } = await post('/stack/tx/v1beta1/decode', { tx_bytes: base64.encode(bytes) })
    const tx = body.tx as TxJson
    expect(tx.body.memo).toBe('two sends')
    expect(tx.body.messages.map((message) => (message.amount as { denom: string }[])[0]!.denom)).toEqual(['akii', 'ticket'])
    expect(tx.auth_info.signer_infos[0]).toEqual({ public_key: null, mode_info: { single: { mode: 'SIGN_MODE_DIRECT' } }, sequence: alice!.sequence.toString() })
    expect(tx.auth_info.tip).toBeNull()
    const again = await post('/stack/tx/v1beta1/encode', { tx })
    expect(again.body.tx_bytes).toBe(base64.encode(bytes))
  })

  it('refuses bad bytes and JSON with 400, code 3', async () => {
    const refused = async (path: string, body: unknown, message: RegExp) => {
      const answer = await post(path, body)
      expect(answer).toMatchObject({ status: 400, body: { code: 3, details: [] } })
      expect(answer.body.message).toMatch(message)
    }
    await refused('/stack/tx/v1beta1/decode', { tx_bytes: '***' }, /illegal base64/)
    await refused('/stack/tx/v1beta1/decode', { tx_bytes: base64.encode(new TextEncoder().encode('not a transaction')) }, /tx parse error/)
    await refused('/stack/tx/v1beta1/decode', {}, /invalid empty tx bytes/)
    await refused('/stack/tx/v1beta1/decode', '{"tx_bytes":', /not valid JSON/)
    const unknown = TxRaw.encode({
      bodyBytes: TxBody.encode(TxBody.fromPartial({ messages: [{ typeUrl: '/cosmos.bank.v1beta1.MsgBurn', value: new Uint8Array([10, 1, 97]) }] })).finish(),
      authInfoBytes: new Uint8Array(),
      signatures: [],
    }).finish()
    await refused('/stack/tx/v1beta1/decode', { tx_bytes: base64.encode(unknown) }, /unable to resolve type URL \/cosmos\.bank\.v1beta1\.MsgBurn/)
    // A message with a field its type does not have, as a chain's unknown-field check refuses.
    const extraField = TxRaw.encode({
      bodyBytes: TxBody.encode(
        TxBody.fromPartial({ messages: [{ typeUrl: MsgSend.typeUrl, value: Uint8Array.of(...MsgSend.encode({ fromAddress: 'a', toAddress: 'b', amount: [] }).finish(), 0x20, 0x01) }] }),
      ).finish(),
      authInfoBytes: new Uint8Array(),
      signatures: [],
    }).finish()
    await refused('/stack/tx/v1beta1/decode', { tx_bytes: base64.encode(extraField) }, /unknown field 4/)
    const textAmount = TxRaw.encode({
      bodyBytes: TxBody.encode(TxBody.fromPartial({ messages: [send('kii1a', 'kii1b', 'lots')] })).finish(),
      authInfoBytes: new Uint8Array(),
      signatures: [],
    }).finish()
    await refused('/stack/tx/v1beta1/decode', { tx_bytes: base64.encode(textAmount) }, /invalid coin amount "lots"/)
    await refused('/stack/tx/v1beta1/encode', { tx: { body: { messages: [{ '@type': '/cosmos.bank.v1beta1.MsgBurn' }] } } }, /MsgBurn/)
    await refused('/stack/tx/v1beta1/encode', { tx: { body: { messages: [{ from_address: 'x' }] } } }, /"@type"/)
    await refused('/stack/tx/v1beta1/encode', { tx: { body: { messages: [{ '@type': MsgSend.typeUrl, amount: [{ denom: 'akii', amount: 1.5 }] }] } } }, /amount\[0\]\.amount/)
    await refused('/stack/tx/v1beta1/encode', {}, /invalid empty tx/)
  })
})

describe('legacy amino', () => {
  it('derives the prefix bytes of registered names as go-amino does', () => {
    const prefix = (name: string) => hex.encode(aminoDisfix(name).prefix).toUpperCase()
    expect(prefix('cosmos-sdk/StdTx')).toBe('282816A9')
    expect(prefix('cosmos-sdk/MsgSend')).toBe('A8A3619A')
    expect(prefix('cosmos-sdk/MsgDelegate')).toBe('921D2E4E')
    expect(prefix('cosmos-sdk/MsgVote')).toBe('A1CADD36')
    expect(prefix('tendermint/PubKeySecp256k1')).toBe('EB5AE987')
    expect(prefix('tendermint/PubKeyEd25519')).toBe('1624DE64')
  })

  it('lays out a StdTx field by field: zero values left out, Int amounts always written', () => {
    const stdTx = (amount: string) => ({
      type: 'cosmos-sdk/StdTx',
      value: {
        msg: [{ type: 'cosmos-sdk/MsgSend', value: { from_address: 'a', to_address: 'b', amount: [{ denom: 'x', amount }] } }],
        fee: { amount: [], gas: '7' },
        signatures: [],
        memo: 'm',
        timeout_height: '0',
      },
    })
    // prefix | msg (field 1): MsgSend prefix, from, to, one coin | fee (field 2): gas 7 | memo (field 4)
    expect(hex.encode(encodeAminoStdTx(stdTx('5')))).toBe('282816a90a12a8a3619a0a01611201621a060a017812013512021007' + '22016d')
    expect(hex.encode(encodeAminoStdTx(stdTx('0')))).toBe('282816a90a12a8a3619a0a01611201621a060a017812013012021007' + '22016d')
  })

  it('round-trips a StdTx of every message type over HTTP', async () => {
    for (const typeUrl of devnetMessageTypes) {
      const tx = sampleOf(typeUrl)!
      const stdTx = stdTxFromTx(tx.tx as TxJson)
      const encoded = await post('/stack/tx/v1beta1/encode/amino', { amino_json: JSON.stringify(stdTx) })
      expect(encoded.status).toBe(200)
      const binary = base64.decode(encoded.body.amino_binary as string)
      const message = (stdTx.value as { msg: { type: string }[] }).msg[0]!
      expect(hex.encode(binary.slice(0, 4))).toBe('282816a9')
      // The first field is the message: 0x0a, a length, then the prefix of its amino name.
      const lengthBytes = binary[5]! >= 0x80 ? 2 : 1
      expect(hex.encode(binary.slice(5 + lengthBytes, 9 + lengthBytes))).toBe(hex.encode(aminoDisfix(message.type).prefix))
      // The signer's key travels as eb5ae987, 0x21 and the 33 key bytes.
      const key = hex.encode(base64.decode((tx.tx as TxJson).auth_info.signer_infos[0]!.public_key!.key as string))
      expect(hex.encode(binary)).toContain(`0a26eb5ae98721${key}`)

      const decoded = await post('/stack/tx/v1beta1/decode/amino', { amino_binary: encoded.body.amino_binary })
      expect(decoded.status).toBe(200)
      expect(JSON.parse(decoded.body.amino_json as string)).toEqual(stdTx)
      const again = await post('/stack/tx/v1beta1/encode/amino', { amino_json: decoded.body.amino_json })
      expect(again.body.amino_binary).toBe(encoded.body.amino_binary)
      expect(decodeAminoStdTx(binary)).toEqual(stdTx)
    }
  })

  it('writes votes with the option as a number, as amino JSON does', () => {
    const stdTx = stdTxFromTx(sampleOf(MsgVote.typeUrl)!.tx as TxJson)
    const vote = (stdTx.value as { msg: { value: { option: unknown } }[] }).msg[0]!.value
    expect(typeof vote.option).toBe('number')
    expect(vote.option).toBeGreaterThanOrEqual(1)
  })

  it('refuses what is not an amino StdTx with 400, code 3', async () => {
    const refused = async (path: string, body: unknown, message: RegExp) => {
      const answer = await post(path, body)
      expect(answer).toMatchObject({ status: 400, body: { code: 3 } })
      expect(answer.body.message).toMatch(message)
    }
    await refused('/stack/tx/v1beta1/encode/amino', { amino_json: '{"type":' }, /invalid amino_json/)
    await refused('/stack/tx/v1beta1/encode/amino', { amino_json: '' }, /invalid empty tx json/)
    await refused('/stack/tx/v1beta1/encode/amino', { amino_json: '{"type":"cosmos-sdk/MsgSend","value":{}}' }, /cosmos-sdk\/StdTx/)
    await refused(
      '/stack/tx/v1beta1/encode/amino',
      { amino_json: JSON.stringify({ type: 'cosmos-sdk/StdTx', value: { msg: [{ type: 'cosmos-sdk/MsgBurn', value: {} }] } }) },
      /unknown amino type "cosmos-sdk\/MsgBurn"/,
    )
    await refused('/stack/tx/v1beta1/decode/amino', { amino_binary: base64.encode(Uint8Array.of(1, 2, 3, 4, 5)) }, /282816A9/)
    await refused('/stack/tx/v1beta1/decode/amino', { amino_binary: base64.encode(Uint8Array.of(0x28, 0x28, 0x16, 0xa9, 0x0a, 0x05, 1)) }, /past the end/)
    await refused('/stack/tx/v1beta1/decode/amino', { amino_binary: '' }, /invalid empty tx bytes/)
  })
})

describe('broadcast and the mempool', () => {
  it('takes a valid transaction with code 0, then executes it first in the next block', async () => {
    const [alice] = signers()
    const recipient = freshAddress()
    const amount = 123_456_789_000_000_000n
    const before = chain().balances(alice!.address).get('akii') ?? 0n
    const sequence = alice!.sequence
    const bytes = signedTx([send(alice!.address, recipient, amount)], alice!)
    const hash = hashOf(bytes)

    const answer = await post('/stack/tx/v1beta1/txs', { tx_bytes: base64.encode(bytes), mode: 'BROADCAST_MODE_SYNC' })
    expect(answer).toEqual({
      status: 200,
      body: {
        tx_response: {
          height: '0',
          txhash: hash,
          codespace: '',
          code: 0,
          data: '',
          raw_log: '',
          logs: [],
          info: '',
          gas_wanted: '0',
          gas_used: '0',
          tx: null,
          timestamp: '',
          events: [],
        },
      },
    })
    expect(chain().pendingTxs()).toEqual([hash])
    expect(await get(`/stack/tx/v1beta1/txs/${hash}`)).toMatchObject({ status: 404, body: { code: 5 } })
    expect(chain().balances(alice!.address).get('akii')).toBe(before)

    const block = server.devnet.produceBlock()
    expect(block.txs[0]!.hash).toBe(hash)
    expect(block.txs[0]!.bytes).toEqual(bytes)
    expect(chain().pendingTxs()).toEqual([])
    const found = await get(`/stack/tx/v1beta1/txs/${hash}`)
    expect(found.status).toBe(200)
    expect(found.body.tx_response).toMatchObject({ height: block.height.toString(), code: 0, txhash: hash, gas_wanted: '300000' })
    const search = await get(`/stack/tx/v1beta1/txs?query=${encodeURIComponent(`tx.hash='${hash}'`)}`)
    expect((search.body.tx_responses as { txhash: string }[]).map((response) => response.txhash)).toEqual([hash])
    const withTxs = await get(`/stack/tx/v1beta1/txs/block/${block.height}`)
    expect((withTxs.body.block as { data: { txs: string[] } }).data.txs[0]).toBe(base64.encode(bytes))

    expect(chain().balances(recipient).get('akii')).toBe(amount)
    expect(chain().balances(alice!.address).get('akii')).toBe(before + netFromEvents(block, alice!.address, 'akii'))
    const events = block.txs[0]!.response.events as EventJson[]
    const spent = events.filter((event) => event.type === 'coin_spent').map((event) => event.attributes.find((a) => a.key === 'amount')!.value)
    expect(spent).toEqual(['5000000000000000akii', `${amount}akii`])
    expect(chain().account(alice!.address)!.sequence).toBeGreaterThan(sequence)
    // The receiver got an account, as the bank module creates one on first receipt.
    expect((await get(`/stack/auth/v1beta1/accounts/${recipient}`)).status).toBe(200)
  })

  it('checks against the mempool: the next transaction of a signer needs the next sequence', async () => {
    const [, bob] = signers()
    const sequence = bob!.sequence
    const first = signedTx([send(bob!.address, freshAddress(), 1n)], bob!)
    const stale = signedTx([send(bob!.address, freshAddress(), 2n)], bob!)
    const second = signedTx([send(bob!.address, freshAddress(), 3n)], bob!, { sequence: sequence + 1n })
    expect(chain().broadcastTx(first)).toMatchObject({ code: 0 })
    expect(chain().broadcastTx(stale)).toMatchObject({
      code: 32,
      codespace: 'sdk',
      raw_log: `account sequence mismatch, expected ${sequence + 1n}, got ${sequence}: incorrect account sequence`,
    })
    expect(chain().broadcastTx(second)).toMatchObject({ code: 0 })
    expect(chain().broadcastTx(second)).toMatchObject({ code: 19, raw_log: 'tx already exists in cache' })
    const block = server.devnet.produceBlock()
    expect(block.txs.slice(0, 2).map((tx) => tx.hash)).toEqual([hashOf(first), hashOf(second)])
    expect(block.txs.slice(0, 2).map((tx) => tx.response.code)).toEqual([0, 0])
    expect(chain().broadcastTx(first)).toMatchObject({ code: 19 })
  })

  it('refuses invalid transactions with the code CheckTx gives, keeping nothing', async () => {
    const [, , carol] = signers()
    const held = chain().balances(carol!.address).get('akii') ?? 0n
    const refusal = async (bytes: Uint8Array) => {
      const answer = await post('/stack/tx/v1beta1/txs', { tx_bytes: base64.encode(bytes), mode: 'BROADCAST_MODE_SYNC' })
      expect(answer).toMatchObject({ status: 200 })
      return answer.body.tx_response as { code: number; codespace: string; raw_log: string; txhash: string; height: string }
    }
    const tooMuch = await refusal(signedTx([send(carol!.address, freshAddress(), held + 1n)], carol!))
    expect(tooMuch).toMatchObject({ code: 5, codespace: 'sdk', height: '0' })
    expect(tooMuch.raw_log).toMatch(/^failed to execute message; message index: 0: spendable balance \d+akii is smaller than \d+akii: insufficient funds$/)
    expect(await refusal(signedTx([send(carol!.address, freshAddress(), 1n)], carol!, { fee: (held + 1n).toString() }))).toMatchObject({
      code: 5,
      raw_log: expect.stringMatching(/^insufficient funds to pay for fees; /),
    })
    expect(await refusal(signedTx([send(carol!.address, freshAddress(), 1n)], carol!, { sequence: carol!.sequence + 5n }))).toMatchObject({ code: 32 })
    expect(await refusal(signedTx([send(carol!.address, freshAddress(), 1n)], carol!, { gasLimit: 1_000n }))).toMatchObject({
      code: 11,
      raw_log: expect.stringMatching(/gasWanted: 1000, gasUsed: \d+: out of gas$/),
    })
    const otherKey = base64.encode(Uint8Array.of(2, ...new Uint8Array(32).fill(9)))
    expect(await refusal(signedTx([send(carol!.address, freshAddress(), 1n)], carol!, { pubKey: otherKey }))).toMatchObject({ code: 8 })
    expect(await refusal(signedTx([send(carol!.address, freshAddress(), 1n)], carol!, { signatures: [] }))).toMatchObject({ code: 15 })
    const stranger = freshAddress()
    expect(await refusal(signedTx([send(stranger, freshAddress(), 1n)], { sequence: 0n, pubKey: otherKey }))).toMatchObject({ code: 9 })
    expect(await refusal(signedTx([], carol!))).toMatchObject({ code: 18 })
    expect(chain().pendingTxs()).toEqual([])
  })

  it('answers async broadcasts at once, keeping only what passes the check', async () => {
    const [, , , dave] = signers()
    const valid = signedTx([send(dave!.address, freshAddress(), 5n)], dave!)
    const invalid = signedTx([send(dave!.address, freshAddress(), 5n)], dave!, { sequence: dave!.sequence + 9n })
    for (const bytes of [invalid, valid]) {
      const answer = await post('/stack/tx/v1beta1/txs', { tx_bytes: base64.encode(bytes), mode: 'BROADCAST_MODE_ASYNC' })
      expect(answer.body.tx_response).toMatchObject({ code: 0, txhash: hashOf(bytes), raw_log: '' })
    }
    expect(chain().pendingTxs()).toEqual([hashOf(valid)])
    server.devnet.produceBlock()
    expect(chain().tx(hashOf(valid))?.response.code).toBe(0)
    expect(chain().tx(hashOf(invalid))).toBeUndefined()
  })

  it('refuses block mode, a missing mode and malformed bytes with 400, code 3', async () => {
    const [alice] = signers()
    const bytes = base64.encode(signedTx([send(alice!.address, freshAddress(), 1n)], alice!))
    const block = await post('/stack/tx/v1beta1/txs', { tx_bytes: bytes, mode: 'BROADCAST_MODE_BLOCK' })
    expect(block).toMatchObject({ status: 400, body: { code: 3, message: expect.stringMatching(/^block mode is not supported/) } })
    expect(await post('/stack/tx/v1beta1/txs', { tx_bytes: bytes, mode: 1 })).toMatchObject({ status: 400, body: { code: 3 } })
    expect(await post('/stack/tx/v1beta1/txs', { tx_bytes: bytes })).toMatchObject({ status: 400, body: { code: 3 } })
    expect(await post('/stack/tx/v1beta1/txs', { tx_bytes: bytes, mode: 'FAST' })).toMatchObject({ status: 400, body: { code: 3 } })
    expect(await post('/stack/tx/v1beta1/txs', { tx_bytes: 'AAEC', mode: 'BROADCAST_MODE_SYNC' })).toMatchObject({ status: 400, body: { code: 3 } })
    expect(await post('/stack/tx/v1beta1/txs', { mode: 'BROADCAST_MODE_SYNC' })).toMatchObject({ status: 400, body: { code: 3, message: 'invalid empty tx' } })
    expect(chain().pendingTxs()).toEqual([])
  })

  it('gives a fresh account its public key with its first transaction', async () => {
    const fresh = chain().account(server.devnet.fixtures.freshAddress)!
    expect(fresh.pubKey).toBeNull()
    const key = base64.encode(Uint8Array.of(3, ...sha256(new TextEncoder().encode('fresh-key'))))
    const bytes = signedTx([send(fresh.address, freshAddress(), 1_000n)], fresh, { pubKey: key })
    expect(chain().broadcastTx(bytes)).toMatchObject({ code: 0 })
    server.devnet.produceBlock()
    expect(chain().account(fresh.address)!.pubKey).toBe(key)
    const events = chain().tx(hashOf(bytes))!.response.events as EventJson[]
    expect(events.find((event) => event.attributes[0]!.key === 'acc_seq')!.attributes[0]!.value).toBe(`${fresh.address}/0`)
    const info = await get(`/stack/auth/v1beta1/account_info/${fresh.address}`)
    expect(info.body.info).toMatchObject({ pub_key: { '@type': '/cosmos.crypto.secp256k1.PubKey', key } })
  })

  it('executes every message type a wallet broadcasts, with its module events', async () => {
    const genesis = chain().genesis
    const validator = genesis.validators[0]!
    const feeder = chain().account(validator.feeder)!
    const [alice] = signers().filter((account) => account.address !== feeder.address)
    const open = genesis.channels.find((channel) => channel.portId === 'transfer' && channel.state === 'STATE_OPEN')!
    const closed = genesis.channels.find((channel) => channel.portId === 'transfer' && channel.state === 'STATE_CLOSED')!
    const messages: Message[] = [
      {
        typeUrl: MsgMultiSend.typeUrl,
        value: MsgMultiSend.encode({
          inputs: [{ address: alice!.address, coins: [{ denom: 'akii', amount: '30' }] }],
          outputs: [
            { address: freshAddress(), coins: [{ denom: 'akii', amount: '10' }] },
            { address: freshAddress(), coins: [{ denom: 'akii', amount: '20' }] },
          ],
        }).finish(),
      },
      {
        typeUrl: MsgDelegate.typeUrl,
        value: MsgDelegate.encode({ delegatorAddress: alice!.address, validatorAddress: validator.operatorAddress, amount: { denom: 'akii', amount: '1000' } }).finish(),
      },
      {
        typeUrl: MsgTransfer.typeUrl,
        value: MsgTransfer.encode(
          MsgTransfer.fromPartial({
            sourcePort: 'transfer',
            sourceChannel: open.channelId,
            token: { denom: 'akii', amount: '77' },
            sender: alice!.address,
            receiver: 'cosmos1receiver',
            timeoutHeight: { revisionNumber: 4n, revisionHeight: 30_000_000n },
          }),
        ).finish(),
      },
      { typeUrl: MsgVote.typeUrl, value: MsgVote.encode({ proposalId: 3n, voter: alice!.address, option: 1 }).finish() },
    ]
    const bytes = signedTx(messages, alice!, { gasLimit: 1_000_000n })
    expect(chain().broadcastTx(bytes)).toMatchObject({ code: 0 })

    const oracleValue = Uint8Array.of(
      ...[`1.5akii`, feeder.address, validator.operatorAddress].flatMap((value, index) => {
        const data = new TextEncoder().encode(value)
        return [((index + 1) << 3) | 2, data.length, ...data]
      }),
    )
    const oracle = signedTx([{ typeUrl: '/kiichain.oracle.MsgAggregateExchangeRateVote', value: oracleValue }], feeder)
    expect(chain().broadcastTx(oracle)).toMatchObject({ code: 0 })

    const block = server.devnet.produceBlock()
    const [all, vote] = block.txs
    const types = (all!.response.events as EventJson[]).map((event) => event.type)
    for (const type of ['send_packet', 'ibc_transfer', 'delegate', 'proposal_vote']) expect(types).toContain(type)
    const data = TxMsgData.decode(hex.decode((all!.response.data as string).toLowerCase()))
    expect(data.msgResponses.map((response) => response.typeUrl)).toEqual(messages.map((message) => `${message.typeUrl}Response`))
    expect((vote!.response.events as EventJson[]).map((event) => event.type)).toContain('aggregate_vote')
    expect((all!.response.logs as unknown[]).length).toBe(4)

    // Module checks run too: a closed channel, an unknown validator, a feeder voting for another validator.
    const refusedFor = (message: Message, signer = alice!) => chain().broadcastTx(signedTx([message], chain().account(signer.address)!))
    const transferOn = MsgTransfer.fromPartial({
      sourcePort: 'transfer',
      sourceChannel: closed.channelId,
      token: { denom: 'akii', amount: '1' },
      sender: alice!.address,
      receiver: 'cosmos1receiver',
      timeoutHeight: { revisionNumber: 4n, revisionHeight: 30_000_000n },
    })
    expect(refusedFor({ typeUrl: MsgTransfer.typeUrl, value: MsgTransfer.encode(transferOn).finish() })).toMatchObject({ code: 5, codespace: 'channel' })
    const unknownValidator = MsgDelegate.encode({ delegatorAddress: alice!.address, validatorAddress: 'kiivaloper1none', amount: { denom: 'akii', amount: '1' } }).finish()
    expect(refusedFor({ typeUrl: MsgDelegate.typeUrl, value: unknownValidator })).toMatchObject({ code: 3, codespace: 'staking' })
    expect(refusedFor({ typeUrl: MsgVote.typeUrl, value: MsgVote.encode({ proposalId: 99n, voter: alice!.address, option: 1 }).finish() })).toMatchObject({
      code: 2,
      codespace: 'gov',
    })
    const otherValidator = genesis.validators[1]!.operatorAddress
    const foreignVote = Uint8Array.of(
      ...['1.5akii', feeder.address, otherValidator].flatMap((value, index) => {
        const encoded = new TextEncoder().encode(value)
        return [((index + 1) << 3) | 2, encoded.length, ...encoded]
      }),
    )
    expect(refusedFor({ typeUrl: '/kiichain.oracle.MsgAggregateExchangeRateVote', value: foreignVote }, feeder)).toMatchObject({ code: 8, codespace: 'oracle' })
  })
})

describe('simulate', () => {
  it('reports the gas and events the transaction will have, without keeping anything', async () => {
    const [alice] = signers()
    const recipient = freshAddress()
    const bytes = signedTx([send(alice!.address, recipient, 42n)], alice!, { memo: 'simulated' })
    const sequence = alice!.sequence
    const simulated = await post('/stack/tx/v1beta1/simulate', { tx_bytes: base64.encode(bytes) })
    expect(simulated.status).toBe(200)
    const body = simulated.body as {
      gas_info: { gas_wanted: string; gas_used: string }
      result: { data: string; log: string; events: EventJson[]; msg_responses: unknown[] }
    }
    expect(body.gas_info.gas_wanted).toBe('300000')
    expect(body.result.msg_responses).toEqual([{ '@type': '/cosmos.bank.v1beta1.MsgSendResponse' }])
    expect(TxMsgData.decode(base64.decode(body.result.data)).msgResponses[0]!.typeUrl).toBe('/cosmos.bank.v1beta1.MsgSendResponse')
    expect(body.result.events.map((event) => event.type)).toEqual(['coin_spent', 'coin_received', 'transfer', 'tx', 'tx', 'tx', 'coin_spent', 'coin_received', 'transfer', 'message', 'message'])
    expect(body.result.events.every((event) => event.attributes.every((attribute) => attribute.index === true))).toBe(true)
    expect(chain().account(alice!.address)!.sequence).toBe(sequence)
    expect(chain().pendingTxs()).toEqual([])
    expect(chain().balances(recipient).size).toBe(0)

    chain().broadcastTx(bytes)
    server.devnet.produceBlock()
    const landed = chain().tx(hashOf(bytes))!
    expect(landed.response.gas_used).toBe(body.gas_info.gas_used)
    expect(landed.response.gas_wanted).toBe(body.gas_info.gas_wanted)
  })

  it('derives gas used from the size of the transaction and its message count', () => {
    const devnet = createDevnet({ seed: 'simulate-gas', autoAdvance: false })
    const [alice] = devnet.chain.accounts().filter((account) => account.kind === 'base' && account.pubKey !== null)
    const gasOf = (bytes: Uint8Array) => BigInt(devnet.chain.simulateTx(bytes).gasUsed)
    const one = signedTx([send(alice!.address, freshAddress(), 1n)], alice!, { memo: 'a' })
    const longer = signedTx([send(alice!.address, freshAddress(), 1n)], alice!, { memo: 'a'.repeat(11) })
    const two = signedTx([send(alice!.address, freshAddress(), 1n), send(alice!.address, freshAddress(), 1n)], alice!, { memo: 'a' })
    expect(gasOf(longer) - gasOf(one)).toBe(10n * BigInt(longer.length - one.length))
    expect(gasOf(two) - gasOf(one)).toBe(25_000n + 10n * BigInt(two.length - one.length))
    expect(gasOf(one)).toBe(gasOf(one))
  })

  it('simulates an unsigned transaction (no key, an empty signature, no gas limit) and the deprecated JSON form', async () => {
    const [alice] = signers()
    const unsigned = signedTx([send(alice!.address, freshAddress(), 1n)], alice!, { pubKey: null, signatures: [new Uint8Array()], gasLimit: 0n, fee: '0' })
    const simulated = await post('/stack/tx/v1beta1/simulate', { tx_bytes: base64.encode(unsigned) })
    expect(simulated.status).toBe(200)
    const byJson = await post('/stack/tx/v1beta1/simulate', { tx: decodeTxBytes(unsigned) })
    expect(byJson).toEqual(simulated)
  })

  it('answers a failing simulation as the SDK does (HTTP 500, code 2) and bad bytes with 400, code 3', async () => {
    const [alice] = signers()
    const stale = signedTx([send(alice!.address, freshAddress(), 1n)], alice!, { sequence: alice!.sequence + 3n })
    const failed = await post('/stack/tx/v1beta1/simulate', { tx_bytes: base64.encode(stale) })
    expect(failed).toMatchObject({ status: 500, body: { code: 2 } })
    expect(failed.body.message).toMatch(/^account sequence mismatch, expected \d+, got \d+: incorrect account sequence With gas wanted: '300000' and gas used: '\d+' $/)
    expect(await post('/stack/tx/v1beta1/simulate', { tx_bytes: 'AAEC' })).toMatchObject({ status: 400, body: { code: 3 } })
    expect(await post('/stack/tx/v1beta1/simulate', {})).toMatchObject({ status: 400, body: { code: 3 } })
  })
})

describe('blocks with transactions', () => {
  it('pages by offset as the SDK does: total always set, no next_key, a key ignored', async () => {
    const [alice] = signers()
    for (let index = 0n; index < 5n; index++) {
      expect(chain().broadcastTx(signedTx([send(alice!.address, freshAddress(), 1n)], alice!, { sequence: alice!.sequence + index }))).toMatchObject({ code: 0 })
    }
    const block = server.devnet.produceBlock()
    const hashes = block.txs.map((tx) => tx.hash)
    expect(hashes.length).toBeGreaterThanOrEqual(5)
    const page = async (query: string) => {
      const answer = await get(`/stack/tx/v1beta1/txs/block/${block.height}?${query}`)
      expect(answer.status).toBe(200)
      const txs = answer.body.txs as TxJson[]
      return { hashes: txs.map((tx) => hashOf(encodeTxJson(tx))), pagination: answer.body.pagination }
    }
    expect(await page('pagination.limit=2')).toEqual({ hashes: hashes.slice(0, 2), pagination: { next_key: null, total: String(hashes.length) } })
    expect((await page('pagination.limit=2&pagination.offset=2')).hashes).toEqual(hashes.slice(2, 4))
    expect((await page('pagination.limit=2&pagination.key=AAAA')).hashes).toEqual(hashes.slice(0, 2))
    expect((await page('pagination.limit=2&pagination.reverse=true')).hashes).toEqual([...hashes].reverse().slice(0, 2))
    expect((await page('')).hashes).toEqual(hashes)
    expect(await get(`/stack/tx/v1beta1/txs/block/${block.height}?pagination.offset=${hashes.length}`)).toMatchObject({ status: 400, body: { code: 3 } })
    const empty = await get('/stack/tx/v1beta1/txs/block/1')
    expect(empty).toMatchObject({ status: 200, body: { txs: [], pagination: { next_key: null, total: '0' } } })
  })
})

describe('determinism', () => {
  it('builds the same chain, broadcasts included, for the same seed', () => {
    const replay = () => {
      const chainOf = createChain({ seed: 'tx-determinism', autoAdvance: false, initialHeight: 20 })
      const [alice] = chainOf.accounts().filter((account) => account.kind === 'base' && account.pubKey !== null)
      chainOf.broadcastTx(signedTx([send(alice!.address, toBech32('kii', new Uint8Array(20).fill(1)), 9n)], alice!))
      for (let index = 0; index < 5; index++) chainOf.produceBlock()
      return chainOf.allTxs().map((tx) => `${tx.height}/${tx.hash}/${tx.response.code}/${tx.response.gas_used}`)
    }
    const first = replay()
    expect(replay()).toEqual(first)
    expect(first.length).toBeGreaterThan(10)
  })
})
