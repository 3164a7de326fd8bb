import { waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { GatewayError, ParameterError, SchemaError } from '../../src/core/errors.ts'
import { paginate } from '../../src/core/pagination.ts'
import { anyTypeUrl } from '../../src/core/schemas.ts'
import { withUnknownFields } from '../../src/core/unknownFields.ts'
import { channelPacketState, storeOrder } from '../../src/devnet/ibcPackets.ts'
import { startDevnetServer } from '../../src/devnet/server.ts'
import type { DevnetChannel } from '../../src/devnet/state.ts'
import { getChannel } from '../../src/modules/ibcChannel/getChannel.ts'
import { getChannelClientState } from '../../src/modules/ibcChannel/getChannelClientState.ts'
import { getChannelConsensusState } from '../../src/modules/ibcChannel/getChannelConsensusState.ts'
import type { IdentifiedChannel } from '../../src/modules/ibcChannel/getChannels.ts'
import { getChannelUpgrade } from '../../src/modules/ibcChannel/getChannelUpgrade.ts'
import { getChannelUpgradeError } from '../../src/modules/ibcChannel/getChannelUpgradeError.ts'
import { getConnectionChannels } from '../../src/modules/ibcChannel/getConnectionChannels.ts'
import { getNextSequenceReceive } from '../../src/modules/ibcChannel/getNextSequenceReceive.ts'
import { getNextSequenceSend } from '../../src/modules/ibcChannel/getNextSequenceSend.ts'
import { getPacketAcknowledgement } from '../../src/modules/ibcChannel/getPacketAcknowledgement.ts'
import { getPacketAcknowledgements } from '../../src/modules/ibcChannel/getPacketAcknowledgements.ts'
import { getPacketCommitment } from '../../src/modules/ibcChannel/getPacketCommitment.ts'
import { getPacketCommitments, type PacketState } from '../../src/modules/ibcChannel/getPacketCommitments.ts'
import { getPacketReceipt } from '../../src/modules/ibcChannel/getPacketReceipt.ts'
import { getUnreceivedAcks } from '../../src/modules/ibcChannel/getUnreceivedAcks.ts'
import { getUnreceivedPackets } from '../../src/modules/ibcChannel/getUnreceivedPackets.ts'
import { getPacketCommitmentsQueryOptions } from '../../src/query/ibcChannel/getPacketCommitments.ts'
import { getUnreceivedPacketsQueryOptions } from '../../src/query/ibcChannel/getUnreceivedPackets.ts'
import { useChannel } from '../../src/react/hooks/ibcChannel/useChannel.ts'
import { useChannelClientState } from '../../src/react/hooks/ibcChannel/useChannelClientState.ts'
import { useChannelConsensusState } from '../../src/react/hooks/ibcChannel/useChannelConsensusState.ts'
import { useChannels } from '../../src/react/hooks/ibcChannel/useChannels.ts'
import { useChannelUpgrade } from '../../src/react/hooks/ibcChannel/useChannelUpgrade.ts'
import { useChannelUpgradeError } from '../../src/react/hooks/ibcChannel/useChannelUpgradeError.ts'
import { useConnectionChannels, useInfiniteConnectionChannels } from '../../src/react/hooks/ibcChannel/useConnectionChannels.ts'
import { useNextSequenceReceive } from '../../src/react/hooks/ibcChannel/useNextSequenceReceive.ts'
import { useNextSequenceSend } from '../../src/react/hooks/ibcChannel/useNextSequenceSend.ts'
import { usePacketAcknowledgement } from '../../src/react/hooks/ibcChannel/usePacketAcknowledgement.ts'
import {
  useInfinitePacketAcknowledgements,
  usePacketAcknowledgements,
} from '../../src/react/hooks/ibcChannel/usePacketAcknowledgements.ts'
import { usePacketCommitment } from '../../src/react/hooks/ibcChannel/usePacketCommitment.ts'
import { useInfinitePacketCommitments, usePacketCommitments } from '../../src/react/hooks/ibcChannel/usePacketCommitments.ts'
import { usePacketReceipt } from '../../src/react/hooks/ibcChannel/usePacketReceipt.ts'
import { useUnreceivedAcks } from '../../src/react/hooks/ibcChannel/useUnreceivedAcks.ts'
import { useUnreceivedPackets } from '../../src/react/hooks/ibcChannel/useUnreceivedPackets.ts'
import {
  expectKeyWalk,
  letQueriesStart,
  recordingClient,
  renderGatekitHook,
  requestParts,
  setupDevnetServer,
  setupMockServer,
  testClient,
  walkPages,
} from '../helpers.tsx'

const devnet = setupDevnetServer({ seed: 'endpoints-ibc-channel' })
// MSW answers gateway.test only; the devnet server is reached over real HTTP.
const mock = setupMockServer()

const chain = () => devnet.devnet.chain
const base = '/ibc/core/channel/v1'
const pathOf = (channel: { portId: string; channelId: string }) => `${base}/channels/${channel.channelId}/ports/${channel.portId}`
const ids = (channel: DevnetChannel) => ({ channelId: channel.channelId, portId: channel.portId })
const state = (channel: DevnetChannel) => channelPacketState(chain(), channel)

// Subjects picked from the devnet's state, so the tests hold for its data rather than for constants.
const channels = () => chain().genesis.channels
const openTransfer = () => channels().filter((c) => c.portId === 'transfer' && c.state === 'STATE_OPEN')
/** The open transfer channel with the most packets in flight. */
const busiest = () => [...openTransfer()].sort((a, b) => state(b).commitments.size - state(a).commitments.size)[0]!
const ordered = () => channels().find((c) => c.ordering === 'ORDER_ORDERED')!
const initChannel = () => channels().find((c) => c.state === 'STATE_INIT')!
const upgrading = () => channels().find((c) => state(c).upgrade !== undefined)!
const failedUpgrade = () => channels().find((c) => state(c).upgradeError !== undefined)!
const clientOf = (channel: DevnetChannel) => {
  const connection = chain().genesis.connections.find((c) => c.connectionId === channel.connectionId)!
  return chain().genesis.clients.find((c) => c.clientId === connection.clientId)!
}
const revisionOf = (chainId: string) => /-(\d+)$/.exec(chainId)![1]!
const selfHeight = () => ({ revision_number: '1', revision_height: chain().latestHeight().toString() })
/** A sequence this chain sent and whose packet has been acknowledged (no commitment left). */
const acknowledgedSequence = (channel: DevnetChannel) => {
  const { commitments } = state(channel)
  for (let sequence = 1n; ; sequence++) if (!commitments.has(sequence)) return sequence
}

/**
 * Renders a hook with one required input missing: no request and an idle
 * query, even with `enabled: true` asked; then with the input: one request.
 */
async function expectWaitsForInput<P extends object, R extends { fetchStatus: string; isSuccess: boolean }>(
  useHook: (parameters: P) => R,
  complete: P,
  missing: keyof P,
) {
  const { client, requests } = recordingClient(devnet.url)
  const input = { current: { ...complete, [missing]: undefined, query: { enabled: true } } as P }
  const rendered = renderGatekitHook(() => useHook(input.current), client)
  await letQueriesStart()
  expect(rendered.result.current.fetchStatus).toBe('idle')
  expect(requests).toHaveLength(0)
  input.current = complete
  rendered.rerender()
  await waitFor(() => expect(rendered.result.current.isSuccess).toBe(true))
  expect(requests).toHaveLength(1)
  return { result: rendered.result, requests, queryClient: rendered.queryClient }
}

describe('ibcChannel actions: request and parsed response over HTTP', () => {
  it('getChannel: GET .../channels/{channel_id}/ports/{port_id}', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const channel = upgrading()
    const response = await getChannel(client, ids(channel))
    expect(requestParts(requests[0])).toEqual({ method: 'GET', path: pathOf(channel), query: [] })
    expect(response).toEqual({
      channel: {
        state: 'STATE_OPEN',
        ordering: 'ORDER_UNORDERED',
        counterparty: channel.counterparty,
        connection_hops: [channel.connectionId],
        version: channel.version,
        upgrade_sequence: '1',
      },
      proof: null,
      proof_height: selfHeight(),
    })
  })

  it('getChannelConsensusState: revision and height in the path, a Tendermint consensus state', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const channel = busiest()
    const light = clientOf(channel)
    const response = await getChannelConsensusState(client, {
      ...ids(channel),
      revisionNumber: BigInt(revisionOf(light.chainId)),
      revisionHeight: light.latestHeight.toString(),
    })
    expect(requestParts(requests[0])).toEqual({
      method: 'GET',
      path: `${pathOf(channel)}/consensus_state/revision/${revisionOf(light.chainId)}/height/${light.latestHeight}`,
      query: [],
    })
    expect(response.client_id).toBe(light.clientId)
    expect(anyTypeUrl(response.consensus_state)).toBe('/ibc.lightclients.tendermint.v1.ConsensusState')
    expect(response.consensus_state).toMatchObject({
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{9}Z$/),
      root: { hash: expect.stringMatching(/^[A-Za-z0-9+/]{43}=$/) },
      next_validators_hash: expect.stringMatching(/^[0-9A-F]{64}$/),
    })
    expect(response.proof_height).toEqual(selfHeight())
  })

  it('getNextSequenceReceive: GET .../next_sequence', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const channel = ordered()
    const response = await getNextSequenceReceive(client, ids(channel))
    expect(requestParts(requests[0])).toEqual({ method: 'GET', path: `${pathOf(channel)}/next_sequence`, query: [] })
    expect(response).toEqual({
      next_sequence_receive: state(channel).nextSequenceRecv.toString(),
      proof: null,
      proof_height: selfHeight(),
    })
  })

  it('getNextSequenceSend: GET .../next_sequence_send', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const channel = busiest()
    const response = await getNextSequenceSend(client, ids(channel))
    expect(requestParts(requests[0])).toEqual({ method: 'GET', path: `${pathOf(channel)}/next_sequence_send`, query: [] })
    expect(response.next_sequence_send).toBe(state(channel).nextSequenceSend.toString())
  })

  it('getChannelClientState: GET .../client_state, the client behind the connection as an Any', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const channel = busiest()
    const light = clientOf(channel)
    const response = await getChannelClientState(client, ids(channel))
    expect(requestParts(requests[0])).toEqual({ method: 'GET', path: `${pathOf(channel)}/client_state`, query: [] })
    expect(response.identified_client_state!.client_id).toBe(light.clientId)
    expect(response.identified_client_state!.client_state).toMatchObject({
      '@type': '/ibc.lightclients.tendermint.v1.ClientState',
      chain_id: light.chainId,
      latest_height: { revision_number: revisionOf(light.chainId), revision_height: light.latestHeight.toString() },
    })
  })

  it('getPacketAcknowledgements: pagination query, acknowledgements as packet states', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const channel = busiest()
    const response = await getPacketAcknowledgements(client, { ...ids(channel), pagination: { limit: 5, countTotal: true } })
    expect(requestParts(requests[0])).toEqual({
      method: 'GET',
      path: `${pathOf(channel)}/packet_acknowledgements`,
      query: [
        ['pagination.limit', '5'],
        ['pagination.count_total', 'true'],
      ],
    })
    const stored = state(channel).acknowledgements
    expect(response.acknowledgements).toHaveLength(5)
    expect(response.pagination).toEqual({ next_key: expect.any(String), total: String(stored.size) })
    expect(response.height).toEqual(selfHeight())
    for (const ack of response.acknowledgements) {
      expect(ack).toEqual({ port_id: channel.portId, channel_id: channel.channelId, sequence: ack.sequence, data: expect.any(String) })
      expect(Buffer.from(ack.data!, 'base64')).toEqual(Buffer.from(stored.get(BigInt(ack.sequence))!))
    }
  })

  it('getPacketAcknowledgement: GET .../packet_acks/{sequence}', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const channel = busiest()
    const [sequence, hash] = [...state(channel).acknowledgements][0]!
    const response = await getPacketAcknowledgement(client, { ...ids(channel), sequence })
    expect(requestParts(requests[0])).toEqual({ method: 'GET', path: `${pathOf(channel)}/packet_acks/${sequence}`, query: [] })
    expect(response).toEqual({ acknowledgement: Buffer.from(hash).toString('base64'), proof: null, proof_height: selfHeight() })
  })

  it('getPacketCommitments: pagination query, commitments in the store order', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const channel = busiest()
    const response = await getPacketCommitments(client, { ...ids(channel), pagination: { limit: 3, reverse: true } })
    expect(requestParts(requests[0])).toEqual({
      method: 'GET',
      path: `${pathOf(channel)}/packet_commitments`,
      query: [
        ['pagination.limit', '3'],
        ['pagination.reverse', 'true'],
      ],
    })
    const expected = storeOrder(state(channel).commitments.keys()).reverse().slice(0, 3).map(String)
    expect(response.commitments.map((commitment) => commitment.sequence)).toEqual(expected)
  })

  it('getPacketCommitment: GET .../packet_commitments/{sequence}', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const channel = busiest()
    const [sequence, hash] = [...state(channel).commitments][0]!
    const response = await getPacketCommitment(client, { ...ids(channel), sequence: sequence.toString() })
    expect(requestParts(requests[0])).toEqual({ method: 'GET', path: `${pathOf(channel)}/packet_commitments/${sequence}`, query: [] })
    expect(response.commitment).toBe(Buffer.from(hash).toString('base64'))
  })

  it('getUnreceivedAcks: the sequences as one comma-separated path segment', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const channel = busiest()
    const inFlight = storeOrder(state(channel).commitments.keys())[0]!
    const done = acknowledgedSequence(channel)
    const response = await getUnreceivedAcks(client, { ...ids(channel), packetAckSequences: [done, Number(inFlight)] })
    expect(requestParts(requests[0])).toEqual({
      method: 'GET',
      path: `${pathOf(channel)}/packet_commitments/${done}%2C${inFlight}/unreceived_acks`,
      query: [],
    })
    expect(response).toEqual({ sequences: [inFlight.toString()], height: selfHeight() })
  })

  it('getUnreceivedPackets: the sequences as one comma-separated path segment', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const channel = busiest()
    const [received] = state(channel).receipts
    const response = await getUnreceivedPackets(client, {
      ...ids(channel),
      packetCommitmentSequences: [received!, '18446744073709551615'],
    })
    expect(requestParts(requests[0])).toEqual({
      method: 'GET',
      path: `${pathOf(channel)}/packet_commitments/${received}%2C18446744073709551615/unreceived_packets`,
      query: [],
    })
    expect(response).toEqual({ sequences: ['18446744073709551615'], height: selfHeight() })
  })

  it('getPacketReceipt: GET .../packet_receipts/{sequence}', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const channel = busiest()
    const [received] = state(channel).receipts
    const response = await getPacketReceipt(client, { ...ids(channel), sequence: received! })
    expect(requestParts(requests[0])).toEqual({ method: 'GET', path: `${pathOf(channel)}/packet_receipts/${received}`, query: [] })
    expect(response).toEqual({ received: true, proof: null, proof_height: selfHeight() })
  })

  it('getChannelUpgrade: GET .../upgrade, the fields the upgrade proposes', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const channel = upgrading()
    const response = await getChannelUpgrade(client, ids(channel))
    expect(requestParts(requests[0])).toEqual({ method: 'GET', path: `${pathOf(channel)}/upgrade`, query: [] })
    expect(response.upgrade).toEqual({
      fields: {
        ordering: channel.ordering,
        connection_hops: [channel.connectionId],
        version: JSON.stringify({ fee_version: 'ics29-1', app_version: channel.version }),
      },
      // Stored by ChanUpgradeInit: zero until the counterparty answers.
      timeout: { height: { revision_number: '0', revision_height: '0' }, timestamp: '0' },
      next_sequence_send: '0',
    })
  })

  it('getChannelUpgradeError: GET .../upgrade_error, the receipt of the failed attempt', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const channel = failedUpgrade()
    const response = await getChannelUpgradeError(client, ids(channel))
    expect(requestParts(requests[0])).toEqual({ method: 'GET', path: `${pathOf(channel)}/upgrade_error`, query: [] })
    expect(response.error_receipt).toEqual({ sequence: '1', message: 'ABCI code: 34: restored channel to pre-upgrade state' })
  })

  it('getConnectionChannels: GET /connections/{connection}/channels, only that connection', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const connection = openTransfer()[0]!.connectionId
    const response = await getConnectionChannels(client, { connection, pagination: { limit: 100 } })
    expect(requestParts(requests[0])).toEqual({
      method: 'GET',
      path: `${base}/connections/${connection}/channels`,
      query: [['pagination.limit', '100']],
    })
    const expected = channels().filter((c) => c.connectionId === connection)
    expect(response.channels.map((c) => c.channel_id).sort()).toEqual(expected.map((c) => c.channelId).sort())
    expect(response.channels.every((c) => c.connection_hops[0] === connection)).toBe(true)
    const unknown = await getConnectionChannels(client, { connection: 'connection-404' })
    expect(unknown.channels).toEqual([])
  })
})

