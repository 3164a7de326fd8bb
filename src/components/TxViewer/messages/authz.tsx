import { formatAmount } from '../../../core/format.ts'
import { asArray } from '../decode.ts'
import type { MessageRegistryEntry } from '../messageTypes.ts'
import { pluralTemplate } from '../text.tsx'
import { one } from './shared.ts'

// The authz module: exec, whose nested messages render through the same registry.

const execEntry: MessageRegistryEntry = {
  label: (s) => s.labelExec,
  summary: (m, h) =>
    h.fill(pluralTemplate(h.strings, 'summaryExec', asArray(m.msgs).length, h.locale), {
      count: formatAmount(String(asArray(m.msgs).length), { locale: h.locale }),
      grantee: h.short(m.grantee),
    }),
  render: (m, h) => (
    <>
      {h.fields([[h.strings.grantee, h.address(m.grantee)]])}
      {h.messages(m.msgs)}
    </>
  ),
  signers: (m) => one(m.grantee),
}

/** How the authz messages are shown, by type URL. */
export function authzMessageEntries(): Readonly<Record<string, MessageRegistryEntry>> {
  return {
    '/cosmos.authz.v1beta1.MsgExec': execEntry,
  }
}
