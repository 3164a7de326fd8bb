import { invalidArgument, notFound } from '../errors.ts'
import { paginate, readUint } from '../paginate.ts'
import type { Route } from '../router.ts'
import { matchesTxQuery, parseTxQuery } from '../txQuery.ts'

const maxSearchLimit = 100n

/** Tx module routes (reads). */
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
      const indexed = block.txs.map((tx) => ({ tx, key: String(tx.index).padStart(6, '0') }))
      const { page, pagination } = paginate(indexed, query, (entry) => entry.key)
      return {
        txs: page.map((entry) => entry.tx.tx),
        block_id: block.json.block_id,
        block: block.json.block,
        pagination: { ...pagination, total: String(block.txs.length) },
      }
    },
  },
]