describe('ibcChannel hooks: each waits for its inputs, then reads over HTTP', () => {
  it('useChannel', async () => {
    const channel = busiest()
    const { result } = await expectWaitsForInput(useChannel, ids(channel), 'portId')
    expect(result.current.data!.channel!.state).toBe('STATE_OPEN')
  })

  it('useChannelConsensusState waits for every path part, revision 0 included', async () => {
    const channel = busiest()
    const light = clientOf(channel)
    const complete = { ...ids(channel), revisionNumber: revisionOf(light.chainId), revisionHeight: 1 }
    const { result } = await expectWaitsForInput(useChannelConsensusState, complete, 'revisionHeight')
    expect(result.current.data!.client_id).toBe(light.clientId)
    await expectWaitsForInput(useChannelConsensusState, complete, 'revisionNumber')
  })

  it('useNextSequenceReceive', async () => {
    const { result } = await expectWaitsForInput(useNextSequenceReceive, ids(ordered()), 'channelId')
    expect(result.current.data!.next_sequence_receive).toBe(state(ordered()).nextSequenceRecv.toString())
  })

  it('useNextSequenceSend', async () => {
    const { result } = await expectWaitsForInput(useNextSequenceSend, ids(busiest()), 'channelId')
    expect(BigInt(result.current.data!.next_sequence_send)).toBe(state(busiest()).nextSequenceSend)
  })

  it('useChannelClientState', async () => {
    const { result } = await expectWaitsForInput(useChannelClientState, ids(busiest()), 'portId')
    expect(result.current.data!.identified_client_state!.client_id).toBe(clientOf(busiest()).clientId)
  })

  it('usePacketAcknowledgements', async () => {
    const { result } = await expectWaitsForInput(usePacketAcknowledgements, { ...ids(busiest()), pagination: { limit: 2 } }, 'channelId')
    expect(result.current.data!.acknowledgements).toHaveLength(2)
  })

  it('usePacketAcknowledgement', async () => {
    const [sequence] = state(busiest()).acknowledgements.keys()
    const { result } = await expectWaitsForInput(usePacketAcknowledgement, { ...ids(busiest()), sequence: sequence! }, 'sequence')
    expect(result.current.data!.acknowledgement).toMatch(/^[A-Za-z0-9+/]{43}=$/)
  })

  it('usePacketCommitments', async () => {
    const { result } = await expectWaitsForInput(usePacketCommitments, ids(busiest()), 'portId')
    expect(result.current.data!.commitments).toHaveLength(state(busiest()).commitments.size)
  })

  it('usePacketCommitment', async () => {
    const [sequence] = state(busiest()).commitments.keys()
    const { result } = await expectWaitsForInput(usePacketCommitment, { ...ids(busiest()), sequence: sequence! }, 'sequence')
    expect(result.current.data!.commitment).toMatch(/^[A-Za-z0-9+/]{43}=$/)
  })

  it('useUnreceivedAcks waits for the sequences, and an empty list counts as missing', async () => {
    const [inFlight] = state(busiest()).commitments.keys()
    const { result } = await expectWaitsForInput(useUnreceivedAcks, { ...ids(busiest()), packetAckSequences: [inFlight!] }, 'packetAckSequences')
    expect(result.current.data!.sequences).toEqual([inFlight!.toString()])

    const { client, requests } = recordingClient(devnet.url)
    const empty = renderGatekitHook(() => useUnreceivedAcks({ ...ids(busiest()), packetAckSequences: [] }), client)
    await letQueriesStart()
    expect(empty.result.current.fetchStatus).toBe('idle')
    expect(requests).toHaveLength(0)
  })

  it('useUnreceivedPackets keys its cache by the sequences as text', async () => {
    const complete = { ...ids(busiest()), packetCommitmentSequences: [1n, 2] }
    const { queryClient } = await expectWaitsForInput(useUnreceivedPackets, complete, 'packetCommitmentSequences')
    const fetched = queryClient.getQueryCache().getAll().find((query) => query.state.status === 'success')
    expect(fetched!.queryKey).toEqual([
      'gatekit',
      devnet.url,
      'ibcChannel',
      'unreceivedPackets',
      { ...ids(busiest()), packetCommitmentSequences: ['1', '2'] },
    ])
  })

  it('usePacketReceipt', async () => {
    const { result } = await expectWaitsForInput(usePacketReceipt, { ...ids(busiest()), sequence: 2n ** 63n }, 'sequence')
    expect(result.current.data!.received).toBe(false)
  })

  it('useChannelUpgrade', async () => {
    const { result } = await expectWaitsForInput(useChannelUpgrade, ids(upgrading()), 'channelId')
    expect(result.current.data!.upgrade!.fields!.connection_hops).toEqual([upgrading().connectionId])
  })

  it('useChannelUpgradeError', async () => {
    const { result } = await expectWaitsForInput(useChannelUpgradeError, ids(failedUpgrade()), 'portId')
    expect(result.current.data!.error_receipt!.sequence).toBe('1')
  })

  it('useConnectionChannels', async () => {
    const connection = openTransfer()[0]!.connectionId
    const { result } = await expectWaitsForInput(useConnectionChannels, { connection }, 'connection')
    expect(result.current.data!.channels.length).toBeGreaterThan(0)
  })

  it('the infinite hooks wait for their inputs too', async () => {
    await expectWaitsForInput(useInfinitePacketCommitments, ids(busiest()), 'channelId')
    await expectWaitsForInput(useInfinitePacketAcknowledgements, ids(busiest()), 'portId')
    await expectWaitsForInput(useInfiniteConnectionChannels, { connection: 'connection-0' }, 'connection')
  })

  it('query options stay disabled without inputs and enabled with them', () => {
    const client = testClient({ baseUrl: devnet.url })
    expect(getPacketCommitmentsQueryOptions(client, { channelId: 'channel-0' }).enabled).toBe(false)
    expect(getPacketCommitmentsQueryOptions(client, ids(busiest())).enabled).toBe(true)
    expect(getUnreceivedPacketsQueryOptions(client, { ...ids(busiest()), packetCommitmentSequences: [] }).enabled).toBe(false)
    // A present but malformed value still runs, so that the gateway's error reaches the caller.
    expect(getUnreceivedPacketsQueryOptions(client, { ...ids(busiest()), packetCommitmentSequences: ['x'] }).enabled).toBe(true)
  })
})

