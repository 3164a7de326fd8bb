import type { ReactNode } from 'react'
import { asRecord, asText, decodeAcknowledgement, decodeBase64Bytes, decodeBase64Text, decodeIcs20PacketData } from '../decode.ts'
import type { MessageFieldRow, MessageHelpers, MessageRegistryEntry, TxMessage } from '../messageTypes.ts'
import { counted, one } from './shared.ts'

// IBC: the ICS-20 transfer, the packet messages a relayer sends (ICS-20 packet data
// decoded) and client updates.

const channelOf = (port: unknown, channel: unknown) => {
  const portText = asText(port)
  const channelText = asText(channel)
  return portText && channelText ? `${portText}/${channelText}` : channelText || portText
}

function timeoutText(message: TxMessage | Record<string, unknown>, h: MessageHelpers): ReactNode {
  const height = asRecord(message.timeout_height)
  const revisionHeight = asText(height?.revision_height)
  const timestamp = asText(message.timeout_timestamp)
  const parts: ReactNode[] = []
  if (revisionHeight && revisionHeight !== '0') parts.push(`${h.strings.height} ${asText(height?.revision_number) || '0'}-${revisionHeight}`)
  // Nanoseconds since the epoch; beyond what a Date holds it is shown as sent.
  if (/^\d{1,22}$/.test(timestamp) && timestamp !== '0') {
    const ms = Number(BigInt(timestamp) / 1_000_000n)
    parts.push(Number.isNaN(new Date(ms).getTime()) ? timestamp : h.time(ms))
  }
  if (parts.length === 0) return h.strings.timeoutNone
  return parts.map((part, index) => (
    <span key={index}>
      {index > 0 && ' · '}
      {part}
    </span>
  ))
}

const transferEntry: MessageRegistryEntry = {
  label: (s) => s.labelTransfer,
  summary: (m, h) =>
    h.fill(h.strings.summaryTransfer, {
      amount: h.amount(m.token),
      receiver: h.short(m.receiver),
      channel: h.inline(channelOf(m.source_port, m.source_channel)),
    }),
  render: (m, h) =>
    h.fields([
      [h.strings.sender, h.address(m.sender)],
      [h.strings.receiver, h.address(m.receiver)],
      [h.strings.amount, h.amount(m.token)],
      [h.strings.sourceChannel, h.text(channelOf(m.source_port, m.source_channel))],
      [h.strings.timeout, timeoutText(m, h)],
      asText(m.memo) !== '' && [h.strings.memo, h.text(m.memo, h.strings.memo)],
    ]),
  signers: (m) => one(m.sender),
}

function packetFields(packet: Record<string, unknown> | undefined, h: MessageHelpers): MessageFieldRow[] {
  const data = decodeIcs20PacketData(packet?.data)
  const rawData = asText(packet?.data)
  let dataValue: ReactNode
  if (data) {
    dataValue = h.fields([
      [h.strings.sender, h.address(data.sender)],
      [h.strings.receiver, h.address(data.receiver)],
      [h.strings.amount, h.rawAmount(data.amount, data.denom)],
      data.memo !== undefined && [h.strings.memo, h.text(data.memo, h.strings.memo)],
    ])
  } else if (rawData) {
    const text = decodeBase64Text(rawData)
    const size = decodeBase64Bytes(rawData)?.length
    dataValue = (
      <>
        <span className="gk-tx-viewer__note">{h.strings.packetDataUndecoded}</span>
        {text !== undefined ? h.text(text) : size !== undefined ? counted(h, 'bytes', size) : h.text(rawData)}
      </>
    )
  }
  return [
    [h.strings.sequence, h.text(asText(packet?.sequence))],
    [h.strings.sourceChannel, h.text(channelOf(packet?.source_port, packet?.source_channel))],
    [h.strings.destinationChannel, h.text(channelOf(packet?.destination_port, packet?.destination_channel))],
    dataValue !== undefined && [h.strings.packetData, dataValue],
    packet !== undefined && [h.strings.timeout, timeoutText(packet, h)],
  ]
}

const recvPacketEntry: MessageRegistryEntry = {
  label: (s) => s.labelRecvPacket,
  summary: (m, h) => {
    const packet = asRecord(m.packet)
    const data = decodeIcs20PacketData(packet?.data)
    const channel = h.inline(channelOf(packet?.destination_port, packet?.destination_channel))
    if (!data) return h.fill(h.strings.summaryPacket, { sequence: asText(packet?.sequence), channel })
    return h.fill(h.strings.summaryRecvPacket, {
      amount: h.rawAmount(data.amount, data.denom),
      sender: h.short(data.sender),
      receiver: h.short(data.receiver),
      channel,
    })
  },
  render: (m, h) => h.fields([...packetFields(asRecord(m.packet), h), [h.strings.relayer, h.address(m.signer)]]),
  signers: (m) => one(m.signer),
}

function acknowledgementText(value: unknown, h: MessageHelpers, inline: boolean): ReactNode {
  const ack = decodeAcknowledgement(value)
  const text = inline ? h.inline : h.text
  if (!ack) return text(asText(value))
  return ack.kind === 'success' ? h.strings.ackSuccess : h.fill(h.strings.ackError, { error: text(ack.error) })
}

const acknowledgementEntry: MessageRegistryEntry = {
  label: (s) => s.labelAcknowledgement,
  summary: (m, h) => {
    const packet = asRecord(m.packet)
    return h.fill(h.strings.summaryAcknowledgement, {
      sequence: asText(packet?.sequence),
      channel: h.inline(channelOf(packet?.source_port, packet?.source_channel)),
      result: acknowledgementText(m.acknowledgement, h, true),
    })
  },
  render: (m, h) =>
    h.fields([
      ...packetFields(asRecord(m.packet), h),
      [h.strings.acknowledgement, acknowledgementText(m.acknowledgement, h, false)],
      [h.strings.relayer, h.address(m.signer)],
    ]),
  signers: (m) => one(m.signer),
}

const timeoutEntry: MessageRegistryEntry = {
  label: (s) => s.labelTimeout,
  summary: (m, h) => {
    const packet = asRecord(m.packet)
    return h.fill(h.strings.summaryPacket, { sequence: asText(packet?.sequence), channel: h.inline(channelOf(packet?.source_port, packet?.source_channel)) })
  },
  render: (m, h) => h.fields([...packetFields(asRecord(m.packet), h), [h.strings.relayer, h.address(m.signer)]]),
  signers: (m) => one(m.signer),
}

const updateClientEntry: MessageRegistryEntry = {
  label: (s) => s.labelUpdateClient,
  summary: (m, h) => h.fill(h.strings.summaryUpdateClient, { client: h.inline(m.client_id) }),
  render: (m, h) => h.fields([[h.strings.client, h.text(m.client_id)], [h.strings.relayer, h.address(m.signer)]]),
  signers: (m) => one(m.signer),
}

/** How the IBC messages are shown, by type URL. */
export function ibcMessageEntries(): Readonly<Record<string, MessageRegistryEntry>> {
  return {
    '/ibc.applications.transfer.v1.MsgTransfer': transferEntry,
    '/ibc.core.channel.v1.MsgRecvPacket': recvPacketEntry,
    '/ibc.core.channel.v1.MsgAcknowledgement': acknowledgementEntry,
    '/ibc.core.channel.v1.MsgTimeout': timeoutEntry,
    '/ibc.core.client.v1.MsgUpdateClient': updateClientEntry,
  }
}
