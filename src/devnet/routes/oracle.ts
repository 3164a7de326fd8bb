import {
  exchangeRatesJson,
  feederOf,
  oracleDenoms,
  oracleParamsJson,
  priceSnapshotsJson,
  slashWindowProgress,
  votePenaltyCounter,
} from '../oracle.ts'
import type { Route } from '../router.ts'
import { oracleTwapRoutes } from './oracleTwaps.ts'

// Rates, snapshots and counters come from oracle.ts, so that the rates of
// /exchange_rates are those of the newest price snapshot and of no other height.

/** Oracle module routes. */
export const oracleRoutes: Route[] = [
  {
    method: 'GET',
    path: '/{app}/oracle/denoms/exchange_rates',
    handle: ({ chain }) => ({ denom_oracle_exchange_rate: exchangeRatesJson(chain, chain.latestHeight()) }),
  },
  { method: 'GET', path: '/{app}/oracle/params', handle: ({ chain }) => ({ params: oracleParamsJson(chain) }) },
  {
    method: 'GET',
    path: '/{app}/oracle/denoms/actives',
    // Actives are the denoms that hold a rate: none before the first block.
    handle: ({ chain }) => ({ actives: chain.latestHeight() === 0n ? [] : oracleDenoms(chain) }),
  },
  { method: 'GET', path: '/{app}/oracle/denoms/vote_targets', handle: ({ chain }) => ({ vote_targets: oracleDenoms(chain) }) },
  {
    method: 'GET',
    path: '/{app}/oracle/denoms/price_snapshot_history',
    handle: ({ chain }) => ({ price_snapshot: priceSnapshotsJson(chain) }),
  },
  {
    method: 'GET',
    path: '/{app}/oracle/slash_window',
    handle: ({ chain }) => ({ window_progress: slashWindowProgress(chain).toString() }),
  },
  {
    method: 'GET',
    path: '/{app}/oracle/validators/{validator_addr}/feeder',
    handle: ({ chain, params }) => ({ feed_addr: feederOf(chain, params.validator_addr!) }),
  },
  {
    method: 'GET',
    path: '/{app}/oracle/validators/{validator_addr}/vote_penalty_counter',
    handle: ({ chain, params }) => ({ vote_penalty_counter: votePenaltyCounter(chain, params.validator_addr!) }),
  },
  ...oracleTwapRoutes,
]
