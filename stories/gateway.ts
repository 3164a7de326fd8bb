import { createGenesis } from '../src/devnet/state.ts'

/** Where stories reach the in-browser simulated gateway (answered by MSW, never by the network). */
export const simulatedGatewayUrl = 'http://devnet.gatekit.test'

/** Seed of the storybook devnet; `.storybook/preview.tsx` creates it with this seed. */
export const storybookSeed = 'storybook'

/** Addresses and denoms with known properties in the storybook devnet. */
export const fixtures = createGenesis({ seed: storybookSeed, chainId: 'gatekit-devnet-1' }).fixtures

/** A base-URL pattern for MSW overrides that add faults to one story. */
export const gatewayPath = (path: string) => `${simulatedGatewayUrl}${path}`
