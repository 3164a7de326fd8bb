import type { ChainEvent, Tx, TxResponse } from '../../core/txSchemas.ts'

// Crafted transactions for TxViewer's stories and unit tests: every built-in message type, failures,
// hostile text, base64 events. Not part of the public API (no barrel exports it).

/** Standard base64 of UTF-8 text. */
export function toBase64Text(text: string): string {
  const bytes = new TextEncoder().encode(text)
  let binary = ''
  for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000))
  return btoa(binary)
}

export const exampleAddresses = {
  alice: 'kii1sgsyrq4y7ngcllawqu5sqzm4h9k85p0ugq5u7l',
  bob: 'kii1fmewmwlej26y8g3hng80ffljrd53qzyslkmlzr',
  carol: 'kii1wg37shwxlnlsnqa5vhzh5z6pk0n2ct4upgnfk2',
  validator: 'kiivaloper1sgsyrq4y7ngcllawqu5sqzm4h9k85p0u7nsvxq',
  validator2: 'kiivaloper1fmewmwlej26y8g3hng80ffljrd53qzyshp7ce5',
  relayer: 'kii1ww97ch4shhfke6gs9v9vtzylwwj779r6xtr3sh',
  cosmos: 'cosmos1amn40j49z8kg8z86zh05p3n9nv2fd5edhjxyh8',
  evm: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
}

const { alice, bob, carol, validator, validator2, relayer, cosmos, evm } = exampleAddresses

/** ICS-20 packet data, base64 as a packet carries it. */
export const exampleIcs20Data = toBase64Text(
  JSON.stringify({ amount: '2500000', denom: 'transfer/channel-0/uatom', receiver: alice, sender: cosmos, memo: 'from the hub' }),
)

const packet = (data: string) => ({
  sequence: '16624',
  source_port: 'transfer',
  source_channel: 'channel-0',
  destination_port: 'transfer',
  destination_channel: 'channel-3',
  data,
  timeout_height: { revision_number: '4', revision_height: '20000017' },
  timeout_timestamp: '1790000000000000000',
})

