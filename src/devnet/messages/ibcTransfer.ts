import { firstSendDisabled } from '../bankSettings.ts'
import { toBech32 } from '../encoding.ts'
import { channelKey, escrowAddress } from '../ibcIds.ts'
import { TxFailure } from '../ledger.ts'
import { type CoinJson } from '../protoJson.ts'
import { msgResponse } from '../protobuf.ts'
import type { GenesisState } from '../state.ts'
import {
  amounts,
  coin,
  coinsText,
  event,
  moduleAddress,
  text,
  transferEvents,
  type MessageGenerator,
  type MessageHandler,
} from './shared.ts'

// The IBC transfer application's message: MsgTransfer (ICS-20).

const transferTypeUrl = '/ibc.applications.transfer.v1.MsgTransfer'

/**
 * The full denom path of a token as ICS-20 packet data names it: the trace of an
 * `ibc/{hash}` voucher (`transfer/channel-0/uatom`), any other denom as it is.
 */
function fullDenomPath(genesis: GenesisState, denom: string): string {
  if (!denom.startsWith('ibc/')) return denom
  const trace = genesis.denomTraces.get(denom.slice(4).toUpperCase())
  if (!trace) throw new TxFailure(6, 'transfer', `${denom.slice(4)}: denomination trace not found`)
  return `${trace.path}/${trace.base_denom}`
}

const transfer: MessageHandler = {
  signer: (message) => text(message.sender),
  execute(message, { ledger, genesis, signer, actionEvent }) {
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
    if (firstSendDisabled(genesis, [token.denom]) !== undefined) {
      throw new TxFailure(
        7,
        'transfer',
        `${token.denom} transfers are currently disabled: send transactions are disabled: fungible token transfers from this chain are disabled`,
      )
    }
    const denomPath = fullDenomPath(genesis, token.denom)
    // A voucher going back through the channel it came in by returns to its source:
    // ibc-go burns it. Any other token waits in the channel's own escrow account.
    const returning = denomPath.startsWith(`${portId}/${channelId}/`)
    const transferModule = moduleAddress(genesis, 'transfer')
    const holder = returning ? transferModule : escrowAddress(portId, channelId)
    ledger.move(signer, holder, coins)
    const burnEvents = []
    if (returning) {
      ledger.setBalance(transferModule, token.denom, ledger.balance(transferModule, token.denom) - coins[0]!.amount)
      burnEvents.push(event('coin_spent', { spender: transferModule, amount: coinsText(coins) }), event('burn', { burner: transferModule, amount: coinsText(coins) }))
    }
    // Each channel counts its own packets: ibc-go's nextSequenceSend.
    const key = channelKey(channel)
    const sequence = ledger.nextSequenceSend(key)
    ledger.setNextSequenceSend(key, sequence + 1n)
    const memo = text(message.memo)
    const packetData = JSON.stringify({
      amount: token.amount,
      denom: denomPath,
      ...(memo ? { memo } : {}),
      receiver,
      sender: signer,
    })
    return {
      events: [
        ...transferEvents(signer, holder, coins),
        ...burnEvents,
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
