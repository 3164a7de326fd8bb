import type { Chain } from '../chain.ts'
import { invalidArgument, notFound } from '../errors.ts'
import { paginate, readBool } from '../paginate.ts'
import { coinsJson, requireAddress, type Route } from '../router.ts'
import { defaultSendEnabled, sendEnabledEntries } from '../bankSettings.ts'
import { lockedVestingAt, vestingSchedule } from '../vesting.ts'
import { addressSortKey, sortByAddressBytes } from './auth.ts'

// The SDK's denom rule (sdk.ValidateDenom): a letter, then 2 to 127 of letters, digits and / : . _ -
const denomPattern = /^[a-zA-Z][a-zA-Z0-9/:._-]{2,127}$/

/** A denom from the path or query string, checked as the SDK does: 400 with code 3 when malformed. */
function requireDenom(denom: string | null | undefined): string {
  if (!denom || !denomPattern.test(denom)) throw invalidArgument(`invalid denom: ${denom ?? ''}`)
  return denom
}

// Balances minus what vesting still locks at the time of the latest block (SDK SpendableCoins).
function spendable(chain: Chain, address: string): Map<string, bigint> {
  const balances = new Map(chain.balances(address))
  if (chain.account(address)?.kind === 'vesting') {
    const blockTime = BigInt(Math.floor(Date.parse(`${chain.latestBlock().time.slice(0, 19)}Z`) / 1000))
    const locked = lockedVestingAt(blockTime)
    const held = balances.get(vestingSchedule.denom) ?? 0n
    balances.set(vestingSchedule.denom, held > locked ? held - locked : 0n)
  }
  return balances
}

function metadataOf(chain: Chain, denom: string) {
  const metadata = chain.genesis.metadata.find((entry) => entry.base === denom)
  if (!metadata) throw notFound(`client metadata for denom ${denom}`)
  return { metadata }
}

// Holders of a denom in the store's order (address bytes), as the SDK's denom index returns them.
function owners(chain: Chain, denom: string) {
  const holders = chain
    .accounts()
    .map((account) => ({ address: account.address, amount: chain.balances(account.address).get(denom) ?? 0n }))
    .filter((owner) => owner.amount > 0n)
  return sortByAddressBytes(holders).map((owner) => ({
    address: owner.address,
    balance: { denom, amount: owner.amount.toString() },
  }))
}

const listOwners = (chain: Chain, denom: string, query: URLSearchParams) => {
  const { page, pagination } = paginate(owners(chain, denom), query, (owner) => addressSortKey(owner.address))
  return { denom_owners: page, pagination }
}

const listBalances =
  (source: (chain: Chain, address: string) => Map<string, bigint>, options: { resolveDenom: boolean }): Route['handle'] =>
  ({ chain, params, query }) => {
    const address = requireAddress(params.address)
    let coins = coinsJson(source(chain, address))
    // Only the balances query reads resolve_denom (SDK 0.50); spendable balances have no such field.
    if (options.resolveDenom && readBool(query, 'resolve_denom')) {
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
    const denom = requireDenom(query.get('denom'))
    return { balance: { denom, amount: (source(chain, address).get(denom) ?? 0n).toString() } }
  }

/** Bank module routes. */
export const bankRoutes: Route[] = [
  {
    method: 'GET',
    path: '/{sdk}/bank/v1beta1/balances/{address}',
    handle: listBalances((chain, a) => chain.balances(a), { resolveDenom: true }),
  },
  { method: 'GET', path: '/{sdk}/bank/v1beta1/balances/{address}/by_denom', handle: oneBalance((chain, a) => chain.balances(a)) },
  {
    method: 'GET',
    path: '/{sdk}/bank/v1beta1/spendable_balances/{address}',
    handle: listBalances(spendable, { resolveDenom: false }),
  },
  { method: 'GET', path: '/{sdk}/bank/v1beta1/spendable_balances/{address}/by_denom', handle: oneBalance(spendable) },
  {
    method: 'GET',
    path: '/{sdk}/bank/v1beta1/denom_owners/{denom=**}',
    handle: ({ chain, params, query }) => listOwners(chain, requireDenom(params.denom), query),
  },
  {
    method: 'GET',
    path: '/{sdk}/bank/v1beta1/denom_owners_by_query',
    handle: ({ chain, query }) => listOwners(chain, requireDenom(query.get('denom')), query),
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
  {
    method: 'GET',
    path: '/{sdk}/bank/v1beta1/denoms_metadata/{denom=**}',
    handle: ({ chain, params }) => metadataOf(chain, requireDenom(params.denom)),
  },
  {
    method: 'GET',
    path: '/{sdk}/bank/v1beta1/denoms_metadata_by_query_string',
    handle: ({ chain, query }) => metadataOf(chain, requireDenom(query.get('denom'))),
  },
  {
    method: 'GET',
    path: '/{sdk}/bank/v1beta1/params',
    // Since SDK 0.47 per-denom settings live in the store (send_enabled route); params keep an empty list.
    handle: () => ({ params: { send_enabled: [], default_send_enabled: defaultSendEnabled } }),
  },
  {
    method: 'GET',
    path: '/{sdk}/bank/v1beta1/send_enabled',
    handle: ({ chain, query }) => {
      const entries = sendEnabledEntries(chain.genesis)
      const denoms = query.getAll('denoms')
      if (denoms.length > 0) {
        // As the SDK does: the asked denoms that have an entry, in the asked order, without pagination.
        const chosen = denoms.flatMap((denom) => entries.filter((entry) => entry.denom === denom))
        return { send_enabled: chosen, pagination: null }
      }
      const { page, pagination } = paginate(entries, query, (entry) => entry.denom)
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
      const denom = requireDenom(query.get('denom'))
      return { amount: { denom, amount: (chain.supply().get(denom) ?? 0n).toString() } }
    },
  },
]
