import * as z from '../../core/zod.ts'
import { anySchema, bytesSchema, coinSchema, int64Schema, uint64Schema, type AnyValue } from '../../core/schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { Coin } from '../../core/schemas.ts'

// Plain constants read by the schemas below: a schema built from a property read of
// `accountTypeUrls` could not be dropped by a bundler when unused.
const baseTypeUrl = '/cosmos.auth.v1beta1.BaseAccount'
const moduleTypeUrl = '/cosmos.auth.v1beta1.ModuleAccount'
const continuousVestingTypeUrl = '/cosmos.vesting.v1beta1.ContinuousVestingAccount'
const delayedVestingTypeUrl = '/cosmos.vesting.v1beta1.DelayedVestingAccount'
const periodicVestingTypeUrl = '/cosmos.vesting.v1beta1.PeriodicVestingAccount'
const permanentLockedTypeUrl = '/cosmos.vesting.v1beta1.PermanentLockedAccount'
const ethTypeUrl = '/ethermint.types.v1.EthAccount'

/**
 * Type URLs of the account types gatekit validates field by field. Other types
 * (a chain's own, newer SDK ones) still parse, as an `Any` with their `@type`.
 *
 * @example
 * ```ts
 * const { account } = await getAccount(client, { address })
 * const isModule = anyTypeUrl(account) === accountTypeUrls.module
 * ```
 */
export const accountTypeUrls = {
  base: baseTypeUrl,
  module: moduleTypeUrl,
  continuousVesting: continuousVestingTypeUrl,
  delayedVesting: delayedVestingTypeUrl,
  periodicVesting: periodicVestingTypeUrl,
  permanentLocked: permanentLockedTypeUrl,
  eth: ethTypeUrl,
} as const

const knownAccountTypeUrls: ReadonlySet<string> = /* @__PURE__ */ new Set(/* @__PURE__ */ Object.values(accountTypeUrls))

const baseAccountZod = /* @__PURE__ */ z.looseObject({
  address: /* @__PURE__ */ z.string(),
  pub_key: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(anySchema)),
  account_number: /* @__PURE__ */ z.shapeOf(uint64Schema),
  sequence: /* @__PURE__ */ z.shapeOf(uint64Schema),
})
type _baseAccountZodCheck = [Assignable<z.output<typeof baseAccountZod>, BaseAccount>, Assignable<BaseAccount, z.output<typeof baseAccountZod>>]
/**
 * The fields every account has (SDK `BaseAccount`): `address`, `pub_key` (null
 * until the account has signed), `account_number` and `sequence` as decimal strings.
 * Also the `info` of the account-info query.
 *
 * @example
 * ```ts
 * const base = baseAccountSchema.parse({ address: 'kii1...', pub_key: null, account_number: '7', sequence: '0' })
 * ```
 */
export const baseAccountSchema: ResponseSchema<BaseAccount> = baseAccountZod
/** The fields every account has, as the gateway sends them. */
export type BaseAccount = {
  address: string
  account_number: string
  sequence: string
  pub_key?: AnyValue | null | undefined
}

const baseAccountAnyZod = /* @__PURE__ */ z.extend(baseAccountZod, {
  '@type': /* @__PURE__ */ z.literal(baseTypeUrl),
})
type _baseAccountAnyZodCheck = [Assignable<z.output<typeof baseAccountAnyZod>, BaseAccountAny>, Assignable<BaseAccountAny, z.output<typeof baseAccountAnyZod>>]
/**
 * A `/cosmos.auth.v1beta1.BaseAccount` in proto3 JSON.
 *
 * @example
 * ```ts
 * const result = baseAccountAnySchema.safeParse(account) // success only for a BaseAccount
 * ```
 */
export const baseAccountAnySchema: ResponseSchema<BaseAccountAny> = baseAccountAnyZod
/** A `/cosmos.auth.v1beta1.BaseAccount` in proto3 JSON. */
export type BaseAccountAny = {
  address: string
  account_number: string
  sequence: string
  '@type': '/cosmos.auth.v1beta1.BaseAccount'
  pub_key?: AnyValue | null | undefined
}

