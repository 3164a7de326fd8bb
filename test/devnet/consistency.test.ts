import { base64 } from '@scure/base'
import { sha256 } from '@noble/hashes/sha2.js'
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx'
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys'
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing'
import { AuthInfo, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { MsgTransfer } from 'cosmjs-types/ibc/applications/transfer/v1/tx'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DevnetTx, EventJson } from '../../src/devnet/chainTypes.ts'
import { toBech32 } from '../../src/devnet/encoding.ts'
import type { TxJson } from '../../src/devnet/protoJson.ts'
import { startDevnetServer, type DevnetServer } from '../../src/devnet/server.ts'
import type { DevnetAccount } from '../../src/devnet/state.ts'

// The devnet agrees with itself: what a transaction does (packet sequences, escrow,
// oracle votes, refusals) is what the other endpoints then serve. Everything is read
// and broadcast over HTTP; blocks are produced by hand so each test sees its own.

let server: DevnetServer
beforeAll(async () => {
  server = await startDevnetServer({ port: 0, seed: 'devnet-consistency', autoAdvance: false, initialHeight: 150 })
})
afterAll(() => server.close())

const chain = () => server.devnet.chain
const fixtures = () => server.devnet.fixtures

async function get<T = Record<string, unknown>>(path: string): Promise<T> {
  const response = await fetch(`${server.url}${path}`)
  expect(response.status, path).toBe(200)
  return (await response.json()) as T
}

type TxResponseJson = { code: number; codespace: string; raw_log: string; txhash: string; events: EventJson[]; timestamp: string }

