import type { MessageRegistry, MessageRegistryEntry, MessageRegistrySource, TxMessage } from './messageTypes.ts'
import type { TxViewerStrings } from './strings.ts'
import { authzMessageEntries } from './messages/authz.tsx'
import { bankMessageEntries } from './messages/bank.tsx'
import { distributionMessageEntries } from './messages/distribution.ts'
import { evmMessageEntries } from './messages/evm.ts'
import { govMessageEntries } from './messages/gov.ts'
import { ibcMessageEntries } from './messages/ibc.tsx'
import { oracleMessageEntries } from './messages/oracle.tsx'
import { stakingMessageEntries } from './messages/staking.ts'

function isRegistry(source: MessageRegistrySource): source is MessageRegistry {
  return 'entries' in source && source.entries instanceof Map && typeof source.get === 'function'
}

/**
 * A message registry merged from registries and entries; later sources win and
 * a `null` entry removes a type.
 *
 * @example
 * ```tsx
 * const registry = createMessageRegistry(defaultMessageRegistry, {
 *   '/mychain.nft.v1.MsgMint': {
 *     label: 'Mint NFT',
 *     summary: (message, h) => h.fill('{id} to {owner}', { id: String(message.id), owner: h.short(message.owner) }),
 *     render: (message, h) => h.fields([['Owner', h.address(message.owner)]]),
 *   },
 * })
 * <TxViewer hash={hash} registry={registry} />
 * ```
 */
export function createMessageRegistry(...sources: readonly (MessageRegistrySource | null | undefined)[]): MessageRegistry {
  const entries = new Map<string, MessageRegistryEntry>()
  for (const source of sources) {
    if (!source) continue
    const pairs = isRegistry(source) ? [...source.entries] : Object.entries(source)
    for (const [typeUrl, entry] of pairs) {
      if (entry) entries.set(typeUrl, entry)
      else entries.delete(typeUrl)
    }
  }
  return { entries, get: (typeUrl) => entries.get(typeUrl) }
}

/** The label of a registry entry in the given strings. */
export function messageLabel(entry: MessageRegistryEntry | undefined, typeUrl: string, strings: TxViewerStrings): string {
  if (entry) return typeof entry.label === 'function' ? entry.label(strings) : entry.label
  return typeUrl.split(/[./]/).filter(Boolean).at(-1) ?? typeUrl
}

// Fields that name the signer of most messages, for types without a `signers` function.
const signerFields = ['signer', 'sender', 'from_address', 'delegator_address', 'voter', 'grantee', 'feeder', 'creator', 'authority', 'admin', 'owner', 'proposer', 'depositor', 'granter']

/** Who signs a message: the entry's `signers`, else the first of the usual signer fields. */
export function messageSigners(message: TxMessage, entry: MessageRegistryEntry | undefined): string[] {
  if (entry?.signers) return entry.signers(message).filter((signer) => signer !== '')
  for (const field of signerFields) {
    const value = message[field]
    if (typeof value === 'string' && value !== '') return [value]
  }
  return []
}

// Built in a function called once under a pure annotation: a module-level object with spreads and calls
// would count as a side effect and stay in every bundle that imports any component.
function buildBuiltInMessageEntries(): Readonly<Record<string, MessageRegistryEntry>> {
  return {
    ...bankMessageEntries(),
    ...ibcMessageEntries(),
    ...stakingMessageEntries(),
    ...distributionMessageEntries(),
    ...govMessageEntries(),
    ...authzMessageEntries(),
    ...oracleMessageEntries(),
    ...evmMessageEntries(),
  }
}

/** The built-in message types, by type URL. */
export const builtInMessageEntries: Readonly<Record<string, MessageRegistryEntry>> = /* @__PURE__ */ buildBuiltInMessageEntries()

/**
 * The registry of the built-in message types: bank send and multi-send, IBC
 * transfer, receive, acknowledge and timeout (ICS-20 packet data decoded) and
 * client update, staking delegate, undelegate and redelegate, reward
 * withdrawal, governance votes (v1beta1 and v1), authz exec (nested messages
 * rendered through the registry), the oracle's aggregate exchange rate vote and
 * the EVM messages.
 *
 * @example
 * ```ts
 * defaultMessageRegistry.get('/cosmos.bank.v1beta1.MsgSend')?.label
 * ```
 */
export const defaultMessageRegistry: MessageRegistry = /* @__PURE__ */ createMessageRegistry(builtInMessageEntries)

