/// <reference types="vite/client" />
// Entry of the page `npm run explorer` serves: the gateway comes from scripts/explorer.mjs (Vite `define`).
import { createGatewayClient } from 'gatekit'
import 'gatekit/styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ExplorerApp } from './App.tsx'
import type { ExplorerGateway } from './config.ts'
import './explorer.css'

declare const __GATEKIT_EXPLORER_GATEWAY__: ExplorerGateway | undefined

// Served without the script (plain `vite examples/explorer`), it reads a devnet on its default port.
const gateway: ExplorerGateway =
  typeof __GATEKIT_EXPLORER_GATEWAY__ === 'undefined' ? { baseUrl: 'http://127.0.0.1:1317', prefixes: 'spec' } : __GATEKIT_EXPLORER_GATEWAY__

const client = createGatewayClient({ baseUrl: gateway.baseUrl, prefixes: gateway.prefixes })

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ExplorerApp client={client} />
  </StrictMode>,
)