const moduleAccountZod = /* @__PURE__ */ z.looseObject({
  '@type': /* @__PURE__ */ z.literal(moduleTypeUrl),
  base_account: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(baseAccountSchema)),
  name: /* @__PURE__ */ z.string(),
  permissions: /* @__PURE__ */ z.array(/* @__PURE__ */ z.string()),
})
type _moduleAccountZodCheck = [Assignable<z.output<typeof moduleAccountZod>, ModuleAccount>, Assignable<ModuleAccount, z.output<typeof moduleAccountZod>>]
/**
 * A `/cosmos.auth.v1beta1.ModuleAccount`: a module's account with its name and permissions.
 *
 * @example
 * ```ts
 * const module = moduleAccountSchema.safeParse(account)
 * if (module.success) console.log(module.data.name, module.data.permissions)
 * ```
 */
export const moduleAccountSchema: ResponseSchema<ModuleAccount> = moduleAccountZod
/** A `/cosmos.auth.v1beta1.ModuleAccount`: a module's account with its name and permissions. */
export type ModuleAccount = {
  '@type': '/cosmos.auth.v1beta1.ModuleAccount'
  name: string
  permissions: string[]
  base_account?: BaseAccount | null | undefined
}

const vestingAccountZod = /* @__PURE__ */ z.looseObject({
  '@type': /* @__PURE__ */ z.enum([
    continuousVestingTypeUrl,
    delayedVestingTypeUrl,
    periodicVestingTypeUrl,
    permanentLockedTypeUrl,
  ]),
  base_vesting_account: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.looseObject({
    base_account: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(baseAccountSchema)),
    original_vesting: /* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(coinSchema)),
    delegated_free: /* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(coinSchema)),
    delegated_vesting: /* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(coinSchema)),
    end_time: /* @__PURE__ */ z.shapeOf(int64Schema),
  })),
  start_time: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.shapeOf(int64Schema)),
  vesting_periods: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.array(/* @__PURE__ */ z.looseObject({ length: /* @__PURE__ */ z.shapeOf(int64Schema), amount: /* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(coinSchema)) }))),
})
type _vestingAccountZodCheck = [Assignable<z.output<typeof vestingAccountZod>, VestingAccount>, Assignable<VestingAccount, z.output<typeof vestingAccountZod>>]
/**
 * One of the SDK's vesting accounts (continuous, delayed, periodic, permanent
 * locked). `start_time` is sent by continuous and periodic accounts,
 * `vesting_periods` by periodic ones; times are Unix seconds as strings.
 *
 * @example
 * ```ts
 * const vesting = vestingAccountSchema.safeParse(account)
 * if (vesting.success) console.log('vests until', new Date(Number(vesting.data.base_vesting_account.end_time) * 1000))
 * ```
 */
export const vestingAccountSchema: ResponseSchema<VestingAccount> = vestingAccountZod
/** One of the SDK's vesting accounts (continuous, delayed, periodic, permanent locked). */
export type VestingAccount = {
  '@type': '/cosmos.vesting.v1beta1.ContinuousVestingAccount' | '/cosmos.vesting.v1beta1.DelayedVestingAccount' | '/cosmos.vesting.v1beta1.PeriodicVestingAccount' | '/cosmos.vesting.v1beta1.PermanentLockedAccount'
  base_vesting_account?: {
    original_vesting: Coin[]
    delegated_free: Coin[]
    delegated_vesting: Coin[]
    end_time: string
    base_account?: BaseAccount | null | undefined
  } | null | undefined
  start_time?: string | undefined
  vesting_periods?: {
    length: string
    amount: Coin[]
  }[] | undefined
}

const ethAccountZod = /* @__PURE__ */ z.looseObject({
  '@type': /* @__PURE__ */ z.literal(ethTypeUrl),
  base_account: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(baseAccountSchema)),
  code_hash: /* @__PURE__ */ z.string(),
})
type _ethAccountZodCheck = [Assignable<z.output<typeof ethAccountZod>, EthAccount>, Assignable<EthAccount, z.output<typeof ethAccountZod>>]
/**
 * An EVM-style `/ethermint.types.v1.EthAccount`: a base account and the hash of its contract code.
 *
 * @example
 * ```ts
 * const eth = ethAccountSchema.safeParse(account)
 * if (eth.success) console.log(eth.data.base_account.address, eth.data.code_hash)
 * ```
 */
export const ethAccountSchema: ResponseSchema<EthAccount> = ethAccountZod
/** An EVM-style `/ethermint.types.v1.EthAccount`: a base account and the hash of its contract code. */
export type EthAccount = {
  '@type': '/ethermint.types.v1.EthAccount'
  code_hash: string
  base_account?: BaseAccount | null | undefined
}

// Any other `@type`. Known types must match their own schema: a malformed
// BaseAccount is an error, not an "unknown" account.
const otherTypedAccountSchema = /* @__PURE__ */ z.looseObject({
  // `abort` keeps zod from picking this branch's issue over the known type's own, more precise one.
  '@type': /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.refine((typeUrl) => !knownAccountTypeUrls.has(typeUrl), {
    error: 'a known account type with all of its fields',
    abort: true,
  })),
})

// SPEC.md's form of an Any: type URL and protobuf bytes.
const typeUrlAccountSchema = /* @__PURE__ */ z.looseObject({ type_url: /* @__PURE__ */ z.string(), value: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(bytesSchema)) })

