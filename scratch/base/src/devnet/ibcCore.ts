import { Channel, orderFromJSON, stateFromJSON as channelStateFromJSON } from 'cosmjs-types/ibc/core/channel/v1/channel'
import { ConnectionEnd, stateFromJSON as connectionStateFromJSON } from 'cosmjs-types/ibc/core/connection/v1/connection'
import type { Chain } from './chain.ts'
import { fromBase64, toBase64, utf8 } from './encoding.ts'
import { invalidArgument, notFound } from './errors.ts'
import type { GenesisState } from './state.ts'

// IBC core objects of the simulated chain (light clients, connections) in the
// gateway's JSON, and the counterparty state those clients can verify. All of
// it is derived from the genesis, so every endpoint tells the same story.

/** An IBC height in the gateway's JSON. */
export type HeightJson = { revision_number: string; revision_height: string }

/** A light client of the genesis. */
export type DevnetClient = GenesisState['clients'][number]
/** A connection of the genesis. */
export type DevnetConnection = GenesisState['connections'][number]

/**
 * The revision number of a chain id, as ibc-go's `ParseChainID` reads it:
 * the number after the last dash (`cosmoshub-4` → 4), or 0 without one.
 */
export function revisionNumberOf(chainId: string): bigint {
  const match = /^.*[^\n-]-([1-9][0-9]*)$/.exec(chainId)
  return match ? BigInt(match[1]!) : 0n
}

/** The chain's own height in IBC form (the `proof_height` and `height` of core queries). */
export function selfHeight(chain: Chain): HeightJson {
  return { revision_number: revisionNumberOf(chain.chainId).toString(), revision_height: chain.latestHeight().toString() }
}