describe('ibcChannel infinite hooks walk every page', () => {
  it('useInfinitePacketCommitments: more than two pages, no duplicates, in the store order', async () => {
    const channel = busiest()
    const all = storeOrder(state(channel).commitments.keys()).map(String)
    expect(all.length).toBeGreaterThan(6)
    const limit = Math.floor(all.length / 3)
    const { client, requests } = recordingClient(devnet.url)
    const { result } = renderGatekitHook(() => useInfinitePacketCommitments({ ...ids(channel), pagination: { limit } }), client)
    const pages = await walkPages(result)
    expect(pages.length).toBe(Math.ceil(all.length / limit))
    expectKeyWalk(requests, pages)
    const sequences = pages.flatMap((page) => page.commitments.map((commitment) => commitment.sequence))
    expect(new Set(sequences).size).toBe(sequences.length)
    expect(sequences).toEqual(all)
  })

  it('useInfinitePacketAcknowledgements: every acknowledgement once', async () => {
    const channel = busiest()
    const all = storeOrder(state(channel).acknowledgements.keys()).map(String)
    const { client, requests } = recordingClient(devnet.url)
    const { result } = renderGatekitHook(
      () => useInfinitePacketAcknowledgements({ ...ids(channel), pagination: { limit: 15 } }),
      client,
    )
    const pages = await walkPages(result)
    expect(pages.length).toBe(Math.ceil(all.length / 15))
    expectKeyWalk(requests, pages)
    const sequences = pages.flatMap((page) => page.acknowledgements.map((ack) => ack.sequence))
    expect(new Set(sequences).size).toBe(sequences.length)
    expect(sequences).toEqual(all)
  })

  it('useInfiniteConnectionChannels: one channel per page', async () => {
    const byConnection = new Map<string, DevnetChannel[]>()
    for (const c of channels()) byConnection.set(c.connectionId, [...(byConnection.get(c.connectionId) ?? []), c])
    const [connection, members] = [...byConnection].sort(([, a], [, b]) => b.length - a.length)[0]!
    expect(members.length).toBeGreaterThan(1)
    const { client, requests } = recordingClient(devnet.url)
    const { result } = renderGatekitHook(() => useInfiniteConnectionChannels({ connection, pagination: { limit: 1 } }), client)
    const pages = await walkPages(result)
    expect(pages).toHaveLength(members.length)
    expectKeyWalk(requests, pages)
    const listed = pages.flatMap((page) => page.channels.map((c) => `${c.port_id}/${c.channel_id}`))
    expect(new Set(listed).size).toBe(listed.length)
    expect([...listed].sort()).toEqual(members.map((c) => `${c.portId}/${c.channelId}`).sort())
  })
})

