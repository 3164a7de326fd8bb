import { asText } from '../decode.ts'

// What the message modules share.

/** A signer field as a list of one address, or none when it is empty. */
export const one = (value: unknown) => {
  const text = asText(value)
  return text ? [text] : []
}
