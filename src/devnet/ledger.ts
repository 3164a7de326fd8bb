import type { DevnetAccount, GenesisState } from './state.ts'

// State: the genesis maps, and overlays that collect changes until committed.

/** An amount of one denom, in base units. */
export type Amount = { denom: string; amount: bigint }
/** What the ante handler reads and writes of an account. */
export type AccountState = { sequence: bigint; pubKey: string | null }

/** Balances, accounts and channel send sequences as a transaction sees them. */
export interface Ledger {
  balance(address: string, denom: string): bigint
  /** What vesting still locks of an address's balance of a denom now (0 for accounts that do not vest). */
  locked(address: string, denom: string): bigint
  account(address: string): AccountState | undefined
  setBalance(address: string, denom: string, amount: bigint): void
  /** Sets an account's sequence and key; creates a base account for an address the chain has not seen. */
  setAccount(address: string, state: AccountState): void
  /** The sequence the next packet sent on a channel (`port/channel`) gets, as ibc-go's `nextSequenceSend`. */
  nextSequenceSend(channel: string): bigint
  setNextSequenceSend(channel: string, next: bigint): void
}

/** What the genesis maps do not hold: the vesting locks at the time of execution and the channels' first sequences. */
export type LedgerSources = {
  locked: (address: string, denom: string) => bigint
  /** The next sequence to send on a channel before the devnet's first block (its packet history). */
  firstSequenceSend: (channel: string) => bigint
}

/** The ledger over the genesis maps themselves: writing to it changes the chain. */
export function genesisLedger(genesis: GenesisState, accountsByAddress: Map<string, DevnetAccount>, sources: LedgerSources): Ledger {
  const sequences = new Map<string, bigint>()
  return {
    locked: sources.locked,
    nextSequenceSend: (channel) => sequences.get(channel) ?? sources.firstSequenceSend(channel),
    setNextSequenceSend: (channel, next) => void sequences.set(channel, next),
    balance: (address, denom) => genesis.balances.get(address)?.get(denom) ?? 0n,
    account: (address) => {
      const account = accountsByAddress.get(address)
      return account ? { sequence: account.sequence, pubKey: account.pubKey } : undefined
    },
    setBalance(address, denom, amount) {
      const held = genesis.balances.get(address) ?? new Map<string, bigint>()
      held.set(denom, amount)
      genesis.balances.set(address, held)
    },
    setAccount(address, state) {
      const existing = accountsByAddress.get(address)
      if (existing) {
        existing.sequence = state.sequence
        existing.pubKey = state.pubKey
        return
      }
      const accountNumber = genesis.accounts.reduce((max, account) => (account.accountNumber > max ? account.accountNumber : max), -1n) + 1n
      const created: DevnetAccount = { address, accountNumber, sequence: state.sequence, pubKey: state.pubKey, kind: 'base' }
      genesis.accounts.push(created)
      accountsByAddress.set(address, created)
    },
  }
}

/** Changes over a parent ledger, kept apart until `commit()`. */
export class Overlay implements Ledger {
  private readonly balances = new Map<string, Map<string, bigint>>()
  private readonly accounts = new Map<string, AccountState>()
  private readonly sequences = new Map<string, bigint>()
  constructor(private readonly parent: Ledger) {}
  balance(address: string, denom: string): bigint {
    return this.balances.get(address)?.get(denom) ?? this.parent.balance(address, denom)
  }
  locked(address: string, denom: string): bigint {
    return this.parent.locked(address, denom)
  }
  nextSequenceSend(channel: string): bigint {
    return this.sequences.get(channel) ?? this.parent.nextSequenceSend(channel)
  }
  setNextSequenceSend(channel: string, next: bigint): void {
    this.sequences.set(channel, next)
  }
  account(address: string): AccountState | undefined {
    return this.accounts.get(address) ?? this.parent.account(address)
  }
  setBalance(address: string, denom: string, amount: bigint): void {
    const held = this.balances.get(address) ?? new Map<string, bigint>()
    held.set(denom, amount)
    this.balances.set(address, held)
  }
  setAccount(address: string, state: AccountState): void {
    this.accounts.set(address, { ...state })
  }
  /**
   * Moves coins, as the bank keeper does; a receiver the chain has not seen gets an account.
   * Only the spendable part of a balance moves: what vesting still locks stays.
   */
  move(from: string, to: string, coins: readonly Amount[]): void {
    for (const coin of coins) {
      const held = this.balance(from, coin.denom)
      const locked = this.locked(from, coin.denom)
      const spendable = held > locked ? held - locked : 0n
      if (spendable < coin.amount) {
        throw new TxFailure(5, 'sdk', `spendable balance ${spendable}${coin.denom} is smaller than ${coin.amount}${coin.denom}: insufficient funds`)
      }
      this.setBalance(from, coin.denom, held - coin.amount)
      this.setBalance(to, coin.denom, this.balance(to, coin.denom) + coin.amount)
    }
    if (!this.account(to)) this.setAccount(to, { sequence: 0n, pubKey: null })
  }
  commit(): void {
    for (const [address, held] of this.balances) for (const [denom, amount] of held) this.parent.setBalance(address, denom, amount)
    for (const [address, state] of this.accounts) this.parent.setAccount(address, state)
    for (const [channel, next] of this.sequences) this.parent.setNextSequenceSend(channel, next)
  }
}

/** A transaction or message refused by the chain: its ABCI code, codespace and log. */
export class TxFailure extends Error {
  constructor(
    readonly code: number,
    readonly codespace: string,
    message: string,
  ) {
    super(message)
  }
}
