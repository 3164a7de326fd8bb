import { minterJson, mintParamsJson } from '../mint.ts'
import type { Route } from '../router.ts'

/** Mint module routes. */
export const mintRoutes: Route[] = [
  { method: 'GET', path: '/{app}/mint/v1beta1/minter', handle: ({ chain }) => minterJson(chain) },
  { method: 'GET', path: '/{app}/mint/v1beta1/params', handle: ({ chain }) => ({ params: mintParamsJson(chain) }) },
]
