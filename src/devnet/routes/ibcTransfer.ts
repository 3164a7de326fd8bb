import { ibcDenom } from '../encoding.ts'
import { invalidArgument, notFound } from '../errors.ts'
import { requireDenom, totalEscrow } from '../ibcApps.ts'
import { escrowAddress } from '../ibcIds.ts'
import { requireIdentifier } from '../ibcCore.ts'
import { paginate } from '../paginate.ts'
import type { Route } from '../router.ts'

const prefix = '/ibc/apps/transfer/v1'

type Trace = { path: string; base_denom: string }

const fullDenomPath = (trace: Trace) => (trace.path ? `${trace.path}/${trace.base_denom}` : trace.base_denom)
const channelIdPattern = /^channel-\d{1,20}$/

/**
 * Splits `port/channel/.../base` into path and base denom as ibc-go's
 * `ParseDenomTrace` does: leading pairs whose second part is a channel id
 * form the path, the rest (which may hold slashes) is the base denom.
 */
function parseDenomTrace(raw: string): Trace {
  const parts = raw.split('/')
  if (parts.length === 1) return { path: '', base_denom: raw }
  const path: string[] = []
  let index = 0
  while (index < parts.length - 1 && parts.length > 2 && channelIdPattern.test(parts[index + 1]!)) {
    path.push(parts[index]!, parts[index + 1]!)
    index += 2
  }
  return { path: path.join('/'), base_denom: parts.slice(index).join('/') }
}

// ibc-go's DenomTrace.Validate.
function validateTrace(trace: Trace): void {
  if (trace.path === '' && trace.base_denom !== '') return
  if (trace.base_denom.trim() === '') throw invalidArgument('base denomination cannot be blank')
  const identifiers = trace.path.split('/')
  if (identifiers.length % 2 !== 0) {
    throw invalidArgument(
      `trace info must come in pairs of port and channel identifiers '{portID}/{channelID}', got the identifiers: [${identifiers.join(' ')}]`,
    )
  }
  for (let index = 0; index < identifiers.length; index += 2) {
    requireIdentifier('port', identifiers[index]!)
    requireIdentifier('channel', identifiers[index + 1]!)
  }
}

/** Why text is not a hex SHA-256 hash, in the words of Go's `encoding/hex` and CometBFT's `ValidateHash`. */
function hexHashProblem(text: string): string | undefined {
  const invalid = [...text].find((character) => !/[0-9a-fA-F]/.test(character))
  if (invalid) {
    const code = invalid.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')
    return `encoding/hex: invalid byte: U+${code} '${invalid}'`
  }
  if (text.length % 2 !== 0) return 'encoding/hex: odd length hex string'
  if (text.length !== 0 && text.length !== 64) return `expected size to be 32 bytes, got ${text.length / 2} bytes`
  return undefined
}

/** ICS-20 token transfer routes (`/ibc/apps/transfer/v1`). */
export const ibcTransferRoutes: Route[] = [
  {
    method: 'GET',
    path: `${prefix}/channels/{channel_id}/ports/{port_id}/escrow_address`,
    handle: ({ params }) => ({
      escrow_address: escrowAddress(requireIdentifier('port', params.port_id!), requireIdentifier('channel', params.channel_id!)),
    }),
  },
  {
    method: 'GET',
    path: `${prefix}/denom_hashes/{trace=**}`,
    handle: ({ chain, params }) => {
      const trace = parseDenomTrace(params.trace!)
      validateTrace(trace)
      const hash = ibcDenom(trace.path, trace.base_denom).slice(4)
      if (!trace.path || !chain.genesis.denomTraces.has(hash)) throw notFound(`${params.trace}: denomination trace not found`)
      return { hash }
    },
  },
  {
    method: 'GET',
    path: `${prefix}/denom_traces`,
    handle: ({ chain, query }) => {
      // The store pages by hash; ibc-go then sorts each page by full denom path.
      const byHash = [...chain.genesis.denomTraces.entries()].sort(([a], [b]) => (a < b ? -1 : 1))
      const { page, pagination } = paginate(byHash, query, ([hash]) => hash)
      const traces = page.map(([, trace]) => trace).sort((a, b) => (fullDenomPath(a) < fullDenomPath(b) ? -1 : 1))
      return { denom_traces: traces, pagination }
    },
  },
  {
    method: 'GET',
    path: `${prefix}/denom_traces/{hash=**}`,
    handle: ({ chain, params }) => {
      const text = params.hash!.replace(/^ibc\//, '')
      const problem = hexHashProblem(text)
      if (problem) throw invalidArgument(`invalid denom trace hash: , error: ${problem}`)
      const trace = chain.genesis.denomTraces.get(text.toUpperCase())
      if (!trace) throw notFound(`${params.hash}: denomination trace not found`)
      return { denom_trace: trace }
    },
  },
  {
    method: 'GET',
    path: `${prefix}/params`,
    handle: () => ({ params: { send_enabled: true, receive_enabled: true } }),
  },
  {
    method: 'GET',
    path: `${prefix}/denoms/{denom=**}/total_escrow`,
    handle: ({ chain, params }) => {
      const denom = requireDenom(params.denom!)
      return { amount: { denom, amount: totalEscrow(chain, denom).toString() } }
    },
  },
]
