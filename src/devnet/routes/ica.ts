import type { Route } from '../router.ts'

/** ica routes of the simulated gateway. */
export const icaRoutes: Route[] = []
