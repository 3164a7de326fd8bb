import { formatDec } from '../chain.ts'
import type { Route } from '../router.ts'

/** Oracle module routes. */
export const oracleRoutes: Route[] = [
  {
    method: 'GET',
    path: '/{app}/oracle/denoms/exchange_rates',
    handle: ({ chain }) => {
      const latest = chain.latestBlock()
      return {
        denom_oracle_exchange_rate: [...chain.genesis.oracleRates.entries()].map(([denom, rate]) => ({
          denom,
          oracle_exchange_rate: {
            exchange_rate: formatDec(rate),
            last_update: latest.height.toString(),
            last_update_timestamp: String(Date.parse(latest.time)),
          },
        })),
      }
    },
  },
]
