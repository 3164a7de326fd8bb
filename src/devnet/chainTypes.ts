import type { MsgResponse } from './protobuf.ts'

// The chain's records in the gateway's JSON forms: its events, transactions, blocks and
// what running a transaction gives. Types only, so every module of the devnet can name
// them without importing the chain itself.

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

export type BlockIdJson = { hash: string; part_set_header: { total: number; hash: string } }

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
