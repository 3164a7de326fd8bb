import { act } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { GatewayError } from '../../src/core/errors.ts'
import type { EventJson } from '../../src/devnet/chainTypes.ts'
import { relayerRegistrations } from '../../src/devnet/ibcApps.ts'
import { getIncentivizedPacket } from '../../src/modules/ibcFee/getIncentivizedPacket.ts'
import { getIncentivizedPackets } from '../../src/modules/ibcFee/getIncentivizedPackets.ts'
import { getTotalRecvFees } from '../../src/modules/ibcFee/getTotalRecvFees.ts'
import { useCounterpartyPayee } from '../../src/react/hooks/ibcFee/useCounterpartyPayee.ts'
import { useFeeEnabledChannel } from '../../src/react/hooks/ibcFee/useFeeEnabledChannel.ts'
import { useFeeEnabledChannels, useInfiniteFeeEnabledChannels } from '../../src/react/hooks/ibcFee/useFeeEnabledChannels.ts'
import { useIncentivizedPacket } from '../../src/react/hooks/ibcFee/useIncentivizedPacket.ts'
import { useIncentivizedPackets, useInfiniteIncentivizedPackets } from '../../src/react/hooks/ibcFee/useIncentivizedPackets.ts'
import {
  useIncentivizedPacketsForChannel,
  useInfiniteIncentivizedPacketsForChannel,
} from '../../src/react/hooks/ibcFee/useIncentivizedPacketsForChannel.ts'
import { usePayee } from '../../src/react/hooks/ibcFee/usePayee.ts'
import { useTotalAckFees } from '../../src/react/hooks/ibcFee/useTotalAckFees.ts'
import { useTotalRecvFees } from '../../src/react/hooks/ibcFee/useTotalRecvFees.ts'
import { useTotalTimeoutFees } from '../../src/react/hooks/ibcFee/useTotalTimeoutFees.ts'
import { expectIdle, failed, recordingClient, setupDevnetServer, succeeded, testClient, urlOf } from '../helpers.tsx'

const devnet = setupDevnetServer({ seed: 'endpoints-ibcFee' })

const chain = () => devnet.devnet.chain

const packetId = (packet: { packet_id?: { port_id: string; channel_id: string; sequence: string } | null | undefined }) =>
  `${packet.packet_id!.port_id}/${packet.packet_id!.channel_id}/${packet.packet_id!.sequence}`

/** Packets sent by successful transactions, read from the chain's own `send_packet` events. */
function sentPackets() {
  const sent: { id: string; portId: string; channelId: string; sequence: string; height: bigint }[] = []
  for (const tx of chain().allTxs()) {
    if (tx.response.code !== 0) continue
    for (const event of tx.response.events as EventJson[]) {
      if (event.type !== 'send_packet') continue
      const value = (key: string) => event.attributes.find((attribute) => attribute.key === key)!.value
      const [portId, channelId, sequence] = [value('packet_src_port'), value('packet_src_channel'), value('packet_sequence')]
      if (!sent.some((packet) => packet.id === `${portId}/${channelId}/${sequence}`)) {
        sent.push({ id: `${portId}/${channelId}/${sequence}`, portId, channelId, sequence, height: tx.height })
      }
    }
  }
  return sent
}

// Fee-enabled: the open transfer channels whose version says the ICS-29 middleware wraps them.
const feeVersion = JSON.stringify({ fee_version: 'ics29-1', app_version: 'ics20-1' })
const openTransferChannels = () =>
  chain().genesis.channels.filter(
    (channel) => channel.portId === 'transfer' && channel.state === 'STATE_OPEN' && channel.version === feeVersion,
  )

const sumAmounts = (amounts: string[]) => amounts.reduce((total, amount) => total + BigInt(amount), 0n).toString()