/** One message of every built-in type, authz exec nesting included. */
export const everyBuiltInMessage: Record<string, unknown>[] = [
  { '@type': '/cosmos.bank.v1beta1.MsgSend', from_address: alice, to_address: bob, amount: [{ denom: 'akii', amount: '1500000000000000000' }] },
  {
    '@type': '/cosmos.bank.v1beta1.MsgMultiSend',
    inputs: [{ address: alice, coins: [{ denom: 'akii', amount: '2000' }] }],
    outputs: [
      { address: bob, coins: [{ denom: 'akii', amount: '1000' }] },
      { address: carol, coins: [{ denom: 'akii', amount: '1000' }] },
    ],
  },
  {
    '@type': '/ibc.applications.transfer.v1.MsgTransfer',
    source_port: 'transfer',
    source_channel: 'channel-3',
    token: { denom: 'akii', amount: '41168837241603741364' },
    sender: alice,
    receiver: cosmos,
    timeout_height: { revision_number: '4', revision_height: '20000017' },
    timeout_timestamp: '0',
    memo: 'swap on the hub',
  },
  {
    '@type': '/ibc.core.channel.v1.MsgRecvPacket',
    packet: packet(exampleIcs20Data),
    proof_commitment: 'AAEC',
    proof_height: { revision_number: '4', revision_height: '19999990' },
    signer: relayer,
  },
  {
    '@type': '/ibc.core.channel.v1.MsgAcknowledgement',
    packet: packet(exampleIcs20Data),
    acknowledgement: toBase64Text('{"result":"AQ=="}'),
    proof_acked: 'AAEC',
    proof_height: { revision_number: '4', revision_height: '19999991' },
    signer: relayer,
  },
  {
    '@type': '/ibc.core.channel.v1.MsgTimeout',
    packet: packet(exampleIcs20Data),
    proof_unreceived: 'AAEC',
    proof_height: { revision_number: '4', revision_height: '19999992' },
    next_sequence_recv: '16625',
    signer: relayer,
  },
  { '@type': '/ibc.core.client.v1.MsgUpdateClient', client_id: '07-tendermint-0', client_message: { '@type': '/ibc.lightclients.tendermint.v1.Header' }, signer: relayer },
  { '@type': '/cosmos.staking.v1beta1.MsgDelegate', delegator_address: alice, validator_address: validator, amount: { denom: 'akii', amount: '5000000000000000000' } },
  { '@type': '/cosmos.staking.v1beta1.MsgUndelegate', delegator_address: alice, validator_address: validator, amount: { denom: 'akii', amount: '1000000000000000000' } },
  {
    '@type': '/cosmos.staking.v1beta1.MsgBeginRedelegate',
    delegator_address: alice,
    validator_src_address: validator,
    validator_dst_address: validator2,
    amount: { denom: 'akii', amount: '2000000000000000000' },
  },
  { '@type': '/cosmos.distribution.v1beta1.MsgWithdrawDelegatorReward', delegator_address: alice, validator_address: validator },
  { '@type': '/cosmos.gov.v1beta1.MsgVote', proposal_id: '7', voter: alice, option: 'VOTE_OPTION_YES' },
  { '@type': '/cosmos.gov.v1.MsgVote', proposal_id: '12', voter: alice, option: 'VOTE_OPTION_NO_WITH_VETO', metadata: 'see forum post' },
  {
    '@type': '/cosmos.authz.v1beta1.MsgExec',
    grantee: bob,
    msgs: [
      { '@type': '/cosmos.bank.v1beta1.MsgSend', from_address: alice, to_address: carol, amount: [{ denom: 'akii', amount: '3000000000000000000' }] },
      {
        '@type': '/cosmos.authz.v1beta1.MsgExec',
        grantee: bob,
        msgs: [{ '@type': '/cosmos.gov.v1beta1.MsgVote', proposal_id: '3', voter: alice, option: 'VOTE_OPTION_ABSTAIN' }],
      },
    ],
  },
  {
    '@type': '/kiichain.oracle.MsgAggregateExchangeRateVote',
    exchange_rates: '1.234500000000000000ubtc,0.000000000000000001ueth,98765432109876543210.5uusdc',
    feeder: carol,
    validator,
  },
  {
    '@type': '/kiichain.evm.MsgEVMTransaction',
    data: {
      '@type': '/kiichain.evm.ethtx.DynamicFeeTx',
      chain_id: '1336',
      nonce: '42',
      gas_limit: '21000',
      to: evm,
      value: '1000000000000000000',
      data: toBase64Text('\u00a9\u0001\u0002\u0003'),
    },
    derived: null,
  },
  {
    '@type': '/cosmos.evm.vm.v1.MsgEthereumTx',
    hash: '0x5775db42a21fe201110b153c9e12c4b8bf585ec212c7ea7f0725436aea8813b2',
    from: 'i6HxCVUb1DKAMBJkWsE23dZNunI=',
    raw: toBase64Text('raw rlp bytes'),
  },
  { '@type': '/kiichain.evm.MsgSend', from_address: alice, to_address: evm, amount: [{ denom: 'akii', amount: '1' }] },
  { '@type': '/kiichain.evm.MsgAssociate', sender: alice, custom_message: 'associate me' },
]

/** Options of {@link exampleTx}. */
export type ExampleTxOptions = {
  messages: readonly Record<string, unknown>[]
  memo?: string
  code?: number
  codespace?: string
  rawLog?: string
  /** Message events; default one `message` event per message. Marked with `msg_index` unless `style` is `logs`. */
  messageEvents?: readonly (readonly ChainEvent[])[]
  /** `msg_index` (SDK 0.50), `logs` (older chains: logs[].events and all events repeated), or `base64` (Tendermint 0.34: base64 events, plain logs). */
  style?: 'msg_index' | 'logs' | 'base64'
  hash?: string
  height?: string
  timestamp?: string
  signer?: string
}

const event = (type: string, attributes: Record<string, string>): ChainEvent => ({
  type,
  attributes: Object.entries(attributes).map(([key, value]) => ({ key, value, index: true })),
})

function base64Events(events: readonly ChainEvent[]): ChainEvent[] {
  return events.map((entry) => ({
    type: entry.type,
    attributes: entry.attributes.map((attribute) => ({
      key: toBase64Text(attribute.key ?? ''),
      value: toBase64Text(attribute.value ?? ''),
      index: true,
    })),
  }))
}

