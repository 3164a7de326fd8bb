import { firstSendDisabled } from '../bankSettings.ts'
import { TxFailure, type Amount } from '../ledger.ts'
import { type AnyJson, type CoinJson } from '../protoJson.ts'
import { msgResponse } from '../protobuf.ts'
import type { GenesisState } from '../state.ts'
import {
  amounts,
  coin,
  coinsText,
  event,
  requireAccountAddress,
  text,
  transferEvents,
  type GenerateContext,
  type MessageGenerator,
  type MessageHandler,
} from './shared.ts'

// The bank module's messages: MsgSend and MsgMultiSend.

const sendTypeUrl = '/cosmos.bank.v1beta1.MsgSend'
const multiSendTypeUrl = '/cosmos.bank.v1beta1.MsgMultiSend'

/** Refuses coins of a denom whose sends are disabled, with the bank's `ErrSendDisabled` (code 5). */
function requireSendEnabled(genesis: GenesisState, coins: readonly Amount[]): void {
  const disabled = firstSendDisabled(genesis, coins.map((coin) => coin.denom))
  if (disabled !== undefined) throw new TxFailure(5, 'bank', `${disabled} transfers are currently disabled: send transactions are disabled`)
}

const send: MessageHandler = {
  signer: (message) => text(message.from_address),
  execute(message, { ledger, genesis, signer, isModule, actionEvent }) {
    const to = text(message.to_address)
    requireAccountAddress(to, 'recipient')
    const coins = amounts(message.amount as CoinJson[])
    requireSendEnabled(genesis, coins)
    if (isModule(to)) throw new TxFailure(4, 'sdk', `${to} is not allowed to receive funds: unauthorized`)
    ledger.move(signer, to, coins)
    return {
      events: [...transferEvents(signer, to, coins), event('message', { sender: signer }), actionEvent('bank')],
      response: msgResponse(sendTypeUrl),
    }
  },
}

const multiSend: MessageHandler = {
  signer: (message) => text((message.inputs as { address?: unknown }[] | undefined)?.[0]?.address),
  execute(message, { ledger, genesis, signer, isModule, actionEvent }) {
    const inputs = message.inputs as { address: string; coins: CoinJson[] }[]
    const outputs = message.outputs as { address: string; coins: CoinJson[] }[]
    if (inputs.length === 0) throw new TxFailure(2, 'bank', 'no inputs to send transaction')
    if (inputs.length > 1) throw new TxFailure(9, 'bank', 'multiple senders not allowed')
    if (outputs.length === 0) throw new TxFailure(3, 'bank', 'no outputs to send transaction')
    const spent = amounts(inputs[0]!.coins)
    requireSendEnabled(genesis, spent)
    const received = outputs.map((output) => {
      requireAccountAddress(output.address, 'output')
      if (isModule(output.address)) throw new TxFailure(4, 'sdk', `${output.address} is not allowed to receive funds: unauthorized`)
      return { address: output.address, coins: amounts(output.coins) }
    })
    const total = new Map<string, bigint>()
    for (const output of received) for (const coin of output.coins) total.set(coin.denom, (total.get(coin.denom) ?? 0n) + coin.amount)
    const balanced = total.size === spent.length && spent.every((coin) => total.get(coin.denom) === coin.amount)
    if (!balanced) throw new TxFailure(4, 'bank', 'sum inputs != sum outputs')
    for (const output of received) ledger.move(signer, output.address, output.coins)
    return {
      events: [
        event('coin_spent', { spender: signer, amount: coinsText(spent) }),
        ...received.flatMap((output) => [
          event('coin_received', { receiver: output.address, amount: coinsText(output.coins) }),
          event('transfer', { recipient: output.address, amount: coinsText(output.coins) }),
        ]),
        event('message', { sender: signer }),
        actionEvent('bank'),
      ],
      response: msgResponse(multiSendTypeUrl),
    }
  },
}

/** The bank messages the devnet runs, by type URL. */
export const bankMessages: Readonly<Record<string, MessageHandler>> = {
  [sendTypeUrl]: send,
  [multiSendTypeUrl]: multiSend,
}

/** A send of a share of what the signer holds; of 1 akii when it holds little. Never declines. */
export function generateSend(context: GenerateContext): AnyJson {
  const { signer, denom, available, share, other } = context
  const sendDenom = available > 100n ? denom : 'akii'
  return {
    '@type': sendTypeUrl,
    from_address: signer.address,
    to_address: other(),
    amount: [coin(sendDenom, available > 100n ? share(available) : 1n)],
  }
}

/** A multi-send of a share of what the signer holds, split between two other users. */
export const generateMultiSend: MessageGenerator = (context) => {
  const { signer, denom, available, share, other } = context
  if (available <= 100n) return undefined
  const each = share(available) / 2n + 1n
  return {
    '@type': multiSendTypeUrl,
    inputs: [{ address: signer.address, coins: [coin(denom, each * 2n)] }],
    outputs: [other(), other()].map((address) => ({ address, coins: [coin(denom, each)] })),
  }
}
