// Hash routes (#/tx/ABC…): the explorer is served as static files, so the part after # is the page.
import { decodeBech32Address, isEvmAddress } from 'gatekit'
import type { GatekitRoutes } from 'gatekit/components'
import { useCallback, useSyncExternalStore } from 'react'

/** A page of the explorer. */
export type Route =
  | { page: 'home' }
  | { page: 'tx'; hash: string }
  | { page: 'account'; address: string }
  | { page: 'block'; height: string }
  | { page: 'validator'; address: string }
  | { page: 'validators' }
  | { page: 'blocks' }
  | { page: 'denom'; denom: string }
  | { page: 'channel'; portId: string; channelId: string }
  | { page: 'ibc' }
  | { page: 'oracle' }
  | { page: 'search'; text: string }
  | { page: 'not-found'; path: string }

// A denom as the bank module accepts it (sdk.ValidateDenom): a letter, then 2 to 127 of these.
const denomPattern = /^[a-zA-Z][a-zA-Z0-9/:._-]{2,127}$/
// An IBC identifier (ICS 24): 2 to 128 of these.
const ibcIdentifier = /^[a-zA-Z0-9.[\]_+#<>-]{2,128}$/

const txHash = /^(?:0x)?([0-9a-fA-F]{64})$/
const height = /^[1-9]\d{0,19}$/
// bech32: a human-readable part, "1", then at least the 6 checksum characters of the data alphabet.
// The search checks the checksum too (searchProblem says why one fails); an address typed into the
// URL reaches the account page, where the gateway refuses a bad one itself.
const bech32 = /^[a-z][a-z0-9]{0,82}1[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{6,}$/

/** The hash, upper case without `0x`, when the text is a transaction hash. */
export function asTxHash(text: string): string | undefined {
  return txHash.exec(text.trim())?.[1]?.toUpperCase()
}

/** The address, lower case, when the text has the shape of a bech32 account address (bech32 is one case throughout). */
export function asAddress(text: string): string | undefined {
  const trimmed = text.trim()
  if (trimmed !== trimmed.toLowerCase() && trimmed !== trimmed.toUpperCase()) return undefined
  const lower = trimmed.toLowerCase()
  return bech32.test(lower) ? lower : undefined
}

const evmAddress = /^0x[0-9a-fA-F]{40}$/

/** The address when the text is an EVM (`0x`, 40 hex digits) address; the account page looks up its account. */
export function asEvmAddress(text: string): string | undefined {
  const trimmed = text.trim()
  return evmAddress.test(trimmed) ? trimmed : undefined
}

/** The height, without leading zeros, when the text is a positive block height. */
export function asHeight(text: string): string | undefined {
  const trimmed = text.trim().replace(/^#/, '').replace(/^0+(?=\d)/, '')
  return height.test(trimmed) ? trimmed : undefined
}

function decode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment)
  } catch {
    return undefined
  }
}