// ibc-go's host identifier validators: allowed characters and length bounds per kind.
const identifierCharacters = /^[a-zA-Z0-9._+\-#[\]<>]+$/
const identifierBounds = { client: [9, 64], connection: [10, 64], channel: [8, 64], port: [2, 128] } as const

/**
 * Checks an IBC identifier as ibc-go's `host.*IdentifierValidator` does,
 * answering 400 with code 3 and ibc-go's message when it is malformed.
 */
export function requireIdentifier(kind: keyof typeof identifierBounds, id: string): string {
  const [min, max] = identifierBounds[kind]
  if (id.trim() === '') throw invalidArgument('identifier cannot be blank: invalid identifier')
  if (id.includes('/')) throw invalidArgument(`identifier ${id} cannot contain separator '/': invalid identifier`)
  if (id.length < min || id.length > max) {
    throw invalidArgument(
      `identifier ${id} has invalid length: ${id.length}, must be between ${min}-${max} characters: invalid identifier`,
    )
  }
  if (!identifierCharacters.test(id)) {
    throw invalidArgument(
      `identifier ${id} must contain only alphanumeric or the following characters: '.', '_', '+', '-', '#', '[', ']', '<', '>': invalid identifier`,
    )
  }
  return id
}

/** A light client by id: 400 for a malformed id, 404 with code 5 for an unknown one. */
export function requireClient(chain: Chain, clientId: string): DevnetClient {
  requireIdentifier('client', clientId)
  const client = chain.genesis.clients.find((candidate) => candidate.clientId === clientId)
  if (!client) throw notFound(`${clientId}: light client not found`)
  return client
}

/** A connection by id: 400 for a malformed id, 404 with code 5 for an unknown one. */
export function requireConnection(chain: Chain, connectionId: string): DevnetConnection {
  requireIdentifier('connection', connectionId)
  const connection = chain.genesis.connections.find((candidate) => candidate.connectionId === connectionId)
  if (!connection) throw notFound(`${connectionId}: connection not found`)
  return connection
}

// ics23 proof specs of a Cosmos SDK chain (IAVL store, then the Tendermint multistore), in proto3 JSON.
const proofSpecs = [
  {
    leaf_spec: { hash: 'SHA256', prehash_key: 'NO_HASH', prehash_value: 'SHA256', length: 'VAR_PROTO', prefix: 'AA==' },
    inner_spec: { child_order: [0, 1], child_size: 33, min_prefix_length: 4, max_prefix_length: 12, empty_child: null, hash: 'SHA256' },
    max_depth: 0,
    min_depth: 0,
    prehash_key_before_comparison: false,
  },
  {
    leaf_spec: { hash: 'SHA256', prehash_key: 'NO_HASH', prehash_value: 'SHA256', length: 'VAR_PROTO', prefix: 'AA==' },
    inner_spec: { child_order: [0, 1], child_size: 32, min_prefix_length: 1, max_prefix_length: 1, empty_child: null, hash: 'SHA256' },
    max_depth: 0,
    min_depth: 0,
    prehash_key_before_comparison: false,
  },
]

/** The latest height a client has verified, in IBC form (revision from the tracked chain's id). */
export function clientLatestHeight(client: DevnetClient): HeightJson {
  return {
    revision_number: revisionNumberOf(client.chainId).toString(),
    revision_height: client.latestHeight.toString(),
  }
}

/** A Tendermint light client's state as a proto3 JSON `Any`. */
export function clientStateJson(client: DevnetClient): Record<string, unknown> {
  return {
    '@type': '/ibc.lightclients.tendermint.v1.ClientState',
    chain_id: client.chainId,
    trust_level: { numerator: '1', denominator: '3' },
    trusting_period: '1209600s',
    unbonding_period: '1814400s',
    max_clock_drift: '20s',
    frozen_height: { revision_number: '0', revision_height: '0' },
    latest_height: clientLatestHeight(client),
    proof_specs: proofSpecs,
    upgrade_path: ['upgrade', 'upgradedIBCState'],
    allow_update_after_expiry: true,
    allow_update_after_misbehaviour: true,
  }
}

/**
 * A client's status. Every devnet client is `Active`: none is frozen and the
 * devnet's clients are updated within their trusting period.
 */
export function clientStatus(_client: DevnetClient): 'Active' {
  return 'Active'
}

/** The IBC versions every devnet connection negotiated. */
const connectionVersions = [{ identifier: '1', features: ['ORDER_ORDERED', 'ORDER_UNORDERED'] }]
/** The counterparty chains' commitment prefix: their IBC store key. */
export const commitmentPrefix = 'ibc'

/** A connection end as the gateway shows it (`ConnectionEnd`). */
export function connectionJson(connection: DevnetConnection) {
  return {
    client_id: connection.clientId,
    versions: connectionVersions,
    state: 'STATE_OPEN',
    counterparty: {
      client_id: connection.counterpartyClientId,
      connection_id: connection.counterpartyConnectionId,
      prefix: { key_prefix: toBase64(utf8(commitmentPrefix)) },
    },
    delay_period: '0',
  }
}

/** A connection end in a list, with its `id`. */
export function identifiedConnectionJson(connection: DevnetConnection) {
  return { id: connection.connectionId, ...connectionJson(connection) }
}

/**
 * The part of each counterparty chain's IBC store that the devnet's light
 * clients can verify, as ICS-24 path → protobuf bytes, for one client:
 *
 * - `connections/{counterparty connection}`: the counterparty's `ConnectionEnd`
 *   (its client and connection ids mirror ours, prefix `ibc`, state OPEN);
 * - `channelEnds/ports/{port}/channels/{channel}`: the counterparty's `Channel`
 *   of every devnet channel on a connection of this client whose handshake
 *   reached the counterparty (any state but INIT), with our state, ordering and version.
 */
export function counterpartyStore(chain: Chain, clientId: string): Map<string, Uint8Array> {
  const store = new Map<string, Uint8Array>()
  for (const connection of chain.genesis.connections.filter((candidate) => candidate.clientId === clientId)) {
    store.set(
      `connections/${connection.counterpartyConnectionId}`,
      ConnectionEnd.encode(
        ConnectionEnd.fromPartial({
          clientId: connection.counterpartyClientId,
          versions: connectionVersions,
          state: connectionStateFromJSON('STATE_OPEN'),
          counterparty: {
            clientId: connection.clientId,
            connectionId: connection.connectionId,
            prefix: { keyPrefix: utf8(commitmentPrefix) },
          },
          delayPeriod: 0n,
        }),
      ).finish(),
    )
    for (const channel of chain.genesis.channels) {
      if (channel.connectionId !== connection.connectionId || channel.state === 'STATE_INIT') continue
      store.set(
        `channelEnds/ports/${channel.counterparty.port_id}/channels/${channel.counterparty.channel_id}`,
        Channel.encode(
          Channel.fromPartial({
            state: channelStateFromJSON(channel.state),
            ordering: orderFromJSON(channel.ordering),
            counterparty: { portId: channel.portId, channelId: channel.channelId },
            connectionHops: [connection.counterpartyConnectionId],
            version: channel.version,
          }),
        ).finish(),
      )
    }
  }
  return store
}

const uintText = /^\d+$/

function readUint(value: unknown, name: string): bigint {
  if (value === undefined || value === null || value === '') return 0n
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  if (typeof value === 'string' && uintText.test(value)) return BigInt(value)
  throw invalidArgument(`proto: (line 1:1): invalid value for uint64 field ${name}: ${JSON.stringify(value)}`)
}

function readBytes(value: unknown, name: string): Uint8Array {
  if (value === undefined || value === null || value === '') return new Uint8Array()
  if (typeof value !== 'string') throw invalidArgument(`proto: (line 1:1): invalid value for bytes field ${name}`)
  try {
    return fromBase64(value)
  } catch {
    throw invalidArgument(`proto: (line 1:1): invalid value for bytes field ${name}: illegal base64 data`)
  }
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, index) => byte === b[index])

