import { keccak_256 } from '@noble/hashes/sha3.js'
import { formatDec, type Chain } from './chain.ts'
import { accountPrefix, checkBech32, sha256Of, toBech32, utf8, validatorPrefix } from './encoding.ts'
import { DevnetError, invalidArgument } from './errors.ts'
import { createRandom } from './random.ts'
import { createGenesis } from './state.ts'

// State of the chain's own modules (oracle, EVM, mint), derived from the genesis and the
// produced blocks of a chain. Everything here is a pure function of the seed (reached
// through seed-derived genesis data and block hashes) and the height, and is cached per
// chain only to avoid recomputing it: the same seed gives the same answers whatever the
// order of requests.

type OracleCache = { denoms: string[]; rates: Map<string, bigint>[] }
const oracleCaches = new WeakMap<Chain, OracleCache>()
const evmCaches = new WeakMap<Chain, EvmState>()

const decimals18 = 10n ** 18n
const dec = (text: string) => {
  const [whole = '0', fraction = ''] = text.split('.')
  return BigInt(whole) * decimals18 + BigInt(fraction.padEnd(18, '0'))
}

// ---------------------------------------------------------------------------------------
// Oracle
// ---------------------------------------------------------------------------------------

/**
 * Oracle parameters of the simulated chain. With a vote period of one block every block
 * sets new rates and takes a price snapshot; snapshots are kept for `lookbackDuration`
 * seconds (120 blocks at the default 5 s block time).
 */
export const devnetOracleParams = {
  votePeriod: 1n,
  voteThreshold: dec('0.667'),
  rewardBand: dec('0.02'),
  slashFraction: dec('0.0001'),
  slashWindow: 100n,
  minValidPerWindow: dec('0.05'),
  lookbackDuration: 600n,
} as const

let initialRates: Map<string, bigint> | undefined

// The rates at genesis. They do not depend on the seed; a chain's own map cannot be read for
// them because chain.ts drifts it in place.
function genesisRates(chain: Chain): Map<string, bigint> {
  initialRates ??= createGenesis({ seed: 'oracle-genesis-rates', chainId: chain.chainId }).oracleRates
  return initialRates
}

function oracleCache(chain: Chain): OracleCache {
  let cache = oracleCaches.get(chain)
  if (!cache) {
    const denoms = [...chain.genesis.oracleRates.keys()].sort()
    const initial = genesisRates(chain)
    cache = { denoms, rates: [new Map(denoms.map((denom) => [denom, initial.get(denom) ?? decimals18]))] }
    oracleCaches.set(chain, cache)
  }
  return cache
}

/** The denoms the oracle prices (whitelist, vote targets and actives), sorted as the store iterates them. */
export function oracleDenoms(chain: Chain): string[] {
  return [...oracleCache(chain).denoms]
}

/**
 * The aggregated oracle rates after the block at `height` (18-decimal fixed point), by denom.
 * Each block moves every rate by at most ±0.5 %, a step drawn from the block's hash, so a
 * rate at a height never changes once the block exists. Height 0 gives the genesis rates.
 * `/exchange_rates` serves the rates at the latest height, `/price_snapshot_history` those
 * of every height in the lookback.
 *
 * @example
 * ```ts
 * const devnet = createDevnet({ seed: 1 })
 * formatDec(oracleRatesAt(devnet.chain, devnet.chain.latestHeight()).get('uatom')!) // "6.4..."
 * ```
 */
export function oracleRatesAt(chain: Chain, height: bigint): Map<string, bigint> {
  const cache = oracleCache(chain)
  const latest = chain.latestHeight()
  if (height < 0n || height > latest) throw new RangeError(`no block at height ${height}`)
  while (BigInt(cache.rates.length) <= height) {
    const at = BigInt(cache.rates.length)
    const previous = cache.rates[cache.rates.length - 1]!
    const random = createRandom(`${chain.block(at)!.json.block_id.hash}/oracle-rates`)
    const next = new Map<string, bigint>()
    for (const denom of cache.denoms) {
      const rate = previous.get(denom)!
      next.set(denom, rate + (rate * BigInt(random.int(-50, 50))) / 10_000n)
    }
    cache.rates.push(next)
  }
  return new Map(cache.rates[Number(height)]!)
}

