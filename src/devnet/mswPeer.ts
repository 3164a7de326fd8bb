import type * as Msw from 'msw'

// msw is an optional peer of gatekit: the devnet's data, its fetch-style handler and its Node server run
// without it. So it is loaded here, once and without failing, and only the MSW handlers ask for it; a static
// import would make `import 'gatekit/devnet'` throw ERR_MODULE_NOT_FOUND wherever msw is not installed.
let msw: typeof Msw | undefined
let loadError: unknown
try {
  msw = await import('msw')
} catch (error) {
  loadError = error
}

/**
 * The `msw` module, for the functions that build MSW handlers; throws, naming the caller, when msw is not installed.
 *
 * @example
 * ```ts
 * const { http } = requireMsw('createDevnetHandlers')
 * ```
 */
export function requireMsw(caller: string): typeof Msw {
  if (msw) return msw
  throw new Error(`${caller} builds MSW handlers and needs msw (an optional peer of gatekit): npm install --save-dev msw`, {
    cause: loadError,
  })
}
