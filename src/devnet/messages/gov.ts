import { TxFailure } from '../ledger.ts'
import { msgResponse } from '../protobuf.ts'
import { event, text, type MessageGenerator, type MessageHandler } from './shared.ts'

// The governance module's message: MsgVote (v1beta1).

const voteTypeUrl = '/cosmos.gov.v1beta1.MsgVote'

/** Proposals 1 to 12 are in their voting period on the devnet. */
const votingProposals = { first: 1n, last: 12n }

const voteOptions = ['VOTE_OPTION_YES', 'VOTE_OPTION_NO', 'VOTE_OPTION_ABSTAIN', 'VOTE_OPTION_NO_WITH_VETO']

const vote: MessageHandler = {
  signer: (message) => text(message.voter),
  execute(message, { actionEvent }) {
    const proposalId = BigInt(text(message.proposal_id) || '0')
    if (proposalId < votingProposals.first || proposalId > votingProposals.last) {
      throw new TxFailure(2, 'gov', `${proposalId}: unknown proposal`)
    }
    const option = text(message.option)
    if (!voteOptions.includes(option)) {
      throw new TxFailure(8, 'gov', `${option}: invalid vote option`)
    }
    return {
      events: [
        event('proposal_vote', {
          option: JSON.stringify({ option, weight: '1.000000000000000000' }),
          proposal_id: proposalId.toString(),
        }),
        actionEvent('governance'),
      ],
      response: msgResponse(voteTypeUrl),
    }
  },
}

/** The governance messages the devnet runs, by type URL. */
export const govMessages: Readonly<Record<string, MessageHandler>> = {
  [voteTypeUrl]: vote,
}

/** A vote of a random option on a proposal in its voting period. */
export const generateVote: MessageGenerator = ({ random, signer }) => ({
  '@type': voteTypeUrl,
  proposal_id: String(random.int(1, 12)),
  voter: signer.address,
  option: random.pick(voteOptions),
})
