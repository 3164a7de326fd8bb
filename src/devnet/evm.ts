import { keccak_256 } from '@noble/hashes/sha3.js'
import type { Chain } from './chain.ts'
import { accountPrefix, checkBech32, sha256Of, toBech32, utf8 } from './encoding.ts'
import { invalidArgument } from './errors.ts'
import { createRandom } from './random.ts'

// State of the EVM module (pointers, contracts and their static calls), derived from the
// seed of a chain and cached per chain only to avoid recomputing it.

const evmCaches = new WeakMap<Chain, EvmState>()

const decimals18 = 10n ** 18n

/** Pointer types of the EVM module, indexed by their enum number. */
export const pointerTypeNames = ['ERC20', 'ERC721', 'NATIVE', 'CW20', 'CW721'] as const
/** A pointer type name. */
export type DevnetPointerType = (typeof pointerTypeNames)[number]

/** Current pointer contract version of each type, and the CosmWasm code id of CW pointers. */
export const pointerVersions: Record<DevnetPointerType, { version: number; cwCodeId: string }> = {
  ERC20: { version: 1, cwCodeId: '14' },
  ERC721: { version: 1, cwCodeId: '15' },
  NATIVE: { version: 2, cwCodeId: '0' },
  CW20: { version: 2, cwCodeId: '0' },
  CW721: { version: 1, cwCodeId: '0' },
}

/** A registered pointer: `pointer` stands for `pointee` on the other VM. */
export type DevnetPointer = { type: DevnetPointerType; pointee: string; pointer: string; version: number }

/** A contract the simulated EVM can answer static calls for. */
export type DevnetEvmToken =
  | {
      standard: 'ERC20'
      name: string
      symbol: string
      decimals: number
      totalSupply: () => bigint
      balanceOf: (address: Uint8Array) => bigint
    }
  | { standard: 'ERC721'; name: string; symbol: string; owners: Map<bigint, Uint8Array> }

/** Pointers and EVM contracts of a simulated chain. */
export type EvmState = {
  pointers: DevnetPointer[]
  /** Contracts by lower-case `0x` address. */
  contracts: Map<string, DevnetEvmToken>
  /** Addresses of the contracts, for tests and stories. */
  addresses: {
    factoryDenomPointer: string
    ibcDenomPointer: string
    cw20Token: string
    cw20Pointer: string
    cw721Token: string
    cw721Pointer: string
    erc20Token: string
    erc20Pointer: string
    erc721Token: string
    erc721Pointer: string
  }
}

const zeroEvmAddress = `0x${'0'.repeat(40)}`
const evmAddressPattern = /^0x[0-9a-fA-F]{40}$/

const toHex = (bytes: Uint8Array) => [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))

/** EIP-55 checksummed form of 20 address bytes, as go-ethereum prints addresses. */
export function checksumAddress(bytes: Uint8Array): string {
  const lower = toHex(bytes)
  const hash = toHex(keccak_256(utf8(lower)))
  let out = '0x'
  for (let index = 0; index < lower.length; index++) {
    out += Number.parseInt(hash[index]!, 16) >= 8 ? lower[index]!.toUpperCase() : lower[index]
  }
  return out
}

/** The 20 bytes of a `0x` address, or 400 with code 3 when it is not one. */
export function evmAddressBytes(address: string, parameter: string): Uint8Array {
  if (!evmAddressPattern.test(address)) throw invalidArgument(`invalid ${parameter}: ${address} is not a 0x address of 20 bytes`)
  return fromHex(address.slice(2))
}

/** The account that holds the native balance of an EVM address: its association, else the address with the same bytes. */
function accountOfEvm(chain: Chain, bytes: Uint8Array): string {
  const hex = `0x${toHex(bytes)}`
  const associated = chain.accounts().find((account) => account.evmAddress?.toLowerCase() === hex)
  return associated ? associated.address : toBech32(accountPrefix, bytes)
}

function bech32Bytes(address: string): Uint8Array {
  const check = checkBech32(address, accountPrefix)
  if (!check.ok) throw new Error(`devnet: ${address} is not an account address: ${check.reason}`)
  return check.bytes
}

/**
 * Pointers and EVM contracts of a chain, derived from its seed: NATIVE pointers for the
 * token-factory and IBC fixture denoms, a CW20 and a CW721 contract with their EVM pointers,
 * an ERC20 and an ERC721 contract with their CosmWasm pointers. Static calls answer the
 * view functions of the EVM-side contracts.
 *
 * @example
 * ```ts
 * const devnet = createDevnet({ seed: 1 })
 * const { addresses } = evmState(devnet.chain)
 * await getStaticCall(client, { to: addresses.factoryDenomPointer, data: '0x313ce567' }) // decimals()
 * ```
 */
