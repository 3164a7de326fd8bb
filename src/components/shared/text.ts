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
