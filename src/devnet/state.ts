import { accountPrefix, ibcDenom, sha256Of, toBase64, toBech32 } from './encoding.ts'
import { escrowAddress, feeVersion, transferVersion } from './ibcIds.ts'
import { createRandom, type Random } from './random.ts'
import { createValidatorSet, totalTokens, type DevnetValidator } from './validators.ts'

// The world state of the simulated chain at genesis: accounts, denoms,
// balances, validators, IBC objects and oracle rates. Blocks and transactions
// are produced from it by chain.ts.

/** A denom's client metadata, in the gateway's JSON form. */
export type DenomMetadata = {
  description: string
  denom_units: { denom: string; exponent: number; aliases: string[] }[]
  base: string
  display: string
  name: string
  symbol: string
  uri: string
  uri_hash: string
}

/** An account of the simulated chain, in the gateway's proto3 JSON (`@type` form). */
export type DevnetAccount = {
  address: string
  accountNumber: bigint
  sequence: bigint
  /** Compressed secp256k1 public key (base64), or null for an account that never signed. */
  pubKey: string | null
  kind: 'base' | 'module' | 'vesting' | 'evm'
  moduleName?: string | undefined
  permissions?: string[] | undefined
  /** The 0x address associated with it, for EVM-style accounts. */
  evmAddress?: string | undefined
}

/** A validator of the simulated chain (its staking record and consensus key: `validators.ts`). */
export type { DevnetValidator } from './validators.ts'

/** An IBC channel end with the objects behind it. */
export type DevnetChannel = {
  portId: string
  channelId: string
  state: string
  ordering: string
  counterparty: { port_id: string; channel_id: string }
  connectionId: string
  version: string
}

/** Genesis state of the simulated chain. */
export type GenesisState = {
  chainId: string
  accounts: DevnetAccount[]
  /** Balances by address, then by denom, as bigint base units. */
  balances: Map<string, Map<string, bigint>>
  metadata: DenomMetadata[]
  /** IBC denom traces by hash (upper-case hex). */
  denomTraces: Map<string, { path: string; base_denom: string }>
  /** The bonded validators: the CometBFT validator set that proposes and signs the blocks. */
  validators: DevnetValidator[]
  /** Validators the staking module lists outside the active set (jailed, unbonding, unbonded). */
  inactiveValidators: DevnetValidator[]
  clients: { clientId: string; chainId: string; latestHeight: bigint }[]
  connections: { connectionId: string; clientId: string; counterpartyClientId: string; counterpartyConnectionId: string }[]
  channels: DevnetChannel[]
  /** Oracle exchange rates by denom, as 18-decimal fixed-point bigints. */
  oracleRates: Map<string, bigint>
  /** Well-known subjects for tests, stories and docs. */
  fixtures: DevnetFixtures
}

/** Addresses and denoms with known properties, stable for a given seed. */
export type DevnetFixtures = {
  /** A base account with several denoms, an amount above 2^53 among them. */
  richAddress: string
  /** An account holding more than three pages of denoms at a page size of 10. */
  collectorAddress: string
  /** An account that has never signed (its `pub_key` is null). */
  freshAddress: string
  /** A valid address the chain has never seen (404 on account queries). */
  unknownAddress: string
  vestingAddress: string
  moduleAddress: string
  evmAddress: string
  /** The native 18-decimal denom. */
  nativeDenom: string
  /** An IBC denom with a trace. */
  ibcDenom: string
  /** A token-factory denom (contains slashes). */
  factoryDenom: string
}

const nativeDenom = 'akii'

/**
 * Builds the genesis state for a seed.
 *
 * @example
 * ```ts
 * const genesis = createGenesis({ seed: 1, chainId: 'gatekit-devnet-1' })
 * genesis.fixtures.richAddress
 * ```
 */
