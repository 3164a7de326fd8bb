import type { DevnetAccount, GenesisState } from './state.ts'

// State: the genesis maps, and overlays that collect changes until committed.

/** An amount of one denom, in base units. */
export type Amount = { denom: string; amount: bigint }
/** What the ante handler reads and writes of an account. */
export type AccountState = { sequence: bigint; pubKey: string | null }

/** Balances and accounts as a transaction sees them. */
export interface Ledger {
  balance(address: string, denom: string): bigint
  account(address: string): AccountState | undefined
  setBalance(address: string, denom: string, amount: bigint): void
  /** Sets an account's sequence and key; creates a base account for an address the chain has not seen. */
  setAccount(address: string, state: AccountState): void
}

/** The ledger over the genesis maps themselves: writing to it changes the chain. */
export function genesisLedger(genesis: GenesisState, accountsByAddress: Map<string, DevnetAccount>): Ledger {
  return {
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
  constructor(private readonly parent: Ledger) {}
  balance(address: string, denom: string): bigint {
    return this.balances.get(address)?.get(denom) ?? this.parent.balance(address, denom)
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
  /** Moves coins, as the bank keeper does; a receiver the chain has not seen gets an account. */
  move(from: string, to: string, coins: readonly Amount[]): void {
    for (const coin of coins) {
      const held = this.balance(from, coin.denom)
      if (held < coin.amount) {
        throw new TxFailure(5, 'sdk', `spendable balance ${held}${coin.denom} is smaller than ${coin.amount}${coin.denom}: insufficient funds`)
      }
      this.setBalance(from, coin.denom, held - coin.amount)
      this.setBalance(to, coin.denom, this.balance(to, coin.denom) + coin.amount)
    }
    if (!this.account(to)) this.setAccount(to, { sequence: 0n, pubKey: null })
  }
  commit(): void {
    for (const [address, held] of this.balances) for (const [denom, amount] of held) this.parent.setBalance(address, denom, amount)
    for (const [address, state] of this.accounts) this.parent.setAccount(address, state)
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