describe('ibcChannel consistency: a listed channel answers its own detail, client state, sequences and packets', () => {
  it('walks every channel of useChannels', async () => {
    const client = testClient({ baseUrl: devnet.url, retry: 0 })
    const { result } = renderGatekitHook(() => useChannels(), client)
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    const listed = result.current.data!.channels
    expect(listed).toHaveLength(channels().length)
    const notFound = async (promise: Promise<unknown>) => {
      const error = await promise.then(
        () => undefined,
        (reason: unknown) => reason,
      )
      expect(error).toBeInstanceOf(GatewayError)
      expect(error).toMatchObject({ status: 404, code: 5 })
      return error as GatewayError
    }
    let upgrades = 0
    let errorReceipts = 0

    for (const entry of listed) {
      const channel = { channelId: entry.channel_id, portId: entry.port_id }
      const { port_id: _port, channel_id: _channel, ...end } = entry
      expect((await getChannel(client, channel)).channel).toEqual(end)

      // The client behind the first connection hop, the same one the client module serves.
      const connection = chain().genesis.connections.find((c) => c.connectionId === entry.connection_hops[0])!
      const { identified_client_state: identified } = await getChannelClientState(client, channel)
      expect(identified!.client_id).toBe(connection.clientId)
      const served = await fetch(`${devnet.url}/ibc/core/client/v1/client_states/${connection.clientId}`)
      expect(identified!.client_state).toEqual(((await served.json()) as { client_state: unknown }).client_state)
      const latest = withUnknownFields(identified!.client_state!).latest_height as { revision_number: string; revision_height: string }
      const at = (height: bigint) => ({ ...channel, revisionNumber: latest.revision_number, revisionHeight: height })
      const consensus = await getChannelConsensusState(client, at(BigInt(latest.revision_height)))
      expect(consensus.client_id).toBe(connection.clientId)
      const beyond = await notFound(getChannelConsensusState(client, at(BigInt(latest.revision_height) + 1n)))
      expect(beyond.details).toBe(`client-id: ${connection.clientId}: consensus state not found`)

      // Sent packets: commitments for those in flight, all below next_sequence_send.
      const nextSend = BigInt((await getNextSequenceSend(client, channel)).next_sequence_send)
      const commitments: PacketState[] = []
      for await (const page of paginate((p, o) => getPacketCommitments(client, p, o), { ...channel, pagination: { limit: 7 } })) {
        commitments.push(...page.commitments)
      }
      const inFlight = commitments.map((commitment) => BigInt(commitment.sequence))
      expect(inFlight.every((sequence) => sequence >= 1n && sequence < nextSend)).toBe(true)
      for (const commitment of commitments.slice(0, 3)) {
        expect((await getPacketCommitment(client, { ...channel, sequence: commitment.sequence })).commitment).toBe(commitment.data)
      }
      if (entry.state === 'STATE_INIT') {
        expect(nextSend).toBe(1n)
        expect(commitments).toEqual([])
      } else {
        expect(nextSend).toBeGreaterThan(1n)
        // Of the sequences sent, exactly those in flight still wait for their acknowledgement.
        const done = [...Array(Number(nextSend > 40n ? 40n : nextSend - 1n)).keys()].map((i) => BigInt(i + 1))
        const asked = [...new Set([...done, ...inFlight])]
        const unreceivedAcks = await getUnreceivedAcks(client, { ...channel, packetAckSequences: asked })
        expect(unreceivedAcks.sequences).toEqual(asked.filter((sequence) => inFlight.includes(sequence)).map(String))
        const acknowledged = done.find((sequence) => !inFlight.includes(sequence))
        if (acknowledged !== undefined) await notFound(getPacketCommitment(client, { ...channel, sequence: acknowledged }))
      }

      // Received packets: an acknowledgement each; on unordered channels a receipt each.
      const acknowledgements: PacketState[] = []
      for await (const page of paginate((p, o) => getPacketAcknowledgements(client, p, o), { ...channel, pagination: { limit: 50 } })) {
        acknowledgements.push(...page.acknowledgements)
      }
      const delivered = acknowledgements.map((ack) => BigInt(ack.sequence))
      const nextReceive = BigInt((await getNextSequenceReceive(client, channel)).next_sequence_receive)
      const sample = [delivered[0], delivered.at(-1)].filter((sequence) => sequence !== undefined)
      for (const sequence of sample) {
        const ack = acknowledgements.find((candidate) => candidate.sequence === sequence.toString())!
        expect((await getPacketAcknowledgement(client, { ...channel, sequence })).acknowledgement).toBe(ack.data)
      }
      const highest = delivered.reduce((max, sequence) => (sequence > max ? sequence : max), 0n)
      const gap = [...Array(Number(highest) + 2).keys()].map((i) => BigInt(i + 1)).find((s) => !delivered.includes(s))!
      if (entry.ordering === 'ORDER_UNORDERED') {
        expect(nextReceive).toBe(0n)
        for (const sequence of sample) expect((await getPacketReceipt(client, { ...channel, sequence })).received).toBe(true)
        expect((await getPacketReceipt(client, { ...channel, sequence: gap })).received).toBe(false)
        await notFound(getPacketAcknowledgement(client, { ...channel, sequence: gap }))
        const unreceived = await getUnreceivedPackets(client, { ...channel, packetCommitmentSequences: [...sample, gap] })
        expect(unreceived.sequences).toEqual([gap.toString()])
      } else {
        // Ordered channels count instead of writing receipts.
        expect(nextReceive).toBe(highest + 1n)
        const unreceived = await getUnreceivedPackets(client, {
          ...channel,
          packetCommitmentSequences: [...sample, nextReceive, nextReceive + 1n],
        })
        expect(unreceived.sequences).toEqual([nextReceive.toString(), (nextReceive + 1n).toString()])
      }
      if (entry.state === 'STATE_INIT') {
        expect(acknowledgements).toEqual([])
      }

      // Upgrades: the upgrade sequence counts the attempts the upgrade and error receipt speak of.
      const upgrade = await getChannelUpgrade(client, channel).catch((error: unknown) => error)
      if (upgrade instanceof GatewayError) {
        expect(upgrade).toMatchObject({ status: 404, code: 5 })
        expect(upgrade.details).toBe(`port-id: ${entry.port_id}, channel-id ${entry.channel_id}: upgrade not found`)
      } else {
        upgrades += 1
        expect(entry.state).toBe('STATE_OPEN')
        expect(entry.upgrade_sequence).toBe('1')
        expect((upgrade as Awaited<ReturnType<typeof getChannelUpgrade>>).upgrade!.fields!.connection_hops).toEqual(entry.connection_hops)
      }
      const receipt = await getChannelUpgradeError(client, channel).catch((error: unknown) => error)
      if (receipt instanceof GatewayError) {
        expect(receipt.details).toMatch(/upgrade error receipt not found$/)
      } else {
        errorReceipts += 1
        expect((receipt as Awaited<ReturnType<typeof getChannelUpgradeError>>).error_receipt!.sequence).toBe(entry.upgrade_sequence)
      }
    }
    expect(upgrades).toBe(1)
    expect(errorReceipts).toBe(1)
  })

  it('keeps every packet the chain sent in flight, with the commitment of its send_packet event', async () => {
    const client = testClient({ baseUrl: devnet.url, retry: 0 })
    const events = chain()
      .allTxs()
      .filter((tx) => tx.response.code === 0)
      .flatMap((tx) => (tx.response.events as { type: string; attributes: { key: string; value: string }[] }[]) ?? [])
      .filter((event) => event.type === 'send_packet')
    expect(events.length).toBeGreaterThan(0)
    const seen = new Set<string>()
    for (const event of events) {
      const attribute = (key: string) => event.attributes.find((candidate) => candidate.key === key)!.value
      const channel = { channelId: attribute('packet_src_channel'), portId: attribute('packet_src_port') }
      const sequence = attribute('packet_sequence')
      // A sequence is sent once; the chain's first event for it is the packet.
      if (seen.has(`${channel.portId}/${channel.channelId}/${sequence}`)) continue
      seen.add(`${channel.portId}/${channel.channelId}/${sequence}`)
      const { commitment } = await getPacketCommitment(client, { ...channel, sequence })
      // ibc-go's commitment: sha256(timeout timestamp ‖ timeout revision ‖ timeout height ‖ sha256(data)), 8-byte big-endian numbers.
      const [revision, height] = attribute('packet_timeout_height').split('-').map(BigInt) as [bigint, bigint]
      const preimage = Buffer.alloc(56)
      preimage.writeBigUInt64BE(BigInt(attribute('packet_timeout_timestamp')), 0)
      preimage.writeBigUInt64BE(revision, 8)
      preimage.writeBigUInt64BE(height, 16)
      createHash('sha256').update(attribute('packet_data')).digest().copy(preimage, 24)
      expect(commitment).toBe(createHash('sha256').update(preimage).digest('base64'))
      const { next_sequence_send } = await getNextSequenceSend(client, channel)
      expect(BigInt(sequence) < BigInt(next_sequence_send)).toBe(true)
    }
    // The fee module's incentivized packets are in flight too.
    const fees = (await (await fetch(`${devnet.url}/ibc/apps/fee/v1/incentivized_packets`)).json()) as {
      incentivized_packets: { packet_id: { port_id: string; channel_id: string; sequence: string } }[]
    }
    for (const { packet_id: id } of fees.incentivized_packets) {
      const { commitment } = await getPacketCommitment(client, { channelId: id.channel_id, portId: id.port_id, sequence: id.sequence })
      expect(commitment).toMatch(/^[A-Za-z0-9+/]{43}=$/)
    }
  })

  it('is the same for the same seed and answers the same after a block with a transfer', async () => {
    const again = await startDevnetServer({ port: 0, seed: 'endpoints-ibc-channel', autoAdvance: false })
    try {
      const channel = ids(busiest())
      const [a, b] = [testClient({ baseUrl: devnet.url }), testClient({ baseUrl: again.url })]
      expect(await getPacketCommitments(b, channel)).toEqual(await getPacketCommitments(a, channel))
      expect(await getPacketAcknowledgements(b, channel)).toEqual(await getPacketAcknowledgements(a, channel))
      expect(await getChannelClientState(b, channel)).toEqual(await getChannelClientState(a, channel))
      // A new block's transfers add commitments and move next_sequence_send; the history stays.
      const before = state(busiest())
      for (let i = 0; i < 30; i++) again.devnet.produceBlock()
      const after = channelPacketState(again.devnet.chain, busiest())
      for (const [sequence, hash] of before.commitments) expect(after.commitments.get(sequence)).toEqual(hash)
      expect(after.acknowledgements).toEqual(before.acknowledgements)
      expect(after.nextSequenceSend >= before.nextSequenceSend).toBe(true)
    } finally {
      await again.close()
    }
  })
})