const accountZod = /* @__PURE__ */ z.union([
  /* @__PURE__ */ z.shapeOf(baseAccountAnySchema),
  /* @__PURE__ */ z.shapeOf(moduleAccountSchema),
  /* @__PURE__ */ z.shapeOf(vestingAccountSchema),
  /* @__PURE__ */ z.shapeOf(ethAccountSchema),
  otherTypedAccountSchema,
  typeUrlAccountSchema,
])
type _accountZodCheck = [Assignable<z.output<typeof accountZod>, Account>, Assignable<Account, z.output<typeof accountZod>>]
/**
 * An account as the gateway sends it: an `Any` in proto3 JSON form. Base,
 * module, vesting and EthAccount types are checked field by field; any other
 * `@type` (and SPEC.md's `{ type_url, value }` form) parses as an `Any`.
 * Read the common fields of any of them with {@link getBaseAccount}.
 *
 * @example
 * ```ts
 * const account = accountSchema.parse({ '@type': '/mychain.auth.v1.CustomAccount', owner: 'kii1...' }) // parses
 * ```
 */
export const accountSchema: ResponseSchema<Account> = accountZod
/** An account of any type, as the gateway sends it. */
export type Account = BaseAccountAny | ModuleAccount | VestingAccount | EthAccount | {
  '@type': string
} | {
  type_url: string
  value?: string | null | undefined
}

/** The common fields of an account, as {@link getBaseAccount} returns them. */
export type BaseAccountFields = {
  /** Bech32 address. */
  address: string
  /** Public key as an `Any`, or null for an account that has never signed. */
  pub_key: AnyValue | null
  /** Account number, a decimal string. */
  account_number: string
  /** Next sequence (nonce) to sign with, a decimal string. */
  sequence: string
}

function field(value: unknown, name: string): unknown {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[name] : undefined
}

/**
 * Reads address, public key, account number and sequence out of an account of
 * any type: a `BaseAccount` itself, a `ModuleAccount` or `EthAccount`
 * (`base_account`), or a vesting account (`base_vesting_account.base_account`).
 * Other types that embed a `base_account` the same way (interchain accounts,
 * other chains' EVM accounts) are read too. Returns `undefined` when the account
 * has none of these shapes, such as an `Any` in `{ type_url, value }` form, whose
 * bytes gatekit does not decode, or when the gateway sent no account (`null`).
 *
 * @example
 * ```ts
 * const { account } = await getAccount(client, { address })
 * const base = getBaseAccount(account)
 * if (base) console.log(base.account_number, base.sequence, base.pub_key === null ? 'never signed' : 'has signed')
 * ```
 */
export function getBaseAccount(account: AnyValue | null | undefined): BaseAccountFields | undefined {
  if (account === null || account === undefined) return undefined
  const candidates = [
    account,
    field(account, 'base_account'),
    field(field(account, 'base_vesting_account'), 'base_account'),
  ]
  for (const candidate of candidates) {
    const parsed = z.safeParse(baseAccountZod, candidate)
    if (parsed.success) {
      const { address, pub_key, account_number, sequence } = parsed.data
      return { address, pub_key: pub_key ?? null, account_number, sequence }
    }
  }
  return undefined
}
