import { sha256Of, toBase64, toHexUpper } from './encoding.ts'
import { generateTx } from './generateTx.ts'
import { firstSequenceSend } from './ibcHistory.ts'
import { genesisLedger, Overlay } from './ledger.ts'
import type { BlockIdJson, BroadcastResponseJson, DevnetBlock, DevnetTx, TxRun } from './chainTypes.ts'
import { decodeTxBytes } from './protobuf.ts'
import { createRandom, type Random } from './random.ts'
import { oracleRatesFrom } from './oracleRates.ts'
import { recordTx, runTx } from './runTx.ts'
import { createGenesis, type DevnetAccount } from './state.ts'
import { createStateHistory, type StateHistoryOptions } from './stateHistory.ts'
import { lockedAt } from './vesting.ts'

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
//
// The message types live one module a file in messages/ (who signs, what running
// does, how the chain makes one up); runTx.ts runs the ante handler and dispatches
// through their table; generateTx.ts makes up the chain's own traffic.

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

  // The time transactions run at, in Unix seconds: the block's while it is made, else the
  // latest block's (as CheckTx and simulation see it). Vesting unlocks with it.
  let clockSeconds = 0n
  const root = genesisLedger(genesis, accountsByAddress, {
    locked: (address, denom) => lockedAt(genesis, address, denom, clockSeconds),
    firstSequenceSend: (channel) => firstSequenceSend({ genesis, chainId }, channel),
  })
  // Transactions that passed CheckTx and wait for the next block, and the state they leave behind.
  let mempool: { bytes: Uint8Array; hash: string }[] = []
  let pending = new Overlay(root)
  const runAtLatestBlock = () => {
    clockSeconds = unixSeconds(blocks.at(-1)!.time)
  }
  // The hash of a block, known before the block is made: its oracle votes carry the rates it sets.
  const blockHashAt = (height: bigint) => toBase64(sha256Of(`${seed}/block/${height}`))

  const timeOf = (height: bigint) => startedAt + Number(height - initialHeight) * blockTimeMs

  function execute(bytes: Uint8Array, height: bigint, index: number, time: string): DevnetTx {
    const tx = decodeTxBytes(bytes)
    const run = runTx(tx, bytes, root, 'deliver', genesis)
    run.commit()
    const record = recordTx({ tx, bytes, run, height, index, time })
    txsByHash.set(record.hash, record)
    return record
  }

  function produce(): DevnetBlock {
    const height = BigInt(blocks.length + 1)
    const r = random.fork(`block-${height}`)
    const time = rfc3339(timeOf(height), r)
    clockSeconds = unixSeconds(time)
    const queued = mempool
    mempool = []
    pending = new Overlay(root)
    const txs = queued.map((entry, index) => execute(entry.bytes, height, index, time))
    const count = height === 1n ? 0 : r.int(0, 4)
    for (let index = 0; index < count; index++) {
      const generated = r.fork(index)
      const oracleRates = () => oracleRatesFrom(genesis, blockHashAt, height)
      txs.push(execute(generateTx({ genesis, random: generated, height, oracleRates }), height, txs.length, time))
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
      runAtLatestBlock()
      const run = runTx(tx, bytes, pending, 'check', genesis)
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
      runAtLatestBlock()
      const { commit: _discarded, ...run } = runTx(tx, bytes, pending, 'simulate', genesis)
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

const unixSeconds = (time: string) => BigInt(Math.floor(Date.parse(`${time.slice(0, 19)}Z`) / 1000))
