import * as ed from '@noble/ed25519'
import { sha512 } from '@noble/hashes/sha2.js'
import { accountPrefix, sha256Of, toBase64, toBech32, validatorPrefix } from './encoding.ts'
import type { DevnetTx, EventJson } from './chainTypes.ts'
import type { Random } from './random.ts'

// The staking module's validator set of the simulated chain. The bonded validators are the
// CometBFT validator set: chain.ts makes them propose and sign the blocks, by the consensus
// address CometBFT derives from their ed25519 key (the first 20 bytes of its SHA-256), so an
// explorer can name a block's proposer through `/cosmos/staking/v1beta1/validators`.

/** Staking status of a validator, as the gateway spells it. */
export type DevnetBondStatus = 'BOND_STATUS_BONDED' | 'BOND_STATUS_UNBONDING' | 'BOND_STATUS_UNBONDED'

/** A validator of the simulated chain. */
export type DevnetValidator = {
  operatorAddress: string
  /** The ed25519 public key (32 bytes) the validator signs blocks with. */
  consensusPubKey: Uint8Array
  /** 20 bytes of its consensus address: the first 20 bytes of SHA-256 of `consensusPubKey`. */
  consensusAddress: Uint8Array
  /** CometBFT voting power: `tokens` over the power reduction (10^18 akii). */
  power: bigint
  moniker: string
  /** The account it delegated its oracle votes to; its own account when it delegated none. */
  feeder: string
  status: DevnetBondStatus
  jailed: boolean
  /** Commission rate as an 18-decimal fixed-point bigint (`10n ** 17n` is 10 %). */
  commissionRate: bigint
}

/** akii per unit of voting power (Kiichain's 18-decimal native denom). */
export const powerReduction = 10n ** 18n

const bondedMonikers = ['Aurora', 'Basalt', 'Cinder', 'Drift']
// Validators outside the active set: the status filter of the validators query has something to filter.
const inactive: { moniker: string; status: DevnetBondStatus; jailed: boolean }[] = [
  { moniker: 'Ember', status: 'BOND_STATUS_UNBONDING', jailed: true },
  { moniker: 'Fjord', status: 'BOND_STATUS_UNBONDED', jailed: false },
]

/** The ed25519 public key of a 32-byte seed (the sync API of @noble/ed25519 needs a SHA-512). */
function ed25519PublicKey(seed: Uint8Array): Uint8Array {
  if (!ed.hashes.sha512) ed.hashes.sha512 = sha512
  return ed.getPublicKey(seed)
}

function makeValidator(
  random: Random,
  label: string,
  fields: { moniker: string; feeder?: string | undefined; status: DevnetBondStatus; jailed: boolean },
): DevnetValidator {
  const r = random.fork(label)
  const operatorBytes = r.bytes(20)
  // A fork of its own: drawing the key does not move the draws of the fields below.
  const consensusPubKey = ed25519PublicKey(r.fork('consensus-key').bytes(32))
  // Drawn and unused: the consensus address comes from the key, and this keeps `power` on the same draws for a seed.
  r.bytes(20)
  const power = BigInt(r.int(1_000_000, 12_000_000))
  return {
    operatorAddress: toBech32(validatorPrefix, operatorBytes),
    consensusPubKey,
    consensusAddress: sha256Of(consensusPubKey).slice(0, 20),
    power: fields.status === 'BOND_STATUS_BONDED' ? power : power / 1000n,
    moniker: fields.moniker,
    feeder: fields.feeder ?? toBech32(accountPrefix, operatorBytes),
    status: fields.status,
    jailed: fields.jailed,
    commissionRate: BigInt(r.int(1, 20)) * 10n ** 16n,
  }
}

/**
 * The validator set at genesis: `bonded` is the CometBFT validator set (proposers and signers of
 * every block, oracle voters, each with its feeder from `feeders`), `inactive` the jailed or unbonded
 * ones the staking module still lists.
 *
 * @example
 * ```ts
 * const { bonded, inactive } = createValidatorSet(random, feeders)
 * ```
 */
export function createValidatorSet(random: Random, feeders: readonly string[]): { bonded: DevnetValidator[]; inactive: DevnetValidator[] } {
  const bonded = bondedMonikers.map((moniker, index) =>
    makeValidator(random, `validator-${index}`, { moniker, feeder: feeders[index]!, status: 'BOND_STATUS_BONDED', jailed: false }),
  )
  // Outside the active set they do not vote on rates: no feeder delegated, as the oracle routes answer for them.
  const others = inactive.map((fields, index) => makeValidator(random, `validator-${bondedMonikers.length + index}`, fields))
  return { bonded, inactive: others }
}

