// The one definition of the characters gatekit never shows as they are, because they change how
// text reads without being seen: every Unicode Default_Ignorable_Code_Point (soft hyphen U+00AD,
// combining grapheme joiner U+034F, Hangul fillers U+115F–U+1160, U+3164 and U+FFA0, Khmer vowels
// U+17B4–U+17B5, Mongolian selectors U+180B–U+180F, zero-width characters and directional marks
// U+200B–U+200F, bidi embeddings and overrides U+202A–U+202E, invisible operators and isolates
// U+2060–U+206F, variation selectors U+FE00–U+FE0F, the BOM U+FEFF, U+FFF0–U+FFF8, shorthand format
// controls U+1BCA0–U+1BCA3, musical format controls U+1D173–U+1D17A, tag characters and the
// variation selectors supplement U+E0000–U+E0FFF), the Arabic letter mark U+061C, the line and
// paragraph separators U+2028–U+2029, and C0 and C1 control characters. `usdc\u00AD`, `usdc\u3164`
// and `usdc` followed by tag characters would otherwise read exactly as `usdc`.
const alwaysHidden =
  '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F' +
  '\\u200B-\\u200F\\u2028-\\u202E\\u2060-\\u206F\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF0-\\uFFF8' +
  '\\u{1BCA0}-\\u{1BCA3}\\u{1D173}-\\u{1D17A}\\u{E0000}-\\u{E0FFF}'
// Tab, line feed and carriage return: hidden in an identifier, kept in multi-line text (a memo).
const lineBreaks = '\\t\\n\\r'

// The classes hold combining marks and variation selectors (U+034F, U+FE00–U+FE0F) on purpose, each
// matched alone, which is what the lint rule warns about for literal text.
// eslint-disable-next-line no-misleading-character-class -- single combining code points are the point
const hiddenSingleLine = new RegExp(`([${alwaysHidden}${lineBreaks}])`, 'u')
// eslint-disable-next-line no-misleading-character-class -- as above
const hiddenMultiLine = new RegExp(`([${alwaysHidden}])`, 'u')

/** Options of the hidden-character helpers. */
export type HiddenCharacterOptions = {
  /** Text shown on several lines (a memo, a log): tab, line feed and carriage return stay as they are. Default false. */
  multiline?: boolean | undefined
}

function patternFor(options: HiddenCharacterOptions | undefined): RegExp {
  return options?.multiline ? hiddenMultiLine : hiddenSingleLine
}

/**
 * Whether a character (one code point) is one gatekit never shows as it is: a Unicode
 * default-ignorable code point, a bidi control, a control character, a line or paragraph
 * separator (tab and line breaks too, unless `multiline`).
 *
 * @example
 * ```ts
 * isHiddenCharacter('\u00AD') // true
 * isHiddenCharacter('\n', { multiline: true }) // false
 * isHiddenCharacter('a') // false
 * ```
 */
export function isHiddenCharacter(character: string, options?: HiddenCharacterOptions): boolean {
  return patternFor(options).test(character)
}

/**
 * Splits text into runs of visible text (even indexes, maybe empty) and single hidden
 * characters (odd indexes), for renderers that mark each hidden character up. Linear in the text.
 *
 * @example
 * ```ts
 * splitHiddenCharacters('usdc\u3164') // ['usdc', '\u3164', '']
 * ```
 */
export function splitHiddenCharacters(value: string, options?: HiddenCharacterOptions): string[] {
  return value.split(patternFor(options))
}

/**
 * The `U+XXXX` name of a character's first code point.
 *
 * @example
 * ```ts
 * codePointName('\u{E0041}') // "U+E0041"
 * ```
 */
export function codePointName(character: string): string {
  return `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`
}

/**
 * Replaces every hidden character (see {@link isHiddenCharacter}) with what `replace` returns
 * for it; text without one is returned as it is.
 *
 * @example
 * ```ts
 * replaceHiddenCharacters('a\u200Bb', (character) => `\\u{${character.codePointAt(0)!.toString(16)}}`) // "a\\u{200b}b"
 * ```
 */
export function replaceHiddenCharacters(value: string, replace: (character: string) => string, options?: HiddenCharacterOptions): string {
  const parts = splitHiddenCharacters(value, options)
  if (parts.length === 1) return value
  let result = ''
  for (let index = 0; index < parts.length; index++) result += index % 2 === 0 ? parts[index]! : replace(parts[index]!)
  return result
}

/**
 * Makes hidden characters visible as `⟨U+202E⟩`, so that an identifier from the chain (a denom,
 * an address, a port id) cannot reorder or hide parts of itself or of the text around it (a
 * right-to-left override turning `kii1evil` into `live1iik`), nor pass for another (`usdc\u00AD`
 * for `usdc`). Everything else is returned as it is.
 *
 * @example
 * ```ts
 * revealHiddenCharacters('transfer\u202Elive') // "transfer⟨U+202E⟩live"
 * revealHiddenCharacters('usdc\u{E0041}') // "usdc⟨U+E0041⟩"
 * revealHiddenCharacters('transfer') // "transfer"
 * ```
 */
export function revealHiddenCharacters(value: string, options?: HiddenCharacterOptions): string {
  return replaceHiddenCharacters(value, (character) => `⟨${codePointName(character)}⟩`, options)
}