export function evmState(chain: Chain): EvmState {
  const cached = evmCaches.get(chain)
  if (cached) return cached
  const { fixtures } = chain
  const salt = fixtures.unknownAddress
  const evmContract = (label: string) => checksumAddress(keccak_256(utf8(`${salt}/${label}`)).slice(12))
  const cwContract = (label: string) => toBech32(accountPrefix, sha256Of(`${salt}/${label}`))
  const random = createRandom(salt).fork('evm-tokens')
  const evmAccount = chain.accounts().find((account) => account.kind === 'evm')!

  const addresses = {
    factoryDenomPointer: evmContract('native-pointer/factory'),
    ibcDenomPointer: evmContract('native-pointer/ibc'),
    cw20Token: cwContract('cw20/KLP'),
    cw20Pointer: evmContract('cw20-pointer/KLP'),
    cw721Token: cwContract('cw721/KIIPASS'),
    cw721Pointer: evmContract('cw721-pointer/KIIPASS'),
    erc20Token: evmContract('erc20/WETH'),
    erc20Pointer: cwContract('erc20-pointer/WETH'),
    erc721Token: evmContract('erc721/KPUNK'),
    erc721Pointer: cwContract('erc721-pointer/KPUNK'),
  }
  const pointers: DevnetPointer[] = [
    { type: 'NATIVE', pointee: fixtures.factoryDenom, pointer: addresses.factoryDenomPointer, version: 2 },
    // Registered before the last NATIVE pointer upgrade: one version behind.
    { type: 'NATIVE', pointee: fixtures.ibcDenom, pointer: addresses.ibcDenomPointer, version: 1 },
    { type: 'CW20', pointee: addresses.cw20Token, pointer: addresses.cw20Pointer, version: 2 },
    { type: 'CW721', pointee: addresses.cw721Token, pointer: addresses.cw721Pointer, version: 1 },
    { type: 'ERC20', pointee: addresses.erc20Token, pointer: addresses.erc20Pointer, version: 1 },
    { type: 'ERC721', pointee: addresses.erc721Token, pointer: addresses.erc721Pointer, version: 1 },
  ]

  const holdings = (entries: [string, bigint][]) => {
    const byAddress = new Map(entries.map(([address, amount]) => [toHex(bech32Bytes(address)), amount]))
    return {
      totalSupply: () => [...byAddress.values()].reduce((sum, amount) => sum + amount, 0n),
      balanceOf: (address: Uint8Array) => byAddress.get(toHex(address)) ?? 0n,
    }
  }
  const nativeToken = (denom: string): DevnetEvmToken => {
    const metadata = chain.genesis.metadata.find((entry) => entry.base === denom)
    const exponent = metadata?.denom_units.find((unit) => unit.denom === metadata.display)?.exponent ?? 0
    return {
      standard: 'ERC20',
      name: metadata?.name ?? denom,
      symbol: metadata?.symbol ?? denom,
      decimals: exponent,
      totalSupply: () => chain.supply().get(denom) ?? 0n,
      balanceOf: (address) => chain.balances(accountOfEvm(chain, address)).get(denom) ?? 0n,
    }
  }
  const rich = bech32Bytes(fixtures.richAddress)
  const evmBytes = bech32Bytes(evmAccount.address)
  const contracts = new Map<string, DevnetEvmToken>([
    [addresses.factoryDenomPointer.toLowerCase(), nativeToken(fixtures.factoryDenom)],
    [addresses.ibcDenomPointer.toLowerCase(), nativeToken(fixtures.ibcDenom)],
    [
      addresses.cw20Pointer.toLowerCase(),
      {
        standard: 'ERC20',
        name: 'Kii Loyalty Points',
        symbol: 'KLP',
        decimals: 6,
        ...holdings([
          [fixtures.richAddress, BigInt(random.int(1_000, 9_000)) * 1_000_000_000n],
          [fixtures.collectorAddress, BigInt(random.int(1, 900)) * 1_000_000n],
          [evmAccount.address, 42_000_000n],
        ]),
      },
    ],
    [
      addresses.cw721Pointer.toLowerCase(),
      { standard: 'ERC721', name: 'Kii Passport', symbol: 'KIIPASS', owners: new Map([[1n, rich], [2n, rich], [3n, rich], [4n, evmBytes]]) },
    ],
    [
      addresses.erc20Token.toLowerCase(),
      {
        standard: 'ERC20',
        name: 'Wrapped Ether',
        symbol: 'WETH',
        decimals: 18,
        ...holdings([
          [evmAccount.address, 3_500_000_000_000_000_000n + random.bigint(decimals18)],
          [fixtures.richAddress, 12_000_000_000_000_000_000n],
        ]),
      },
    ],
    [
      addresses.erc721Token.toLowerCase(),
      { standard: 'ERC721', name: 'Kii Punks', symbol: 'KPUNK', owners: new Map([[7n, evmBytes], [8n, evmBytes]]) },
    ],
  ])
  const state = { pointers, contracts, addresses }
  evmCaches.set(chain, state)
  return state
}

/**
 * Reads `pointer_type` as grpc-gateway does: an enum name or number; absent means the
 * enum's zero value, `ERC20`. Anything else is 400 with code 3.
 */
