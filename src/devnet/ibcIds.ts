import { accountPrefix, sha256Of, toBech32, utf8 } from './encoding.ts'

// Names and versions of the devnet's IBC applications, pure functions of their inputs:
// the ICS-20 and ICS-29 versions, escrow addresses, port prefixes, store keys. The
// genesis builds its channels with them, so this file knows no chain state.

/** The connections and clients of a genesis, which say what chain is at the other end of a channel. */
type IbcTopology = {
  connections: readonly { connectionId: string; clientId: string }[]
  clients: readonly { clientId: string; chainId: string }[]
}

/** The ICS-20 version string, which also seeds escrow addresses. */
export const transferVersion = 'ics20-1'

/**
 * The escrow address of a transfer channel, derived as ibc-go's
 * `GetEscrowAddress` does (ADR-028 address hash): the first 20 bytes of
 * SHA-256 over `ics20-1`, a zero byte and `port/channel`, as a `kii` address.
 */
export function escrowAddress(portId: string, channelId: string): string {
  const preImage = Uint8Array.from([...utf8(transferVersion), 0, ...utf8(`${portId}/${channelId}`)])
  return toBech32(accountPrefix, sha256Of(preImage).slice(0, 20))
}

/** The version of a channel wrapped by the ICS-29 fee middleware, as ibc-go writes it. */
export const feeVersion = (appVersion: string) => JSON.stringify({ fee_version: 'ics29-1', app_version: appVersion })

/** Whether a channel's version says the fee middleware wraps it (`{"fee_version":"ics29-1",...}`). */
export function hasFeeVersion(version: string): boolean {
  try {
    return (JSON.parse(version) as { fee_version?: unknown }).fee_version === 'ics29-1'
  } catch {
    return false
  }
}

/** The port prefix of ICS-27 controller channels. */
export const controllerPortPrefix = 'icacontroller-'

// Bech32 prefixes of the counterparty chains, by the name part of their chain id.
const counterpartyPrefixes: Record<string, string> = { cosmoshub: 'cosmos', osmosis: 'osmo' }

/** The bech32 prefix of the chain at the other end of a channel. */
export function counterpartyPrefix(chain: { genesis: IbcTopology }, channel: { connectionId: string }): string {
  const connection = chain.genesis.connections.find((candidate) => candidate.connectionId === channel.connectionId)
  const client = chain.genesis.clients.find((candidate) => candidate.clientId === connection?.clientId)
  const name = (client?.chainId ?? 'cosmos').replace(/-\d+$/, '')
  return counterpartyPrefixes[name] ?? name
}

/**
 * The store key of a channel (`channelEnds/ports/{port}/channels/{channel}`
 * below its prefix), also its page key in channel lists.
 */
export const channelKey = (channel: { portId: string; channelId: string }) => `${channel.portId}/${channel.channelId}`
