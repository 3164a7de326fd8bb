import { asText } from '../decode.ts'
import type { MessageRegistryEntry } from '../messageTypes.ts'
import type { TxViewerStrings } from '../strings.ts'
import { one } from './shared.ts'

// The governance module: votes, v1beta1 and v1.

/** The words of a governance vote option, by enum name or number. */
export function voteOptionText(option: unknown, strings: TxViewerStrings): string | undefined {
  switch (asText(option)) {
    case 'VOTE_OPTION_YES':
    case '1':
      return strings.voteYes
    case 'VOTE_OPTION_ABSTAIN':
    case '2':
      return strings.voteAbstain
    case 'VOTE_OPTION_NO':
    case '3':
      return strings.voteNo
    case 'VOTE_OPTION_NO_WITH_VETO':
    case '4':
      return strings.voteNoWithVeto
    default:
      return undefined
  }
}

const voteEntry: MessageRegistryEntry = {
  label: (s) => s.labelVote,
  summary: (m, h) =>
    h.fill(h.strings.summaryVote, {
      option: voteOptionText(m.option, h.strings) ?? h.inline(m.option),
      proposal: h.fill(h.strings.proposalNumber, { id: h.inline(m.proposal_id) }),
    }),
  render: (m, h) =>
    h.fields([
      [h.strings.proposal, h.fill(h.strings.proposalNumber, { id: h.text(m.proposal_id) })],
      [h.strings.option, voteOptionText(m.option, h.strings) ?? h.text(m.option)],
      [h.strings.voter, h.address(m.voter)],
      asText(m.metadata) !== '' && [h.strings.metadata, h.text(m.metadata)],
    ]),
  signers: (m) => one(m.voter),
}

/** How the governance messages are shown, by type URL. */
export function govMessageEntries(): Readonly<Record<string, MessageRegistryEntry>> {
  return {
    '/cosmos.gov.v1beta1.MsgVote': voteEntry,
    '/cosmos.gov.v1.MsgVote': voteEntry,
  }
}