describe('ibcChannel sequences in paths and query strings', () => {
  it('sends packet_commitment_sequences as repeated query keys; the gateway answers in that order without paging', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const channel = busiest()
    const stored = [...state(channel).acknowledgements.keys()]
    const [first, second] = [stored[1]!, stored[0]!]
    const missing = 2n ** 63n
    const response = await getPacketAcknowledgements(client, {
      ...ids(channel),
      packetCommitmentSequences: [first, Number(second), missing.toString()],
    })
    expect(requestParts(requests[0]).query).toEqual([
      ['packet_commitment_sequences', first.toString()],
      ['packet_commitment_sequences', second.toString()],
      ['packet_commitment_sequences', missing.toString()],
    ])
    expect(new URL(requests[0]!.url).search).toBe(
      `?packet_commitment_sequences=${first}&packet_commitment_sequences=${second}&packet_commitment_sequences=${missing}`,
    )
    expect(response.pagination).toBeNull()
    expect(response.acknowledgements.map((ack) => ack.sequence)).toEqual([first.toString(), second.toString()])
  })

  it('keeps 64-bit sequences exact in paths and responses', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const channel = busiest()
    const huge = [2n ** 64n - 1n, '9007199254740993', 2n ** 53n + 1n] as const
    const unreceived = await getUnreceivedPackets(client, { ...ids(channel), packetCommitmentSequences: huge })
    expect(unreceived.sequences).toEqual(['18446744073709551615', '9007199254740993', '9007199254740993'])
    const acks = await getUnreceivedAcks(client, { ...ids(channel), packetAckSequences: huge })
    expect(acks.sequences).toEqual([])
    const receipt = await getPacketReceipt(client, { ...ids(channel), sequence: 2n ** 64n - 1n })
    expect(receipt.received).toBe(false)
    const paths = requests.map((request) => decodeURIComponent(new URL(request.url).pathname))
    expect(paths[0]).toBe(`${pathOf(channel)}/packet_commitments/18446744073709551615,9007199254740993,9007199254740993/unreceived_packets`)
    expect(paths[2]).toBe(`${pathOf(channel)}/packet_receipts/18446744073709551615`)
  })

  it('refuses an empty list before any request', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const error = await getUnreceivedPackets(client, { ...ids(busiest()), packetCommitmentSequences: [] }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ParameterError)
    expect(error).toMatchObject({ parameter: 'packet_commitment_sequences', reason: 'missing' })
    expect(requests).toHaveLength(0)
  })

  it('refuses sequences that are not non-negative uint64 integers before sending, naming the parameter', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const channel = ids(busiest())
    const invalid = (promise: Promise<unknown>) => promise.then(() => undefined, (reason: unknown) => reason)
    expect(await invalid(getPacketCommitment(client, { ...channel, sequence: 'abc' }))).toMatchObject({ name: 'ParameterError', parameter: 'sequence', reason: 'invalid' })
    expect(await invalid(getPacketAcknowledgement(client, { ...channel, sequence: '18446744073709551616' }))).toMatchObject({ parameter: 'sequence' })
    expect(await invalid(getUnreceivedAcks(client, { ...channel, packetAckSequences: [1, -2] }))).toMatchObject({ parameter: 'packetAckSequences[1]' })
    expect(await invalid(getPacketAcknowledgements(client, { ...channel, packetCommitmentSequences: [1.5] }))).toMatchObject({
      parameter: 'packetCommitmentSequences[0]',
    })
    expect(await invalid(getChannelConsensusState(client, { ...channel, revisionNumber: 'x', revisionHeight: 1 }))).toMatchObject({
      parameter: 'revisionNumber',
    })
    expect(requests).toHaveLength(0)
  })

  it('answers sequence 0 and malformed identifiers with 400 code 3, as grpc-gateway and ibc-go do', async () => {
    const client = testClient({ baseUrl: devnet.url, retry: 0 })
    const channel = ids(busiest())
    const refused = async (promise: Promise<unknown>) => {
      const error = await promise.then(
        () => undefined,
        (reason: unknown) => reason,
      )
      expect(error).toBeInstanceOf(GatewayError)
      expect(error).toMatchObject({ status: 400, code: 3 })
      return (error as GatewayError).details
    }
    expect(await refused(getPacketReceipt(client, { ...channel, sequence: 0 }))).toBe('packet sequence cannot be 0')
    expect(await refused(getUnreceivedPackets(client, { ...channel, packetCommitmentSequences: [3, 0] }))).toBe(
      'packet sequence 1 cannot be 0',
    )
    expect(await refused(getChannel(client, { channelId: 'ch-1', portId: 'transfer' }))).toBe(
      'identifier ch-1 has invalid length: 4, must be between 8-64 characters: invalid identifier',
    )
    expect(await refused(getConnectionChannels(client, { connection: 'conn' }))).toMatch(/^identifier conn has invalid length/)
  })
})

