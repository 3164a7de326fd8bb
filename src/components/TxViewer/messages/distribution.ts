import type { MessageRegistryEntry } from '../messageTypes.ts'
import { one } from './shared.ts'

// The distribution module: reward withdrawal.

const withdrawRewardsEntry: MessageRegistryEntry = {
  label: (s) => s.labelWithdrawRewards,
  summary: (m, h) => h.fill(h.strings.summaryWithdrawRewards, { validator: h.short(m.validator_address) }),
  render: (m, h) =>
    h.fields([
      [h.strings.delegator, h.address(m.delegator_address)],
      [h.strings.validator, h.address(m.validator_address)],
    ]),
  signers: (m) => one(m.delegator_address),
}

/** How the distribution messages are shown, by type URL. */
export function distributionMessageEntries(): Readonly<Record<string, MessageRegistryEntry>> {
  return {
    '/cosmos.distribution.v1beta1.MsgWithdrawDelegatorReward': withdrawRewardsEntry,
  }
}
