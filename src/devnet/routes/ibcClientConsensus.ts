import type { Chain } from '../chain.ts'
import { toBase64, utf8, fromBase64 } from '../encoding.ts'
import { invalidArgument, notFound } from '../errors.ts'
import { clientLatestHeight, requireIdentifier, selfHeight, type DevnetClient, type HeightJson } from '../ibcCore.ts'
import { consensusStateJson } from '../ibcPackets.ts'
import { readBool, readUint, type PageResponseJson } from '../paginate.ts'
import type { Route } from '../router.ts'

// The consensus states of the devnet's light clients. ibcPackets.ts (channel consensus state)
// and ibcCore.ts (verify_membership) hold that a client has a consensus state at every
// counterparty height from 1 to its latest, with the client's revision; these routes list
// exactly those, so every listed state is the one the single-height routes answer.
//
// A client tracks 10-20 million heights, so the list is never built: ibc-go keys the states
// `{revision}-{height}` as text, and the store iterates them in that text order (1, 10, 100,
// ..., 2, 20, ...). The walk below steps through 1..latest in that order, and finds the n-th
// entry of it for offset pagination, without materializing anything.

const defaultLimit = 100n

/** The height after `height` in the text order of 1..last, or undefined at the end. */
function nextInTextOrder(height: bigint, last: bigint): bigint | undefined {
  if (height * 10n <= last) return height * 10n
  let current = height
  while (current % 10n === 9n || current + 1n > last) {
    current /= 10n
    if (current === 0n) return undefined
  }
  return current + 1n
}

/** The height before `height` in the text order of 1..last, or undefined at the start. */
function previousInTextOrder(height: bigint, last: bigint): bigint | undefined {
  if (height === 1n) return undefined
  if (height % 10n === 0n) return height / 10n
  let current = height - 1n
  while (current * 10n <= last) current = current * 10n + 9n < last ? current * 10n + 9n : last
  return current
}

/** How many heights of 1..last start with the digits of `prefix` (the prefix itself included). */
function countWithPrefix(prefix: bigint, last: bigint): bigint {
  let count = 0n
  for (let first = prefix, end = prefix; first <= last; first *= 10n, end = end * 10n + 9n) {
    count += (end < last ? end : last) - first + 1n
  }
  return count
}

/** The `index`-th height (from 0) of 1..last in text order. */
function nthInTextOrder(index: bigint, last: bigint): bigint {
  let current = 1n
  let remaining = index
  while (remaining > 0n) {
    const below = countWithPrefix(current, last)
    if (below <= remaining) {
      current += 1n
      remaining -= below
    } else {
      current *= 10n
      remaining -= 1n
    }
  }
  return current
}

/**
 * One page of a client's consensus heights, read from the query string the way the SDK's
 * store pagination does (`key`, `offset`, `limit`, `count_total`, `reverse`).
 */
export function consensusHeightsPage(
  client: DevnetClient | undefined,
  query: URLSearchParams,
): { heights: HeightJson[]; pagination: PageResponseJson } {
  const keyText = query.get('pagination.key') ?? ''
  const offset = readUint(query, 'pagination.offset')
  const limit = readUint(query, 'pagination.limit') ?? defaultLimit
  const countTotal = readBool(query, 'pagination.count_total')
  const reverse = readBool(query, 'pagination.reverse')
  if (keyText !== '' && offset !== undefined) {
    throw invalidArgument('invalid request, either offset or key is expected, got both')
  }
  const last = client?.latestHeight ?? 0n
  const revision = client ? clientLatestHeight(client).revision_number : '0'
  const step = reverse ? previousInTextOrder : nextInTextOrder
  let start: bigint | undefined
  if (keyText !== '') {
    let key: string
    try {
      key = new TextDecoder().decode(fromBase64(keyText))
    } catch {
      throw invalidArgument('invalid pagination.key: illegal base64 data')
    }
    const match = /^(\d+)-([1-9]\d*)$/.exec(key)
    start = match && match[1] === revision && BigInt(match[2]!) <= last ? BigInt(match[2]!) : undefined
  } else {
    const skip = offset ?? 0n
    if (skip < last) start = nthInTextOrder(reverse ? last - 1n - skip : skip, last)
  }
  const size = limit === 0n ? defaultLimit : limit
  const heights: HeightJson[] = []
  let current = start
  while (current !== undefined && BigInt(heights.length) < size) {
    heights.push({ revision_number: revision, revision_height: current.toString() })
    current = step(current, last)
  }
  return {
    heights,
    pagination: {
      next_key: current === undefined ? null : toBase64(utf8(`${revision}-${current}`)),
      total: countTotal && keyText === '' ? last.toString() : '0',
    },
  }
}

