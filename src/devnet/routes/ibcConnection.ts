import type { Route } from '../router.ts'

/** ibcConnection routes of the simulated gateway. */
export const ibcConnectionRoutes: Route[] = []