describe('useIncentivizedPackets', () => {
  it('lists every packet sent on a fee-enabled transfer channel, with fees as exact decimal strings', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const { result, queryClient } = await succeeded(() => useIncentivizedPackets({ pagination: { limit: 1000 } }), client)
    expect(requests).toHaveLength(1)
    expect(requests[0]!.method).toBe('GET')
    expect(urlOf(requests[0]!).pathname).toBe('/ibc/apps/fee/v1/incentivized_packets')
    expect(urlOf(requests[0]!).search).toBe('?pagination.limit=1000')
    expect(queryClient.getQueryCache().getAll()[0]!.queryKey).toEqual([
      'gatekit',
      devnet.url,
      'ibcFee',
      'incentivizedPackets',
      { pagination: { limit: '1000' } },
    ])

    const packets = result.current.data!.incentivized_packets
    const open = new Set(openTransferChannels().map((channel) => channel.channelId))
    const expected = sentPackets().filter((packet) => packet.portId === 'transfer' && open.has(packet.channelId))
    expect(packets.length).toBeGreaterThan(8)
    expect(packets.map(packetId).sort()).toEqual(expected.map((packet) => packet.id).sort())
    const amounts = packets.flatMap((packet) =>
      packet.packet_fees.flatMap((payment) => [...payment.fee!.recv_fee, ...payment.fee!.ack_fee, ...payment.fee!.timeout_fee]),
    )
    for (const coin of amounts) expect(coin.amount).toMatch(/^\d+$/)
    expect(amounts.some((coin) => BigInt(coin.amount) > 2n ** 53n)).toBe(true)
    expect(packets.some((packet) => packet.packet_fees.length > 1)).toBe(true)
    for (const packet of packets) {
      expect(packet.packet_fees[0]!.refund_address).toMatch(/^kii1/)
    }
  })

  it('sends queryHeight as query_height and lists only packets whose fees were paid by then', async () => {
    const heights = sentPackets()
      .filter((packet) => openTransferChannels().some((channel) => channel.channelId === packet.channelId))
      .map((packet) => packet.height)
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    const middle = heights[Math.floor(heights.length / 2)]!
    const { client, requests } = recordingClient(devnet.url)
    const { result } = await succeeded(() => useIncentivizedPackets({ queryHeight: middle }), client)
    expect(urlOf(requests[0]!).searchParams.get('query_height')).toBe(middle.toString())
    const packets = result.current.data!.incentivized_packets
    expect(packets).toHaveLength(heights.filter((height) => height <= middle).length)
    expect(packets.length).toBeLessThan(heights.length)
  })

  it('walks every page with useInfiniteIncentivizedPackets, without duplicates, and stops', async () => {
    const all = (await getIncentivizedPackets(testClient({ baseUrl: devnet.url }), {})).incentivized_packets
    const { client, requests } = recordingClient(devnet.url)
    const { result } = await succeeded(() => useInfiniteIncentivizedPackets({ pagination: { limit: 4 } }), client)
    while (result.current.hasNextPage) await act(() => result.current.fetchNextPage())
    const pages = result.current.data!.pages
    expect(pages.length).toBe(Math.ceil(all.length / 4))
    const ids = pages.flatMap((page) => page.incentivized_packets.map(packetId))
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toEqual(all.map(packetId))
    expect(requests).toHaveLength(pages.length)
    expect(urlOf(requests[1]!).searchParams.get('pagination.key')).toBe(pages[0]!.pagination!.next_key)
    expect(pages.at(-1)!.pagination!.next_key).toBeNull()
  })
})

