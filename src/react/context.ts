import { createContext } from 'react'
import type { GatewayClient } from '../core/client.ts'

/** What `GatekitProvider` hands to hooks. `payClient` is typed by `gatekit/pay`. */
export type GatekitContextValue = {
  client: GatewayClient | undefined
  payClient: unknown
}

/** The context behind `GatekitProvider`; read it with `useGatewayClient`. */
export const GatekitContext = /* @__PURE__ */ createContext<GatekitContextValue>({ client: undefined, payClient: undefined })
