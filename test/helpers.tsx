import { QueryClient } from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createGatewayClient, type CreateGatewayClientParameters, type GatewayClient } from '../src/core/client.ts'
import { GatekitProvider } from '../src/react/GatekitProvider.tsx'

/** A fetch that counts what it sends and otherwise behaves like the global one. */
export function countingFetch() {
  const requests: Request[] = []
  const fetcher: typeof fetch = (input, init) => {
    const request = new Request(input, init)
    requests.push(request.clone())
    return globalThis.fetch(request)
  }
  return { fetch: fetcher, requests }
}

/** A client with fast retries, so retry tests do not wait on real backoff. */
export function testClient(parameters: CreateGatewayClientParameters): GatewayClient {
  return createGatewayClient({
    ...parameters,
    retry:
      typeof parameters.retry === 'number'
        ? { limit: parameters.retry, delay: () => 1 }
        : { delay: () => 1, ...parameters.retry },
  })
}

/** Renders a hook inside a GatekitProvider with a fresh QueryClient. */
export function renderGatekitHook<TResult>(hook: () => TResult, client: GatewayClient) {
  const queryClient = new QueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <GatekitProvider client={client} queryClient={queryClient}>
      {children}
    </GatekitProvider>
  )
  return { ...renderHook(hook, { wrapper }), queryClient }
}
