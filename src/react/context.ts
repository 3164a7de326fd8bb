import { createContext } from 'react'
import type { GatewayClient } from '../core/client.ts'
// A type-only import: the provider carries a pay client without bundling any pay code.
import type { PayClient } from '../pay/client.ts'

/** What `GatekitProvider` hands to hooks. */
export type GatekitContextValue = {
  client: GatewayClient | undefined
  payClient: PayClient | undefined
}

/** The context behind `GatekitProvider`; read it with `useGatewayClient`. */
export const GatekitContext = /* @__PURE__ */ createContext<GatekitContextValue>({ client: undefined, payClient: undefined })
