import type { EventJson } from '../chainTypes.ts'
import { accountPrefix, checkBech32 } from '../encoding.ts'
import { TxFailure, type Amount, type Overlay } from '../ledger.ts'
import type { AnyJson, CoinJson } from '../protoJson.ts'
import type { MsgResponse } from '../protobuf.ts'
import type { Random } from '../random.ts'
import type { DevnetAccount, GenesisState } from '../state.ts'

// What every message module of the devnet shares: the contract of a message type
// (who signs it, what running it does) and the event and coin helpers they use.

/** What a message returned when it ran: its events and its `Msg…Response`. */
export type Executed = { events: EventJson[]; response: MsgResponse }

/** What a message handler sees when it runs. */
export type ExecuteContext = {
  /** Changes of the transaction so far; the handler writes its own here. */
  ledger: Overlay
  genesis: GenesisState
  /** The message's signer, from the handler's own `signer`. */
  signer: string
  /** The `message` event of the action, as the module emits it. */
  actionEvent: (module: string) => EventJson
  /** Whether an address is a module account (which may not receive funds by bank sends). */
  isModule: (address: string) => boolean
}

/** One message type of the devnet: its signer and its execution. */
export type MessageHandler = {
  /** The address that must sign the message. */
  signer: (message: AnyJson) => string
  /** Runs the message against the ledger; throws `TxFailure` when the chain refuses it. */
  execute: (message: AnyJson, context: ExecuteContext) => Executed
}

/** What a generator of made-up transactions knows: the signer, its funds and the draws. */
export type GenerateContext = {
  genesis: GenesisState
  random: Random
  height: bigint
  /** The oracle's rates after this block, as its endpoints will serve them. */
  oracleRates: () => ReadonlyMap<string, bigint>
  signer: DevnetAccount
  balanceOf: (denom: string) => bigint
  /** A denom the signer holds more than 100 of (or `akii` when none), and how much. */
  denom: string
  available: bigint
  /** A share of an amount to spend; more than held for the one transaction in 25 that fails. */
  share: (amount: bigint) => bigint
  /** Another user, drawn at random. */
  other: () => string
}

/**
 * Makes up the message of a generated transaction, or `undefined` when the signer
 * cannot (not enough funds, not a feeder); a bank send is made then.
 */
export type MessageGenerator = (context: GenerateContext) => AnyJson | undefined

export const event = (type: string, attributes: Record<string, string>): EventJson => ({
  type,
  attributes: Object.entries(attributes).map(([key, value]) => ({ key, value, index: true })),
})

export const coinsText = (coins: readonly Amount[]) => coins.map((coin) => `${coin.amount}${coin.denom}`).join(',')

export const coin = (denom: string, amount: bigint): CoinJson => ({ denom, amount: amount.toString() })

/** Events of moving coins from one account to another. */
export function transferEvents(sender: string, recipient: string, coins: readonly Amount[]): EventJson[] {
  const amount = coinsText(coins)
  return [
    event('coin_spent', { spender: sender, amount }),
    event('coin_received', { receiver: recipient, amount }),
    event('transfer', { recipient, sender, amount }),
  ]
}

export const moduleAddress = (genesis: GenesisState, name: string) =>
  genesis.accounts.find((account) => account.moduleName === name)!.address

export const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** Coins of a message, which must be positive amounts. */
export function amounts(coins: readonly CoinJson[]): Amount[] {
  const parsed = coins.map((coin) => ({ denom: coin.denom, amount: BigInt(coin.amount) }))
  const invalid = parsed.find((coin) => coin.amount <= 0n || !/^[a-zA-Z][a-zA-Z0-9/:._-]{2,127}$/.test(coin.denom))
  if (invalid || parsed.length === 0) throw new TxFailure(10, 'sdk', `${coinsText(parsed) || 'no coins'}: invalid coins`)
  return parsed
}

export function requireAccountAddress(address: string, what: string): void {
  const check = checkBech32(address, accountPrefix)
  if (!check.ok) throw new TxFailure(7, 'sdk', `invalid ${what} address: ${check.reason}: invalid address`)
}