async function broadcast(bytes: Uint8Array): Promise<TxResponseJson> {
  const response = await fetch(`${server.url}/stack/tx/v1beta1/txs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tx_bytes: base64.encode(bytes), mode: 'BROADCAST_MODE_SYNC' }),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { tx_response: TxResponseJson }).tx_response
}

const executed = async (hash: string) => (await get<{ tx_response: TxResponseJson }>(`/stack/tx/v1beta1/txs/${hash}`)).tx_response

type Message = { typeUrl: string; value: Uint8Array }

/** A transaction as a wallet builds it: one signer, its key and sequence, a fee in akii (signatures are not checked). */
function signedTx(messages: Message[], signer: Pick<DevnetAccount, 'pubKey'>, sequence: bigint): Uint8Array {
  const bodyBytes = TxBody.encode(TxBody.fromPartial({ messages })).finish()
  const authInfoBytes = AuthInfo.encode({
    signerInfos: [
      {
        publicKey: { typeUrl: '/cosmos.crypto.secp256k1.PubKey', value: PubKey.encode({ key: base64.decode(signer.pubKey!) }).finish() },
        modeInfo: { single: { mode: SignMode.SIGN_MODE_DIRECT } },
        sequence,
      },
    ],
    fee: { amount: [{ denom: 'akii', amount: '5000000000000000' }], gasLimit: 300_000n, payer: '', granter: '' },
  }).finish()
  return TxRaw.encode({ bodyBytes, authInfoBytes, signatures: [new Uint8Array(64).fill(7)] }).finish()
}

const send = (from: string, to: string, amount: bigint, denom: string): Message => ({
  typeUrl: MsgSend.typeUrl,
  value: MsgSend.encode({ fromAddress: from, toAddress: to, amount: [{ denom, amount: amount.toString() }] }).finish(),
})

const transfer = (sender: string, channelId: string, amount: bigint, denom: string): Message => ({
  typeUrl: MsgTransfer.typeUrl,
  value: MsgTransfer.encode({
    sourcePort: 'transfer',
    sourceChannel: channelId,
    token: { denom, amount: amount.toString() },
    sender,
    receiver: toBech32('cosmos', sha256(new TextEncoder().encode(`receiver/${channelId}/${amount}`)).slice(0, 20)),
    timeoutHeight: { revisionNumber: 4n, revisionHeight: 99_000_000n },
    timeoutTimestamp: 0n,
    memo: '',
    encoding: '',
  }).finish(),
})

const account = (address: string) => chain().account(address)!
const recipient = (label: string) => toBech32('kii', sha256(new TextEncoder().encode(`consistency/${label}`)).slice(0, 20))
const attribute = (event: EventJson, key: string) => event.attributes.find((entry) => entry.key === key)?.value
const sendPackets = (events: readonly EventJson[]) => events.filter((event) => event.type === 'send_packet')
const channelPath = (channelId: string) => `/ibc/core/channel/v1/channels/${channelId}/ports/transfer`
const nextSequenceSend = async (channelId: string) =>
  BigInt((await get<{ next_sequence_send: string }>(`${channelPath(channelId)}/next_sequence_send`)).next_sequence_send)
const typeOf = (tx: DevnetTx) => (tx.tx as TxJson).body.messages[0]!['@type']

describe('ICS-20 packet sequences', () => {
  it("count per channel: each transfer takes its channel's next_sequence_send, whatever the other channels sent", async () => {
    const rich = account(fixtures().richAddress)
    const [first0, first1] = [await nextSequenceSend('channel-0'), await nextSequenceSend('channel-1')]
    const hashes: string[] = []
    const answers = [
      signedTx([transfer(rich.address, 'channel-0', 1_000n, 'akii')], rich, rich.sequence),
      signedTx([transfer(rich.address, 'channel-1', 2_000n, 'akii')], rich, rich.sequence + 1n),
      signedTx([transfer(rich.address, 'channel-0', 3_000n, 'akii')], rich, rich.sequence + 2n),
    ]
    for (const bytes of answers) {
      const answer = await broadcast(bytes)
      expect(answer.code, answer.raw_log).toBe(0)
      hashes.push(answer.txhash)
    }
    server.devnet.produceBlock()
    const sequences = []
    for (const hash of hashes) {
      const [packet] = sendPackets((await executed(hash)).events)
      sequences.push([attribute(packet!, 'packet_src_channel'), attribute(packet!, 'packet_sequence')])
    }
    expect(sequences).toEqual([
      ['channel-0', first0.toString()],
      ['channel-1', first1.toString()],
      ['channel-0', (first0 + 1n).toString()],
    ])
    expect(await nextSequenceSend('channel-0')).toBe(first0 + 2n)
    expect(await nextSequenceSend('channel-1')).toBe(first1 + 1n)
    const commitment = await get<{ commitment: string }>(`${channelPath('channel-0')}/packet_commitments/${first0 + 1n}`)
    expect(commitment.commitment).not.toBe('')
  })

  it("leave no gap on any channel: the chain's own transfers continue each channel's history one by one", async () => {
    for (let index = 0; index < 40; index++) server.devnet.produceBlock()
    const byChannel = new Map<string, bigint[]>()
    for (const tx of chain().allTxs()) {
      if (tx.response.code !== 0 || typeOf(tx) !== MsgTransfer.typeUrl) continue
      const detail = await executed(tx.hash)
      for (const packet of sendPackets(detail.events)) {
        const channelId = attribute(packet, 'packet_src_channel')!
        byChannel.set(channelId, [...(byChannel.get(channelId) ?? []), BigInt(attribute(packet, 'packet_sequence')!)])
      }
    }
    expect(byChannel.size).toBeGreaterThan(1)
    for (const [channelId, sequences] of byChannel) {
      const next = await nextSequenceSend(channelId)
      // The last packet sent took next_sequence_send - 1, the one before it - 2, ... down to the first.
      const expected = sequences.map((_, index) => next - BigInt(sequences.length - index))
      expect(sequences, channelId).toEqual(expected)
      // The history before the first block holds sequences 1 to the first the devnet sent, minus one.
      expect(sequences[0]! >= 1n).toBe(true)
    }
  })
})

describe('oracle votes', () => {
  it('carry the rates the oracle serves once their block is the latest', async () => {
    const isVote = (tx: DevnetTx) => tx.response.code === 0 && typeOf(tx) === '/kiichain.oracle.MsgAggregateExchangeRateVote'
    let votes: DevnetTx[] = []
    for (let index = 0; index < 400 && votes.length === 0; index++) votes = server.devnet.produceBlock().txs.filter(isVote)
    expect(votes.length).toBeGreaterThan(0)
    const served = await get<{ denom_oracle_exchange_rate: { denom: string; oracle_exchange_rate: { exchange_rate: string } }[] }>(
      '/appchain/oracle/denoms/exchange_rates',
    )
    const servedRates = served.denom_oracle_exchange_rate.map((entry) => `${entry.oracle_exchange_rate.exchange_rate}${entry.denom}`)
    expect(servedRates.length).toBeGreaterThan(2)
    for (const vote of votes) {
      const detail = await get<{ tx: { body: { messages: { exchange_rates: string }[] } } }>(`/stack/tx/v1beta1/txs/${vote.hash}`)
      expect(detail.tx.body.messages[0]!.exchange_rates.split(',')).toEqual(servedRates)
    }
  })

  it('of earlier blocks match the price snapshot of their block', async () => {
    const history = await get<{ price_snapshot: { snapshot_timestamp: string; price_snapshot_items: { denom: string; oracle_exchange_rate: { exchange_rate: string } }[] }[] }>(
      '/appchain/oracle/denoms/price_snapshot_history',
    )
    const bySecond = new Map(history.price_snapshot.map((snapshot) => [snapshot.snapshot_timestamp, snapshot.price_snapshot_items]))
    const votes = chain()
      .allTxs()
      .filter((tx) => tx.response.code === 0 && typeOf(tx) === '/kiichain.oracle.MsgAggregateExchangeRateVote')
    let compared = 0
    for (const vote of votes) {
      const detail = await executed(vote.hash)
      const items = bySecond.get(String(Date.parse(detail.timestamp) / 1000))
      if (!items) continue // older than the lookback
      const rates = (vote.tx as TxJson).body.messages[0]!.exchange_rates as string
      expect(rates.split(',')).toEqual(items.map((item) => `${item.oracle_exchange_rate.exchange_rate}${item.denom}`))
      compared++
    }
    expect(compared).toBeGreaterThan(0)
  })
})

describe('broadcast honours the bank', () => {
  it('refuses a denom whose sends are disabled with the bank codespace and code 5, and takes an enabled one', async () => {
    const listed = await get<{ send_enabled: { denom: string; enabled: boolean }[] }>('/stack/bank/v1beta1/send_enabled')
    const disabled = listed.send_enabled.filter((entry) => !entry.enabled).map((entry) => entry.denom)
    expect(disabled).toContain('ticket')
    const rich = account(fixtures().richAddress)
    const refused = await broadcast(signedTx([send(rich.address, recipient('ticket'), 1n, 'ticket')], rich, rich.sequence))
    expect(refused).toMatchObject({ code: 5, codespace: 'bank' })
    expect(refused.raw_log).toContain('ticket transfers are currently disabled: send transactions are disabled')
    const overIbc = await broadcast(signedTx([transfer(rich.address, 'channel-0', 1n, 'ticket')], rich, rich.sequence))
    expect(overIbc).toMatchObject({ code: 7, codespace: 'transfer' })

    const collector = account(fixtures().collectorAddress)
    const collectible = disabled.find((denom) => denom.includes('/COLLECTIBLE'))!
    const soulbound = await broadcast(signedTx([send(collector.address, recipient('collectible'), 1n, collectible)], collector, collector.sequence))
    expect(soulbound).toMatchObject({ code: 5, codespace: 'bank' })

    const enabled = listed.send_enabled.find((entry) => entry.enabled)!.denom
    const taken = await broadcast(signedTx([send(rich.address, recipient('enabled'), 1n, enabled)], rich, rich.sequence))
    expect(taken).toMatchObject({ code: 0 })
    server.devnet.produceBlock()
    const received = await get<{ balance: { amount: string } }>(`/stack/bank/v1beta1/balances/${recipient('enabled')}/by_denom?denom=${enabled}`)
    expect(received.balance.amount).toBe('1')
  })

  it('lets a vesting account spend only what is unlocked: more is insufficient funds', async () => {
    const vesting = account(fixtures().vestingAddress)
    const balance = BigInt((await get<{ balance: { amount: string } }>(`/stack/bank/v1beta1/balances/${vesting.address}/by_denom?denom=akii`)).balance.amount)
    const spendable = BigInt(
      (await get<{ balance: { amount: string } }>(`/stack/bank/v1beta1/spendable_balances/${vesting.address}/by_denom?denom=akii`)).balance.amount,
    )
    const fee = 5_000_000_000_000_000n
    expect(spendable).toBeLessThan(balance)
    const locked = await broadcast(signedTx([send(vesting.address, recipient('vesting'), spendable - fee + 1n, 'akii')], vesting, vesting.sequence))
    expect(locked).toMatchObject({ code: 5, codespace: 'sdk' })
    expect(locked.raw_log).toMatch(/spendable balance \d+akii is smaller than \d+akii: insufficient funds/)

    const unlocked = await broadcast(signedTx([send(vesting.address, recipient('vesting'), spendable - fee, 'akii')], vesting, vesting.sequence))
    expect(unlocked, unlocked.raw_log).toMatchObject({ code: 0 })
    server.devnet.produceBlock()
    const after = await get<{ balance: { amount: string } }>(`/stack/bank/v1beta1/spendable_balances/${vesting.address}/by_denom?denom=akii`)
    // Only what vested during the one block since is spendable now.
    expect(BigInt(after.balance.amount)).toBeLessThan(10n ** 17n)
  })
})

type ChannelJson = { channel_id: string; port_id: string; state: string; version: string }

describe('ICS-29 fee middleware', () => {
  it('shows the same channels as fee-enabled on the fee and the channel endpoints, with the ICS-29 version', async () => {
    const feeVersion = JSON.stringify({ fee_version: 'ics29-1', app_version: 'ics20-1' })
    const { channels } = await get<{ channels: ChannelJson[] }>('/ibc/core/channel/v1/channels')
    const listed = await get<{ fee_enabled_channels: { channel_id: string }[] }>('/ibc/apps/fee/v1/fee_enabled')
    const enabled = new Set(listed.fee_enabled_channels.map((channel) => channel.channel_id))
    expect(enabled.size).toBeGreaterThan(0)
    const transfers = channels.filter((channel) => channel.port_id === 'transfer')
    for (const channel of transfers) {
      const one = await get<{ fee_enabled: boolean }>(`/ibc/apps/fee/v1/channels/${channel.channel_id}/ports/transfer/fee_enabled`)
      const single = await get<{ channel: { version: string } }>(channelPath(channel.channel_id))
      const wrapped = channel.state === 'STATE_OPEN' && channel.version === feeVersion
      expect(single.channel.version, channel.channel_id).toBe(channel.version)
      expect(one.fee_enabled, channel.channel_id).toBe(wrapped)
      expect(enabled.has(channel.channel_id), channel.channel_id).toBe(wrapped)
    }
    expect(transfers.some((channel) => channel.state === 'STATE_OPEN' && !enabled.has(channel.channel_id))).toBe(true)
  })
})

describe('ICS-20 escrow', () => {
  const escrowOf = async (channelId: string) =>
    (await get<{ escrow_address: string }>(`/ibc/apps/transfer/v1/channels/${channelId}/ports/transfer/escrow_address`)).escrow_address
  const heldBy = async (address: string, denom: string) =>
    BigInt((await get<{ balance: { amount: string } }>(`/stack/bank/v1beta1/balances/${address}/by_denom?denom=${encodeURIComponent(denom)}`)).balance.amount)
  const totalEscrow = async (denom: string) =>
    BigInt((await get<{ amount: { amount: string } }>(`/ibc/apps/transfer/v1/denoms/${denom}/total_escrow`)).amount.amount)
  const transferChannels = async () =>
    (await get<{ channels: ChannelJson[] }>('/ibc/core/channel/v1/channels')).channels.filter((channel) => channel.port_id === 'transfer')

  it("holds each channel's tokens in that channel's escrow account, and the total is their sum", async () => {
    const channels = await transferChannels()
    const escrows = await Promise.all(channels.map((channel) => escrowOf(channel.channel_id)))
    expect(new Set(escrows).size).toBe(channels.length)
    const held = await Promise.all(escrows.map((address) => heldBy(address, 'akii')))
    expect(held.filter((amount) => amount > 0n).length).toBeGreaterThan(1)
    expect(await totalEscrow('akii')).toBe(held.reduce((total, amount) => total + amount, 0n))

    const rich = account(fixtures().richAddress)
    const amount = 77_000_000_000_000_000_000n
    const answer = await broadcast(signedTx([transfer(rich.address, 'channel-2', amount, 'akii')], rich, rich.sequence))
    expect(answer.code, answer.raw_log).toBe(0)
    server.devnet.produceBlock()
    const [packet] = sendPackets((await executed(answer.txhash)).events)
    expect(attribute(packet!, 'packet_src_channel')).toBe('channel-2')
    const after = await Promise.all(escrows.map((address) => heldBy(address, 'akii')))
    // Transfers the chain made up in that block may have escrowed too: compare with the block's own events.
    const index = channels.findIndex((channel) => channel.channel_id === 'channel-2')
    expect(after[index]! - held[index]!).toBeGreaterThanOrEqual(amount)
    expect(await totalEscrow('akii')).toBe(after.reduce((total, value) => total + value, 0n))
  })

  it('burns a voucher going back through the channel it came by instead of escrowing it', async () => {
    const voucher = fixtures().ibcDenom // uatom over transfer/channel-0
    const amount = 1_000n
    const holder = chain()
      .accounts()
      .find((candidate) => candidate.kind === 'base' && candidate.pubKey !== null && (chain().balances(candidate.address).get(voucher) ?? 0n) > amount)!
    const supplyOf = async () =>
      BigInt((await get<{ amount: { amount: string } }>(`/stack/bank/v1beta1/supply/by_denom?denom=${encodeURIComponent(voucher)}`)).amount.amount)
    expect(await heldBy(holder.address, voucher)).toBeGreaterThan(amount)
    const [supplyBefore, escrowBefore] = [await supplyOf(), await totalEscrow(voucher)]
    const answer = await broadcast(signedTx([transfer(holder.address, 'channel-0', amount, voucher)], holder, holder.sequence))
    expect(answer.code, answer.raw_log).toBe(0)
    server.devnet.produceBlock()
    const detail = await executed(answer.txhash)
    const [packet] = sendPackets(detail.events)
    // ICS-20 packet data names the voucher by its trace, not its hash.
    expect(JSON.parse(attribute(packet!, 'packet_data')!)).toMatchObject({ denom: 'transfer/channel-0/uatom', amount: '1000' })
    expect(detail.events.some((event) => event.type === 'burn' && attribute(event, 'amount') === `${amount}${voucher}`)).toBe(true)
    // Transfers the chain made up may move the voucher too; this one alone burned `amount`.
    const burned = chain()
      .latestBlock()
      .txs.filter((tx) => tx.response.code === 0)
      .flatMap((tx) => (tx.response.events as EventJson[]).filter((event) => event.type === 'burn'))
      .map((event) => attribute(event, 'amount')!)
      .filter((text) => text.endsWith(voucher))
      .reduce((total, text) => total + BigInt(text.slice(0, -voucher.length)), 0n)
    expect(await supplyOf()).toBe(supplyBefore - burned)
    expect(await totalEscrow(voucher)).toBeGreaterThanOrEqual(escrowBefore)
  })
})