export function createGenesis(options: { seed: number | string; chainId: string }): GenesisState {
  const random = createRandom(options.seed).fork('genesis')
  const address = (r: Random) => toBech32(accountPrefix, r.bytes(20))
  const moduleAddress = (name: string) => toBech32(accountPrefix, sha256Of(name).slice(0, 20))
  const pubKey = (r: Random) => toBase64(Uint8Array.of(r.pick([2, 3]), ...r.bytes(32)))

  const accounts: DevnetAccount[] = []
  let accountNumber = 0n
  const addAccount = (account: Omit<DevnetAccount, 'accountNumber'>) => {
    const created = { ...account, accountNumber: accountNumber++ }
    accounts.push(created)
    return created
  }

  const modules: [string, string[]][] = [
    ['fee_collector', []],
    ['distribution', []],
    ['bonded_tokens_pool', ['burner', 'staking']],
    ['not_bonded_tokens_pool', ['burner', 'staking']],
    ['gov', ['burner']],
    ['mint', ['minter']],
    ['oracle', []],
    ['transfer', ['minter', 'burner']],
  ]
  for (const [name, permissions] of modules) {
    addAccount({ address: moduleAddress(name), sequence: 0n, pubKey: null, kind: 'module', moduleName: name, permissions })
  }

  const users = Array.from({ length: 12 }, (_, index) => {
    const r = random.fork(`user-${index}`)
    return addAccount({ address: address(r), sequence: BigInt(r.int(1, 400)), pubKey: pubKey(r), kind: 'base' })
  })
  const fresh = addAccount({ address: address(random.fork('fresh')), sequence: 0n, pubKey: null, kind: 'base' })
  const vesting = addAccount({
    address: address(random.fork('vesting')),
    sequence: 3n,
    pubKey: pubKey(random.fork('vesting-key')),
    kind: 'vesting',
  })
  const evmBytes = random.fork('evm').bytes(20)
  const evm = addAccount({
    address: toBech32(accountPrefix, evmBytes),
    sequence: 17n,
    pubKey: pubKey(random.fork('evm-key')),
    kind: 'evm',
    evmAddress: `0x${[...evmBytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`,
  })
  const unknownAddress = address(random.fork('unknown'))

  // Denoms: the native 18-decimal coin, IBC vouchers with traces, token-factory
  // denoms (slashes in the name) and a whole-unit denom (exponent 0).
  const traces = [
    { path: 'transfer/channel-0', base_denom: 'uatom' },
    { path: 'transfer/channel-1', base_denom: 'uosmo' },
    { path: 'transfer/channel-2', base_denom: 'uusdc' },
    { path: 'transfer/channel-0/transfer/channel-141', base_denom: 'uosmo' },
  ]
  const denomTraces = new Map(traces.map((trace) => [ibcDenom(trace.path, trace.base_denom).slice(4), trace]))
  const [atom, osmo, usdc, multiHop] = traces.map((t) => ibcDenom(t.path, t.base_denom)) as [string, string, string, string]
  const creator = users[0]!.address
  const factoryDenom = `factory/${creator}/ORO`

  const metadata: DenomMetadata[] = [
    unitMetadata(nativeDenom, 'kii', 18, 'Kii', 'KII', 'The native staking and fee token of the chain.'),
    unitMetadata(atom, 'atom', 6, 'Cosmos Hub Atom', 'ATOM', 'ATOM from the Cosmos Hub over channel-0.'),
    unitMetadata(usdc, 'usdc', 6, 'USD Coin', 'USDC', 'USDC bridged over channel-2.'),
    unitMetadata(factoryDenom, 'oro', 6, 'Oro', 'ORO', 'A token-factory token.', 'https://example.org/oro.json'),
    unitMetadata('ticket', 'ticket', 0, 'Ticket', 'TICKET', 'A whole-unit token without decimals.'),
  ]

  const balances = new Map<string, Map<string, bigint>>()
  const credit = (holder: string, denom: string, amount: bigint) => {
    const held = balances.get(holder) ?? new Map<string, bigint>()
    held.set(denom, (held.get(denom) ?? 0n) + amount)
    balances.set(holder, held)
  }
  const kii = 10n ** 18n
  for (const [index, user] of users.entries()) {
    const r = random.fork(`balance-${index}`)
    credit(user.address, nativeDenom, BigInt(r.int(1, 50_000)) * kii + r.bigint(kii))
    if (r.next() < 0.7) credit(user.address, atom, BigInt(r.int(1, 90_000_000)))
    if (r.next() < 0.5) credit(user.address, osmo, BigInt(r.int(1, 900_000_000)))
    if (r.next() < 0.5) credit(user.address, usdc, BigInt(r.int(1, 5_000_000_000)))
    if (r.next() < 0.3) credit(user.address, 'ticket', BigInt(r.int(1, 12)))
  }
  const rich = users[1]!
  credit(rich.address, nativeDenom, 987_654_321n * kii + 123_456_789_012_345_678n)
  credit(rich.address, factoryDenom, 42_000_000n)
  credit(rich.address, multiHop, 5_550_000n)
  credit(rich.address, 'ticket', 3n)
  const collector = users[2]!
  for (let index = 0; index < 34; index++) {
    credit(collector.address, `factory/${creator}/COLLECTIBLE${String(index).padStart(2, '0')}`, BigInt(index + 1))
  }
  credit(fresh.address, nativeDenom, 5n * kii)
  credit(vesting.address, nativeDenom, 250_000n * kii)
  credit(evm.address, nativeDenom, 12n * kii + 345n)
  credit(moduleAddress('fee_collector'), nativeDenom, 0n)

  const { bonded: validators, inactive: inactiveValidators } = createValidatorSet(
    random,
    users.slice(3).map((user) => user.address),
  )
  // The staking pools hold what the validators' tokens add up to, as on a chain.
  credit(moduleAddress('bonded_tokens_pool'), nativeDenom, totalTokens(validators))
  credit(moduleAddress('not_bonded_tokens_pool'), nativeDenom, totalTokens(inactiveValidators))

  const counterpartyChains = ['cosmoshub-4', 'osmosis-1', 'noble-1']
  const clients = counterpartyChains.map((chainId, index) => ({
    clientId: `07-tendermint-${index}`,
    chainId,
    latestHeight: BigInt(random.fork(`client-${index}`).int(10_000_000, 20_000_000)),
  }))
  const connections = clients.map((client, index) => ({
    connectionId: `connection-${index}`,
    clientId: client.clientId,
    counterpartyClientId: `07-tendermint-${100 + index}`,
    counterpartyConnectionId: `connection-${200 + index}`,
  }))
  // channel-0 and channel-2 opened with the ICS-29 fee middleware; channel-1 is upgrading to
  // add it and channel-3's attempt failed (ibcPackets.ts), so both still carry plain ICS-20.
  const channels: DevnetChannel[] = [
    transferChannel(0, 'connection-0', 'STATE_OPEN', true),
    transferChannel(1, 'connection-1', 'STATE_OPEN'),
    transferChannel(2, 'connection-2', 'STATE_OPEN', true),
    transferChannel(3, 'connection-0', 'STATE_OPEN'),
    transferChannel(4, 'connection-1', 'STATE_CLOSED'),
    {
      portId: `icacontroller-${users[4]!.address}`,
      channelId: 'channel-5',
      state: 'STATE_OPEN',
      ordering: 'ORDER_ORDERED',
      counterparty: { port_id: 'icahost', channel_id: 'channel-977' },
      connectionId: 'connection-2',
      version: JSON.stringify({
        version: 'ics27-1',
        controller_connection_id: 'connection-2',
        host_connection_id: 'connection-202',
        address: 'noble1icahostaccountaddress',
        encoding: 'proto3',
        tx_type: 'sdk_multi_msg',
      }),
    },
    transferChannel(6, 'connection-2', 'STATE_INIT'),
  ]

  // Tokens sent out before the first block wait in the escrow account of the channel they
  // left by (ibc-go's GetEscrowAddress); the accounts exist since their first transfer.
  const escrowed: [string, bigint][] = [
    ['channel-0', 600_000n * kii + 123_456_789n],
    ['channel-1', 400_000n * kii],
    ['channel-2', 250_000n * kii + 987n],
  ]
  for (const [channelId, amount] of escrowed) {
    const escrow = addAccount({ address: escrowAddress('transfer', channelId), sequence: 0n, pubKey: null, kind: 'base' })
    credit(escrow.address, nativeDenom, amount)
  }

  const oracleRates = new Map<string, bigint>([
    ['akii', 1_250_000_000_000_000_000n],
    ['uatom', 6_412_000_000_000_000_000n],
    ['uosmo', 412_300_000_000_000_000n],
    ['uusdc', 1_000_100_000_000_000_000n],
  ])

  return {
    chainId: options.chainId,
    accounts,
    balances,
    metadata,
    denomTraces,
    validators,
    inactiveValidators,
    clients,
    connections,
    channels,
    oracleRates,
    fixtures: {
      richAddress: rich.address,
      collectorAddress: collector.address,
      freshAddress: fresh.address,
      unknownAddress,
      vestingAddress: vesting.address,
      moduleAddress: moduleAddress('bonded_tokens_pool'),
      evmAddress: evm.address,
      nativeDenom,
      ibcDenom: atom,
      factoryDenom,
    },
  }
}

function transferChannel(index: number, connectionId: string, state: string, withFees = false): DevnetChannel {
  return {
    portId: 'transfer',
    channelId: `channel-${index}`,
    state,
    ordering: 'ORDER_UNORDERED',
    counterparty: { port_id: 'transfer', channel_id: `channel-${141 + index}` },
    connectionId,
    version: withFees ? feeVersion(transferVersion) : transferVersion,
  }
}

function unitMetadata(
  base: string,
  display: string,
  exponent: number,
  name: string,
  symbol: string,
  description: string,
  uri = '',
): DenomMetadata {
  const units = [{ denom: base, exponent: 0, aliases: [] as string[] }]
  if (exponent > 0) units.push({ denom: display, exponent, aliases: [] })
  return { description, denom_units: units, base, display, name, symbol, uri, uri_hash: '' }
}