/** Unix time of a block in milliseconds. */
export function blockTimeMs(chain: Chain, height: bigint): number {
  const block = chain.block(height)
  if (!block) throw new RangeError(`no block at height ${height}`)
  return Date.parse(block.time)
}

/** The oracle's rates at a height in the gateway's JSON (`denom`, `oracle_exchange_rate`). */
export function exchangeRatesJson(chain: Chain, height: bigint) {
  if (height === 0n) return []
  const timestamp = String(blockTimeMs(chain, height))
  return [...oracleRatesAt(chain, height)].map(([denom, rate]) => ({
    denom,
    oracle_exchange_rate: { exchange_rate: formatDec(rate), last_update: height.toString(), last_update_timestamp: timestamp },
  }))
}

/**
 * The price snapshots the oracle holds at the latest height, oldest first: one per block
 * (the vote period is one block), timestamped with the block time in Unix seconds, kept
 * while `snapshot_timestamp + lookback_duration` is not before the latest block's time.
 * Two blocks within one second share a snapshot key; the later one wins, as on the chain.
 */
export function priceSnapshotsJson(chain: Chain) {
  const latest = chain.latestHeight()
  if (latest === 0n) return []
  const unixSeconds = (height: bigint) => BigInt(Math.floor(blockTimeMs(chain, height) / 1000))
  const oldestKept = unixSeconds(latest) - devnetOracleParams.lookbackDuration
  const snapshots: { snapshot_timestamp: string; price_snapshot_items: ReturnType<typeof exchangeRatesJson> }[] = []
  const seen = new Set<bigint>()
  for (let height = latest; height >= 1n; height--) {
    const seconds = unixSeconds(height)
    if (seconds < oldestKept) break
    if (seen.has(seconds)) continue
    seen.add(seconds)
    snapshots.push({ snapshot_timestamp: seconds.toString(), price_snapshot_items: exchangeRatesJson(chain, height) })
  }
  return snapshots.reverse()
}

/** The oracle module's parameters in the gateway's JSON. */
export function oracleParamsJson(chain: Chain) {
  const p = devnetOracleParams
  return {
    vote_period: p.votePeriod.toString(),
    vote_threshold: formatDec(p.voteThreshold),
    reward_band: formatDec(p.rewardBand),
    whitelist: oracleDenoms(chain).map((name) => ({ name })),
    slash_fraction: formatDec(p.slashFraction),
    slash_window: p.slashWindow.toString(),
    min_valid_per_window: formatDec(p.minValidPerWindow),
    lookback_duration: p.lookbackDuration.toString(),
  }
}

/** `(height mod slash_window) / vote_period`, as the chain computes the window progress. */
export function slashWindowProgress(chain: Chain): bigint {
  return (chain.latestHeight() % devnetOracleParams.slashWindow) / devnetOracleParams.votePeriod
}

/** Decodes a validator operator address, refusing a malformed one with 400 and code 3 as the chain does. */
export function validatorBytes(address: string): Uint8Array {
  const check = checkBech32(address, validatorPrefix)
  if (!check.ok) throw invalidArgument(check.reason)
  return check.bytes
}

/**
 * The feeder of a validator: the account it delegated its votes to, or, for a validator
 * that delegated to none (any operator address outside the genesis set), the account
 * with the operator's own address bytes, as the chain answers.
 */
export function feederOf(chain: Chain, validatorAddress: string): string {
  const bytes = validatorBytes(validatorAddress)
  const validator = chain.genesis.validators.find((candidate) => candidate.operatorAddress === validatorAddress)
  return validator ? validator.feeder : toBech32(accountPrefix, bytes)
}

