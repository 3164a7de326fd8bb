import { accountPrefix, checkBech32, sha256Of, toBase64, toBech32, toHexUpper } from './encoding.ts'
import {
  decodeTxBytes,
  encodeTxJson,
  msgResponse,
  txMsgData,
  type AnyJson,
  type CoinJson,
  type MsgResponse,
  type TxJson,
} from './protobuf.ts'
import { createRandom, type Random } from './random.ts'
import { createGenesis, type DevnetAccount, type GenesisState } from './state.ts'
import { createStateHistory, type StateHistoryOptions } from './stateHistory.ts'

// Blocks and transactions of the simulated chain. Blocks are produced lazily:
// whenever the chain is read, it first produces every block whose time has
// come, so no timer runs and the same seed and clock give the same chain.
//
// Transactions are real protobuf `TxRaw` bytes (their hash is the upper-case hex
// SHA-256 of those bytes). Every transaction, whether the chain made it up or a
// client broadcast it, runs through the same `runTx`: the ante checks a node
// makes (signer accounts, sequences, public keys, fee funds, gas) and then its
// messages, which move balances and emit the events the chain would.
// Signatures are never verified: the devnet has no private keys for its
// accounts (their public keys are random bytes), so any signature bytes are
// accepted as long as there is one per signer.

/** An event as the gateway shows it. */
export type EventJson = { type: string; attributes: { key: string; value: string; index: boolean }[] }

/** A transaction of the simulated chain, in the gateway's JSON forms. */
export type DevnetTx = {
  hash: string
  height: bigint
  index: number
  /** The raw transaction bytes (protobuf `TxRaw`), as in `block.data.txs`. */
  bytes: Uint8Array
  /** The transaction, proto3 JSON (`@type` form for messages), exactly as `POST /decode` decodes `bytes`. */
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
} & StateHistoryOptions

/** The simulated chain: genesis state, produced blocks, indexes, mempool. */
export type Chain = ReturnType<typeof createChain>

/**
 * The result of running a transaction against the chain's state, as CheckTx,
 * simulation or block execution sees it. `code` 0 means it passed.
 */
export type TxRun = {
  code: number
  /** `sdk` for the SDK's own errors, or the module that refused (`staking`, `channel`, ...). */
  codespace: string
  /** Why it failed, in the chain's words; empty when it passed. */
  log: string
  /** The fee's gas limit. */
  gasWanted: bigint
  /** Gas the transaction uses: from its size, signatures and message count. */
  gasUsed: bigint
  /** Events of the ante handler (fee, sequence, signatures) and, when the messages passed, of each message. */
  events: EventJson[]
  /** The events of each message; empty when a message failed. */
  messageEvents: EventJson[][]
  /** What each message returned; empty when a message failed. */
  responses: MsgResponse[]
}

/** A transaction response as `POST /txs` returns it (`tx_response`). */
export type BroadcastResponseJson = {
  height: string
  txhash: string
  codespace: string
  code: number
  data: string
  raw_log: string
  logs: unknown[]
  info: string
  gas_wanted: string
  gas_used: string
  tx: null
  timestamp: string
  events: EventJson[]
}

/** akii per gas unit in the fees of the transactions the chain makes up. */
const gasPrice = 25_000_000_000n

/**
 * Gas of a transaction: a base cost, `tx_size_cost_per_byte` (10) per byte of
 * `TxRaw`, the signature verification cost of each signer's key type
 * (`sig_verify_cost_secp256k1` 1 000, `sig_verify_cost_ed25519` 590) and a flat
 * cost per message. The numbers match the auth params the devnet serves.
 */
const gasCosts = { base: 15_000n, perByte: 10n, perMessage: 25_000n, secp256k1: 1_000n, ed25519: 590n }
const maxMemoCharacters = 256

