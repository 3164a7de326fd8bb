import type { Route } from '../router.ts'

/** ibcClient routes of the simulated gateway. */
export const ibcClientRoutes: Route[] = []
