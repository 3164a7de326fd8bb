import { toBase64 } from './encoding.ts'
import { generateMultiSend, generateSend } from './messages/bank.ts'
import { generateVote } from './messages/gov.ts'
import { generateTransfer } from './messages/ibcTransfer.ts'
import { generateOracleVote } from './messages/oracle.ts'
import type { GenerateContext, MessageGenerator } from './messages/shared.ts'
import { generateDelegate } from './messages/staking.ts'
import { encodeTxJson } from './protobuf.ts'
import type { Random } from './random.ts'
import type { GenesisState } from './state.ts'

// Transactions the chain makes up: a random user signs one message of a
// random kind. One in twenty-five asks for more than the signer holds, so its
// message fails (the fee is still paid), as happens on a real chain.

/** akii per gas unit in the fees of the transactions the chain makes up. */
const gasPrice = 25_000_000_000n

/** Kinds of made-up messages, sends weighted three times. */
const kinds = ['send', 'send', 'send', 'multisend', 'transfer', 'delegate', 'vote', 'oracle'] as const

const generators: Record<(typeof kinds)[number], MessageGenerator> = {
  send: generateSend,
  multisend: generateMultiSend,
  transfer: generateTransfer,
  delegate: generateDelegate,
  vote: generateVote,
  oracle: generateOracleVote,
}

/** `TxRaw` bytes of a made-up transaction, signed by a random user of the genesis. */
export function generateTx(context: {
  genesis: GenesisState
  random: Random
  height: bigint
  oracleRates: () => ReadonlyMap<string, bigint>
}): Uint8Array {
  const { genesis, random, height, oracleRates } = context
  const users = genesis.accounts.filter((account) => account.kind !== 'module' && account.pubKey !== null)
  const signer = random.pick(users)
  const held = genesis.balances.get(signer.address) ?? new Map<string, bigint>()
  const spendable = [...held.entries()].filter(([, amount]) => amount > 100n)
  const [denom, available] = spendable.length > 0 ? random.pick(spendable) : ['akii', 0n]
  const failed = random.int(1, 25) === 1
  const kind = random.pick(kinds)
  const generate: GenerateContext = {
    genesis,
    random,
    height,
    oracleRates,
    signer,
    balanceOf: (balanceDenom) => held.get(balanceDenom) ?? 0n,
    denom,
    available,
    share: (amount) => (failed ? amount + 1n : (amount / 1000n) * BigInt(random.int(1, 9)) + 1n),
    other: () => random.pick(users.filter((account) => account.address !== signer.address)).address,
  }
  const message = generators[kind](generate) ?? generateSend(generate)

  const gasWanted = BigInt(random.int(80_000, 250_000))
  const memo = random.next() < 0.3 ? random.pick(['', 'gm', 'thanks for lunch', 'invoice #2041', 'zap 🎈']) : ''
  return encodeTxJson({
    body: { messages: [message], memo, timeout_height: '0', extension_options: [], non_critical_extension_options: [] },
    auth_info: {
      signer_infos: [
        {
          public_key: { '@type': '/cosmos.crypto.secp256k1.PubKey', key: signer.pubKey },
          mode_info: { single: { mode: 'SIGN_MODE_DIRECT' } },
          sequence: signer.sequence.toString(),
        },
      ],
      fee: { amount: [{ denom: 'akii', amount: (gasWanted * gasPrice).toString() }], gas_limit: gasWanted.toString(), payer: '', granter: '' },
      tip: null,
    },
    signatures: [toBase64(random.bytes(64))],
  })
}