/**
 * Answers `POST /ibc/core/client/v1/verify_membership` as ibc-go does, with
 * the devnet's rule for the proof itself:
 *
 * - malformed input answers 400 with code 3 (ibc-go's checks: client id, an
 *   empty proof, a zero proof height, an empty merkle path, an empty value,
 *   and values that do not decode);
 * - an unknown client answers 404 with code 5;
 * - `success` is true only when the client has a consensus state at the proof
 *   height (same revision as the client's chain, height from 1 to the client's
 *   latest height), the merkle path is `["ibc", <ICS-24 path>]`, and `value` is
 *   exactly the bytes stored at that path in {@link counterpartyStore}. The
 *   devnet does not build Merkle proofs: any non-empty `proof` is accepted, and
 *   `time_delay` and `block_delay` are checked for form only.
 */
export function verifyMembership(chain: Chain, body: unknown): { success: boolean } {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw invalidArgument('invalid request body: expected a JSON object')
  }
  const request = body as Record<string, unknown>
  const clientId = typeof request.client_id === 'string' ? request.client_id : ''
  requireIdentifier('client', clientId)
  if (!/^.*[^\n-]-[0-9]{1,20}$/.test(clientId)) {
    throw invalidArgument(`invalid client identifier ${clientId} is not in format: \`{client-type}-{N}\`: invalid client identifier`)
  }
  if (readBytes(request.proof, 'proof').length === 0) throw invalidArgument('empty proof')
  const height = (request.proof_height ?? {}) as Record<string, unknown>
  if (typeof height !== 'object' || Array.isArray(height)) throw invalidArgument('invalid value for message field proof_height')
  const revisionNumber = readUint(height.revision_number, 'revision_number')
  const revisionHeight = readUint(height.revision_height, 'revision_height')
  if (revisionNumber === 0n && revisionHeight === 0n) throw invalidArgument('proof height must be non-zero')
  const merklePath = (request.merkle_path ?? {}) as Record<string, unknown>
  const keyPath = merklePath.key_path ?? []
  if (!Array.isArray(keyPath) || keyPath.some((key) => typeof key !== 'string')) {
    throw invalidArgument('invalid value for repeated string field key_path')
  }
  if (keyPath.length === 0) throw invalidArgument('empty merkle path')
  const value = readBytes(request.value, 'value')
  if (value.length === 0) throw invalidArgument('empty value')
  readUint(request.time_delay, 'time_delay')
  readUint(request.block_delay, 'block_delay')

  const client = requireClient(chain, clientId)
  const latest = clientLatestHeight(client)
  const hasConsensusState =
    revisionNumber.toString() === latest.revision_number && revisionHeight >= 1n && revisionHeight <= client.latestHeight
  if (!hasConsensusState || keyPath.length !== 2 || keyPath[0] !== commitmentPrefix) return { success: false }
  const stored = counterpartyStore(chain, client.clientId).get(keyPath[1] as string)
  return { success: stored !== undefined && sameBytes(stored, value) }
}
