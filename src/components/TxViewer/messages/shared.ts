import type { ReactNode } from 'react'
import { formatAmount } from '../../../core/format.ts'
import { asText } from '../decode.ts'
import type { MessageHelpers } from '../messageTypes.ts'
import { pluralTemplate, type PluralStringKey } from '../text.tsx'

// What the message modules share.

/** A signer field as a list of one address, or none when it is empty. */
export const one = (value: unknown) => {
  const text = asText(value)
  return text ? [text] : []
}

/**
 * A template with a `{count}` (`{count} bytes`) in the locale's plural form, the count formatted
 * in the locale; `values` fill its other placeholders.
 */
export function counted(h: MessageHelpers, key: PluralStringKey, count: number, values?: Readonly<Record<string, ReactNode>>): ReactNode {
  return h.fill(pluralTemplate(h.strings, key, count, h.locale), { ...values, count: formatAmount(String(count), { locale: h.locale }) })
}
