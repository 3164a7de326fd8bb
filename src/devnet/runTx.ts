import type { DevnetTx, EventJson, TxRun } from './chainTypes.ts'
import { sha256Of, toHexUpper } from './encoding.ts'
import { Overlay, TxFailure, type Ledger } from './ledger.ts'
import { executeMessage, signerOf } from './messages/registry.ts'
import { coinsText, event, moduleAddress, requireAccountAddress, text, transferEvents, type Executed } from './messages/shared.ts'
import { type TxJson } from './protoJson.ts'
import { txMsgData } from './protobuf.ts'
import type { GenesisState } from './state.ts'

// Running a transaction: the ante handler, then its messages, each through its
// module's handler (messages/registry.ts); and the record of an executed one.

/**
 * Gas of a transaction: a base cost, `tx_size_cost_per_byte` (10) per byte of
 * `TxRaw`, the signature verification cost of each signer's key type
 * (`sig_verify_cost_secp256k1` 1 000, `sig_verify_cost_ed25519` 590) and a flat
 * cost per message. The numbers match the auth params the devnet serves.
 */
const gasCosts = { base: 15_000n, perByte: 10n, perMessage: 25_000n, secp256k1: 1_000n, ed25519: 590n }
const maxMemoCharacters = 256

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
export function runTx(
  tx: TxJson,
  bytes: Uint8Array,
  ledger: Ledger,
  mode: 'check' | 'deliver' | 'simulate',
  genesis: GenesisState,
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
    for (const message of tx.body.messages) executed.push(executeMessage(message, messages, genesis))
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
export function recordTx(context: { tx: TxJson; bytes: Uint8Array; run: TxRun; height: bigint; index: number; time: string }): DevnetTx {
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
