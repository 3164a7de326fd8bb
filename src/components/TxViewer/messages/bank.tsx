import { asArray, asCoins, asRecord, asText } from '../decode.ts'
import type { MessageRegistryEntry } from '../messageTypes.ts'
import { counted, one } from './shared.ts'

// The bank module: send and multi-send.

/** A send's fields (from, to, amount): the bank's, and the EVM module's send of the same shape. */
export const sendFields: NonNullable<MessageRegistryEntry['render']> = (m, h) =>
  h.fields([
    [h.strings.from, h.address(m.from_address)],
    [h.strings.to, h.address(m.to_address)],
    [h.strings.amount, h.amounts(m.amount)],
  ])

const sendEntry: MessageRegistryEntry = {
  label: (s) => s.labelSend,
  summary: (m, h) => h.fill(h.strings.summarySend, { amount: h.amounts(m.amount), from: h.short(m.from_address), to: h.short(m.to_address) }),
  render: sendFields,
  signers: (m) => one(m.from_address),
}

type BankIo = { address: string; coins: { denom: string; amount: string }[] }
const bankIo = (value: unknown): BankIo[] =>
  asArray(value).map((item) => ({ address: asText(asRecord(item)?.address), coins: asCoins(asRecord(item)?.coins) }))

const multiSendEntry: MessageRegistryEntry = {
  label: (s) => s.labelMultiSend,
  summary: (m, h) => {
    const inputs = bankIo(m.inputs)
    const outputs = bankIo(m.outputs)
    return counted(h, 'summaryMultiSend', outputs.length, {
      amount: h.amounts(inputs.flatMap((input) => input.coins)),
      from: h.short(inputs[0]?.address),
    })
  },
  render: (m, h) => {
    const table = (caption: string, rows: BankIo[]) =>
      h.table(
        caption,
        [h.strings.addressColumn, h.strings.amount],
        rows.map((row) => [h.address(row.address), h.amounts(row.coins)]),
      )
    return (
      <>
        {table(h.strings.inputs, bankIo(m.inputs))}
        {table(h.strings.outputs, bankIo(m.outputs))}
      </>
    )
  },
  signers: (m) => bankIo(m.inputs).map((input) => input.address),
}

/** How the bank messages are shown, by type URL. */
export function bankMessageEntries(): Readonly<Record<string, MessageRegistryEntry>> {
  return {
    '/cosmos.bank.v1beta1.MsgSend': sendEntry,
    '/cosmos.bank.v1beta1.MsgMultiSend': multiSendEntry,
  }
}
