import { toBech32 } from '../encoding.ts'
import { TxFailure } from '../ledger.ts'
import { type CoinJson } from '../protoJson.ts'
import { msgResponse } from '../protobuf.ts'
import { amounts, coin, event, moduleAddress, text, transferEvents, type MessageGenerator, type MessageHandler } from './shared.ts'

// The IBC transfer application's message: MsgTransfer (ICS-20).

const transferTypeUrl = '/ibc.applications.transfer.v1.MsgTransfer'

const transfer: MessageHandler = {
  signer: (message) => text(message.sender),
  execute(message, { ledger, genesis, salt, signer, actionEvent }) {
    const portId = text(message.source_port)
    const channelId = text(message.source_channel)
    const channel = genesis.channels.find((candidate) => candidate.portId === portId && candidate.channelId === channelId)
    if (!channel) throw new TxFailure(3, 'channel', `port-id: ${portId}, channel-id: ${channelId}: channel not found`)
    if (channel.state !== 'STATE_OPEN') {
      throw new TxFailure(5, 'channel', `channel state is not OPEN (got ${channel.state}): invalid channel state`)
    }
    const token = message.token as CoinJson
    const coins = amounts([token])
    const receiver = text(message.receiver)
    if (receiver === '') throw new TxFailure(7, 'sdk', 'missing recipient address: invalid address')
    const timeout = message.timeout_height as { revision_number: string; revision_height: string }
    const timeoutTimestamp = text(message.timeout_timestamp)
    if (timeout.revision_height === '0' && timeoutTimestamp === '0') {
      throw new TxFailure(17, 'channel', 'packet timeout height and packet timeout timestamp cannot both be 0: invalid packet timeout')
    }
    ledger.move(signer, moduleAddress(genesis, 'transfer'), coins)
    const sequence = BigInt(salt.int(1, 90_000))
    const memo = text(message.memo)
    const packetData = JSON.stringify({
      amount: token.amount,
      denom: token.denom,
      ...(memo ? { memo } : {}),
      receiver,
      sender: signer,
    })
    return {
      events: [
        ...transferEvents(signer, moduleAddress(genesis, 'transfer'), coins),
        event('send_packet', {
          packet_data: packetData,
          packet_timeout_height: `${timeout.revision_number}-${timeout.revision_height}`,
          packet_timeout_timestamp: timeoutTimestamp,
          packet_sequence: sequence.toString(),
          packet_src_port: channel.portId,
          packet_src_channel: channel.channelId,
          packet_dst_port: channel.counterparty.port_id,
          packet_dst_channel: channel.counterparty.channel_id,
          packet_channel_ordering: channel.ordering,
          packet_connection: channel.connectionId,
        }),
        event('ibc_transfer', { sender: signer, receiver }),
        actionEvent('transfer'),
      ],
      response: msgResponse(transferTypeUrl, { sequence }),
    }
  },
}

/** The IBC transfer messages the devnet runs, by type URL. */
export const ibcTransferMessages: Readonly<Record<string, MessageHandler>> = {
  [transferTypeUrl]: transfer,
}

/** A transfer of a share of what the signer holds over a random open transfer channel. */
export const generateTransfer: MessageGenerator = (context) => {
  const { genesis, random, height, signer, denom, available, share } = context
  if (available <= 100n) return undefined
  const channel = random.pick(genesis.channels.filter((c) => c.portId === 'transfer' && c.state === 'STATE_OPEN'))
  return {
    '@type': transferTypeUrl,
    source_port: channel.portId,
    source_channel: channel.channelId,
    token: coin(denom, share(available)),
    sender: signer.address,
    receiver: toBech32('cosmos', random.bytes(20)),
    timeout_height: { revision_number: '4', revision_height: String(20_000_000 + Number(height)) },
    timeout_timestamp: '0',
    memo: '',
  }
}
