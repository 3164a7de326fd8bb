import { decodeBech32Address } from '../../core/addresses.ts'

// Ports that embed an account of their chain: a CosmWasm contract's port (`wasm.<contract>`, wasmd's
// PortIDForContract) and an interchain-accounts controller's (`icacontroller-<owner>`, ibc-go's
// NewControllerPortID). Shown as their prefix and the address, so the address can link to its page.

/** A port split into its fixed prefix and the account address it names. */
export type PortAccount = { prefix: 'wasm.' | 'icacontroller-'; address: string }

const portPrefixes = ['wasm.', 'icacontroller-'] as const

/**
 * The prefix and address of a port that names an account (a bech32 address with a valid checksum
 * after `wasm.` or `icacontroller-`); undefined for any other port.
 *
 * @example
 * ```ts
 * splitPortAccount('wasm.kii1qv9pzxqlyckngw6zf9g9whn9d3eh4qvg37tfmf9tk2uup37w6hwq9w33qm')
 * // { prefix: 'wasm.', address: 'kii1qv9pzxqlyckngw6zf9g9whn9d3eh4qvg37tfmf9tk2uup37w6hwq9w33qm' }
 * splitPortAccount('transfer') // undefined
 * ```
 */
export function splitPortAccount(portId: string): PortAccount | undefined {
  for (const prefix of portPrefixes) {
    if (!portId.startsWith(prefix)) continue
    const address = portId.slice(prefix.length)
    // Routes and pages take bech32 in lower case; an address in another case stays part of the text.
    return address === address.toLowerCase() && decodeBech32Address(address).ok ? { prefix, address } : undefined
  }
  return undefined
}
