import { decodeAminoStdTx, encodeAminoStdTx } from '../amino.ts'
import { toBase64 } from '../encoding.ts'
import { DevnetError, invalidArgument, notFound } from '../errors.ts'
import { readBool, readUint } from '../paginate.ts'
import { decodeBase64, TxCodecError } from '../protoJson.ts'
import { decodeTxBytes, encodeTxJson, txMsgData } from '../protobuf.ts'
import type { Route } from '../router.ts'
import { matchesTxQuery, parseTxQuery } from '../txQuery.ts'

const maxSearchLimit = 100n
const defaultBlockTxsLimit = 100n

// Codec errors (malformed base64 or bytes, unknown message types, JSON that is
// not a transaction) are the client's: 400 with code 3.
function codec<T>(work: () => T): T {
  try {
    return work()
  } catch (error) {
    if (error instanceof TxCodecError) throw invalidArgument(error.message)
    throw error
  }
}

function bodyObject(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw invalidArgument('invalid request body: expected a JSON object')
  return body as Record<string, unknown>
}

/** A base64 `bytes` field of a request body; absent or empty answers 400 with `emptyMessage`. */
function bytesField(body: Record<string, unknown>, name: string, emptyMessage: string): Uint8Array {
  const value = body[name]
  if (value === undefined || value === null || value === '') throw invalidArgument(emptyMessage)
  if (typeof value !== 'string') throw invalidArgument(`invalid ${name}: expected base64 bytes`)
  return codec(() => decodeBase64(value, name))
}

/** Broadcast modes by name and by number, as grpc-gateway reads an enum. */
const broadcastModes: Record<string, 'unspecified' | 'block' | 'sync' | 'async'> = {
  BROADCAST_MODE_UNSPECIFIED: 'unspecified',
  BROADCAST_MODE_BLOCK: 'block',
  BROADCAST_MODE_SYNC: 'sync',
  BROADCAST_MODE_ASYNC: 'async',
  0: 'unspecified',
  1: 'block',
  2: 'sync',
  3: 'async',
}

/**
 * Tx module routes: search, fetch by hash, blocks with their transactions,
 * decode and encode (protobuf and legacy amino), simulate and broadcast.
 * Transactions are real protobuf `TxRaw` bytes; the devnet does not verify
 * signatures (see chain.ts).
 */