describe('useIncentivizedPacket', () => {
  it('reads one packet by port, channel and sequence, the same as in the list', async () => {
    const all = (await getIncentivizedPackets(testClient({ baseUrl: devnet.url }), {})).incentivized_packets
    const target = all.find((packet) => packet.packet_fees.length > 1)!
    const { port_id: portId, channel_id: channelId, sequence } = target.packet_id!
    const { client, requests } = recordingClient(devnet.url)
    const { result } = await succeeded(() => useIncentivizedPacket({ portId, channelId, sequence: BigInt(sequence) }), client)
    expect(requests[0]!.method).toBe('GET')
    expect(urlOf(requests[0]!).pathname).toBe(
      `/ibc/apps/fee/v1/channels/${channelId}/ports/${portId}/sequences/${sequence}/incentivized_packet`,
    )
    expect(urlOf(requests[0]!).search).toBe('')
    expect(result.current.data!.incentivized_packet).toEqual(target)
  })

  it('waits while the sequence is missing', async () => {
    const { client, requests } = recordingClient(devnet.url)
    await expectIdle(() => useIncentivizedPacket({ portId: 'transfer', channelId: 'channel-0' }), client, requests)
  })

  it('answers 404 with code 5 for a packet whose fees were paid after query_height', async () => {
    const [first] = sentPackets().filter((packet) => openTransferChannels().some((c) => c.channelId === packet.channelId))
    const { client, requests } = recordingClient(devnet.url)
    const error = await failed(
      () =>
        useIncentivizedPacket({
          portId: first!.portId,
          channelId: first!.channelId,
          sequence: first!.sequence,
          queryHeight: first!.height - 1n,
        }),
      client,
    )
    expect(urlOf(requests[0]!).searchParams.get('query_height')).toBe(String(first!.height - 1n))
    expect(error).toBeInstanceOf(GatewayError)
    expect(error).toMatchObject({ status: 404, code: 5 })
    expect((error as GatewayError).details).toBe(
      `channel: ${first!.channelId}, port: ${first!.portId}, sequence: ${first!.sequence}: there is no fee escrowed for the given packetID`,
    )
  })
})

