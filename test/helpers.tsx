import { QueryClient, type InfiniteData, type UseInfiniteQueryResult } from '@tanstack/react-query'
import { act, render, renderHook, waitFor } from '@testing-library/react'
import { setupServer, type SetupServer } from 'msw/node'
import { Component, Suspense, type ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { createGatewayClient, type CreateGatewayClientParameters, type GatewayClient } from '../src/core/client.ts'
import { startDevnetServer, type DevnetServer, type DevnetServerOptions } from '../src/devnet/server.ts'
import type { PayClient } from '../src/pay/client.ts'
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

/**
 * A client of `baseUrl` that records every request it sends and never retries, so request counts are exact.
 * `options` add client options, such as `sdkVersion` (which also spares the `node_info` request).
 */
export function recordingClient(baseUrl: string, options: Partial<CreateGatewayClientParameters> = {}) {
  const { fetch, requests } = countingFetch()
  return { client: testClient({ ...options, baseUrl, fetch, retry: 0 }), requests }
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

/**
 * Serves a devnet gateway over real HTTP for the tests of one file: started in
 * `beforeAll` (on a free port, without producing blocks on its own, unless the
 * options say otherwise) and closed in `afterAll`. Call it at the top level of
 * the file; the object it returns reads the running server, so use it inside
 * tests and hooks.
 */
export function setupDevnetServer(options: DevnetServerOptions = {}): DevnetServer {
  let running: DevnetServer | undefined
  beforeAll(async () => {
    running = await startDevnetServer({ port: 0, autoAdvance: false, ...options })
  })
  afterAll(() => running?.close())
  const current = (): DevnetServer => {
    if (!running) throw new Error('The devnet server starts in beforeAll: read it inside a test or a hook.')
    return running
  }
  return {
    get url() {
      return current().url
    },
    get port() {
      return current().port
    },
    get devnet() {
      return current().devnet
    },
    get server() {
      return current().server
    },
    close: () => current().close(),
  }
}

/**
 * An MSW server for the requests of one file that no devnet answers (hosts such
 * as `gateway.test`): listening from `beforeAll`, its handlers reset after each
 * test, closed in `afterAll`. Other requests pass through, so a devnet server
 * is still reached over real HTTP.
 */
export function setupMockServer(): SetupServer {
  const mock = setupServer()
  beforeAll(() => mock.listen({ onUnhandledRequest: 'bypass' }))
  afterEach(() => mock.resetHandlers())
  afterAll(() => mock.close())
  return mock
}

/** Method, raw (still percent-encoded) path and query entries of a recorded request. */
export function requestParts(request: Request | undefined) {
  const url = new URL(request!.url)
  return { method: request!.method, path: url.pathname, query: [...url.searchParams.entries()] }
}

/** Each recorded request as one line: `METHOD /path?query`. */
export function requestLines(requests: readonly Request[]): string[] {
  return requests.map((request) => {
    const url = new URL(request.url)
    return `${request.method} ${url.pathname}${url.search}`
  })
}

/** The URL of a recorded request, parsed. */
export const urlOf = (request: Request) => new URL(request.url)

/** Waits long enough (30 ms) for a query that was going to fetch to have sent its request. */
export const letQueriesStart = () => new Promise<void>((resolve) => setTimeout(resolve, 30))

/** The part of a query result these helpers read. */
type QueryState = { status: string; error: Error | null; fetchStatus: string }

/** Renders a hook and waits for its query to succeed; a failure shows the error's message. */
export async function succeeded<TResult extends QueryState>(hook: () => TResult, client: GatewayClient) {
  const rendered = renderGatekitHook(hook, client)
  await waitFor(() => expect(rendered.result.current.error?.message ?? rendered.result.current.status).toBe('success'))
  return rendered
}

/** Renders a hook, waits for its query to fail and returns the error. */
export async function failed<TResult extends QueryState>(hook: () => TResult, client: GatewayClient) {
  const { result } = renderGatekitHook(hook, client)
  await waitFor(() => expect(result.current.status).toBe('error'))
  return result.current.error
}

/** Renders a hook and asserts that its query waits: idle, pending, and nothing sent. */
export async function expectIdle<TResult extends QueryState>(hook: () => TResult, client: GatewayClient, requests: Request[]) {
  const { result } = renderGatekitHook(hook, client)
  await letQueriesStart()
  expect(result.current.fetchStatus).toBe('idle')
  expect(result.current.status).toBe('pending')
  expect(requests).toHaveLength(0)
}

/** Waits for the first page of an infinite query, fetches every next page and returns them all. */
export async function walkPages<TPage, TPageParam>(result: { current: UseInfiniteQueryResult<InfiniteData<TPage, TPageParam>> }) {
  await waitFor(() => expect(result.current.isSuccess).toBe(true))
  while (result.current.hasNextPage) {
    await act(() => result.current.fetchNextPage())
  }
  expect(result.current.hasNextPage).toBe(false)
  return result.current.data!.pages
}

/**
 * Asserts that a key-paginated walk asked once per page, each time with the
 * previous page's `next_key`, and stopped on a page whose `next_key` is null.
 */
export function expectKeyWalk(requests: Request[], pages: { pagination?: { next_key?: string | null | undefined } | null | undefined }[]) {
  expect(requests).toHaveLength(pages.length)
  expect(new URL(requests[0]!.url).searchParams.get('pagination.key')).toBeNull()
  pages.slice(1).forEach((_, index) => {
    expect(new URL(requests[index + 1]!.url).searchParams.get('pagination.key')).toBe(pages[index]!.pagination!.next_key)
  })
  expect(pages.at(-1)!.pagination?.next_key).toBeNull()
}

/** An error boundary that shows the error's name and hands the error to the test. */
class CatchingBoundary extends Component<{ onError: (error: unknown) => void; children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: undefined }
  static getDerivedStateFromError(error: unknown) {
    return { error }
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error)
  }
  override render() {
    if (this.state.error !== undefined) {
      return <p role="alert">{this.state.error instanceof Error ? this.state.error.name : 'error'}</p>
    }
    return this.props.children
  }
}

/**
 * Renders `ui` inside a GatekitProvider (fresh QueryClient), an error boundary
 * and `<Suspense fallback={<p>loading</p>}>`. `caught` holds what reached the
 * boundary; the boundary renders the error's name with `role="alert"`.
 */
export function renderInSuspense(ui: ReactNode, clients: { client?: GatewayClient; payClient?: PayClient }) {
  const queryClient = new QueryClient()
  const caught: unknown[] = []
  const view = render(
    <GatekitProvider client={clients.client} payClient={clients.payClient} queryClient={queryClient}>
      <CatchingBoundary onError={(error) => caught.push(error)}>
        <Suspense fallback={<p>loading</p>}>{ui}</Suspense>
      </CatchingBoundary>
    </GatekitProvider>,
  )
  return { ...view, caught, queryClient }
}
