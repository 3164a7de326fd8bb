import { asArray } from '../decode.ts'
import type { MessageRegistryEntry } from '../messageTypes.ts'
import { counted, one } from './shared.ts'

// The authz module: exec, whose nested messages render through the same registry.

const execEntry: MessageRegistryEntry = {
  label: (s) => s.labelExec,
  summary: (m, h) =>
    counted(h, 'summaryExec', asArray(m.msgs).length, { grantee: h.short(m.grantee) }),
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