describe('ibcChannel errors', () => {
  const unknown = { channelId: 'channel-404', portId: 'transfer' }

  it('an unknown channel is a GatewayError 404 with code 5 in the action', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const error = await getChannel(client, unknown).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(GatewayError)
    expect(error).toMatchObject({
      status: 404,
      code: 5,
      codeName: 'NotFound',
      details: 'port-id: transfer, channel-id channel-404: channel not found',
      request: { method: 'GET', url: `${devnet.url}${pathOf(unknown)}`, endpoint: 'ibcChannel/channel' },
    })
    expect(requests).toHaveLength(1)
    // Every channel query answers the same way for it, in ibc-go's words.
    const missing = [
      [() => getPacketCommitments(client, unknown), 'port ID (transfer) channel ID (channel-404): channel not found'],
      [() => getChannelClientState(client, unknown), 'port-id: transfer, channel-id: channel-404: channel not found'],
      [() => getNextSequenceSend(client, unknown), 'port-id: transfer, channel-id channel-404: sequence send not found'],
      [() => getChannelUpgrade(client, unknown), 'port-id: transfer, channel-id channel-404: channel not found'],
      [
        () => getUnreceivedPackets(client, { ...unknown, packetCommitmentSequences: [1] }),
        'port-id: transfer, channel-id channel-404: channel not found',
      ],
    ] as const
    for (const [call, details] of missing) {
      await expect(call()).rejects.toMatchObject({ name: 'GatewayError', status: 404, code: 5, details })
    }
  })

  it('an unknown channel is a GatewayError 404 with code 5 in the hook', async () => {
    const client = testClient({ baseUrl: devnet.url, retry: 0 })
    const { result } = renderGatekitHook(() => useChannel(unknown), client)
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toBeInstanceOf(GatewayError)
    expect(result.current.error).toMatchObject({ status: 404, code: 5 })
    expect(result.current.data).toBeUndefined()
  })

  it('a channel without an upgrade answers 404 code 5 in the hook, a known case to branch on', async () => {
    const client = testClient({ baseUrl: devnet.url, retry: 0 })
    const { result } = renderGatekitHook(() => useChannelUpgrade(ids(initChannel())), client)
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toMatchObject({ name: 'GatewayError', code: 5, details: expect.stringMatching(/upgrade not found$/) })
  })
})