export function readPointerType(query: URLSearchParams): DevnetPointerType {
  const value = query.get('pointer_type')
  if (value === null || value === '') return 'ERC20'
  if ((pointerTypeNames as readonly string[]).includes(value)) return value as DevnetPointerType
  if (/^-?\d+$/.test(value) && pointerTypeNames[Number(value)] !== undefined) return pointerTypeNames[Number(value)]!
  throw invalidArgument(`type mismatch, parameter: pointer_type, error: ${value} is not valid`)
}

// Pointers on the EVM side (NATIVE, CW20, CW721) are 0x addresses, matched as go-ethereum
// parses them (case-insensitively); CW pointers and denoms are matched exactly.
const evmSidePointer = (type: DevnetPointerType) => type === 'NATIVE' || type === 'CW20' || type === 'CW721'
const sameAddress = (a: string, b: string) => (a.startsWith('0x') ? a.toLowerCase() === b.toLowerCase() : a === b)

/** `pointer` for a type and pointee, with the chain's empty values when none is registered. */
export function findPointer(chain: Chain, type: DevnetPointerType, pointee: string) {
  const found = evmState(chain).pointers.find((entry) => entry.type === type && sameAddress(entry.pointee, pointee))
  if (found) return { pointer: found.pointer, version: found.version, exists: true }
  return { pointer: evmSidePointer(type) ? zeroEvmAddress : '', version: 0, exists: false }
}

/** `pointee` for a type and pointer, with the chain's empty values when the pointer is unknown. */
export function findPointee(chain: Chain, type: DevnetPointerType, pointer: string) {
  const found = evmState(chain).pointers.find((entry) => entry.type === type && sameAddress(entry.pointer, pointer))
  if (found) return { pointee: found.pointee, version: found.version, exists: true }
  return { pointee: evmSidePointer(type) ? '' : zeroEvmAddress, version: 0, exists: false }
}

const selector = (signature: string) => toHex(keccak_256(utf8(signature)).slice(0, 4))
const selectors = {
  name: selector('name()'),
  symbol: selector('symbol()'),
  decimals: selector('decimals()'),
  totalSupply: selector('totalSupply()'),
  balanceOf: selector('balanceOf(address)'),
  ownerOf: selector('ownerOf(uint256)'),
}

const word = (value: bigint) => fromHex(value.toString(16).padStart(64, '0'))
const concat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((part) => [...part]))
const abiString = (text: string) => {
  const bytes = utf8(text)
  const padded = new Uint8Array(Math.ceil(bytes.length / 32) * 32)
  padded.set(bytes)
  return concat(word(32n), word(BigInt(bytes.length)), padded)
}
const revert = (reason: string) => invalidArgument(`execution reverted: ${reason}`)

function argumentWord(calldata: Uint8Array, index: number): Uint8Array {
  const start = 4 + index * 32
  if (calldata.length < start + 32) throw revert('calldata too short for the arguments of the function')
  return calldata.slice(start, start + 32)
}

function argumentAddress(calldata: Uint8Array, index: number): Uint8Array {
  const value = argumentWord(calldata, index)
  if (value.slice(0, 12).some((byte) => byte !== 0)) throw revert('address argument has dirty upper bits')
  return value.slice(12)
}

const argumentUint = (calldata: Uint8Array, index: number) => BigInt(`0x${toHex(argumentWord(calldata, index))}`)

/**
 * Runs a static call against the simulated EVM: the view functions of the known ERC20 and
 * ERC721 contracts (name, symbol, decimals, totalSupply, balanceOf, ownerOf). An address
 * without code returns empty data, as an EVM call to an account does; a reverting call
 * (unknown selector, short or malformed arguments, unknown token) is 400 with code 3.
 */
export function staticCall(chain: Chain, to: string, calldata: Uint8Array): Uint8Array {
  const contract = evmState(chain).contracts.get(to.toLowerCase())
  if (!contract) return new Uint8Array(0)
  if (calldata.length < 4) throw revert('calldata shorter than a function selector and no fallback function')
  const called = toHex(calldata.slice(0, 4))
  if (called === selectors.name) return abiString(contract.name)
  if (called === selectors.symbol) return abiString(contract.symbol)
  if (contract.standard === 'ERC20') {
    if (called === selectors.decimals) return word(BigInt(contract.decimals))
    if (called === selectors.totalSupply) return word(contract.totalSupply())
    if (called === selectors.balanceOf) return word(contract.balanceOf(argumentAddress(calldata, 0)))
  } else {
    if (called === selectors.balanceOf) {
      const owner = toHex(argumentAddress(calldata, 0))
      return word(BigInt([...contract.owners.values()].filter((held) => toHex(held) === owner).length))
    }
    if (called === selectors.ownerOf) {
      const owner = contract.owners.get(argumentUint(calldata, 0))
      if (!owner) throw revert('ERC721: invalid token ID')
      return concat(new Uint8Array(12), owner)
    }
  }
  throw revert(`function selector 0x${called} was not recognized and there's no fallback function`)
}
