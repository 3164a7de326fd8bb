import { describe, expect, it } from 'vitest'
import { encodeBech32Address } from '../../src/core/addresses.ts'
import { parseCoinList, partText, recogniseEventValue, type EventValuePart } from '../../src/components/shared/eventValueEntities.ts'

const bytes = (fill: number, length = 20) => new Uint8Array(length).fill(fill)
const account = encodeBech32Address('kii', bytes(7))
const contract = encodeBech32Address('kii', bytes(9, 32))
const operator = encodeBech32Address('kiivaloper', bytes(3))
const consensus = encodeBech32Address('kiivalcons', bytes(4))
const remote = encodeBech32Address('cosmos', bytes(7))
// The last character changed: same shape, wrong checksum.
const mistyped = account.slice(0, -1) + (account.endsWith('q') ? 'p' : 'q')
const ibcDenom = 'ibc/27394FB092D2ECCD56123C74F36E4C1F926001CEADA9CA97EA622B25F41E5EB2'
const hash = 'A'.repeat(32) + '0123456789abcdef'.repeat(2)

const joined = (parts: EventValuePart[]) => parts.map(partText).join('')
const asText = (value: string) => [{ kind: 'text', text: value }]

describe('recogniseEventValue', () => {
  it('finds bech32 accounts and contracts with a valid checksum, by shape whatever the key', () => {
    expect(recogniseEventValue('sender', account)).toEqual([{ kind: 'account', address: account }])
    expect(recogniseEventValue('_contract_address', contract)).toEqual([{ kind: 'account', address: contract }])
    expect(recogniseEventValue('sender', mistyped)).toEqual(asText(mistyped))
    expect(recogniseEventValue('sender', account.toUpperCase())).toEqual(asText(account.toUpperCase()))
  })

  it('finds validator operator and consensus addresses as validators', () => {
    expect(recogniseEventValue('validator', operator)).toEqual([{ kind: 'validator', address: operator }])
    expect(recogniseEventValue('validator', consensus)).toEqual([{ kind: 'validator', address: consensus }])
  })

  it("keeps another chain's addresses as text when the chain's prefix is known", () => {
    expect(recogniseEventValue('receiver', remote, undefined, { accountPrefix: 'kii' })).toEqual(asText(remote))
    expect(recogniseEventValue('receiver', account, undefined, { accountPrefix: 'kii' })).toEqual([{ kind: 'account', address: account }])
    expect(recogniseEventValue('validator', operator, undefined, { accountPrefix: 'kii' })).toEqual([{ kind: 'validator', address: operator }])
    expect(recogniseEventValue('validator', encodeBech32Address('cosmosvaloper', bytes(3)), undefined, { accountPrefix: 'kii' })).toHaveLength(1)
    expect(recogniseEventValue('validator', encodeBech32Address('cosmosvaloper', bytes(3)), undefined, { accountPrefix: 'kii' })[0]!.kind).toBe('text')
  })

  it('splits a signer and its sequence (`acc_seq`)', () => {
    expect(recogniseEventValue('acc_seq', `${account}/12`)).toEqual([
      { kind: 'account', address: account },
      { kind: 'text', text: '/12' },
    ])
    expect(recogniseEventValue('acc_seq', `${mistyped}/12`)).toEqual(asText(`${mistyped}/12`))
  })

  it('reads coin lists strictly under amount-like keys, amounts kept as strings', () => {
    const big = '123456789012345678901234567890'
    const parts = recogniseEventValue('amount', `${big}ukii,5${ibcDenom}`)
    expect(parts).toEqual([
      { kind: 'coin', amount: big, denom: 'ukii' },
      { kind: 'text', text: ',' },
      { kind: 'coin', amount: '5', denom: ibcDenom },
    ])
    expect(joined(parts)).toBe(`${big}ukii,5${ibcDenom}`)
    expect(recogniseEventValue('fee', '5akii')).toEqual([{ kind: 'coin', amount: '5', denom: 'akii' }])
    expect(recogniseEventValue('token_amount', '7uatom')).toEqual([{ kind: 'coin', amount: '7', denom: 'uatom' }])
    // One malformed coin leaves the whole value text: a decimal, a space, a leading zero, an empty piece, no denom.
    for (const value of ['1.5ukii', '1000 ukii', '01ukii', '1000ukii,', '1000', '5ukii,abc']) {
      expect(recogniseEventValue('amount', value)).toEqual(asText(value))
    }
    // The same shape under a key that is not an amount is not read as coins.
    expect(recogniseEventValue('memo', '1000ukii')).toEqual(asText('1000ukii'))
  })

  it('links a denom under a denom key, but not an IBC transfer path', () => {
    expect(recogniseEventValue('denom', ibcDenom)).toEqual([{ kind: 'denom', denom: ibcDenom }])
    expect(recogniseEventValue('denom', 'transfer/channel-0/uatom')).toEqual(asText('transfer/channel-0/uatom'))
    expect(recogniseEventValue('module', 'bank')).toEqual(asText('bank'))
  })

  it('finds transaction hashes and heights only where the key says so', () => {
    expect(recogniseEventValue('tx_hash', hash)).toEqual([{ kind: 'tx', hash }])
    expect(recogniseEventValue('data', hash)).toEqual(asText(hash))
    expect(recogniseEventValue('height', '1204')).toEqual([{ kind: 'block', height: '1204' }])
    expect(recogniseEventValue('height', '0')).toEqual(asText('0'))
    expect(recogniseEventValue('sequence', '1204')).toEqual(asText('1204'))
  })

  it("finds this chain's channel end with its port, and leaves the other end as text", () => {
    const packet = (type: string) => ({
      type,
      attributes: [
        { key: 'packet_src_port', value: 'transfer' },
        { key: 'packet_src_channel', value: 'channel-0' },
        { key: 'packet_dst_port', value: 'transfer' },
        { key: 'packet_dst_channel', value: 'channel-141' },
      ],
    })
    expect(recogniseEventValue('packet_src_channel', 'channel-0', packet('send_packet'))).toEqual([{ kind: 'channel', portId: 'transfer', channelId: 'channel-0' }])
    expect(recogniseEventValue('packet_dst_channel', 'channel-141', packet('send_packet'))).toEqual(asText('channel-141'))
    expect(recogniseEventValue('packet_dst_channel', 'channel-141', packet('recv_packet'))).toEqual([{ kind: 'channel', portId: 'transfer', channelId: 'channel-141' }])
    expect(recogniseEventValue('packet_src_channel', 'channel-0', packet('recv_packet'))).toEqual(asText('channel-0'))
    const open = {
      type: 'channel_open_init',
      attributes: [
        { key: 'port_id', value: 'transfer' },
        { key: 'channel_id', value: 'channel-7' },
        { key: 'counterparty_port_id', value: 'transfer' },
        { key: 'counterparty_channel_id', value: 'channel-9' },
      ],
    }
    expect(recogniseEventValue('channel_id', 'channel-7', open)).toEqual([{ kind: 'channel', portId: 'transfer', channelId: 'channel-7' }])
    expect(recogniseEventValue('counterparty_channel_id', 'channel-9', open)).toEqual(asText('channel-9'))
    // Without its port a channel id names no page.
    expect(recogniseEventValue('channel_id', 'channel-7', { type: 'x', attributes: [] })).toEqual(asText('channel-7'))
  })

  it('keeps unknown, empty and huge values as one text part', () => {
    expect(recogniseEventValue('action', '/cosmos.bank.v1beta1.MsgSend')).toEqual(asText('/cosmos.bank.v1beta1.MsgSend'))
    expect(recogniseEventValue('sender', '')).toEqual(asText(''))
    const huge = `${account}${'x'.repeat(3000)}`
    expect(recogniseEventValue('sender', huge)).toEqual(asText(huge))
    expect(recogniseEventValue('html', '<img src=x onerror=alert(1)>')).toEqual(asText('<img src=x onerror=alert(1)>'))
  })
})

describe('parseCoinList', () => {
  it('parses every coin or nothing', () => {
    expect(parseCoinList('1ukii,2uatom')).toEqual([
      { amount: '1', denom: 'ukii' },
      { amount: '2', denom: 'uatom' },
    ])
    expect(parseCoinList('')).toBeUndefined()
    expect(parseCoinList('1ukii,x')).toBeUndefined()
  })
})
