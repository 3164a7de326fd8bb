import 'gatekit/styles.css'
import { QueryClient } from '@tanstack/react-query'
import { createGatewayClient, GatekitProvider } from 'gatekit'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { mountChannelsWidget } from './widget'

// The consumer runner opens `/?gateway=<devnet url>&address=<account>&tx=<hash>`.
const search = new URLSearchParams(window.location.search)
const client = createGatewayClient({ baseUrl: search.get('gateway') ?? 'http://127.0.0.1:1317' })
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <GatekitProvider client={client} queryClient={queryClient}>
      <App address={search.get('address') ?? ''} txHash={search.get('tx') ?? ''} />
    </GatekitProvider>
  </StrictMode>,
)

// Beside the React app, the standalone widget in an element of its own.
void mountChannelsWidget(document.getElementById('widget')!, search.get('gateway') ?? 'http://127.0.0.1:1317')
