import { notFound, invalidArgument } from '../errors.ts'
import { paginate } from '../paginate.ts'
import { requireAddress, type Route } from '../router.ts'
import type { DevnetAccount } from '../state.ts'

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
          original_vesting: [{ denom: 'akii', amount: '200000000000000000000000' }],
          delegated_free: [],
          delegated_vesting: [],
          end_time: '1830297600',
        },
        start_time: '1767225600',
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
      const sorted = [...chain.accounts()].sort((a, b) => (a.address < b.address ? -1 : 1))
      const { page, pagination } = paginate(sorted, query, (account) => account.address)
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
    method: 'GET',
    path: '/{sdk}/auth/v1beta1/address_by_id/{id}',
    handle: ({ chain, params, query }) => {
      const text = query.get('account_id') || params.id || ''
      if (!/^-?\d+$/.test(text)) throw invalidArgument(`invalid account id: strconv.ParseInt: parsing "${text}": invalid syntax`)
      if (text.startsWith('-')) throw invalidArgument('Invalid account id; account id must be positive')
      const account = chain.accounts().find((candidate) => candidate.accountNumber === BigInt(text))
      if (!account) throw notFound(`account address not found for account number ${text}`)
      return { account_address: account.address }
    },
  },
]
