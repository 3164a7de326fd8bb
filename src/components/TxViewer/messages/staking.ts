import type { MessageRegistryEntry } from '../messageTypes.ts'
import type { TxViewerStrings } from '../strings.ts'
import { one } from './shared.ts'

// The staking module: delegate, undelegate and redelegate.

const delegateEntry = (label: (s: TxViewerStrings) => string, summary: (s: TxViewerStrings) => string): MessageRegistryEntry => ({
  label,
  summary: (m, h) => h.fill(summary(h.strings), { amount: h.amount(m.amount), validator: h.short(m.validator_address) }),
  render: (m, h) =>
    h.fields([
      [h.strings.delegator, h.address(m.delegator_address)],
      [h.strings.validator, h.address(m.validator_address)],
      [h.strings.amount, h.amount(m.amount)],
    ]),
  signers: (m) => one(m.delegator_address),
})

const redelegateEntry: MessageRegistryEntry = {
  label: (s) => s.labelRedelegate,
  summary: (m, h) =>
    h.fill(h.strings.summaryRedelegate, {
      amount: h.amount(m.amount),
      source: h.short(m.validator_src_address),
      destination: h.short(m.validator_dst_address),
    }),
  render: (m, h) =>
    h.fields([
      [h.strings.delegator, h.address(m.delegator_address)],
      [h.strings.sourceValidator, h.address(m.validator_src_address)],
      [h.strings.destinationValidator, h.address(m.validator_dst_address)],
      [h.strings.amount, h.amount(m.amount)],
    ]),
  signers: (m) => one(m.delegator_address),
}

/** How the staking messages are shown, by type URL. */
export function stakingMessageEntries(): Readonly<Record<string, MessageRegistryEntry>> {
  return {
    '/cosmos.staking.v1beta1.MsgDelegate': delegateEntry((s) => s.labelDelegate, (s) => s.summaryDelegate),
    '/cosmos.staking.v1beta1.MsgUndelegate': delegateEntry((s) => s.labelUndelegate, (s) => s.summaryUndelegate),
    '/cosmos.staking.v1beta1.MsgBeginRedelegate': redelegateEntry,
  }
}
