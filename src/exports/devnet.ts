// Entry point `gatekit/devnet`: the simulated gateway, its MSW handlers and its Node server.

export { createDevnet, devnetRoutes, type Devnet, type DevnetOptions } from '../devnet/gateway.ts'
export { createDevnetHandlers } from '../devnet/msw.ts'
export { startDevnetServer, type DevnetServer, type DevnetServerOptions } from '../devnet/server.ts'
export { createChain, formatDec, type Chain, type ChainOptions, type DevnetBlock, type DevnetTx, type EventJson } from '../devnet/chain.ts'
export { createGenesis, type DenomMetadata, type DevnetAccount, type DevnetFixtures, type GenesisState } from '../devnet/state.ts'
export { createRandom, type Random } from '../devnet/random.ts'
export { DevnetError } from '../devnet/errors.ts'
export type { Route, RouteContext } from '../devnet/router.ts'
