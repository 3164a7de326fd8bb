import { sha256Of, toBase64, toBech32, toHexUpper, utf8 } from './encoding.ts'
import { createRandom, type Random } from './random.ts'
import { createGenesis, type DevnetAccount, type GenesisState } from './state.ts'

// Blocks and transactions of the simulated chain. Blocks are produced lazily:
// whenever the chain is read, it first produces every block whose time has
// come, so no timer runs and the same seed and clock give the same chain.

/** An event as the gateway shows it. */
export type EventJson = { type: string; attributes: { key: string; value: string; index: boolean }[] }

/** A transaction of the simulated chain, in the gateway's JSON forms. */
export type DevnetTx = {
  hash: string
  height: bigint
  index: number
  /** The raw transaction bytes, as in `block.data.txs`. */
  bytes: Uint8Array
  /** The transaction, proto3 JSON (`@type` form for messages). */
  tx: Record<string, unknown>
  /** The `tx_response`, with `tx` as an `Any`. */
  response: Record<string, unknown>
  /** Indexed event attributes, `type.key` to values, for search. */
  indexed: Map<string, string[]>
}

/** A block of the simulated chain. */
export type DevnetBlock = {
  height: bigint
  time: string
  /** `{ block_id, block }` in the gateway's JSON form. */
  json: { block_id: BlockIdJson; block: Record<string, unknown> }
  txs: DevnetTx[]
}

type BlockIdJson = { hash: string; part_set_header: { total: number; hash: string } }

/** Options of {@link createChain}. */
export type ChainOptions = {
  /** Seed of every random choice. Default 1. */
  seed?: number | string | undefined
  chainId?: string | undefined
  /** Blocks present when the chain starts. Default 60. */
  initialHeight?: number | undefined
  /** Time between blocks in ms. Default 5 000. */
  blockTimeMs?: number | undefined
  /** Produce blocks as time passes; when false, only `produceBlock()` adds them. Default true. */
  autoAdvance?: boolean | undefined
  /** The clock, in ms since the epoch. Default `Date.now`. */
  now?: (() => number) | undefined
}

/** The simulated chain: genesis state, produced blocks, indexes. */
export type Chain = ReturnType<typeof createChain>

const gasPrice = 25_000_000_000n // akii per gas unit

/**
 * Creates the simulated chain.
 *
 * @example
 * ```ts
 * const chain = createChain({ seed: 7, autoAdvance: false })
 * chain.produceBlock()
 * chain.latestHeight() // 61n
 * ```
 */