describe('ibcChannel response schemas', () => {
  const gateway = 'http://gateway.test'
  const channel = { channelId: 'channel-0', portId: 'transfer' }
  const url = `${gateway}${pathOf(channel)}`
  const end: Omit<IdentifiedChannel, 'port_id' | 'channel_id'> = {
    state: 'STATE_OPEN',
    ordering: 'ORDER_UNORDERED',
    counterparty: { port_id: 'transfer', channel_id: 'channel-141' },
    connection_hops: ['connection-0'],
    version: 'ics20-1',
  }

  it('accept a proof as base64 bytes and older chains without upgrade_sequence', async () => {
    const proof = Buffer.from('a merkle proof').toString('base64')
    mock.use(http.get(url, () => HttpResponse.json({ channel: end, proof, proof_height: { revision_number: '4', revision_height: '1' } })))
    const response = await getChannel(testClient({ baseUrl: gateway, retry: 0 }), channel)
    expect(response.proof).toBe(proof)
    expect(response.channel!.upgrade_sequence).toBeUndefined()
  })

  it('reject a proof that is not base64 and a sequence sent as a number', async () => {
    const client = testClient({ baseUrl: gateway, retry: 0 })
    mock.use(http.get(url, () => HttpResponse.json({ channel: end, proof: 'not base64!', proof_height: { revision_number: '4', revision_height: '1' } })))
    await expect(getChannel(client, channel)).rejects.toBeInstanceOf(SchemaError)
    mock.use(
      http.get(`${url}/next_sequence_send`, () =>
        HttpResponse.json({ next_sequence_send: 7, proof: null, proof_height: { revision_number: '4', revision_height: '1' } }),
      ),
    )
    await expect(getNextSequenceSend(client, channel)).rejects.toMatchObject({ name: 'SchemaError', path: '$.next_sequence_send' })
  })
})
