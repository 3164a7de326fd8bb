/**
 * Fills `{name}` placeholders of a user-facing string; unknown placeholders stay as written.
 *
 * @example
 * ```ts
 * fillTemplate('{count} new blocks', { count: 3 }) // "3 new blocks"
 * ```
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole))
}

// Code points that change how text around them is shown without being seen themselves: C0 and C1
// controls, bidi embeddings, overrides, isolates and marks, zero-width characters and the BOM.
// Identifiers from the chain (addresses, hashes, port and channel ids, denoms) never legitimately contain them.
function isHidden(codePoint: number): boolean {
  return (
    codePoint <= 0x1f ||
    (codePoint >= 0x7f && codePoint <= 0x9f) ||
    codePoint === 0x61c ||
    (codePoint >= 0x200b && codePoint <= 0x200f) ||
    (codePoint >= 0x202a && codePoint <= 0x202e) ||
    (codePoint >= 0x2060 && codePoint <= 0x2069) ||
    codePoint === 0xfeff
  )
}

/**
 * Makes invisible formatting characters visible as `⟨U+202E⟩`, so that an
 * identifier from the chain cannot reorder or hide parts of itself or of the
 * text around it (a right-to-left override turning `kii1evil` into `live1iik`).
 * Everything else is returned as it is; the result is still rendered as text.
 *
 * @example
 * ```ts
 * revealHiddenCharacters('transfer\u202Elive') // "transfer⟨U+202E⟩live"
 * revealHiddenCharacters('transfer') // "transfer"
 * ```
 */
export function revealHiddenCharacters(value: string): string {
  let result = ''
  let changed = false
  for (const character of value) {
    const codePoint = character.codePointAt(0)!
    if (isHidden(codePoint)) {
      result += `⟨U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}⟩`
      changed = true
    } else {
      result += character
    }
  }
  return changed ? result : value
}

