import type { DevnetFault } from '../src/devnet/faults.ts'
import { createDevnet } from '../src/devnet/gateway.ts'
import { createGenesis } from '../src/devnet/state.ts'

declare const __GATEKIT_FROZEN_NOW__: number | undefined
/**
 * The instant the stories' clock stands still at under the visual test (vitest.config.ts
 * defines it for the storybook project, so screenshots repeat); Storybook itself runs on real time.
 */
export const frozenNow: number | undefined = typeof __GATEKIT_FROZEN_NOW__ === 'number' ? __GATEKIT_FROZEN_NOW__ : undefined

/** Where stories reach the in-browser simulated gateway (answered by MSW, never by the network). */
export const simulatedGatewayUrl = 'http://devnet.gatekit.test'

/** Seed of the storybook devnet; `.storybook/preview.tsx` creates it with this seed. */
export const storybookSeed = 'storybook'

/** Addresses and denoms with known properties in the storybook devnet. */
export const fixtures = createGenesis({ seed: storybookSeed, chainId: 'gatekit-devnet-1' }).fixtures

/** A base-URL pattern for MSW overrides that add faults to one story. */
export const gatewayPath = (path: string) => `${simulatedGatewayUrl}${path}`

/**
 * The in-browser devnet every story reads behind MSW (`.storybook/preview.tsx` serves it).
 * Its faults are reset before each story: set them with the toolbar's Faults menu, a story's
 * `parameters: { devnetFaults: [...] }`, or `storybookDevnet.faults.inject(...)` in `beforeEach`;
 * read `storybookDevnet.stats` in a play function to count the requests a story sent.
 */
export const storybookDevnet = createDevnet({ seed: storybookSeed, ...(frozenNow === undefined ? {} : { now: () => frozenNow }) })

/** Story parameters read by the preview: faults injected into the devnet for one story. */
export type DevnetFaultParameters = {
  /** Faults the story's devnet starts with (after the toolbar's preset). */
  devnetFaults?: readonly DevnetFault[] | undefined
}

/**
 * The devnet's latency at its longest (setTimeout's maximum, about 24.8 days): requests to
 * `route` stay pending for the whole story, for loading states.
 */
export const neverAnswers = (route: string): DevnetFault => ({ kind: 'latency', ms: 2_147_483_647, route })

/**
 * The gateway's 503 for a request and the client's one retry (the preview's client retries once),
 * then real answers: an error state whose Retry succeeds.
 */
export const failsTwice = (route: string): DevnetFault => ({ kind: 'status', status: 503, times: 2, route })
