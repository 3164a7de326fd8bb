'use client'

import { QueryClient } from '@tanstack/react-query'
import { createGatewayClient, GatekitProvider } from 'gatekit'
import { useMemo, useState, type ReactNode } from 'react'

/** One QueryClient per browser session; data prefetched on the server stays fresh for a minute. */
export function Providers({ gatewayUrl, children }: { gatewayUrl: string; children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } }))
  const client = useMemo(() => createGatewayClient({ baseUrl: gatewayUrl }), [gatewayUrl])
  return (
    <GatekitProvider client={client} queryClient={queryClient}>
      {children}
    </GatekitProvider>
  )
}