describe('useIncentivizedPacketsForChannel', () => {
  const busiestChannel = async () => {
    const all = (await getIncentivizedPackets(testClient({ baseUrl: devnet.url }), {})).incentivized_packets
    const counts = new Map<string, number>()
    for (const packet of all) counts.set(packet.packet_id!.channel_id, (counts.get(packet.packet_id!.channel_id) ?? 0) + 1)
    const [channelId] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!
    return { channelId, packets: all.filter((packet) => packet.packet_id!.channel_id === channelId) }
  }

  it('lists the packets of one channel with query_height, and pages them to the end', async () => {
    const { channelId, packets } = await busiestChannel()
    expect(packets.length).toBeGreaterThan(2)
    const latest = chain().latestHeight()
    const { client, requests } = recordingClient(devnet.url)
    const { result } = await succeeded(
      () => useIncentivizedPacketsForChannel({ channelId, portId: 'transfer', queryHeight: latest }),
      client,
    )
    expect(urlOf(requests[0]!).pathname).toBe(`/ibc/apps/fee/v1/channels/${channelId}/ports/transfer/incentivized_packets`)
    expect(urlOf(requests[0]!).searchParams.get('query_height')).toBe(latest.toString())
    expect(result.current.data!.incentivized_packets).toEqual(packets)

    const paged = await succeeded(
      () => useInfiniteIncentivizedPacketsForChannel({ channelId, portId: 'transfer', pagination: { limit: 2 } }),
      client,
    )
    while (paged.result.current.hasNextPage) await act(() => paged.result.current.fetchNextPage())
    const pages = paged.result.current.data!.pages
    expect(pages.length).toBe(Math.ceil(packets.length / 2))
    const ids = pages.flatMap((page) => page.incentivized_packets.map(packetId))
    expect(ids).toEqual(packets.map(packetId))
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('answers an empty list for a channel without fees', async () => {
    const { client } = recordingClient(devnet.url)
    const { result } = await succeeded(() => useIncentivizedPacketsForChannel({ channelId: 'channel-4', portId: 'transfer' }), client)
    expect(result.current.data!.incentivized_packets).toEqual([])
  })

  it('waits while the port is missing', async () => {
    const { client, requests } = recordingClient(devnet.url)
    await expectIdle(() => useIncentivizedPacketsForChannel({ channelId: 'channel-0' }), client, requests)
    await expectIdle(() => useInfiniteIncentivizedPacketsForChannel({ channelId: 'channel-0' }), client, requests)
  })
})

describe('useFeeEnabledChannel and useFeeEnabledChannels', () => {
  it('says fees are enabled on the open transfer channels the fee middleware wraps only', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const enabled = await succeeded(() => useFeeEnabledChannel({ channelId: 'channel-0', portId: 'transfer' }), client)
    expect(requests[0]!.method).toBe('GET')
    expect(urlOf(requests[0]!).pathname).toBe('/ibc/apps/fee/v1/channels/channel-0/ports/transfer/fee_enabled')
    expect(enabled.result.current.data).toEqual({ fee_enabled: true })
    const closed = chain().genesis.channels.find((channel) => channel.state === 'STATE_CLOSED')!
    const disabled = await succeeded(
      () => useFeeEnabledChannel({ channelId: closed.channelId, portId: closed.portId }),
      client,
    )
    expect(disabled.result.current.data).toEqual({ fee_enabled: false })
    // Open, but opened without the middleware: its version is plain ICS-20.
    const plain = chain().genesis.channels.find((channel) => channel.state === 'STATE_OPEN' && channel.version === 'ics20-1')!
    const unwrapped = await succeeded(() => useFeeEnabledChannel({ channelId: plain.channelId, portId: plain.portId }), client)
    expect(unwrapped.result.current.data).toEqual({ fee_enabled: false })
  })

  it('waits while the channel is missing', async () => {
    const { client, requests } = recordingClient(devnet.url)
    await expectIdle(() => useFeeEnabledChannel({ portId: 'transfer' }), client, requests)
  })

  it('lists the fee-enabled channels with query_height, and pages them to the end', async () => {
    const expected = openTransferChannels()
      .map((channel) => ({ port_id: channel.portId, channel_id: channel.channelId }))
      .sort((a, b) => (a.channel_id < b.channel_id ? -1 : 1))
    const { client, requests } = recordingClient(devnet.url)
    const { result } = await succeeded(() => useFeeEnabledChannels({ queryHeight: 5 }), client)
    expect(urlOf(requests[0]!).pathname).toBe('/ibc/apps/fee/v1/fee_enabled')
    expect(urlOf(requests[0]!).search).toBe('?query_height=5')
    expect(result.current.data!.fee_enabled_channels).toEqual(expected)

    const paged = await succeeded(() => useInfiniteFeeEnabledChannels({ pagination: { limit: 1 } }), client)
    while (paged.result.current.hasNextPage) await act(() => paged.result.current.fetchNextPage())
    const pages = paged.result.current.data!.pages
    expect(pages).toHaveLength(expected.length)
    expect(pages.flatMap((page) => page.fee_enabled_channels)).toEqual(expected)
  })

  it('refuses a query height in the future with 400 and code 3', async () => {
    const { client } = recordingClient(devnet.url)
    const error = await failed(() => useFeeEnabledChannels({ queryHeight: chain().latestHeight() + 100n }), client)
    expect(error).toMatchObject({ name: 'GatewayError', status: 400, code: 3 })
  })
})

describe('usePayee and useCounterpartyPayee', () => {
  it('reads the payee and counterparty payee a relayer registered', async () => {
    const registration = relayerRegistrations(chain()).find((entry) => entry.payee && entry.channelId === 'channel-0')!
    const { client, requests } = recordingClient(devnet.url)
    const payee = await succeeded(() => usePayee({ channelId: 'channel-0', relayer: registration.relayer }), client)
    expect(requests[0]!.method).toBe('GET')
    expect(urlOf(requests[0]!).pathname).toBe(`/ibc/apps/fee/v1/channels/channel-0/relayers/${registration.relayer}/payee`)
    expect(payee.result.current.data).toEqual({ payee_address: registration.payee })
    expect(chain().account(registration.payee!)).toBeDefined()

    const counterparty = await succeeded(
      () => useCounterpartyPayee({ channelId: 'channel-0', relayer: registration.relayer }),
      client,
    )
    expect(urlOf(requests[1]!).pathname).toBe(
      `/ibc/apps/fee/v1/channels/channel-0/relayers/${registration.relayer}/counterparty_payee`,
    )
    // channel-0 runs over connection-0 to cosmoshub-4, whose addresses start with cosmos1.
    expect(counterparty.result.current.data!.counterparty_payee).toMatch(/^cosmos1[02-9ac-hj-np-z]{38}$/)
  })

  it('answers 404 with code 5 for a relayer that registered no payee', async () => {
    const registration = relayerRegistrations(chain()).find((entry) => !entry.payee)!
    const { client } = recordingClient(devnet.url)
    const error = await failed(() => usePayee({ channelId: registration.channelId, relayer: registration.relayer }), client)
    expect(error).toMatchObject({ name: 'GatewayError', status: 404, code: 5 })
    const counterparty = await succeeded(
      () => useCounterpartyPayee({ channelId: registration.channelId, relayer: registration.relayer }),
      client,
    )
    expect(counterparty.result.current.data!.counterparty_payee).toBe(registration.counterpartyPayee)
  })

  it('waits while the relayer is missing', async () => {
    const { client, requests } = recordingClient(devnet.url)
    await expectIdle(() => usePayee({ channelId: 'channel-0' }), client, requests)
    await expectIdle(() => useCounterpartyPayee({ channelId: 'channel-0' }), client, requests)
  })
})

describe('useTotalRecvFees, useTotalAckFees and useTotalTimeoutFees', () => {
  it('sum every payment of a packet by denom, exactly', async () => {
    const all = (await getIncentivizedPackets(testClient({ baseUrl: devnet.url }), {})).incentivized_packets
    const target = all.find((packet) => packet.packet_fees.length > 1)!
    const { port_id: portId, channel_id: channelId, sequence } = target.packet_id!
    const expectedTotal = (pick: (fee: (typeof target.packet_fees)[number]['fee']) => { denom: string; amount: string }[]) => {
      const coins = target.packet_fees.flatMap((payment) => pick(payment.fee))
      return [...new Set(coins.map((coin) => coin.denom))]
        .sort()
        .map((denom) => ({ denom, amount: sumAmounts(coins.filter((coin) => coin.denom === denom).map((c) => c.amount)) }))
    }
    const { client, requests } = recordingClient(devnet.url)
    const packet = { portId, channelId, sequence }
    const recv = await succeeded(() => useTotalRecvFees(packet), client)
    const ack = await succeeded(() => useTotalAckFees(packet), client)
    const timeout = await succeeded(() => useTotalTimeoutFees(packet), client)
    const base = `/ibc/apps/fee/v1/channels/${channelId}/ports/${portId}/sequences/${sequence}`
    expect(requests.map((request) => `${request.method} ${urlOf(request).pathname}`)).toEqual([
      `GET ${base}/total_recv_fees`,
      `GET ${base}/total_ack_fees`,
      `GET ${base}/total_timeout_fees`,
    ])
    expect(recv.result.current.data).toEqual({ recv_fees: expectedTotal((fee) => fee!.recv_fee) })
    expect(ack.result.current.data).toEqual({ ack_fees: expectedTotal((fee) => fee!.ack_fee) })
    expect(timeout.result.current.data).toEqual({ timeout_fees: expectedTotal((fee) => fee!.timeout_fee) })
    expect(BigInt(ack.result.current.data!.ack_fees[0]!.amount) > 2n ** 53n).toBe(true)
  })

  it('wait while any part of the packet id is missing', async () => {
    const { client, requests } = recordingClient(devnet.url)
    await expectIdle(() => useTotalRecvFees({ portId: 'transfer', channelId: 'channel-0' }), client, requests)
    await expectIdle(() => useTotalAckFees({ portId: 'transfer', sequence: 1 }), client, requests)
    await expectIdle(() => useTotalTimeoutFees({ channelId: 'channel-0', sequence: 1 }), client, requests)
  })

  it('answer 404 with code 5 for a packet without fees; a sequence that is not a number fails before sending', async () => {
    const client = testClient({ baseUrl: devnet.url, retry: 0 })
    const missing = await getTotalRecvFees(client, { portId: 'transfer', channelId: 'channel-0', sequence: 999_999 }).catch(
      (error: unknown) => error,
    )
    expect(missing).toMatchObject({ name: 'GatewayError', status: 404, code: 5 })
    const malformed = await getIncentivizedPacket(client, { portId: 'transfer', channelId: 'channel-0', sequence: 'seven' }).catch(
      (error: unknown) => error,
    )
    expect(malformed).toMatchObject({ name: 'ParameterError', parameter: 'sequence', reason: 'invalid' })
  })
})
