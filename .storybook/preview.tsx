import type { Decorator, Preview } from '@storybook/react-vite'
import { QueryClient } from '@tanstack/react-query'
import { setupWorker } from 'msw/browser'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { createGatewayClient } from '../src/core/client.ts'
import { devnetFaultPresets, type DevnetFault, type DevnetFaultPresetName } from '../src/devnet/faults.ts'
import { createDevnetHandlers } from '../src/devnet/msw.ts'
import { GatekitProvider } from '../src/react/GatekitProvider.tsx'
import { simulatedGatewayUrl, storybookDevnet as devnet, type DevnetFaultParameters } from '../stories/gateway.ts'
import '../src/components/styles.css'
import './preview.css'

// The simulated gateway runs in the browser behind MSW. Its handlers are the
// worker's initial handlers, so they survive the reset between stories; a
// story adds faults on top with `beforeEach({ msw }) { msw.use(...) }`, or
// with the devnet's own faults (toolbar, `parameters.devnetFaults`).
const localDevnetUrl = 'http://127.0.0.1:1317'

// Before each story: the devnet's faults and counters start afresh, then the toolbar's preset
// and the story's own `devnetFaults` are injected, into the in-browser devnet or, for the
// local gateway, over HTTP into the devnet server of `npm start`.
const applyDevnetFaults: NonNullable<Preview['beforeEach']> = async (context) => {
  const preset = (context.globals.faults ?? 'none') as DevnetFaultPresetName
  const faults: DevnetFault[] = [
    ...(devnetFaultPresets[preset] ?? []),
    ...((context.parameters as DevnetFaultParameters).devnetFaults ?? []),
  ]
  if (context.globals.gateway === 'local') {
    const control = `${localDevnetUrl}/_devnet/faults`
    try {
      await fetch(control, { method: 'DELETE' })
      if (faults.length > 0) await fetch(control, { method: 'POST', body: JSON.stringify(faults) })
    } catch {
      console.warn(`gatekit: no devnet server at ${localDevnetUrl} to set faults on (start it with npm start).`)
    }
    return
  }
  devnet.faults.clear()
  devnet.stats.reset()
  for (const fault of faults) devnet.faults.inject(fault)
  return () => devnet.faults.clear()
}

const withGatekit: Decorator = (Story, context) => {
  const theme = context.globals.theme === 'dark' ? 'dark' : 'light'
  // The whole preview follows the theme, not only the story's wrapper: the document's own
  // background and colour scheme (the canvas around the story, docs pages) come from preview.css.
  // Not data-gk-theme on <html>: its font-size would become the root's and rescale every rem.
  document.documentElement.dataset.storybookTheme = theme
  const baseUrl = context.globals.gateway === 'local' ? localDevnetUrl : simulatedGatewayUrl
  // A fresh client and cache per story render, so stories never share data.
  const client = createGatewayClient({ baseUrl, retry: { limit: 1, delay: () => 50 } })
  const queryClient = new QueryClient()
  return (
    <GatekitProvider client={client} queryClient={queryClient}>
      <div data-gk-theme={theme} data-gk-story-canvas="" style={{ padding: '1rem' }}>
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
  beforeEach: applyDevnetFaults,
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
    faults: {
      description: 'Faults the simulated gateway injects into every story',
      toolbar: {
        title: 'Faults',
        icon: 'lightning',
        items: [
          { value: 'none', title: 'No faults' },
          { value: 'slow', title: 'Slow (1.5 s per answer)' },
          { value: 'flaky5xx', title: 'Flaky: half the answers 503' },
          { value: 'rateLimited', title: 'Rate limited: half the answers 429, Retry-After 1 s' },
          { value: 'resets', title: 'Resets: half the connections dropped' },
          { value: 'truncated', title: 'Truncated: half the bodies cut mid-way' },
          { value: 'html502', title: "A proxy's HTML 502 page" },
          { value: 'drip', title: 'Drip: bodies slower than the timeout' },
          { value: 'schema', title: 'Schema: amounts sent as numbers' },
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
  initialGlobals: { gateway: 'msw', theme: 'light', faults: 'none' },
  parameters: {
    a11y: { test: 'error' },
    layout: 'fullscreen',
  },
}

export default preview