const maxUint64 = 2n ** 64n - 1n

/** A uint64 path parameter, converted as grpc-gateway does before the query runs (400, code 3, when malformed). */
export function pathUint(params: Record<string, string>, name: string): bigint {
  const text = params[name] ?? ''
  const value = /^\d+$/.test(text) ? BigInt(text) : undefined
  if (value === undefined || value > maxUint64) {
    const reason = value === undefined ? 'invalid syntax' : 'value out of range'
    throw invalidArgument(`type mismatch, parameter: ${name}, error: strconv.ParseUint: parsing ${JSON.stringify(text)}: ${reason}`)
  }
  return value
}

const findClient = (chain: Chain, clientId: string) =>
  chain.genesis.clients.find((candidate) => candidate.clientId === requireIdentifier('client', clientId))

const prefix = '/ibc/core/client/v1'
// The light client types the chain accepts (ibc-go's default).
const allowedClients = ['06-solomachine', '07-tendermint', '09-localhost']

/**
 * Light-client routes beyond the client states: consensus states (list, heights, one height),
 * the module's params (at ibc-go 5+'s path and at ibc-go 4's `/ibc/client/v1/params`, one
 * answer for both), and the upgraded states, which answer 404 since the devnet plans no upgrade.
 */
export const ibcClientConsensusRoutes: Route[] = [
  {
    method: 'GET',
    path: `${prefix}/consensus_states/{client_id}/heights`,
    handle: ({ chain, params, query }) => {
      const { heights, pagination } = consensusHeightsPage(findClient(chain, params.client_id!), query)
      return { consensus_state_heights: heights, pagination }
    },
  },
  {
    method: 'GET',
    path: `${prefix}/consensus_states/{client_id}`,
    handle: ({ chain, params, query }) => {
      const client = findClient(chain, params.client_id!)
      const { heights, pagination } = consensusHeightsPage(client, query)
      const states = heights.map((height) => ({
        height,
        consensus_state: consensusStateJson(chain.genesis, client!, {
          revisionNumber: BigInt(height.revision_number),
          revisionHeight: BigInt(height.revision_height),
        }),
      }))
      return { consensus_states: states, pagination }
    },
  },
  {
    method: 'GET',
    path: `${prefix}/consensus_states/{client_id}/revision/{revision_number}/height/{revision_height}`,
    handle: ({ chain, params, query }) => {
      const revisionNumber = pathUint(params, 'revision_number')
      const revisionHeight = pathUint(params, 'revision_height')
      const latest = readBool(query, 'latest_height')
      const clientId = requireIdentifier('client', params.client_id!)
      if (!latest && revisionHeight === 0n) throw invalidArgument('consensus state height cannot be 0')
      const client = chain.genesis.clients.find((candidate) => candidate.clientId === clientId)
      const height = latest && client
        ? { revisionNumber: BigInt(clientLatestHeight(client).revision_number), revisionHeight: client.latestHeight }
        : { revisionNumber, revisionHeight }
      const state = client ? consensusStateJson(chain.genesis, client, height) : undefined
      if (!state) {
        const shown = latest ? 'latest height' : `height: ${revisionNumber}-${revisionHeight}`
        throw notFound(`client-id: ${clientId}, ${shown}: consensus state not found`)
      }
      return { consensus_state: state, proof: null, proof_height: selfHeight(chain) }
    },
  },
  ...['/ibc/core/client/v1/params', '/ibc/client/v1/params'].map(
    (path): Route => ({ method: 'GET', path, handle: () => ({ params: { allowed_clients: allowedClients } }) }),
  ),
  {
    method: 'GET',
    path: `${prefix}/upgraded_client_states`,
    handle: () => {
      throw notFound('upgrade plan not found')
    },
  },
  {
    method: 'GET',
    path: `${prefix}/upgraded_consensus_states`,
    handle: ({ chain }) => {
      throw notFound(`upgraded consensus state not found, height ${chain.latestHeight()}`)
    },
  },
]
