import type { Decorator, Preview } from '@storybook/react-vite'
import { QueryClient } from '@tanstack/react-query'
import { setupWorker } from 'msw/browser'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { createGatewayClient } from '../src/core/client.ts'
import { createDevnet } from '../src/devnet/gateway.ts'
import { createDevnetHandlers } from '../src/devnet/msw.ts'
import { GatekitProvider } from '../src/react/GatekitProvider.tsx'
import { simulatedGatewayUrl, storybookSeed } from '../stories/gateway.ts'

// The simulated gateway runs in the browser behind MSW. Its handlers are the
// worker's initial handlers, so they survive the reset between stories; a
// story adds faults on top with `beforeEach({ msw }) { msw.use(...) }`.
const devnet = createDevnet({ seed: storybookSeed })

const withGatekit: Decorator = (Story, context) => {
  const baseUrl = context.globals.gateway === 'local' ? 'http://127.0.0.1:1317' : simulatedGatewayUrl
  // A fresh client and cache per story render, so stories never share data.
  const client = createGatewayClient({ baseUrl, retry: { limit: 1, delay: () => 50 } })
  const queryClient = new QueryClient()
  return (
    <GatekitProvider client={client} queryClient={queryClient}>
      <Story />
    </GatekitProvider>
  )
}

const preview: Preview = {
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker(...createDevnetHandlers(devnet, { baseUrl: simulatedGatewayUrl }))
      await worker.start({ onUnhandledRequest: 'bypass', quiet: true })
      return worker
    }),
  ],
  decorators: [withGatekit],
  globalTypes: {
    gateway: {
      description: 'Which simulated gateway the stories read',
      toolbar: {
        title: 'Gateway',
        icon: 'globe',
        items: [
          { value: 'msw', title: 'In-browser devnet (MSW)' },
          { value: 'local', title: 'Devnet server on 127.0.0.1:1317 (npm start)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { gateway: 'msw' },
  parameters: {
    a11y: { test: 'error' },
    layout: 'padded',
  },
}

export default preview