export function createChain(options: ChainOptions = {}) {
  const seed = options.seed ?? 1
  const chainId = options.chainId ?? 'gatekit-devnet-1'
  const initialHeight = BigInt(options.initialHeight ?? 60)
  const blockTimeMs = options.blockTimeMs ?? 5_000
  const autoAdvance = options.autoAdvance ?? true
  const now = options.now ?? Date.now
  const startedAt = now()
  const genesis = createGenesis({ seed, chainId })
  const random = createRandom(seed)

  const blocks: DevnetBlock[] = []
  const txsByHash = new Map<string, DevnetTx>()
  const accountsByAddress = new Map(genesis.accounts.map((account) => [account.address, account]))
  let manualBlocks = 0n

  const timeOf = (height: bigint) => startedAt + Number(height - initialHeight) * blockTimeMs

  function produce(): DevnetBlock {
    const height = BigInt(blocks.length + 1)
    const r = random.fork(`block-${height}`)
    const time = rfc3339(timeOf(height), r)
    const count = height === 1n ? 0 : r.int(0, 4)
    const txs: DevnetTx[] = []
    for (let index = 0; index < count; index++) {
      const tx = generateTx({ genesis, accountsByAddress, random: r.fork(index), height, index, time })
      txs.push(tx)
      txsByHash.set(tx.hash, tx)
    }
    const previous = blocks.at(-1)
    const proposer = genesis.validators[Number(height % BigInt(genesis.validators.length))]!
    const blockId = (label: string): BlockIdJson => ({
      hash: toBase64(sha256Of(`${seed}/${label}/${height}`)),
      part_set_header: { total: 1, hash: toBase64(sha256Of(`${seed}/parts/${label}/${height}`)) },
    })
    const id = blockId('block')
    const hash = (label: string) => toBase64(sha256Of(`${seed}/${label}/${height}`))
    const block: DevnetBlock = {
      height,
      time,
      txs,
      json: {
        block_id: id,
        block: {
          header: {
            version: { block: '11', app: '0' },
            chain_id: chainId,
            height: height.toString(),
            time,
            last_block_id: previous?.json.block_id ?? { hash: '', part_set_header: { total: 0, hash: '' } },
            last_commit_hash: hash('last_commit'),
            data_hash: hash('data'),
            validators_hash: toBase64(sha256Of(`${seed}/validators`)),
            next_validators_hash: toBase64(sha256Of(`${seed}/validators`)),
            consensus_hash: toBase64(sha256Of(`${seed}/consensus`)),
            app_hash: hash('app'),
            last_results_hash: hash('results'),
            evidence_hash: toBase64(sha256Of('')),
            proposer_address: toBase64(proposer.consensusAddress),
          },
          data: { txs: txs.map((tx) => toBase64(tx.bytes)) },
          evidence: { evidence: [] },
          last_commit: previous
            ? {
                height: previous.height.toString(),
                round: 0,
                block_id: previous.json.block_id,
                signatures: genesis.validators.map((validator) => ({
                  block_id_flag: 'BLOCK_ID_FLAG_COMMIT',
                  validator_address: toBase64(validator.consensusAddress),
                  timestamp: time,
                  signature: toBase64(r.bytes(64)),
                })),
              }
            : { height: '0', round: 0, block_id: { hash: '', part_set_header: { total: 0, hash: '' } }, signatures: [] },
        },
      },
    }
    blocks.push(block)
    driftOracleRates(genesis, r)
    return block
  }

  function sync() {
    const elapsed = autoAdvance && blockTimeMs > 0 ? BigInt(Math.max(0, Math.floor((now() - startedAt) / blockTimeMs))) : 0n
    const target = initialHeight + elapsed + manualBlocks
    while (BigInt(blocks.length) < target) produce()
  }

  sync()

  return {
    chainId,
    genesis,
    fixtures: genesis.fixtures,
    /** Height of the newest block, producing any that are due first. */
    latestHeight(): bigint {
      sync()
      return BigInt(blocks.length)
    },
    /** The block at a height, or undefined beyond the latest. */
    block(height: bigint): DevnetBlock | undefined {
      sync()
      return height >= 1n ? blocks[Number(height) - 1] : undefined
    },
    /** The newest block. */
    latestBlock(): DevnetBlock {
      sync()
      return blocks.at(-1)!
    },
    /** A transaction by upper- or lower-case hex hash. */
    tx(hash: string): DevnetTx | undefined {
      sync()
      return txsByHash.get(hash.toUpperCase())
    },
    /** Every transaction, oldest first. */
    allTxs(): DevnetTx[] {
      sync()
      return blocks.flatMap((block) => block.txs)
    },
    account(address: string): DevnetAccount | undefined {
      sync()
      return accountsByAddress.get(address)
    },
    accounts(): DevnetAccount[] {
      sync()
      return genesis.accounts
    },
    /** Balances of an address by denom (base units). */
    balances(address: string): Map<string, bigint> {
      sync()
      return genesis.balances.get(address) ?? new Map()
    },
    /** Total supply by denom. */
    supply(): Map<string, bigint> {
      sync()
      const totals = new Map<string, bigint>()
      for (const held of genesis.balances.values()) {
        for (const [denom, amount] of held) totals.set(denom, (totals.get(denom) ?? 0n) + amount)
      }
      return totals
    },
    /** Produces one block now, whatever the clock says. */
    produceBlock(): DevnetBlock {
      sync()
      manualBlocks += 1n
      return produce()
    },
  }
}

function rfc3339(ms: number, random: Random): string {
  const iso = new Date(ms).toISOString()
  return `${iso.slice(0, 23)}${String(random.int(0, 999_999)).padStart(6, '0')}Z`
}

// Oracle rates move a little every block (at most ±0.5 %).
function driftOracleRates(genesis: GenesisState, random: Random) {
  for (const [denom, rate] of genesis.oracleRates) {
    const step = BigInt(random.int(-50, 50))
    genesis.oracleRates.set(denom, rate + (rate * step) / 10_000n)
  }
}

type Message = { json: Record<string, unknown>; events: EventJson[]; apply: () => void }

const coinsText = (coins: readonly { denom: string; amount: bigint }[]) =>
  coins.map((coin) => `${coin.amount}${coin.denom}`).join(',')

