import type { Chain } from '../chain.ts'
import { notFound } from '../errors.ts'
import { paginate, readBool } from '../paginate.ts'
import { coinsJson, requireAddress, requireQuery, type Route } from '../router.ts'

// Coins a vesting account cannot spend yet.
const lockedVesting = 200_000n * 10n ** 18n

function spendable(chain: Chain, address: string): Map<string, bigint> {
  const balances = new Map(chain.balances(address))
  if (chain.account(address)?.kind === 'vesting') {
    const held = balances.get('akii') ?? 0n
    balances.set('akii', held > lockedVesting ? held - lockedVesting : 0n)
  }
  return balances
}

function metadataOf(chain: Chain, denom: string) {
  const metadata = chain.genesis.metadata.find((entry) => entry.base === denom)
  if (!metadata) throw notFound(`client metadata for denom ${denom}`)
  return { metadata }
}

function owners(chain: Chain, denom: string) {
  return chain
    .accounts()
    .map((account) => ({ address: account.address, amount: chain.balances(account.address).get(denom) ?? 0n }))
    .filter((owner) => owner.amount > 0n)
    .sort((a, b) => (a.address < b.address ? -1 : 1))
    .map((owner) => ({ address: owner.address, balance: { denom, amount: owner.amount.toString() } }))
}

const listBalances =
  (source: (chain: Chain, address: string) => Map<string, bigint>): Route['handle'] =>
  ({ chain, params, query }) => {
    const address = requireAddress(params.address)
    let coins = coinsJson(source(chain, address))
    if (readBool(query, 'resolve_denom')) {
      coins = coins.map((coin) => ({
        ...coin,
        denom: chain.genesis.metadata.find((entry) => entry.base === coin.denom)?.display ?? coin.denom,
      }))
    }
    const { page, pagination } = paginate(coins, query, (coin) => coin.denom)
    return { balances: page, pagination }
  }

const oneBalance =
  (source: (chain: Chain, address: string) => Map<string, bigint>): Route['handle'] =>
  ({ chain, params, query }) => {
    const address = requireAddress(params.address)
    const denom = requireQuery(query, 'denom')
    return { balance: { denom, amount: (source(chain, address).get(denom) ?? 0n).toString() } }
  }

/** Bank module routes. */
export const bankRoutes: Route[] = [
  { method: 'GET', path: '/{sdk}/bank/v1beta1/balances/{address}', handle: listBalances((chain, a) => chain.balances(a)) },
  { method: 'GET', path: '/{sdk}/bank/v1beta1/balances/{address}/by_denom', handle: oneBalance((chain, a) => chain.balances(a)) },
  { method: 'GET', path: '/{sdk}/bank/v1beta1/spendable_balances/{address}', handle: listBalances(spendable) },
  { method: 'GET', path: '/{sdk}/bank/v1beta1/spendable_balances/{address}/by_denom', handle: oneBalance(spendable) },
  {
    method: 'GET',
    path: '/{sdk}/bank/v1beta1/denom_owners/{denom=**}',
    handle: ({ chain, params, query }) => {
      const { page, pagination } = paginate(owners(chain, params.denom!), query, (owner) => owner.address)
      return { denom_owners: page, pagination }
    },
  },
  {
    method: 'GET',
    path: '/{sdk}/bank/v1beta1/denom_owners_by_query',
    handle: ({ chain, query }) => {
      const { page, pagination } = paginate(owners(chain, requireQuery(query, 'denom')), query, (owner) => owner.address)
      return { denom_owners: page, pagination }
    },
  },
  {
    method: 'GET',
    path: '/{sdk}/bank/v1beta1/denoms_metadata',
    handle: ({ chain, query }) => {
      const sorted = [...chain.genesis.metadata].sort((a, b) => (a.base < b.base ? -1 : 1))
      const { page, pagination } = paginate(sorted, query, (metadata) => metadata.base)
      return { metadatas: page, pagination }
    },
  },
  { method: 'GET', path: '/{sdk}/bank/v1beta1/denoms_metadata/{denom=**}', handle: ({ chain, params }) => metadataOf(chain, params.denom!) },
  {
    method: 'GET',
    path: '/{sdk}/bank/v1beta1/denoms_metadata_by_query_string',
    handle: ({ chain, query }) => metadataOf(chain, requireQuery(query, 'denom')),
  },
  { method: 'GET', path: '/{sdk}/bank/v1beta1/params', handle: () => ({ params: { send_enabled: [], default_send_enabled: true } }) },
  {
    method: 'GET',
    path: '/{sdk}/bank/v1beta1/send_enabled',
    handle: ({ query }) => {
      const settings = [{ denom: 'ticket', enabled: false }]
      const denoms = query.getAll('denoms')
      const chosen = denoms.length ? settings.filter((setting) => denoms.includes(setting.denom)) : settings
      const { page, pagination } = paginate(chosen, query, (setting) => setting.denom)
      return { send_enabled: page, pagination }
    },
  },
  {
    method: 'GET',
    path: '/{sdk}/bank/v1beta1/supply',
    handle: ({ chain, query }) => {
      const { page, pagination } = paginate(coinsJson(chain.supply()), query, (coin) => coin.denom)
      return { supply: page, pagination }
    },
  },
  {
    method: 'GET',
    path: '/{sdk}/bank/v1beta1/supply/by_denom',
    handle: ({ chain, query }) => {
      const denom = requireQuery(query, 'denom')
      return { amount: { denom, amount: (chain.supply().get(denom) ?? 0n).toString() } }
    },
  },
]
