import { describe, expect, it } from 'vitest'
import { GatewayError } from '../../src/core/errors.ts'
import { getInterchainAccount } from '../../src/modules/ica/getInterchainAccount.ts'
import { useIcaControllerParams } from '../../src/react/hooks/ica/useIcaControllerParams.ts'
import { useIcaHostParams } from '../../src/react/hooks/ica/useIcaHostParams.ts'
import { useInterchainAccount } from '../../src/react/hooks/ica/useInterchainAccount.ts'
import { expectIdle, recordingClient, setupDevnetServer, succeeded, urlOf } from '../helpers.tsx'

const devnet = setupDevnetServer({ seed: 'endpoints-ica' })

const chain = () => devnet.devnet.chain

/** The devnet's ICA controller channel, read from the genesis as a test would from `useChannels`. */
const controllerChannel = () => chain().genesis.channels.find((channel) => channel.portId.startsWith('icacontroller-'))!

describe('useInterchainAccount', () => {
  it("returns the host address from the controller channel's version metadata", async () => {
    const channel = controllerChannel()
    const owner = channel.portId.slice('icacontroller-'.length)
    const metadata = JSON.parse(channel.version) as { address: string; controller_connection_id: string }
    expect(channel.connectionId).toBe('connection-2')
    const { client, requests } = recordingClient(devnet.url)
    const { result, queryClient } = await succeeded(() => useInterchainAccount({ owner, connectionId: 'connection-2' }), client)
    expect(requests).toHaveLength(1)
    expect(requests[0]!.method).toBe('GET')
    expect(urlOf(requests[0]!).pathname).toBe(
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
    const { client } = recordingClient(devnet.url)
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
    const { client, requests } = recordingClient(devnet.url)
    await expectIdle(() => useInterchainAccount({ connectionId: 'connection-2' }), client, requests)
    await expectIdle(() => useInterchainAccount({ owner: devnet.devnet.fixtures.richAddress }), client, requests)
  })
})

describe('useIcaControllerParams and useIcaHostParams', () => {
  it('read both submodules parameters', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const controller = await succeeded(() => useIcaControllerParams(), client)
    const host = await succeeded(() => useIcaHostParams({ query: { select: (data) => data.params!.allow_messages } }), client)
    expect(requests.map((request) => `${request.method} ${urlOf(request).pathname}${urlOf(request).search}`)).toEqual([
      'GET /ibc/apps/interchain_accounts/controller/v1/params',
      'GET /ibc/apps/interchain_accounts/host/v1/params',
    ])
    expect(controller.result.current.data).toEqual({ params: { controller_enabled: true } })
    expect(host.result.current.data).toContain('/cosmos.bank.v1beta1.MsgSend')
    expect(host.result.current.data!.every((typeUrl) => typeUrl.startsWith('/'))).toBe(true)
  })
})
