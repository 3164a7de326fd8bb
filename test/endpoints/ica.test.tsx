import { waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GatewayClient } from '../../src/core/client.ts'
import { GatewayError } from '../../src/core/errors.ts'
import { startDevnetServer, type DevnetServer } from '../../src/devnet/server.ts'
import { getInterchainAccount } from '../../src/modules/ica/getInterchainAccount.ts'
import { useIcaControllerParams } from '../../src/react/hooks/ica/useIcaControllerParams.ts'
import { useIcaHostParams } from '../../src/react/hooks/ica/useIcaHostParams.ts'
import { useInterchainAccount } from '../../src/react/hooks/ica/useInterchainAccount.ts'
import { countingFetch, renderGatekitHook, testClient } from '../helpers.tsx'

let devnet: DevnetServer
beforeAll(async () => {
  devnet = await startDevnetServer({ port: 0, seed: 'endpoints-ica', autoAdvance: false })
})
afterAll(() => devnet.close())

const chain = () => devnet.devnet.chain

function setup() {
  const { fetch, requests } = countingFetch()
  return { client: testClient({ baseUrl: devnet.url, fetch, retry: 0 }), requests }
}

type QueryState = { status: string; error: Error | null; fetchStatus: string }

async function settled<TResult extends QueryState>(hook: () => TResult, client: GatewayClient) {
  const rendered = renderGatekitHook(hook, client)
  await waitFor(() => expect(rendered.result.current.error?.message ?? rendered.result.current.status).toBe('success'))
  return rendered
}

async function expectIdle<TResult extends QueryState>(hook: () => TResult, client: GatewayClient, requests: Request[]) {
  const { result } = renderGatekitHook(hook, client)
  await new Promise((resolve) => setTimeout(resolve, 30))
  expect(result.current.fetchStatus).toBe('idle')
  expect(result.current.status).toBe('pending')
  expect(requests).toHaveLength(0)
}

const url = (request: Request) => new URL(request.url)

/** The devnet's ICA controller channel, read from the genesis as a test would from `useChannels`. */
const controllerChannel = () => chain().genesis.channels.find((channel) => channel.portId.startsWith('icacontroller-'))!

describe('useInterchainAccount', () => {
  it("returns the host address from the controller channel's version metadata", async () => {
    const channel = controllerChannel()
    const owner = channel.portId.slice('icacontroller-'.length)
    const metadata = JSON.parse(channel.version) as { address: string; controller_connection_id: string }
    expect(channel.connectionId).toBe('connection-2')
    const { client, requests } = setup()
    const { result, queryClient } = await settled(() => useInterchainAccount({ owner, connectionId: 'connection-2' }), client)
    expect(requests).toHaveLength(1)
    expect(requests[0]!.method).toBe('GET')
    expect(url(requests[0]!).pathname).toBe(
      `/ibc/apps/interchain_accounts/controller/v1/owners/${owner}/connections/connection-2`,
    )
    expect(result.current.data).toEqual({ address: metadata.address })
    expect(metadata.controller_connection_id).toBe('connection-2')
    expect(queryClient.getQueryCache().getAll()[0]!.queryKey).toEqual([
      'gatekit',
      devnet.url,
      'ica',
      'interchainAccount',
      { owner, connectionId: 'connection-2' },
    ])
  })

  it('answers 404 with code 5 for an owner without an account, and for the owner on another connection', async () => {
    const { client } = setup()
    const stranger = devnet.devnet.fixtures.richAddress
    const owner = controllerChannel().portId.slice('icacontroller-'.length)
    for (const parameters of [
      { owner: stranger, connectionId: 'connection-2' },
      { owner, connectionId: 'connection-0' },
    ]) {
      const error = await getInterchainAccount(client, parameters).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(GatewayError)
      expect(error).toMatchObject({ status: 404, code: 5 })
      expect((error as GatewayError).details).toBe(
        `failed to retrieve account address for icacontroller-${parameters.owner} on connection ${parameters.connectionId}`,
      )
    }
  })

  it('waits while the owner or the connection is missing', async () => {
    const { client, requests } = setup()
    await expectIdle(() => useInterchainAccount({ connectionId: 'connection-2' }), client, requests)
    await expectIdle(() => useInterchainAccount({ owner: devnet.devnet.fixtures.richAddress }), client, requests)
  })
})

describe('useIcaControllerParams and useIcaHostParams', () => {
  it('read both submodules parameters', async () => {
    const { client, requests } = setup()
    const controller = await settled(() => useIcaControllerParams(), client)
    const host = await settled(() => useIcaHostParams({ query: { select: (data) => data.params.allow_messages } }), client)
    expect(requests.map((request) => `${request.method} ${url(request).pathname}${url(request).search}`)).toEqual([
      'GET /ibc/apps/interchain_accounts/controller/v1/params',
      'GET /ibc/apps/interchain_accounts/host/v1/params',
    ])
    expect(controller.result.current.data).toEqual({ params: { controller_enabled: true } })
    expect(host.result.current.data).toContain('/cosmos.bank.v1beta1.MsgSend')
    expect(host.result.current.data!.every((typeUrl) => typeUrl.startsWith('/'))).toBe(true)
  })
})