// Share of vote periods in which each genesis validator votes validly; the rest split
// between abstaining and missing.
const reliability = [0.98, 0.95, 0.9, 0.75]

/**
 * A validator's vote penalty counter at the latest height: one outcome per block since the
 * slash window last reset (the chain resets at every block whose successor is a multiple of
 * `slash_window`), drawn from the block's hash. Validators outside the genesis set have no
 * record: all counts are zero.
 */
export function votePenaltyCounter(chain: Chain, validatorAddress: string) {
  validatorBytes(validatorAddress)
  const counts = { miss_count: 0n, abstain_count: 0n, success_count: 0n }
  const index = chain.genesis.validators.findIndex((candidate) => candidate.operatorAddress === validatorAddress)
  if (index !== -1) {
    const latest = chain.latestHeight()
    const window = devnetOracleParams.slashWindow
    const lastReset = latest - ((latest + 1n) % window)
    const share = reliability[index % reliability.length]!
    for (let height = (lastReset > 0n ? lastReset : 0n) + 1n; height <= latest; height++) {
      const draw = createRandom(`${chain.block(height)!.json.block_id.hash}/oracle-votes/${validatorAddress}`).next()
      if (draw < share) counts.success_count += 1n
      else if (draw < share + (1 - share) / 2) counts.abstain_count += 1n
      else counts.miss_count += 1n
    }
  }
  return {
    miss_count: counts.miss_count.toString(),
    abstain_count: counts.abstain_count.toString(),
    success_count: counts.success_count.toString(),
  }
}

// ---------------------------------------------------------------------------------------
// EVM
// ---------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------
// Mint
// ---------------------------------------------------------------------------------------

/**
 * Mint parameters of the simulated chain: three yearly releases of the native denom, the
 * first starting on the day of block 1. Each fits a uint64 and exceeds 2^53. The devnet
 * mints the current release evenly on every block, spread over a year of 5 s blocks
 * (a real chain of this line mints once per daily epoch).
 */
export const devnetMint = {
  releases: [15_000_000_000_000_000_000n, 10_000_000_000_000_000_000n, 5_000_000_000_000_000_000n],
  blocksPerRelease: 6_307_200n,
  inflationMax: dec('0.05'),
} as const

const dayMs = 86_400_000
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10)

function firstBlockDay(chain: Chain): number {
  const first = chain.block(1n)
  if (!first) throw new DevnetError(503, 14, 'the chain has not produced its first block yet')
  return Date.parse(first.time.slice(0, 10))
}

/** The mint module's parameters in the gateway's JSON. */
export function mintParamsJson(chain: Chain) {
  const start = firstBlockDay(chain)
  return {
    mint_denom: chain.fixtures.nativeDenom,
    token_release_schedule: devnetMint.releases.map((amount, index) => ({
      start_date: isoDate(start + index * 365 * dayMs),
      end_date: isoDate(start + ((index + 1) * 365 - 1) * dayMs),
      token_release_amount: amount.toString(),
    })),
    inflation_max: formatDec(devnetMint.inflationMax),
  }
}

/** The minter at the latest height in the gateway's JSON: the first release, minted once per block so far. */
export function minterJson(chain: Chain) {
  const [release] = mintParamsJson(chain).token_release_schedule
  const total = devnetMint.releases[0]
  const perBlock = total / devnetMint.blocksPerRelease
  const latest = chain.latestHeight()
  const mintedBy = (height: bigint) => (perBlock * height < total ? perBlock * height : total)
  const minted = mintedBy(latest)
  return {
    start_date: release!.start_date,
    end_date: release!.end_date,
    denom: chain.fixtures.nativeDenom,
    total_mint_amount: total.toString(),
    remaining_mint_amount: (total - minted).toString(),
    last_mint_amount: (minted - mintedBy(latest - 1n)).toString(),
    last_mint_date: isoDate(blockTimeMs(chain, latest)),
    last_mint_height: latest.toString(),
  }
}