/** Proposals 1 to 12 are in their voting period on the devnet. */
const votingProposals = { first: 1n, last: 12n }

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
  // The state after each recent block, for reads at a height (stateHistory.ts).
  const history = createStateHistory(genesis, options)

  const blocks: DevnetBlock[] = []
  const txsByHash = new Map<string, DevnetTx>()
  const accountsByAddress = new Map(genesis.accounts.map((account) => [account.address, account]))
  let manualBlocks = 0n

  const root = genesisLedger(genesis, accountsByAddress)
  // Transactions that passed CheckTx and wait for the next block, and the state they leave behind.
  let mempool: { bytes: Uint8Array; hash: string }[] = []
  let pending = new Overlay(root)
  // A broadcast transaction draws its packet sequence from its own hash, so checking,
  // simulating and executing it agree.
  const saltOf = (hash: string) => createRandom(`${seed}/tx/${hash}`)

  const timeOf = (height: bigint) => startedAt + Number(height - initialHeight) * blockTimeMs

  function execute(bytes: Uint8Array, height: bigint, index: number, time: string, salt: Random): DevnetTx {
    const tx = decodeTxBytes(bytes)
    const run = runTx(tx, bytes, root, 'deliver', genesis, salt)
    run.commit()
    const record = recordTx({ tx, bytes, run, height, index, time })
    txsByHash.set(record.hash, record)
    return record
  }

  function produce(): DevnetBlock {
    const height = BigInt(blocks.length + 1)
    const r = random.fork(`block-${height}`)
    const time = rfc3339(timeOf(height), r)
    const queued = mempool
    mempool = []
    pending = new Overlay(root)
    const txs = queued.map((entry, index) => execute(entry.bytes, height, index, time, saltOf(entry.hash)))
    const count = height === 1n ? 0 : r.int(0, 4)
    for (let index = 0; index < count; index++) {
      const generated = r.fork(index)
      txs.push(execute(generateTx({ genesis, random: generated, height }), height, txs.length, time, generated))
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
    history.record(height)
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
    /** The state after each recent block (reads at a height). */
    history,
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
    /** Produces one block now, whatever the clock says. Transactions in the mempool go first. */
    produceBlock(): DevnetBlock {
      sync()
      manualBlocks += 1n
      return produce()
    },
    /**
     * Checks `TxRaw` bytes as CheckTx does and, when they pass, puts the
     * transaction in the mempool: the next block executes it first. Returns the
     * `tx_response` of `POST /txs` (height 0; a non-zero `code` when refused).
     * With `async` the answer is code 0 whatever the check found, as CometBFT's
     * async broadcast does not wait for it. Throws `TxCodecError` for bytes that
     * do not decode.
     */
    broadcastTx(bytes: Uint8Array, mode: 'sync' | 'async' = 'sync'): BroadcastResponseJson {
      sync()
      const tx = decodeTxBytes(bytes)
      const hash = toHexUpper(sha256Of(bytes))
      const answer = (code: number, codespace: string, log: string): BroadcastResponseJson => ({
        height: '0',
        txhash: hash,
        codespace: mode === 'async' ? '' : codespace,
        code: mode === 'async' ? 0 : code,
        data: '',
        raw_log: mode === 'async' ? '' : log,
        logs: [],
        info: '',
        gas_wanted: '0',
        gas_used: '0',
        tx: null,
        timestamp: '',
        events: [],
      })
      if (txsByHash.has(hash) || mempool.some((entry) => entry.hash === hash)) {
        return answer(19, 'sdk', 'tx already exists in cache')
      }
      const run = runTx(tx, bytes, pending, 'check', genesis, saltOf(hash))
      if (run.code !== 0) return answer(run.code, run.codespace, run.log)
      run.commit()
      mempool.push({ bytes, hash })
      return answer(0, '', '')
    },
    /**
     * Runs `TxRaw` bytes against the current state (the mempool included)
     * without keeping anything, as `POST /simulate` does: the gas limit is not
     * enforced, signatures and public keys may be missing. Throws `TxCodecError`
     * for bytes that do not decode.
     */
    simulateTx(bytes: Uint8Array): TxRun {
      sync()
      const tx = decodeTxBytes(bytes)
      const { commit: _discarded, ...run } = runTx(tx, bytes, pending, 'simulate', genesis, saltOf(toHexUpper(sha256Of(bytes))))
      return run
    },
    /** Hashes of the transactions waiting in the mempool for the next block, in order. */
    pendingTxs(): string[] {
      sync()
      return mempool.map((entry) => entry.hash)
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

/** Formats an 18-decimal fixed-point bigint as an SDK `Dec` string. */
export function formatDec(value: bigint): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(19, '0')
  return `${negative ? '-' : ''}${digits.slice(0, -18)}.${digits.slice(-18)}`
}

// ---------------------------------------------------------------------------
// State: the genesis maps, and overlays that collect changes until committed.

type Amount = { denom: string; amount: bigint }
type AccountState = { sequence: bigint; pubKey: string | null }

interface Ledger {
  balance(address: string, denom: string): bigint
  account(address: string): AccountState | undefined
  setBalance(address: string, denom: string, amount: bigint): void
  /** Sets an account's sequence and key; creates a base account for an address the chain has not seen. */
  setAccount(address: string, state: AccountState): void
}

function genesisLedger(genesis: GenesisState, accountsByAddress: Map<string, DevnetAccount>): Ledger {
  return {
    balance: (address, denom) => genesis.balances.get(address)?.get(denom) ?? 0n,
    account: (address) => {
      const account = accountsByAddress.get(address)
      return account ? { sequence: account.sequence, pubKey: account.pubKey } : undefined
    },
    setBalance(address, denom, amount) {
      const held = genesis.balances.get(address) ?? new Map<string, bigint>()
      held.set(denom, amount)
      genesis.balances.set(address, held)
    },
    setAccount(address, state) {
      const existing = accountsByAddress.get(address)
      if (existing) {
        existing.sequence = state.sequence
        existing.pubKey = state.pubKey
        return
      }
      const accountNumber = genesis.accounts.reduce((max, account) => (account.accountNumber > max ? account.accountNumber : max), -1n) + 1n
      const created: DevnetAccount = { address, accountNumber, sequence: state.sequence, pubKey: state.pubKey, kind: 'base' }
      genesis.accounts.push(created)
      accountsByAddress.set(address, created)
    },
  }
}

class Overlay implements Ledger {
  private readonly balances = new Map<string, Map<string, bigint>>()
  private readonly accounts = new Map<string, AccountState>()
  constructor(private readonly parent: Ledger) {}
  balance(address: string, denom: string): bigint {
    return this.balances.get(address)?.get(denom) ?? this.parent.balance(address, denom)
  }
  account(address: string): AccountState | undefined {
    return this.accounts.get(address) ?? this.parent.account(address)
  }
  setBalance(address: string, denom: string, amount: bigint): void {
    const held = this.balances.get(address) ?? new Map<string, bigint>()
    held.set(denom, amount)
    this.balances.set(address, held)
  }
  setAccount(address: string, state: AccountState): void {
    this.accounts.set(address, { ...state })
  }
  /** Moves coins, as the bank keeper does; a receiver the chain has not seen gets an account. */
  move(from: string, to: string, coins: readonly Amount[]): void {
    for (const coin of coins) {
      const held = this.balance(from, coin.denom)
      if (held < coin.amount) {
        throw new TxFailure(5, 'sdk', `spendable balance ${held}${coin.denom} is smaller than ${coin.amount}${coin.denom}: insufficient funds`)
      }
      this.setBalance(from, coin.denom, held - coin.amount)
      this.setBalance(to, coin.denom, this.balance(to, coin.denom) + coin.amount)
    }
    if (!this.account(to)) this.setAccount(to, { sequence: 0n, pubKey: null })
  }
  commit(): void {
    for (const [address, held] of this.balances) for (const [denom, amount] of held) this.parent.setBalance(address, denom, amount)
    for (const [address, state] of this.accounts) this.parent.setAccount(address, state)
  }
}

/** A transaction or message refused by the chain: its ABCI code, codespace and log. */
class TxFailure extends Error {
  constructor(
    readonly code: number,
    readonly codespace: string,
    message: string,
  ) {
    super(message)
  }
}

// ---------------------------------------------------------------------------
// Running a transaction.

const event = (type: string, attributes: Record<string, string>): EventJson => ({
  type,
  attributes: Object.entries(attributes).map(([key, value]) => ({ key, value, index: true })),
})

const coinsText = (coins: readonly Amount[]) => coins.map((coin) => `${coin.amount}${coin.denom}`).join(',')

/** Events of moving coins from one account to another. */
function transferEvents(sender: string, recipient: string, coins: readonly Amount[]): EventJson[] {
  const amount = coinsText(coins)
  return [
    event('coin_spent', { spender: sender, amount }),
    event('coin_received', { receiver: recipient, amount }),
    event('transfer', { recipient, sender, amount }),
  ]
}

const moduleAddress = (genesis: GenesisState, name: string) =>
  genesis.accounts.find((account) => account.moduleName === name)!.address

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** The address that must sign a message, by message type. */
function signerOf(message: AnyJson): string {
  switch (message['@type']) {
    case '/cosmos.bank.v1beta1.MsgSend':
      return text(message.from_address)
    case '/cosmos.bank.v1beta1.MsgMultiSend':
      return text((message.inputs as { address?: unknown }[] | undefined)?.[0]?.address)
    case '/ibc.applications.transfer.v1.MsgTransfer':
      return text(message.sender)
    case '/cosmos.staking.v1beta1.MsgDelegate':
      return text(message.delegator_address)
    case '/cosmos.gov.v1beta1.MsgVote':
      return text(message.voter)
    case '/kiichain.oracle.MsgAggregateExchangeRateVote':
      return text(message.feeder)
    default:
      return ''
  }
}

/** Coins of a message, which must be positive amounts. */
function amounts(coins: readonly CoinJson[]): Amount[] {
  const parsed = coins.map((coin) => ({ denom: coin.denom, amount: BigInt(coin.amount) }))
  const invalid = parsed.find((coin) => coin.amount <= 0n || !/^[a-zA-Z][a-zA-Z0-9/:._-]{2,127}$/.test(coin.denom))
  if (invalid || parsed.length === 0) throw new TxFailure(10, 'sdk', `${coinsText(parsed) || 'no coins'}: invalid coins`)
  return parsed
}

function requireAccountAddress(address: string, what: string): void {
  const check = checkBech32(address, accountPrefix)
  if (!check.ok) throw new TxFailure(7, 'sdk', `invalid ${what} address: ${check.reason}: invalid address`)
}

type Executed = { events: EventJson[]; response: MsgResponse }

function executeMessage(message: AnyJson, ledger: Overlay, genesis: GenesisState, salt: Random): Executed {
  const typeUrl = message['@type']
  const signer = signerOf(message)
  const isModule = (address: string) => genesis.accounts.some((account) => account.address === address && account.kind === 'module')
  const actionEvent = (module: string) => event('message', { action: typeUrl, sender: signer, module })
  switch (typeUrl) {
    case '/cosmos.bank.v1beta1.MsgSend': {
      const to = text(message.to_address)
      requireAccountAddress(to, 'recipient')
      const coins = amounts(message.amount as CoinJson[])
      if (isModule(to)) throw new TxFailure(4, 'sdk', `${to} is not allowed to receive funds: unauthorized`)
      ledger.move(signer, to, coins)
      return {
        events: [...transferEvents(signer, to, coins), event('message', { sender: signer }), actionEvent('bank')],
        response: msgResponse(typeUrl),
      }
    }
    case '/cosmos.bank.v1beta1.MsgMultiSend': {
      const inputs = message.inputs as { address: string; coins: CoinJson[] }[]
      const outputs = message.outputs as { address: string; coins: CoinJson[] }[]
      if (inputs.length === 0) throw new TxFailure(2, 'bank', 'no inputs to send transaction')
      if (inputs.length > 1) throw new TxFailure(9, 'bank', 'multiple senders not allowed')
      if (outputs.length === 0) throw new TxFailure(3, 'bank', 'no outputs to send transaction')
      const spent = amounts(inputs[0]!.coins)
      const received = outputs.map((output) => {
        requireAccountAddress(output.address, 'output')
        if (isModule(output.address)) throw new TxFailure(4, 'sdk', `${output.address} is not allowed to receive funds: unauthorized`)
        return { address: output.address, coins: amounts(output.coins) }
      })
      const total = new Map<string, bigint>()
      for (const output of received) for (const coin of output.coins) total.set(coin.denom, (total.get(coin.denom) ?? 0n) + coin.amount)
      const balanced = total.size === spent.length && spent.every((coin) => total.get(coin.denom) === coin.amount)
      if (!balanced) throw new TxFailure(4, 'bank', 'sum inputs != sum outputs')
      for (const output of received) ledger.move(signer, output.address, output.coins)
      return {
        events: [
          event('coin_spent', { spender: signer, amount: coinsText(spent) }),
          ...received.flatMap((output) => [
            event('coin_received', { receiver: output.address, amount: coinsText(output.coins) }),
            event('transfer', { recipient: output.address, amount: coinsText(output.coins) }),
          ]),
          event('message', { sender: signer }),
          actionEvent('bank'),
        ],
        response: msgResponse(typeUrl),
      }
    }
    case '/ibc.applications.transfer.v1.MsgTransfer': {
      const portId = text(message.source_port)
      const channelId = text(message.source_channel)
      const channel = genesis.channels.find((candidate) => candidate.portId === portId && candidate.channelId === channelId)
      if (!channel) throw new TxFailure(3, 'channel', `port-id: ${portId}, channel-id: ${channelId}: channel not found`)
      if (channel.state !== 'STATE_OPEN') {
        throw new TxFailure(5, 'channel', `channel state is not OPEN (got ${channel.state}): invalid channel state`)
      }
      const token = message.token as CoinJson
      const coins = amounts([token])
      const receiver = text(message.receiver)
      if (receiver === '') throw new TxFailure(7, 'sdk', 'missing recipient address: invalid address')
      const timeout = message.timeout_height as { revision_number: string; revision_height: string }
      const timeoutTimestamp = text(message.timeout_timestamp)
      if (timeout.revision_height === '0' && timeoutTimestamp === '0') {
        throw new TxFailure(17, 'channel', 'packet timeout height and packet timeout timestamp cannot both be 0: invalid packet timeout')
      }
      ledger.move(signer, moduleAddress(genesis, 'transfer'), coins)
      const sequence = BigInt(salt.int(1, 90_000))
      const memo = text(message.memo)
      const packetData = JSON.stringify({
        amount: token.amount,
        denom: token.denom,
        ...(memo ? { memo } : {}),
        receiver,
        sender: signer,
      })
      return {
        events: [
          ...transferEvents(signer, moduleAddress(genesis, 'transfer'), coins),
          event('send_packet', {
            packet_data: packetData,
            packet_timeout_height: `${timeout.revision_number}-${timeout.revision_height}`,
            packet_timeout_timestamp: timeoutTimestamp,
            packet_sequence: sequence.toString(),
            packet_src_port: channel.portId,
            packet_src_channel: channel.channelId,
            packet_dst_port: channel.counterparty.port_id,
            packet_dst_channel: channel.counterparty.channel_id,
            packet_channel_ordering: channel.ordering,
            packet_connection: channel.connectionId,
          }),
          event('ibc_transfer', { sender: signer, receiver }),
          actionEvent('transfer'),
        ],
        response: msgResponse(typeUrl, { sequence }),
      }
    }
    case '/cosmos.staking.v1beta1.MsgDelegate': {
      const validatorAddress = text(message.validator_address)
      const validator = genesis.validators.find((candidate) => candidate.operatorAddress === validatorAddress)
      if (!validator) throw new TxFailure(3, 'staking', 'validator does not exist')
      const coins = amounts([message.amount as CoinJson])
      if (coins[0]!.denom !== 'akii') {
        throw new TxFailure(18, 'sdk', `invalid coin denomination: got ${coins[0]!.denom}, expected akii: invalid request`)
      }
      const pool = moduleAddress(genesis, 'bonded_tokens_pool')
      ledger.move(signer, pool, coins)
      return {
        events: [
          ...transferEvents(signer, pool, coins),
          event('delegate', {
            validator: validatorAddress,
            amount: coinsText(coins),
            new_shares: formatDec(coins[0]!.amount * 10n ** 18n),
          }),
          actionEvent('staking'),
        ],
        response: msgResponse(typeUrl),
      }
    }
    case '/cosmos.gov.v1beta1.MsgVote': {
      const proposalId = BigInt(text(message.proposal_id) || '0')
      if (proposalId < votingProposals.first || proposalId > votingProposals.last) {
        throw new TxFailure(2, 'gov', `${proposalId}: unknown proposal`)
      }
      const option = text(message.option)
      if (!['VOTE_OPTION_YES', 'VOTE_OPTION_NO', 'VOTE_OPTION_ABSTAIN', 'VOTE_OPTION_NO_WITH_VETO'].includes(option)) {
        throw new TxFailure(8, 'gov', `${option}: invalid vote option`)
      }
      return {
        events: [
          event('proposal_vote', {
            option: JSON.stringify({ option, weight: '1.000000000000000000' }),
            proposal_id: proposalId.toString(),
          }),
          actionEvent('governance'),
        ],
        response: msgResponse(typeUrl),
      }
    }
    case '/kiichain.oracle.MsgAggregateExchangeRateVote': {
      const validatorAddress = text(message.validator)
      const validator = genesis.validators.find((candidate) => candidate.operatorAddress === validatorAddress)
      if (!validator) throw new TxFailure(3, 'staking', 'validator does not exist')
      if (validator.feeder !== signer) {
        throw new TxFailure(8, 'oracle', `${signer} is not the feeder of ${validatorAddress}: unauthorized voter`)
      }
      const exchangeRates = text(message.exchange_rates)
      if (!/^\d+(\.\d+)?[a-z][a-z0-9/]*(,\d+(\.\d+)?[a-z][a-z0-9/]*)*$/.test(exchangeRates)) {
        throw new TxFailure(3, 'oracle', `${exchangeRates}: invalid exchange rate`)
      }
      return {
        events: [
          event('aggregate_vote', { voter: validatorAddress, exchange_rates: exchangeRates, feeder: signer }),
          actionEvent('oracle'),
        ],
        response: msgResponse(typeUrl),
      }
    }
    default:
      throw new TxFailure(2, 'sdk', `unable to resolve type URL ${typeUrl}: tx parse error`)
  }
}

function gasOf(tx: TxJson, bytes: Uint8Array): bigint {
  const signatures = tx.auth_info.signer_infos.reduce(
    (total, info) => total + (info.public_key?.['@type'] === '/cosmos.crypto.ed25519.PubKey' ? gasCosts.ed25519 : gasCosts.secp256k1),
    0n,
  )
  return gasCosts.base + gasCosts.perByte * BigInt(bytes.length) + signatures + gasCosts.perMessage * BigInt(tx.body.messages.length)
}

/**
 * Runs a transaction against a ledger as a node does: the ante handler (message
 * count, signatures, memo, signers, fee payer, fee, public keys, sequences, gas)
 * then the messages. Nothing is written until `commit()`: after a message fails
 * it writes only the fee and the sequence, as a block does.
 */
function runTx(
  tx: TxJson,
  bytes: Uint8Array,
  ledger: Ledger,
  mode: 'check' | 'deliver' | 'simulate',
  genesis: GenesisState,
  salt: Random,
): TxRun & { commit: () => void } {
  const fee = tx.auth_info.fee
  const gasWanted = BigInt(fee?.gas_limit ?? '0')
  const gasUsed = gasOf(tx, bytes)
  const ante = new Overlay(ledger)
  const refused = (failure: TxFailure) => ({
    code: failure.code,
    codespace: failure.codespace,
    log: failure.message,
    gasWanted,
    // The ante handler stopped early: only the size and signature costs were charged.
    gasUsed: gasUsed - gasCosts.perMessage * BigInt(tx.body.messages.length),
    events: [],
    messageEvents: [],
    responses: [],
    commit: () => {},
  })

  let anteEvents: EventJson[]
  try {
    anteEvents = runAnte(tx, ante, mode, genesis, { gasWanted, gasUsed })
  } catch (error) {
    if (error instanceof TxFailure) return refused(error)
    throw error
  }

  const messages = new Overlay(ante)
  const executed: Executed[] = []
  try {
    for (const message of tx.body.messages) executed.push(executeMessage(message, messages, genesis, salt))
  } catch (error) {
    if (!(error instanceof TxFailure)) throw error
    const index = executed.length
    return {
      code: error.code,
      codespace: error.codespace,
      log: `failed to execute message; message index: ${index}: ${error.message}`,
      gasWanted,
      gasUsed,
      events: anteEvents,
      messageEvents: [],
      responses: [],
      commit: () => ante.commit(),
    }
  }
  return {
    code: 0,
    codespace: '',
    log: '',
    gasWanted,
    gasUsed,
    events: [...anteEvents, ...executed.flatMap((result) => result.events)],
    messageEvents: executed.map((result) => result.events),
    responses: executed.map((result) => result.response),
    commit: () => {
      messages.commit()
      ante.commit()
    },
  }
}

function runAnte(
  tx: TxJson,
  ledger: Overlay,
  mode: 'check' | 'deliver' | 'simulate',
  genesis: GenesisState,
  gas: { gasWanted: bigint; gasUsed: bigint },
): EventJson[] {
  const { messages, memo } = tx.body
  const signerInfos = tx.auth_info.signer_infos
  if (messages.length === 0) throw new TxFailure(18, 'sdk', 'must contain at least one message: invalid request')
  if (tx.signatures.length === 0) throw new TxFailure(15, 'sdk', 'no signatures supplied')
  if (tx.signatures.length !== signerInfos.length) {
    throw new TxFailure(4, 'sdk', `invalid number of signatures; expected: ${signerInfos.length}, got ${tx.signatures.length}: unauthorized`)
  }
  if ([...memo].length > maxMemoCharacters) {
    throw new TxFailure(12, 'sdk', `maximum number of characters is ${maxMemoCharacters} but received ${[...memo].length} characters: memo too large`)
  }
  const signers: string[] = []
  for (const message of messages) {
    const signer = signerOf(message)
    requireAccountAddress(signer, 'signer')
    if (!signers.includes(signer)) signers.push(signer)
  }
  if (signers.length !== signerInfos.length) {
    throw new TxFailure(4, 'sdk', `wrong number of signers; expected ${signers.length}, got ${signerInfos.length}: unauthorized`)
  }

  const fee = tx.auth_info.fee
  if (fee?.granter) throw new TxFailure(18, 'sdk', 'fee grants are not enabled: invalid request')
  const payer = fee?.payer || signers[0]!
  if (!signers.includes(payer)) throw new TxFailure(4, 'sdk', `fee payer ${payer} is not a signer of the transaction: unauthorized`)
  if (!ledger.account(payer)) throw new TxFailure(9, 'sdk', `fee payer address: ${payer} does not exist: unknown address`)
  const feeCoins = (fee?.amount ?? []).map((coin) => ({ denom: coin.denom, amount: BigInt(coin.amount) })).filter((coin) => coin.amount > 0n)
  const events: EventJson[] = []
  if (feeCoins.length > 0) {
    const collector = moduleAddress(genesis, 'fee_collector')
    try {
      ledger.move(payer, collector, feeCoins)
    } catch (error) {
      if (error instanceof TxFailure) throw new TxFailure(5, 'sdk', `insufficient funds to pay for fees; ${error.message}`)
      throw error
    }
    events.push(...transferEvents(payer, collector, feeCoins))
  }
  events.push(event('tx', { fee: coinsText(feeCoins), fee_payer: payer }))

  signers.forEach((signer, index) => {
    const info = signerInfos[index]!
    const account = ledger.account(signer)
    if (!account) throw new TxFailure(9, 'sdk', `account ${signer} does not exist: unknown address`)
    const offered =
      info.public_key && info.public_key['@type'] !== undefined ? text((info.public_key as { key?: unknown }).key) : null
    let pubKey = account.pubKey
    if (pubKey === null) {
      if (offered === null && mode !== 'simulate') throw new TxFailure(8, 'sdk', 'public key is not set: invalid pubkey')
      pubKey = offered
    } else if (offered !== null && (offered !== pubKey || info.public_key!['@type'] !== '/cosmos.crypto.secp256k1.PubKey')) {
      throw new TxFailure(8, 'sdk', `pubKey does not match signer address ${signer} with signer index: ${index}: invalid pubkey`)
    }
    const sequence = BigInt(info.sequence)
    if (sequence !== account.sequence) {
      throw new TxFailure(32, 'sdk', `account sequence mismatch, expected ${account.sequence}, got ${sequence}: incorrect account sequence`)
    }
    ledger.setAccount(signer, { sequence: account.sequence + 1n, pubKey })
    events.push(event('tx', { acc_seq: `${signer}/${sequence}` }))
  })
  for (const signature of tx.signatures) events.push(event('tx', { signature }))

  if (mode !== 'simulate' && gas.gasUsed > gas.gasWanted) {
    throw new TxFailure(11, 'sdk', `out of gas in location: txSize; gasWanted: ${gas.gasWanted}, gasUsed: ${gas.gasUsed}: out of gas`)
  }
  return events
}

/** The record of an executed transaction: its `tx_response` and search index. */
function recordTx(context: { tx: TxJson; bytes: Uint8Array; run: TxRun; height: bigint; index: number; time: string }): DevnetTx {
  const { tx, bytes, run, height, index, time } = context
  const hash = toHexUpper(sha256Of(bytes))
  const logs = run.messageEvents.map((messageEvents, msgIndex) => ({
    msg_index: msgIndex,
    log: '',
    events: messageEvents.map((e) => ({ type: e.type, attributes: e.attributes.map(({ key, value }) => ({ key, value })) })),
  }))
  const response = {
    height: height.toString(),
    txhash: hash,
    codespace: run.codespace,
    code: run.code,
    data: run.code === 0 ? toHexUpper(txMsgData(run.responses)) : '',
    raw_log: run.code === 0 ? JSON.stringify(logs) : run.log,
    logs,
    info: '',
    gas_wanted: run.gasWanted.toString(),
    gas_used: run.gasUsed.toString(),
    tx: { '@type': '/cosmos.tx.v1beta1.Tx', ...tx },
    timestamp: time.replace(/\.\d+Z$/, 'Z'),
    events: run.events,
  }

  const indexed = new Map<string, string[]>()
  const addIndex = (key: string, value: string) => indexed.set(key, [...(indexed.get(key) ?? []), value])
  addIndex('tx.height', height.toString())
  addIndex('tx.hash', hash)
  for (const e of run.events) for (const attribute of e.attributes) addIndex(`${e.type}.${attribute.key}`, attribute.value)

  return { hash, height, index, bytes, tx: tx as unknown as Record<string, unknown>, response, indexed }
}

// ---------------------------------------------------------------------------
// Transactions the chain makes up: a random user signs one message of a
// random kind. One in twenty-five asks for more than the signer holds, so its
// message fails (the fee is still paid), as happens on a real chain.

function generateTx(context: { genesis: GenesisState; random: Random; height: bigint }): Uint8Array {
  const { genesis, random, height } = context
  const users = genesis.accounts.filter((account) => account.kind !== 'module' && account.pubKey !== null)
  const signer = random.pick(users)
  const held = genesis.balances.get(signer.address) ?? new Map<string, bigint>()
  const balanceOf = (denom: string) => held.get(denom) ?? 0n
  const spendable = [...held.entries()].filter(([, amount]) => amount > 100n)
  const [denom, available] = spendable.length > 0 ? random.pick(spendable) : ['akii', 0n]
  const failed = random.int(1, 25) === 1
  const share = (amount: bigint) => (failed ? amount + 1n : (amount / 1000n) * BigInt(random.int(1, 9)) + 1n)
  const other = () => random.pick(users.filter((account) => account.address !== signer.address)).address
  const kind = random.pick(['send', 'send', 'send', 'multisend', 'transfer', 'delegate', 'vote', 'oracle'] as const)
  const feederOf = genesis.validators.find((validator) => validator.feeder === signer.address)
  const coin = (coinDenom: string, amount: bigint) => ({ denom: coinDenom, amount: amount.toString() })

  let message: AnyJson
  if (kind === 'oracle' && feederOf) {
    message = {
      '@type': '/kiichain.oracle.MsgAggregateExchangeRateVote',
      exchange_rates: [...genesis.oracleRates.entries()].map(([rateDenom, rate]) => `${formatDec(rate)}${rateDenom}`).join(','),
      feeder: signer.address,
      validator: feederOf.operatorAddress,
    }
  } else if (kind === 'vote') {
    message = {
      '@type': '/cosmos.gov.v1beta1.MsgVote',
      proposal_id: String(random.int(1, 12)),
      voter: signer.address,
      option: random.pick(['VOTE_OPTION_YES', 'VOTE_OPTION_NO', 'VOTE_OPTION_ABSTAIN', 'VOTE_OPTION_NO_WITH_VETO']),
    }
  } else if (kind === 'delegate' && balanceOf('akii') > 1000n) {
    message = {
      '@type': '/cosmos.staking.v1beta1.MsgDelegate',
      delegator_address: signer.address,
      validator_address: random.pick(genesis.validators).operatorAddress,
      amount: coin('akii', share(balanceOf('akii'))),
    }
  } else if (kind === 'transfer' && available > 100n) {
    const channel = random.pick(genesis.channels.filter((c) => c.portId === 'transfer' && c.state === 'STATE_OPEN'))
    message = {
      '@type': '/ibc.applications.transfer.v1.MsgTransfer',
      source_port: channel.portId,
      source_channel: channel.channelId,
      token: coin(denom, share(available)),
      sender: signer.address,
      receiver: toBech32('cosmos', random.bytes(20)),
      timeout_height: { revision_number: '4', revision_height: String(20_000_000 + Number(height)) },
      timeout_timestamp: '0',
      memo: '',
    }
  } else if (kind === 'multisend' && available > 100n) {
    const each = share(available) / 2n + 1n
    message = {
      '@type': '/cosmos.bank.v1beta1.MsgMultiSend',
      inputs: [{ address: signer.address, coins: [coin(denom, each * 2n)] }],
      outputs: [other(), other()].map((address) => ({ address, coins: [coin(denom, each)] })),
    }
  } else {
    const sendDenom = available > 100n ? denom : 'akii'
    message = {
      '@type': '/cosmos.bank.v1beta1.MsgSend',
      from_address: signer.address,
      to_address: other(),
      amount: [coin(sendDenom, available > 100n ? share(available) : 1n)],
    }
  }

  const gasWanted = BigInt(random.int(80_000, 250_000))
  const memo = random.next() < 0.3 ? random.pick(['', 'gm', 'thanks for lunch', 'invoice #2041', 'zap 🎈']) : ''
  return encodeTxJson({
    body: { messages: [message], memo, timeout_height: '0', extension_options: [], non_critical_extension_options: [] },
    auth_info: {
      signer_infos: [
        {
          public_key: { '@type': '/cosmos.crypto.secp256k1.PubKey', key: signer.pubKey },
          mode_info: { single: { mode: 'SIGN_MODE_DIRECT' } },
          sequence: signer.sequence.toString(),
        },
      ],
      fee: { amount: [coin('akii', gasWanted * gasPrice)], gas_limit: gasWanted.toString(), payer: '', granter: '' },
      tip: null,
    },
    signatures: [toBase64(random.bytes(64))],
  })
}
