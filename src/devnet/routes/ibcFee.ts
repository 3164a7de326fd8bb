import type { Route } from '../router.ts'

/** ibcFee routes of the simulated gateway. */
export const ibcFeeRoutes: Route[] = []
