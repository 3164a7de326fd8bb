/** Where stories reach the in-browser simulated gateway (answered by MSW, never by the network). */
export const simulatedGatewayUrl = 'http://devnet.gatekit.test'

/** Fixtures of the storybook devnet (seed "storybook"), shared by stories and their play functions. */
export { createGenesis } from '../src/devnet/state.ts'