const event = (type: string, attributes: Record<string, string>): EventJson => ({
  type,
  attributes: Object.entries(attributes).map(([key, value]) => ({ key, value, index: true })),
})

/** Events of moving coins from one account to another. */
function transferEvents(sender: string, recipient: string, coins: { denom: string; amount: bigint }[]): EventJson[] {
  const amount = coinsText(coins)
  return [
    event('coin_spent', { spender: sender, amount }),
    event('coin_received', { receiver: recipient, amount }),
    event('transfer', { recipient, sender, amount }),
  ]
}

function generateTx(context: {
  genesis: GenesisState
  accountsByAddress: Map<string, DevnetAccount>
  random: Random
  height: bigint
  index: number
  time: string
}): DevnetTx {
  const { genesis, random, height, index, time } = context
  const users = genesis.accounts.filter((account) => account.kind !== 'module' && account.pubKey !== null)
  const signer = random.pick(users)
  const held = genesis.balances.get(signer.address) ?? new Map<string, bigint>()
  const balanceOf = (denom: string) => held.get(denom) ?? 0n
  const move = (from: string, to: string, coins: { denom: string; amount: bigint }[]) => {
    for (const coin of coins) {
      const source = genesis.balances.get(from) ?? new Map<string, bigint>()
      source.set(coin.denom, (source.get(coin.denom) ?? 0n) - coin.amount)
      genesis.balances.set(from, source)
      const target = genesis.balances.get(to) ?? new Map<string, bigint>()
      target.set(coin.denom, (target.get(coin.denom) ?? 0n) + coin.amount)
      genesis.balances.set(to, target)
    }
  }
  const moduleAddress = (name: string) => genesis.accounts.find((account) => account.moduleName === name)!.address
  const spendable = [...held.entries()].filter(([, amount]) => amount > 100n)
  const [denom, available] = spendable.length > 0 ? random.pick(spendable) : ['akii', 0n]
  const share = (amount: bigint) => (amount / 1000n) * BigInt(random.int(1, 9)) + 1n

  const other = () => random.pick(users.filter((account) => account.address !== signer.address)).address
  const messages: Message[] = []
  const kind = random.pick(['send', 'send', 'send', 'multisend', 'transfer', 'delegate', 'vote', 'oracle'] as const)
  const feederOf = genesis.validators.find((validator) => validator.feeder === signer.address)

  if (kind === 'oracle' && feederOf) {
    const exchangeRates = [...genesis.oracleRates.entries()]
      .map(([rateDenom, rate]) => `${formatDec(rate)}${rateDenom}`)
      .join(',')
    messages.push({
      json: {
        '@type': '/kiichain.oracle.MsgAggregateExchangeRateVote',
        exchange_rates: exchangeRates,
        feeder: signer.address,
        validator: feederOf.operatorAddress,
      },
      events: [
        event('aggregate_vote', { voter: feederOf.operatorAddress, exchange_rates: exchangeRates, feeder: signer.address }),
        event('message', { action: '/kiichain.oracle.MsgAggregateExchangeRateVote', sender: signer.address, module: 'oracle' }),
      ],
      apply: () => {},
    })
  } else if (kind === 'vote') {
    const proposalId = String(random.int(1, 12))
    const option = random.pick(['VOTE_OPTION_YES', 'VOTE_OPTION_NO', 'VOTE_OPTION_ABSTAIN', 'VOTE_OPTION_NO_WITH_VETO'])
    messages.push({
      json: { '@type': '/cosmos.gov.v1beta1.MsgVote', proposal_id: proposalId, voter: signer.address, option },
      events: [
        event('proposal_vote', { option: JSON.stringify({ option, weight: '1.000000000000000000' }), proposal_id: proposalId }),
        event('message', { action: '/cosmos.gov.v1beta1.MsgVote', sender: signer.address, module: 'governance' }),
      ],
      apply: () => {},
    })
  } else if (kind === 'delegate' && balanceOf('akii') > 1000n) {
    const validator = random.pick(genesis.validators)
    const coins = [{ denom: 'akii', amount: share(balanceOf('akii')) }]
    const pool = moduleAddress('bonded_tokens_pool')
    messages.push({
      json: {
        '@type': '/cosmos.staking.v1beta1.MsgDelegate',
        delegator_address: signer.address,
        validator_address: validator.operatorAddress,
        amount: { denom: 'akii', amount: coins[0]!.amount.toString() },
      },
      events: [
        ...transferEvents(signer.address, pool, coins),
        event('delegate', { validator: validator.operatorAddress, amount: coinsText(coins), new_shares: `${formatDec(coins[0]!.amount * 10n ** 18n)}` }),
        event('message', { action: '/cosmos.staking.v1beta1.MsgDelegate', sender: signer.address, module: 'staking' }),
      ],
      apply: () => move(signer.address, pool, coins),
    })
  } else if (kind === 'transfer' && available > 100n) {
    const channel = random.pick(genesis.channels.filter((c) => c.portId === 'transfer' && c.state === 'STATE_OPEN'))
    const coins = [{ denom, amount: share(available) }]
    const escrow = moduleAddress('transfer')
    const receiver = toBech32('cosmos', random.bytes(20))
    const sequence = String(random.int(1, 90_000))
    const packetData = JSON.stringify({ amount: coins[0]!.amount.toString(), denom, receiver, sender: signer.address })
    messages.push({
      json: {
        '@type': '/ibc.applications.transfer.v1.MsgTransfer',
        source_port: channel.portId,
        source_channel: channel.channelId,
        token: { denom, amount: coins[0]!.amount.toString() },
        sender: signer.address,
        receiver,
        timeout_height: { revision_number: '4', revision_height: String(20_000_000 + Number(height)) },
        timeout_timestamp: '0',
        memo: '',
      },
      events: [
        ...transferEvents(signer.address, escrow, coins),
        event('send_packet', {
          packet_data: packetData,
          packet_timeout_height: `4-${20_000_000 + Number(height)}`,
          packet_timeout_timestamp: '0',
          packet_sequence: sequence,
          packet_src_port: channel.portId,
          packet_src_channel: channel.channelId,
          packet_dst_port: channel.counterparty.port_id,
          packet_dst_channel: channel.counterparty.channel_id,
          packet_channel_ordering: channel.ordering,
          packet_connection: channel.connectionId,
        }),
        event('ibc_transfer', { sender: signer.address, receiver }),
        event('message', { action: '/ibc.applications.transfer.v1.MsgTransfer', sender: signer.address, module: 'transfer' }),
      ],
      apply: () => move(signer.address, escrow, coins),
    })
  } else if (kind === 'multisend' && available > 100n) {
    const recipients = [other(), other()]
    const each = share(available) / 2n + 1n
    const outputs = recipients.map((address) => ({ address, coins: [{ denom, amount: each }] }))
    messages.push({
      json: {
        '@type': '/cosmos.bank.v1beta1.MsgMultiSend',
        inputs: [{ address: signer.address, coins: [{ denom, amount: (each * 2n).toString() }] }],
        outputs: outputs.map((output) => ({
          address: output.address,
          coins: output.coins.map((coin) => ({ denom: coin.denom, amount: coin.amount.toString() })),
        })),
      },
      events: [
        event('coin_spent', { spender: signer.address, amount: coinsText([{ denom, amount: each * 2n }]) }),
        ...outputs.flatMap((output) => [
          event('coin_received', { receiver: output.address, amount: coinsText(output.coins) }),
          event('transfer', { recipient: output.address, amount: coinsText(output.coins) }),
        ]),
        event('message', { sender: signer.address }),
        event('message', { action: '/cosmos.bank.v1beta1.MsgMultiSend', sender: signer.address, module: 'bank' }),
      ],
      apply: () => outputs.forEach((output) => move(signer.address, output.address, output.coins)),
    })
  } else {
    const recipient = other()
    const sendDenom = available > 100n ? denom : 'akii'
    const coins = [{ denom: sendDenom, amount: available > 100n ? share(available) : 1n }]
    messages.push({
      json: {
        '@type': '/cosmos.bank.v1beta1.MsgSend',
        from_address: signer.address,
        to_address: recipient,
        amount: coins.map((coin) => ({ denom: coin.denom, amount: coin.amount.toString() })),
      },
      events: [
        ...transferEvents(signer.address, recipient, coins),
        event('message', { sender: signer.address }),
        event('message', { action: '/cosmos.bank.v1beta1.MsgSend', sender: signer.address, module: 'bank' }),
      ],
      apply: () => move(signer.address, recipient, coins),
    })
  }

  const gasWanted = BigInt(random.int(80_000, 250_000))
  const fee = [{ denom: 'akii', amount: gasWanted * gasPrice }]
  // One transaction in twenty-five fails its messages (the fee is still paid).
  const failed = random.int(1, 25) === 1
  const gasUsed = failed ? (gasWanted * 3n) / 5n : (gasWanted * BigInt(random.int(55, 95))) / 100n
  const memo = random.next() < 0.3 ? random.pick(['', 'gm', 'thanks for lunch', 'invoice #2041', 'zap 🎈']) : ''
  const sequence = signer.sequence
  const signature = random.bytes(64)

  const tx = {
    body: {
      messages: messages.map((message) => message.json),
      memo,
      timeout_height: '0',
      extension_options: [],
      non_critical_extension_options: [],
    },
    auth_info: {
      signer_infos: [
        {
          public_key: { '@type': '/cosmos.crypto.secp256k1.PubKey', key: signer.pubKey },
          mode_info: { single: { mode: 'SIGN_MODE_DIRECT' } },
          sequence: sequence.toString(),
        },
      ],
      fee: { amount: fee.map((coin) => ({ denom: coin.denom, amount: coin.amount.toString() })), gas_limit: gasWanted.toString(), payer: '', granter: '' },
      tip: null,
    },
    signatures: [toBase64(signature)],
  }
  const bytes = utf8(JSON.stringify(tx))
  const hash = toHexUpper(sha256Of(bytes))

  const feeCollector = moduleAddress('fee_collector')
  const txEvents: EventJson[] = [
    ...transferEvents(signer.address, feeCollector, fee),
    event('tx', { fee: coinsText(fee), fee_payer: signer.address }),
    event('tx', { acc_seq: `${signer.address}/${sequence}` }),
    event('tx', { signature: toBase64(signature) }),
  ]
  const messageEvents = failed ? [] : messages.map((message) => message.events)
  const events = [...txEvents, ...messageEvents.flat()]
  const logs = messageEvents.map((messageEvents, msgIndex) => ({
    msg_index: msgIndex,
    log: '',
    events: messageEvents.map((e) => ({ type: e.type, attributes: e.attributes.map(({ key, value }) => ({ key, value })) })),
  }))

  move(signer.address, feeCollector, fee)
  signer.sequence += 1n
  if (!failed) for (const message of messages) message.apply()

  const response = {
    height: height.toString(),
    txhash: hash,
    codespace: failed ? 'sdk' : '',
    code: failed ? 5 : 0,
    data: failed ? '' : txMsgData(messages.map((message) => `${String(message.json['@type'])}Response`)),
    raw_log: failed
      ? `failed to execute message; message index: 0: ${available} ${denom} is smaller than requested amount: insufficient funds`
      : JSON.stringify(logs),
    logs,
    info: '',
    gas_wanted: gasWanted.toString(),
    gas_used: gasUsed.toString(),
    tx: { '@type': '/cosmos.tx.v1beta1.Tx', ...tx },
    timestamp: time.replace(/\.\d+Z$/, 'Z'),
    events,
  }

  const indexMap = new Map<string, string[]>()
  const addIndex = (key: string, value: string) => indexMap.set(key, [...(indexMap.get(key) ?? []), value])
  addIndex('tx.height', height.toString())
  addIndex('tx.hash', hash)
  for (const e of events) for (const attribute of e.attributes) addIndex(`${e.type}.${attribute.key}`, attribute.value)

  return { hash, height, index, bytes, tx, response, indexed: indexMap }
}

/** Formats an 18-decimal fixed-point bigint as an SDK `Dec` string. */
export function formatDec(value: bigint): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(19, '0')
  return `${negative ? '-' : ''}${digits.slice(0, -18)}.${digits.slice(-18)}`
}

// TxMsgData { repeated Any msg_responses = 2 } with empty response values, as upper-case hex.
function txMsgData(responseTypeUrls: string[]): string {
  const field = (number: number, bytes: Uint8Array) => Uint8Array.of((number << 3) | 2, ...varint(bytes.length), ...bytes)
  const parts = responseTypeUrls.map((typeUrl) => field(2, field(1, utf8(typeUrl))))
  return toHexUpper(Uint8Array.from(parts.flatMap((part) => [...part])))
}

function varint(value: number): number[] {
  const bytes: number[] = []
  while (value > 127) {
    bytes.push((value & 127) | 128)
    value >>>= 7
  }
  bytes.push(value)
  return bytes
}
