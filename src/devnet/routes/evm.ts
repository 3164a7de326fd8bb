import type { Route } from '../router.ts'

/** evm routes of the simulated gateway. */
export const evmRoutes: Route[] = []
