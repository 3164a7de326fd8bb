import type { Chain } from '../chain.ts'
import { accountPrefix, checkBech32, fromBase64, toBase64, toBech32 } from '../encoding.ts'
import { invalidArgument, notFound } from '../errors.ts'
import type { Route } from '../router.ts'
import type { DevnetAccount } from '../state.ts'

// Auth queries added after SDK 0.45 (bech32 conversions, module accounts) and KiiChain's
// `nextaccountnumber`. They read the same accounts as /accounts, so a module account's
// address here is the one bank shows balances for.

// A bech32 string in the gateway's path: lower-case human-readable part, `1`, data characters.
// Base64 of address bytes never looks like this (upper case, `+`, `/` or `=` padding).
const bech32Shaped = /^[a-z0-9]+1[02-9ac-hj-np-z]+$/

/** The module accounts of the chain, in module name order, as the SDK's query lists them. */
export function moduleAccounts(chain: Chain): DevnetAccount[] {
  return chain
    .accounts()
    .filter((account) => account.kind === 'module')
    .sort((a, b) => (a.moduleName! < b.moduleName! ? -1 : a.moduleName! > b.moduleName! ? 1 : 0))
}

/**
 * The account number of the next account the chain creates: one more than the highest
 * assigned, which is how chain.ts numbers an account created by a transfer.
 */
export function nextAccountNumber(chain: Chain): bigint {
  return chain.accounts().reduce((max, account) => (account.accountNumber > max ? account.accountNumber : max), -1n) + 1n
}

function addressStringToBytes(text: string) {
  const check = checkBech32(text, accountPrefix)
  if (!check.ok) throw invalidArgument(check.reason)
  return { address_bytes: toBase64(check.bytes) }
}

function addressBytesToString(text: string) {
  let bytes: Uint8Array
  try {
    bytes = fromBase64(text)
  } catch {
    throw invalidArgument(`type mismatch, parameter: address_bytes, error: illegal base64 data at input byte 0`)
  }
  if (bytes.length === 0) throw invalidArgument('empty address bytes is not allowed')
  if (bytes.length > 255) throw invalidArgument(`address max length is 255, got ${bytes.length}: unknown address`)
  return { address_string: toBech32(accountPrefix, bytes) }
}

/**
 * Auth routes beyond SDK 0.45's: `bech32`, `bech32/{address_bytes}` and
 * `bech32/{address_string}` (one path template for both; answered by the value's form),
 * `module_accounts`, `module_accounts/{name}`, and KiiChain's `nextaccountnumber`.
 * Needs `accountJson` from auth.ts, passed in to keep the import one way.
 */
export function authExtraRoutes(accountJson: (account: DevnetAccount) => Record<string, unknown>): Route[] {
  return [
    { method: 'GET', path: '/{sdk}/auth/v1beta1/bech32', handle: () => ({ bech32_prefix: accountPrefix }) },
    {
      method: 'GET',
      path: '/{sdk}/auth/v1beta1/bech32/{address}',
      handle: ({ params }) => {
        const value = params.address ?? ''
        return bech32Shaped.test(value) ? addressStringToBytes(value) : addressBytesToString(value)
      },
    },
    {
      method: 'GET',
      path: '/{sdk}/auth/v1beta1/module_accounts',
      handle: ({ chain }) => ({ accounts: moduleAccounts(chain).map(accountJson) }),
    },
    {
      method: 'GET',
      path: '/{sdk}/auth/v1beta1/module_accounts/{name}',
      handle: ({ chain, params }) => {
        const name = params.name ?? ''
        if (name.trim() === '') throw invalidArgument('module name is empty')
        const account = moduleAccounts(chain).find((candidate) => candidate.moduleName === name)
        if (!account) throw notFound(`account ${name} not found`)
        return { account: accountJson(account) }
      },
    },
    {
      method: 'GET',
      path: '/{sdk}/auth/v1beta1/nextaccountnumber',
      handle: ({ chain }) => ({ count: nextAccountNumber(chain).toString() }),
    },
  ]
}
