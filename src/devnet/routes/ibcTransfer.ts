import type { Route } from '../router.ts'

/** ibcTransfer routes of the simulated gateway. */
export const ibcTransferRoutes: Route[] = []
