import { accountPrefix, sha256Of, toBech32, toHexUpper } from '../../src/devnet/encoding.ts'
import { createRandom } from '../../src/devnet/random.ts'
import type { BalanceListCoin, BalanceListMetadata, BalanceListTrace, BlockExplorerRow, TxTableRow } from 'gatekit/components'

// Rows of the shape the connected tables build from gateway answers, made up front so that the
// benchmark times the components, not the data: bech32 addresses and 64-hex hashes, as the chain
// prints them, the same for every run (seeded).

const consensusPrefix = 'kiivalcons'
const messageTypes = [
  '/cosmos.bank.v1beta1.MsgSend',
  '/cosmos.staking.v1beta1.MsgDelegate',
  '/cosmos.distribution.v1beta1.MsgWithdrawDelegatorReward',
  '/ibc.applications.transfer.v1.MsgTransfer',
  '/cosmos.gov.v1beta1.MsgVote',
  '/cosmos.authz.v1beta1.MsgExec',
]
const blockTime = Date.UTC(2026, 2, 1, 12)

/** `count` blocks, newest first, from height `count + 1_200_000` down, five seconds apart. */
export function blockRows(count: number): BlockExplorerRow[] {
  const random = createRandom('bench-blocks')
  const proposers = Array.from({ length: 40 }, () => toBech32(consensusPrefix, random.bytes(20)))
  const top = 1_200_000 + count
  return Array.from({ length: count }, (_, index) => ({
    height: String(top - index),
    time: new Date(blockTime - index * 5_000).toISOString(),
    proposer: random.pick(proposers),
    txCount: random.int(0, 40),
  }))
}

/** `count` transaction search results, newest first: one to four messages, one in twenty failed, most with a memo. */
export function txRows(count: number): TxTableRow[] {
  const random = createRandom('bench-txs')
  const senders = Array.from({ length: 200 }, () => toBech32(accountPrefix, random.bytes(20)))
  return Array.from({ length: count }, (_, index) => {
    const failed = random.int(0, 19) === 0
    const messageCount = random.int(1, 4)
    const sender = random.pick(senders)
    return {
      hash: toHexUpper(sha256Of(`bench-tx-${index}`)),
      height: String(1_210_000 - Math.floor(index / 3)),
      time: new Date(blockTime - Math.floor(index / 3) * 5_000).toISOString(),
      messages: Array.from({ length: messageCount }, () => random.pick(messageTypes)),
      code: failed ? 5 : 0,
      codespace: failed ? 'sdk' : '',
      fee: [{ denom: 'akii', amount: (random.bigint(10n ** 16n) + 10n ** 15n).toString() }],
      memo: random.int(0, 2) === 0 ? '' : `payment ${index} from ${sender}`,
      gasUsed: String(random.int(60_000, 200_000)),
      gasWanted: '250000',
      rawLog: failed ? 'failed to execute message; message index: 0: insufficient funds' : '',
    }
  })
}

/** What a `BalanceListView` of `count` balances is given, as the connected `BalanceList` gives it. */
export type BalanceListData = {
  address: string
  balances: BalanceListCoin[]
  spendableBalances: BalanceListCoin[]
  metadata: Record<string, BalanceListMetadata>
  traces: Record<string, BalanceListTrace>
}

/**
 * `count` balances of one account in the gateway's order (by denom): native tokens with metadata
 * (18 or 6 decimals), IBC vouchers with their traces (most of their base denoms have metadata),
 * and factory tokens without any (shown raw); amounts up to 10^24 base units, a few partly locked.
 */
export function balanceListData(count: number): BalanceListData {
  const random = createRandom('bench-balances')
  const metadata: Record<string, BalanceListMetadata> = {}
  const traces: Record<string, BalanceListTrace> = {}
  const spendableBalances: BalanceListCoin[] = []
  const describe = (base: string, symbol: string, exponent: number): BalanceListMetadata => ({
    base,
    display: symbol.toLowerCase(),
    name: `${symbol} token`,
    symbol,
    description: `The ${symbol} token of the bench chain`,
    denom_units: [
      { denom: base, exponent: 0 },
      { denom: symbol.toLowerCase(), exponent },
    ],
  })
  const denoms = Array.from({ length: count }, (_, index) => {
    const kind = index % 4
    if (kind === 0) {
      const symbol = `TK${index}`
      const base = `${index % 8 === 0 ? 'a' : 'u'}${symbol.toLowerCase()}`
      metadata[base] = describe(base, symbol, index % 8 === 0 ? 18 : 6)
      return base
    }
    if (kind === 1 || kind === 2) {
      const denom = `ibc/${toHexUpper(sha256Of(`bench-voucher-${index}`))}`
      const baseDenom = `uvoucher${index}`
      traces[denom] = { path: `transfer/channel-${random.int(0, 120)}`, base_denom: baseDenom }
      if (kind === 1) metadata[baseDenom] = describe(baseDenom, `VCH${index}`, 6)
      return denom
    }
    return `factory/${toBech32(accountPrefix, random.bytes(20))}/token${index}`
  }).sort()
  const balances = denoms.map((denom) => {
    const amount = random.bigint(10n ** BigInt(random.int(4, 24))) + 1n
    const locked = random.int(0, 9) === 0 ? amount / 3n : 0n
    spendableBalances.push({ denom, amount: (amount - locked).toString() })
    return { denom, amount: amount.toString() }
  })
  return { address: toBech32(accountPrefix, random.bytes(20)), balances, spendableBalances, metadata, traces }
}
