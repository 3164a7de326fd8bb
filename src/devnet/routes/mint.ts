import type { Route } from '../router.ts'

/** mint routes of the simulated gateway. */
export const mintRoutes: Route[] = []
