import { accountPrefix, checkBech32, toHexUpper } from '../encoding.ts'
import { notFound, invalidArgument } from '../errors.ts'
import { paginate } from '../paginate.ts'
import { requireAddress, type Route } from '../router.ts'
import type { DevnetAccount } from '../state.ts'
import { vestingSchedule } from '../vesting.ts'
import { authExtraRoutes } from './authExtras.ts'

/**
 * The key the chain stores an account under: its address bytes (as hex, which
 * sorts the same way). Lists of accounts and of denom owners come in this
 * order, as the SDK's store iterators return them, not in bech32 text order.
 */
export function addressSortKey(address: string): string {
  const check = checkBech32(address, accountPrefix)
  return check.ok ? toHexUpper(check.bytes) : address
}

const byAddressBytes = (a: { address: string }, b: { address: string }) => {
  const [keyA, keyB] = [addressSortKey(a.address), addressSortKey(b.address)]
  return keyA < keyB ? -1 : keyA > keyB ? 1 : 0
}

/** Sorts items with an `address` in the chain's store order (address bytes). */
export function sortByAddressBytes<T extends { address: string }>(items: readonly T[]): T[] {
  return [...items].sort(byAddressBytes)
}

const baseAccountJson = (account: DevnetAccount) => ({
  address: account.address,
  pub_key: account.pubKey ? { '@type': '/cosmos.crypto.secp256k1.PubKey', key: account.pubKey } : null,
  account_number: account.accountNumber.toString(),
  sequence: account.sequence.toString(),
})

/** An account in proto3 JSON, with the `@type` of its kind. */
export function accountJson(account: DevnetAccount): Record<string, unknown> {
  switch (account.kind) {
    case 'module':
      return {
        '@type': '/cosmos.auth.v1beta1.ModuleAccount',
        base_account: baseAccountJson(account),
        name: account.moduleName,
        permissions: account.permissions,
      }
    case 'vesting':
      return {
        '@type': '/cosmos.vesting.v1beta1.ContinuousVestingAccount',
        base_vesting_account: {
          base_account: baseAccountJson(account),
          original_vesting: [{ denom: vestingSchedule.denom, amount: vestingSchedule.originalVesting.toString() }],
          delegated_free: [],
          delegated_vesting: [],
          end_time: vestingSchedule.endTime.toString(),
        },
        start_time: vestingSchedule.startTime.toString(),
      }
    case 'evm':
      return {
        '@type': '/ethermint.types.v1.EthAccount',
        base_account: baseAccountJson(account),
        code_hash: '0xc5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470',
      }
    default:
      return { '@type': '/cosmos.auth.v1beta1.BaseAccount', ...baseAccountJson(account) }
  }
}

/** Auth module routes. */
export const authRoutes: Route[] = [
  {
    method: 'GET',
    path: '/{sdk}/auth/v1beta1/params',
    handle: () => ({
      params: {
        max_memo_characters: '256',
        tx_sig_limit: '7',
        tx_size_cost_per_byte: '10',
        sig_verify_cost_ed25519: '590',
        sig_verify_cost_secp256k1: '1000',
      },
    }),
  },
  {
    method: 'GET',
    path: '/{sdk}/auth/v1beta1/accounts',
    handle: ({ chain, query }) => {
      const { page, pagination } = paginate(sortByAddressBytes(chain.accounts()), query, (account) =>
        addressSortKey(account.address),
      )
      return { accounts: page.map(accountJson), pagination }
    },
  },
  {
    method: 'GET',
    path: '/{sdk}/auth/v1beta1/accounts/{address}',
    handle: ({ chain, params }) => {
      const address = requireAddress(params.address)
      const account = chain.account(address)
      if (!account) throw notFound(`account ${address} not found: key not found`)
      return { account: accountJson(account) }
    },
  },
  {
    method: 'GET',
    path: '/{sdk}/auth/v1beta1/account_info/{address}',
    handle: ({ chain, params }) => {
      const address = requireAddress(params.address)
      const account = chain.account(address)
      if (!account) throw notFound(`account ${address} not found: key not found`)
      return { info: baseAccountJson(account) }
    },
  },
  {
    // Both forms a client may send: SDK 0.46's `/address_by_id/{id}`, and SDK
    // 0.47+'s `/address_by_id/0?account_id=N` (0.47+ reads only `account_id`
    // and refuses a non-zero `id`, which is what happens here when both are sent).
    method: 'GET',
    path: '/{sdk}/auth/v1beta1/address_by_id/{id}',
    handle: ({ chain, params, query }) => {
      const idText = params.id ?? ''
      if (!/^-?\d+$/.test(idText)) {
        throw invalidArgument(`type mismatch, parameter: id, error: strconv.ParseInt: parsing "${idText}": invalid syntax`)
      }
      const accountIdText = query.get('account_id')
      if (accountIdText !== null && !/^\d+$/.test(accountIdText)) {
        throw invalidArgument(`invalid account_id: strconv.ParseUint: parsing "${accountIdText}": invalid syntax`)
      }
      const id = BigInt(idText)
      if (id !== 0n && accountIdText !== null) {
        throw invalidArgument("requesting with id isn't supported, try to request using account-id")
      }
      if (id < 0n) throw invalidArgument('Invalid account id; account id must be positive')
      const accountNumber = id !== 0n ? id : BigInt(accountIdText ?? '0')
      const account = chain.accounts().find((candidate) => candidate.accountNumber === accountNumber)
      if (!account) throw notFound(`account address not found with account number ${accountNumber}`)
      return { account_address: account.address }
    },
  },
  ...authExtraRoutes(accountJson),
]