/** The route of a location hash (`#/tx/ABC…`); anything else is the not-found page. */
export function parseRoute(hash: string): Route {
  const path = hash.replace(/^#/, '') || '/'
  const segments = path.replace(/^\/+/, '').replace(/\/+$/, '').split('/')
  const [first = '', second, ...rest] = segments
  const notFound: Route = { page: 'not-found', path }
  if (first === 'channel' && rest.length === 1 && second !== undefined) {
    // #/channel/<port>/<channel>: a channel end is named by both.
    const portId = decode(second)
    const channelId = decode(rest[0]!)
    return portId && channelId && ibcIdentifier.test(portId) && ibcIdentifier.test(channelId) ? { page: 'channel', portId, channelId } : notFound
  }
  if (rest.length > 0) return notFound
  if (second === undefined) {
    if (first === '') return { page: 'home' }
    if (first === 'ibc') return { page: 'ibc' }
    if (first === 'oracle') return { page: 'oracle' }
    if (first === 'blocks') return { page: 'blocks' }
    if (first === 'validators') return { page: 'validators' }
    return notFound
  }
  const value = decode(second)
  if (value === undefined) return notFound
  if (first === 'search') {
    const text = value.trim()
    return text && text.length <= 256 ? { page: 'search', text } : notFound
  }
  if (first === 'denom') {
    // The denom is one encoded segment: `ibc/…` and `factory/…/…` keep their slashes as %2F.
    return denomPattern.test(value) ? { page: 'denom', denom: value } : notFound
  }
  if (first === 'tx') {
    const hashValue = asTxHash(value)
    return hashValue ? { page: 'tx', hash: hashValue } : notFound
  }
  if (first === 'account') {
    // Any text the gateway may know as an address: it answers malformed ones with a clear error.
    return value.trim() ? { page: 'account', address: value.trim() } : notFound
  }
  if (first === 'block') {
    const heightValue = asHeight(value)
    return heightValue ? { page: 'block', height: heightValue } : notFound
  }
  if (first === 'validator') {
    // An operator (…valoper1…) or consensus (…valcons1…) address, or a consensus address in hex as a
    // block names its proposer; the page says when no validator has it.
    const address = asAddress(value) ?? (/^[0-9a-fA-F]{40}$/.test(value) ? value.toUpperCase() : undefined)
    return address ? { page: 'validator', address } : notFound
  }
  return notFound
}

/** The hash that opens a route (`#/tx/ABC…`). */
export function routeHref(route: Exclude<Route, { page: 'not-found' }>): string {
  switch (route.page) {
    case 'home':
      return '#/'
    case 'tx':
      return `#/tx/${route.hash}`
    case 'account':
      return `#/account/${encodeURIComponent(route.address)}`
    case 'block':
      return `#/block/${route.height}`
    case 'validator':
      return `#/validator/${encodeURIComponent(route.address)}`
    case 'validators':
      return '#/validators'
    case 'blocks':
      return '#/blocks'
    case 'denom':
      return `#/denom/${encodeURIComponent(route.denom)}`
    case 'channel':
      return `#/channel/${encodeURIComponent(route.portId)}/${encodeURIComponent(route.channelId)}`
    case 'ibc':
      return '#/ibc'
    case 'oracle':
      return '#/oracle'
    case 'search':
      return `#/search/${encodeURIComponent(route.text)}`
  }
}

/** The link of a transaction. */
export const txHref = (hash: string) => routeHref({ page: 'tx', hash })

/**
 * Where the components' entities link to (given to `GatekitUIProvider`): each to its page, so every
 * transaction, block, account, validator, denom and channel the components show is a real link.
 */
export const explorerRoutes: GatekitRoutes = {
  tx: txHref,
  block: (height) => routeHref({ page: 'block', height }),
  account: (address) => routeHref({ page: 'account', address }),
  validator: (address) => routeHref({ page: 'validator', address }),
  denom: (denom) => routeHref({ page: 'denom', denom }),
  channel: ({ portId, channelId }) => routeHref({ page: 'channel', portId, channelId }),
}

/**
 * Where a search box entry leads: a 64-digit hex hash to its transaction, a bech32 or EVM address to
 * its account, a number to its block. Undefined when it is none of those, and for an address whose
 * checksum does not match (a bech32 one, or an EVM one in mixed case against EIP-55): a typo would
 * otherwise open the page of another, empty account. {@link searchProblem} says what is wrong.
 */
export function searchRoute(text: string): Route | undefined {
  const hash = asTxHash(text)
  if (hash) return { page: 'tx', hash }
  const heightValue = asHeight(text)
  if (heightValue) return { page: 'block', height: heightValue }
  const bech32Address = asAddress(text)
  if (bech32Address) return decodeBech32Address(bech32Address).ok ? { page: 'account', address: bech32Address } : undefined
  const evm = asEvmAddress(text)
  if (evm) return isEvmAddress(evm) ? { page: 'account', address: evm } : undefined
  return undefined
}

/** What the search box says when an entry leads nowhere. */
export const searchHint = 'Enter a transaction hash (64 hex digits), an account address or a block height.'

/**
 * Where the search box sends an entry: its page when {@link searchRoute} finds one; else the search
 * results page (denoms, validators by name, channels), unless it is an address with a bad checksum,
 * which the box refuses in place ({@link searchProblem} says why).
 */
export function searchDestination(text: string): Exclude<Route, { page: 'not-found' }> | undefined {
  const route = searchRoute(text)
  if (route && route.page !== 'not-found') return route
  const trimmed = text.trim()
  if (!trimmed || trimmed.length > 256 || searchProblem(text) !== searchHint) return undefined
  return { page: 'search', text: trimmed }
}

/**
 * Why a search entry leads nowhere, in words for the search box: a checksum that does not match for
 * what looks like an address, else {@link searchHint}. Undefined when {@link searchRoute} finds a page.
 */
export function searchProblem(text: string): string | undefined {
  if (searchRoute(text)) return undefined
  const bech32Address = asAddress(text)
  if (bech32Address) {
    const decoded = decodeBech32Address(bech32Address)
    if (!decoded.ok) {
      return /checksum/.test(decoded.reason)
        ? 'This address has a bad checksum: a character is mistyped or missing. Check it against the original.'
        : `This is not a valid address: ${decoded.reason}.`
    }
  }
  if (asEvmAddress(text)) {
    return 'This 0x address has a bad checksum: its mix of upper and lower case does not match EIP-55, so a character is likely mistyped. Check it against the original.'
  }
  return searchHint
}

function subscribe(onChange: () => void) {
  window.addEventListener('hashchange', onChange)
  return () => window.removeEventListener('hashchange', onChange)
}
const currentHash = () => window.location.hash

/** The current route, following the location hash; `navigate` opens another. */
export function useHashRoute() {
  const hash = useSyncExternalStore(subscribe, currentHash, () => '')
  const navigate = useCallback((route: Exclude<Route, { page: 'not-found' }>) => {
    window.location.hash = routeHref(route)
  }, [])
  return { route: parseRoute(hash), hash, navigate }
}
