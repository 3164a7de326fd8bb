import { formatDec } from '../decimal.ts'
import { TxFailure } from '../ledger.ts'
import { msgResponse } from '../protobuf.ts'
import { event, text, type MessageGenerator, type MessageHandler } from './shared.ts'

// The oracle module's message: MsgAggregateExchangeRateVote, sent by a validator's feeder.

const aggregateVoteTypeUrl = '/kiichain.oracle.MsgAggregateExchangeRateVote'

const aggregateVote: MessageHandler = {
  signer: (message) => text(message.feeder),
  execute(message, { genesis, signer, actionEvent }) {
    const validatorAddress = text(message.validator)
    const validator = genesis.validators.find((candidate) => candidate.operatorAddress === validatorAddress)
    if (!validator) throw new TxFailure(3, 'staking', 'validator does not exist')
    if (validator.feeder !== signer) {
      throw new TxFailure(8, 'oracle', `${signer} is not the feeder of ${validatorAddress}: unauthorized voter`)
    }
    const exchangeRates = text(message.exchange_rates)
    if (!/^\d+(\.\d+)?[a-z][a-z0-9/]*(,\d+(\.\d+)?[a-z][a-z0-9/]*)*$/.test(exchangeRates)) {
      throw new TxFailure(3, 'oracle', `${exchangeRates}: invalid exchange rate`)
    }
    return {
      events: [
        event('aggregate_vote', { voter: validatorAddress, exchange_rates: exchangeRates, feeder: signer }),
        actionEvent('oracle'),
      ],
      response: msgResponse(aggregateVoteTypeUrl),
    }
  },
}

/** The oracle messages the devnet runs, by type URL. */
export const oracleMessages: Readonly<Record<string, MessageHandler>> = {
  [aggregateVoteTypeUrl]: aggregateVote,
}

/**
 * The vote of the validator whose feeder the signer is, with the rates the oracle serves
 * after this block (the vote period is one block); none when the signer feeds none.
 */
export const generateOracleVote: MessageGenerator = ({ genesis, signer, oracleRates }) => {
  const feederOf = genesis.validators.find((validator) => validator.feeder === signer.address)
  if (!feederOf) return undefined
  return {
    '@type': aggregateVoteTypeUrl,
    exchange_rates: [...oracleRates().entries()].map(([rateDenom, rate]) => `${formatDec(rate)}${rateDenom}`).join(','),
    feeder: signer.address,
    validator: feederOf.operatorAddress,
  }
}