/** A transaction and its result from messages, in the gateway's JSON forms. */
export function exampleTx(options: ExampleTxOptions): { tx: Tx; tx_response: TxResponse } {
  const signer = options.signer ?? alice
  const code = options.code ?? 0
  const fee = [{ denom: 'akii', amount: '3133150000000000' }]
  const tx: Tx = {
    body: { messages: options.messages as NonNullable<Tx['body']>['messages'], memo: options.memo ?? '', timeout_height: '0', extension_options: [], non_critical_extension_options: [] },
    auth_info: {
      signer_infos: [{ public_key: { '@type': '/cosmos.crypto.secp256k1.PubKey', key: 'AoFy5aWGOc8by1HAdnO6CQH3sYpADaA1aXa0gkT175QP' }, mode_info: { single: { mode: 'SIGN_MODE_DIRECT' } }, sequence: '102' }],
      fee: { amount: fee, gas_limit: '125326', payer: '', granter: '' },
      tip: null,
    },
    signatures: ['u6nguIsn7wobt0oCoc7dwsNhnM4IPl9IJeScjJYCP5r/a4JrXOxuKmbUh+KxDykycstV0f6qI8QDtAU5xsntZw=='],
  }
  const anteEvents = [
    event('coin_spent', { spender: signer, amount: '3133150000000000akii' }),
    event('coin_received', { receiver: 'kii17xpfvakm2amg962yls6f84z3kell8c5lfje2az', amount: '3133150000000000akii' }),
    event('transfer', { recipient: 'kii17xpfvakm2amg962yls6f84z3kell8c5lfje2az', sender: signer, amount: '3133150000000000akii' }),
    event('tx', { fee: '3133150000000000akii', fee_payer: signer }),
    event('tx', { acc_seq: `${signer}/102` }),
    event('tx', { signature: tx.signatures[0]! }),
  ]
  const perMessage =
    code !== 0
      ? []
      : (options.messageEvents ??
        options.messages.map((message) => [event('message', { action: String(message['@type']), sender: signer, module: String(message['@type']).split('.')[1] ?? '' })]))
  const style = options.style ?? 'msg_index'
  let events: ChainEvent[]
  let logs: NonNullable<TxResponse['logs']> = []
  if (style === 'msg_index') {
    events = [
      ...anteEvents,
      ...perMessage.flatMap((group, msgIndex) =>
        group.map((entry) => ({ ...entry, attributes: [...entry.attributes, { key: 'msg_index', value: String(msgIndex), index: true }] })),
      ),
    ]
  } else {
    events = [...anteEvents, ...perMessage.flat()]
    logs = perMessage.map((group, msgIndex) => ({
      msg_index: msgIndex,
      log: '',
      events: group.map((entry) => ({ type: entry.type, attributes: entry.attributes.map(({ key, value }) => ({ key, value })) })),
    }))
    if (style === 'base64') events = base64Events(events)
  }
  const tx_response: TxResponse = {
    height: options.height ?? '1234567',
    txhash: options.hash ?? '08DB5D93FB8193A7F3DFBF80DBE83EC84010F88547ACFD7A6470006216A20B88',
    codespace: options.codespace ?? (code === 0 ? '' : 'sdk'),
    code,
    data: '',
    raw_log: options.rawLog ?? (code === 0 ? '' : 'failed to execute message; message index: 0: insufficient funds'),
    logs,
    info: '',
    gas_wanted: '125326',
    gas_used: code === 0 ? '98765' : '44900',
    tx: { '@type': '/cosmos.tx.v1beta1.Tx', ...tx },
    timestamp: options.timestamp ?? '2026-03-01T12:00:00Z',
    events,
  }
  return { tx, tx_response }
}

/** A transaction of `count` bank sends, each with `eventsPerMessage` events. */
export function exampleManyMessages(count: number, eventsPerMessage: number) {
  const messages = Array.from({ length: count }, (_, index) => ({
    '@type': '/cosmos.bank.v1beta1.MsgSend',
    from_address: alice,
    to_address: index % 2 === 0 ? bob : carol,
    amount: [{ denom: 'akii', amount: String(BigInt(index + 1) * 10n ** 15n) }],
  }))
  const messageEvents = messages.map((message, index) =>
    Array.from({ length: eventsPerMessage }, (_, eventIndex) =>
      event(eventIndex === 0 ? 'message' : `transfer_${eventIndex}`, { sender: alice, recipient: message.to_address, amount: `${index}${eventIndex}akii` }),
    ),
  )
  return exampleTx({ messages, messageEvents })
}