/**
 * The genesis tokens of validators together, in akii: what their staking pool holds at genesis.
 *
 * @example
 * ```ts
 * totalTokens(genesis.validators) // the bonded pool's akii at genesis
 * ```
 */
export function totalTokens(validators: readonly DevnetValidator[]): bigint {
  return validators.reduce((sum, validator) => sum + validator.power * powerReduction, 0n)
}

/**
 * The akii delegated to each validator by the chain's transactions (their `delegate` events: only
 * a delivered MsgDelegate emits one), by operator address. A delegation moves the coins into the
 * bonded pool, so a validator's tokens are its genesis tokens plus these.
 *
 * @example
 * ```ts
 * delegatedTokens(chain.allTxs()).get(validator.operatorAddress) // 5000000000000000000n
 * ```
 */
export function delegatedTokens(txs: readonly DevnetTx[]): Map<string, bigint> {
  const delegated = new Map<string, bigint>()
  for (const tx of txs) {
    for (const event of (tx.response.events ?? []) as EventJson[]) {
      if (event.type !== 'delegate') continue
      const attribute = (key: string) => event.attributes.find((candidate) => candidate.key === key)?.value ?? ''
      const amount = /^(\d+)akii$/.exec(attribute('amount'))
      if (!amount) continue
      const validator = attribute('validator')
      delegated.set(validator, (delegated.get(validator) ?? 0n) + BigInt(amount[1]!))
    }
  }
  return delegated
}

function formatDec18(value: bigint): string {
  const text = value.toString().padStart(19, '0')
  return `${text.slice(0, -18)}.${text.slice(-18)}`
}

const commissionUpdateTime = '2025-01-15T00:00:00Z'
// An unbonding validator completes 21 days (the unbonding period) after it was jailed.
const unbondingTime = '2026-12-01T00:00:00Z'

/**
 * A validator as `/cosmos/staking/v1beta1/validators` answers (SDK 0.50): the consensus key as an
 * `Any` in its `@type` form, 64-bit integers and decimals as strings; `delegated` akii (see
 * {@link delegatedTokens}) on top of its genesis tokens, one share per token.
 *
 * @example
 * ```ts
 * validatorJson(chain.genesis.validators[0], delegatedTokens(chain.allTxs()).get(operatorAddress)).description.moniker // "Aurora"
 * ```
 */
export function validatorJson(validator: DevnetValidator, delegated = 0n) {
  const tokens = totalTokens([validator]) + delegated
  return {
    operator_address: validator.operatorAddress,
    consensus_pubkey: { '@type': '/cosmos.crypto.ed25519.PubKey', key: toBase64(validator.consensusPubKey) },
    jailed: validator.jailed,
    status: validator.status,
    tokens: tokens.toString(),
    delegator_shares: formatDec18(tokens * powerReduction),
    description: {
      moniker: validator.moniker,
      identity: '',
      website: `https://${validator.moniker.toLowerCase()}.validators.example`,
      security_contact: `security@${validator.moniker.toLowerCase()}.validators.example`,
      details: `${validator.moniker} runs a simulated Kiichain validator.`,
    },
    unbonding_height: validator.status === 'BOND_STATUS_UNBONDING' ? '1' : '0',
    unbonding_time: validator.status === 'BOND_STATUS_UNBONDING' ? unbondingTime : '1970-01-01T00:00:00Z',
    commission: {
      commission_rates: {
        rate: formatDec18(validator.commissionRate),
        max_rate: formatDec18(2n * 10n ** 17n),
        max_change_rate: formatDec18(10n ** 16n),
      },
      update_time: commissionUpdateTime,
    },
    min_self_delegation: '1',
    unbonding_on_hold_ref_count: '0',
    unbonding_ids: validator.status === 'BOND_STATUS_UNBONDING' ? ['1'] : [],
  }
}

/** Bech32 prefix of consensus addresses on the simulated chain. */
export const consensusPrefix = 'kiivalcons'

/**
 * The bech32 consensus address of a validator (`kiivalcons1…`).
 *
 * @example
 * ```ts
 * consensusAddressOf(chain.genesis.validators[0]) // "kiivalcons1…"
 * ```
 */
export function consensusAddressOf(validator: DevnetValidator): string {
  return toBech32(consensusPrefix, validator.consensusAddress)
}
