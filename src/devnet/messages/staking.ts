import { formatDec } from '../decimal.ts'
import { TxFailure } from '../ledger.ts'
import { type CoinJson } from '../protoJson.ts'
import { msgResponse } from '../protobuf.ts'
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

// The staking module's message: MsgDelegate.

const delegateTypeUrl = '/cosmos.staking.v1beta1.MsgDelegate'

const delegate: MessageHandler = {
  signer: (message) => text(message.delegator_address),
  execute(message, { ledger, genesis, signer, actionEvent }) {
    const validatorAddress = text(message.validator_address)
    const validator = genesis.validators.find((candidate) => candidate.operatorAddress === validatorAddress)
    if (!validator) throw new TxFailure(3, 'staking', 'validator does not exist')
    const coins = amounts([message.amount as CoinJson])
    if (coins[0]!.denom !== 'akii') {
      throw new TxFailure(18, 'sdk', `invalid coin denomination: got ${coins[0]!.denom}, expected akii: invalid request`)
    }
    const pool = moduleAddress(genesis, 'bonded_tokens_pool')
    ledger.move(signer, pool, coins)
    return {
      events: [
        ...transferEvents(signer, pool, coins),
        event('delegate', {
          validator: validatorAddress,
          amount: coinsText(coins),
          new_shares: formatDec(coins[0]!.amount * 10n ** 18n),
        }),
        actionEvent('staking'),
      ],
      response: msgResponse(delegateTypeUrl),
    }
  },
}

/** The staking messages the devnet runs, by type URL. */
export const stakingMessages: Readonly<Record<string, MessageHandler>> = {
  [delegateTypeUrl]: delegate,
}

/** A delegation of a share of the signer's akii to a random validator. */
export const generateDelegate: MessageGenerator = (context) => {
  const { genesis, random, signer, balanceOf, share } = context
  if (balanceOf('akii') <= 1000n) return undefined
  return {
    '@type': delegateTypeUrl,
    delegator_address: signer.address,
    validator_address: random.pick(genesis.validators).operatorAddress,
    amount: coin('akii', share(balanceOf('akii'))),
  }
}
