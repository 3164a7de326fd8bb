const maxSafeDigits = String(Number.MAX_SAFE_INTEGER)

/**
 * Parses JSON like `JSON.parse`, except that an integer number too large for a
 * JavaScript number (beyond 2^53 − 1) becomes its exact decimal string instead
 * of a rounded float: `{"amount": 12345678901234567891}` gives
 * `{ amount: "12345678901234567891" }`. Gateways send 64-bit values as strings,
 * but message fields of unvalidated JSON (a transaction's messages) may carry
 * them as numbers, and a rounded amount shown to a person is wrong. Linear in
 * the text; text without a run of 16 digits that could start a number token
 * goes straight to `JSON.parse`.
 *
 * @example
 * ```ts
 * parseJsonLossless('{"amount":12345678901234567891,"n":5}') // { amount: "12345678901234567891", n: 5 }
 * ```
 */
export function parseJsonLossless(text: string): unknown {
  if (!unsafeIntegerCandidate.test(text)) return JSON.parse(text) as unknown
  return JSON.parse(quoteUnsafeIntegers(text)) as unknown
}

// A run of 16 digits where a number token can start: after `:`, `,` or `[`, with whitespace or a
// minus sign between. Runs inside hashes and decimal strings (after a letter or a quote) do not
// match; one inside a string that looks like a token ("balance: 21404492816732258336") only costs
// the careful pass. One regex test: about 4 ms over a 6.4 MB page, against 40 ms for JSON.parse.
const unsafeIntegerCandidate = /[:,[][\s-]*\d{16}/

// One pass over the text: strings are skipped whole (digits inside them are never touched), and
// numbers with a fraction or exponent are left alone, so only plain integer tokens are rewritten.
function quoteUnsafeIntegers(text: string): string {
  let out = ''
  let copied = 0
  let index = 0
  const length = text.length
  while (index < length) {
    const code = text.charCodeAt(index)
    if (code === quote) {
      index = endOfString(text, index)
      continue
    }
    if (code === minus || isDigit(code)) {
      const start = index
      index++
      while (index < length && isDigit(text.charCodeAt(index))) index++
      const next = text.charCodeAt(index)
      if (next === dot || next === 0x65 || next === 0x45) {
        while (index < length && isNumberPart(text.charCodeAt(index))) index++
        continue
      }
      const token = text.slice(start, index)
      if (isUnsafeInteger(token)) {
        out += `${text.slice(copied, start)}"${token}"`
        copied = index
      }
      continue
    }
    index++
  }
  return copied === 0 ? text : out + text.slice(copied)
}

const quote = 0x22
const backslash = 0x5c
const minus = 0x2d
const dot = 0x2e
const isDigit = (code: number) => code >= 0x30 && code <= 0x39
const isNumberPart = (code: number) => isDigit(code) || code === dot || code === minus || code === 0x2b || code === 0x65 || code === 0x45

// Index just past the string that opens at `start` (or the text's end when it never closes).
function endOfString(text: string, start: number): number {
  let index = start + 1
  for (;;) {
    const close = text.indexOf('"', index)
    if (close === -1) return text.length
    let backslashes = 0
    while (close - backslashes - 1 > start && text.charCodeAt(close - backslashes - 1) === backslash) backslashes++
    if (backslashes % 2 === 0) return close + 1
    index = close + 1
  }
}

function isUnsafeInteger(token: string): boolean {
  const digits = token.charCodeAt(0) === minus ? token.slice(1) : token
  // A leading zero is not JSON: leave it for JSON.parse to refuse.
  if (digits.length < maxSafeDigits.length || digits.charCodeAt(0) === 0x30) return false
  return digits.length > maxSafeDigits.length || digits > maxSafeDigits
}
