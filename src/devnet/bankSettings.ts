import type { GenesisState } from './state.ts'

// The bank module's per-denom send settings: what `/bank/v1beta1/send_enabled` lists
// and what MsgSend, MsgMultiSend and ICS-20 transfers check before moving coins.

/** `default_send_enabled` of the devnet's bank params: denoms without their own setting may be sent. */
export const defaultSendEnabled = true

/**
 * Denoms with their own send setting (SDK 0.47+ keeps them in the bank store,
 * sorted by denom): the whole-unit `ticket` and the collector's collectibles
 * are soulbound, the token-factory ORO is enabled explicitly. Every other denom
 * follows `default_send_enabled` (true). The transactions the chain makes up never send
 * a disabled denom: they only move amounts above 100 base units.
 */
export function sendEnabledEntries(genesis: GenesisState): { denom: string; enabled: boolean }[] {
  const held = genesis.balances.get(genesis.fixtures.collectorAddress) ?? new Map<string, bigint>()
  const collectibles = [...held.keys()].filter((denom) => /\/COLLECTIBLE\d+$/.test(denom))
  const entries = [
    { denom: 'ticket', enabled: false },
    { denom: genesis.fixtures.factoryDenom, enabled: true },
    ...collectibles.map((denom) => ({ denom, enabled: false })),
  ]
  return entries.sort((a, b) => (a.denom < b.denom ? -1 : a.denom > b.denom ? 1 : 0))
}

/** The first denom of a list that may not be sent, as the bank keeper's `IsSendEnabledCoins` finds it. */
export function firstSendDisabled(genesis: GenesisState, denoms: readonly string[]): string | undefined {
  const settings = new Map(sendEnabledEntries(genesis).map((entry) => [entry.denom, entry.enabled]))
  return denoms.find((denom) => !(settings.get(denom) ?? defaultSendEnabled))
}
