import type { Decorator, Preview } from '@storybook/react-vite'
import { QueryClient } from '@tanstack/react-query'
import { setupWorker } from 'msw/browser'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { createGatewayClient } from '../src/core/client.ts'
import { createDevnet } from '../src/devnet/gateway.ts'
import { createDevnetHandlers } from '../src/devnet/msw.ts'
import { GatekitProvider } from '../src/react/GatekitProvider.tsx'
import { simulatedGatewayUrl, storybookSeed } from '../stories/gateway.ts'
import '../src/components/styles.css'

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
      <div data-gk-theme={context.globals.theme === 'dark' ? 'dark' : 'light'} style={{ padding: '1rem' }}>
        <Story />
      </div>
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
    theme: {
      description: 'gatekit theme',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { gateway: 'msw', theme: 'light' },
  parameters: {
    a11y: { test: 'error' },
    layout: 'fullscreen',
  },
}

export default preview