export const txRoutes: Route[] = [
  {
    method: 'GET',
    path: '/{sdk}/tx/v1beta1/txs',
    handle: ({ chain, query }) => {
      const text = query.get('query') ?? ''
      const events = query.getAll('events').filter(Boolean)
      if (!text && events.length === 0) throw invalidArgument('query cannot be empty')
      const conditions = parseTxQuery([text, ...events].filter(Boolean).join(' AND '))
      const orderBy = query.get('order_by') ?? 'ORDER_BY_UNSPECIFIED'
      if (!['ORDER_BY_UNSPECIFIED', 'ORDER_BY_ASC', 'ORDER_BY_DESC', '0', '1', '2'].includes(orderBy)) {
        throw invalidArgument(`invalid order_by: unknown value "${orderBy}"`)
      }
      let matches = chain.allTxs().filter((tx) => matchesTxQuery(tx, conditions))
      if (orderBy === 'ORDER_BY_DESC' || orderBy === '2') matches = matches.reverse()

      // SDK 0.46+ reads page and limit; older chains only pagination.offset and pagination.limit.
      const limit = readUint(query, 'limit') ?? readUint(query, 'pagination.limit') ?? maxSearchLimit
      const page = readUint(query, 'page')
      const offset = page !== undefined ? (page === 0n ? 0n : (page - 1n) * limit) : (readUint(query, 'pagination.offset') ?? 0n)
      const size = limit > maxSearchLimit || limit === 0n ? maxSearchLimit : limit
      const chosen = matches.slice(Number(offset), Number(offset + size))
      const total = String(matches.length)
      return {
        txs: chosen.map((tx) => tx.tx),
        tx_responses: chosen.map((tx) => tx.response),
        pagination: { next_key: null, total },
        total,
      }
    },
  },
  {
    method: 'GET',
    path: '/{sdk}/tx/v1beta1/txs/{hash}',
    handle: ({ chain, params }) => {
      const hash = params.hash!
      if (!/^[0-9A-Fa-f]{64}$/.test(hash)) throw invalidArgument(`invalid tx hash: encoding/hex: invalid byte`)
      const tx = chain.tx(hash)
      if (!tx) throw notFound(`tx not found: ${hash.toUpperCase()}`)
      return { tx: tx.tx, tx_response: tx.response }
    },
  },
  {
    // As the SDK's GetBlockWithTxs: offset and limit only (a key is ignored), no
    // next_key, and `total` always set to the block's transaction count.
    method: 'GET',
    path: '/{sdk}/tx/v1beta1/txs/block/{height}',
    handle: ({ chain, params, query }) => {
      const text = params.height!
      if (!/^\d+$/.test(text)) throw invalidArgument(`invalid height: strconv.ParseInt: parsing "${text}": invalid syntax`)
      const height = BigInt(text)
      const latest = chain.latestHeight()
      if (height === 0n || height > latest) {
        throw invalidArgument(`requested block height ${height} is greater than the latest height ${latest}`)
      }
      const block = chain.block(height)!
      const offset = readUint(query, 'pagination.offset') ?? 0n
      const limit = readUint(query, 'pagination.limit') || defaultBlockTxsLimit
      const ordered = readBool(query, 'pagination.reverse') ? [...block.txs].reverse() : block.txs
      const count = BigInt(ordered.length)
      if (offset >= count && count !== 0n) {
        throw invalidArgument(`out of range: cannot paginate ${count} txs with offset ${offset} and limit ${limit}`)
      }
      const page = ordered.slice(Number(offset), Number(offset + limit))
      return {
        txs: page.map((tx) => tx.tx),
        block_id: block.json.block_id,
        block: block.json.block,
        pagination: { next_key: null, total: count.toString() },
      }
    },
  },
  {
    method: 'POST',
    path: '/{sdk}/tx/v1beta1/decode',
    handle: ({ body }) => {
      const bytes = bytesField(bodyObject(body), 'tx_bytes', 'invalid empty tx bytes')
      return { tx: codec(() => decodeTxBytes(bytes)) }
    },
  },
  {
    method: 'POST',
    path: '/{sdk}/tx/v1beta1/encode',
    handle: ({ body }) => {
      const tx = bodyObject(body).tx
      if (tx === undefined || tx === null) throw invalidArgument('invalid empty tx')
      return { tx_bytes: toBase64(codec(() => encodeTxJson(tx))) }
    },
  },
  {
    method: 'POST',
    path: '/{sdk}/tx/v1beta1/decode/amino',
    handle: ({ body }) => {
      const bytes = bytesField(bodyObject(body), 'amino_binary', 'invalid empty tx bytes')
      return { amino_json: JSON.stringify(codec(() => decodeAminoStdTx(bytes))) }
    },
  },
  {
    method: 'POST',
    path: '/{sdk}/tx/v1beta1/encode/amino',
    handle: ({ body }) => {
      const text = bodyObject(body).amino_json
      if (text === undefined || text === null || text === '') throw invalidArgument('invalid empty tx json')
      if (typeof text !== 'string') throw invalidArgument('invalid amino_json: expected the StdTx JSON as a string')
      let json: unknown
      try {
        json = JSON.parse(text)
      } catch (error) {
        throw invalidArgument(`invalid amino_json: ${(error as Error).message}`)
      }
      return { amino_binary: toBase64(codec(() => encodeAminoStdTx(json))) }
    },
  },
  {
    // A transaction that fails answers as the SDK's Simulate does: gRPC Unknown (HTTP 500, code 2).
    method: 'POST',
    path: '/{sdk}/tx/v1beta1/simulate',
    handle: ({ chain, body }) => {
      const request = bodyObject(body)
      const hasBytes = request.tx_bytes !== undefined && request.tx_bytes !== null && request.tx_bytes !== ''
      const tx = request.tx
      if (!hasBytes && (tx === undefined || tx === null)) throw invalidArgument('empty txBytes is not allowed')
      const bytes = hasBytes ? bytesField(request, 'tx_bytes', 'empty txBytes is not allowed') : codec(() => encodeTxJson(tx))
      const run = codec(() => chain.simulateTx(bytes))
      if (run.code !== 0) {
        throw new DevnetError(500, 2, `${run.log} With gas wanted: '${run.gasWanted}' and gas used: '${run.gasUsed}' `)
      }
      const logs = run.messageEvents.map((events, msgIndex) => ({
        msg_index: msgIndex,
        log: '',
        events: events.map((e) => ({ type: e.type, attributes: e.attributes.map(({ key, value }) => ({ key, value })) })),
      }))
      return {
        gas_info: { gas_wanted: run.gasWanted.toString(), gas_used: run.gasUsed.toString() },
        result: {
          data: toBase64(txMsgData(run.responses)),
          log: JSON.stringify(logs),
          events: run.events,
          msg_responses: run.responses.map((response) => response.json),
        },
      }
    },
  },
  {
    method: 'POST',
    path: '/{sdk}/tx/v1beta1/txs',
    handle: ({ chain, body }) => {
      const request = bodyObject(body)
      const bytes = bytesField(request, 'tx_bytes', 'invalid empty tx')
      const rawMode = request.mode ?? 'BROADCAST_MODE_UNSPECIFIED'
      const mode = typeof rawMode === 'string' || typeof rawMode === 'number' ? broadcastModes[String(rawMode)] : undefined
      if (!mode) throw invalidArgument(`invalid value for enum field mode: ${JSON.stringify(rawMode)}`)
      // SDK 0.47 removed block mode: clients broadcast with sync and then wait for the transaction.
      if (mode === 'block') throw invalidArgument('block mode is not supported; use BROADCAST_MODE_SYNC and query the tx by hash')
      if (mode === 'unspecified') throw invalidArgument('unsupported return type unspecified; supported types: sync, async')
      return { tx_response: codec(() => chain.broadcastTx(bytes, mode)) }
    },
  },
]
