// JSON for people: indented, 64-bit safe, and bounded in depth (pure, no React).

/** Levels of nesting {@link toPrettyJson} and the JSON tree show before cutting. */
export const jsonDisplayMaxDepth = 64

/** Options of {@link toPrettyJson}. */
export type PrettyJsonOptions = {
  /** Levels of objects and arrays written; deeper ones become the `deeper` text. Default 64. */
  maxDepth?: number | undefined
  /** Stands in for what is cut, as a JSON string; `{levels}` is `maxDepth`. */
  deeper?: string | undefined
}

/**
 * Pretty JSON (two-space indent, as `JSON.stringify(value, null, 2)`) of any value: bigints as
 * strings, and objects nested deeper than `maxDepth` replaced by the string
 * `"… nested deeper than 64 levels"`, so it never throws on chain data (JSON.stringify overflows
 * the stack on a 10,000-deep value) and stays linear in the input. A value met again inside itself
 * is written `"[circular]"`.
 *
 * @example
 * ```ts
 * toPrettyJson({ a: [1n] }) // '{\n  "a": [\n    "1"\n  ]\n}'
 * ```
 */
export function toPrettyJson(value: unknown, { maxDepth = jsonDisplayMaxDepth, deeper = '… nested deeper than {levels} levels' }: PrettyJsonOptions = {}): string {
  const cut = JSON.stringify(deeper.replace('{levels}', String(maxDepth)))
  const out: string[] = []
  const open = new Set<object>()
  // Recursion is bounded by `maxDepth`, not by the input.
  const write = (item: unknown, key: string, depth: number, indent: string): boolean => {
    let current = item
    if (current !== null && typeof current === 'object' && typeof (current as { toJSON?: unknown }).toJSON === 'function') {
      current = (current as { toJSON: (key: string) => unknown }).toJSON(key)
    }
    if (current instanceof Number || current instanceof String || current instanceof Boolean) current = current.valueOf()
    switch (typeof current) {
      case 'string':
        out.push(JSON.stringify(current))
        return true
      case 'bigint':
        out.push(JSON.stringify(current.toString()))
        return true
      case 'number':
        out.push(Number.isFinite(current) ? String(current) : 'null')
        return true
      case 'boolean':
        out.push(String(current))
        return true
      case 'object':
        break
      default:
        return false
    }
    if (current === null) {
      out.push('null')
      return true
    }
    const branch = current
    if (open.has(branch)) {
      out.push('"[circular]"')
      return true
    }
    const inner = `${indent}  `
    const isArray = Array.isArray(branch)
    const keys = isArray ? undefined : Object.keys(branch)
    const size = isArray ? branch.length : keys!.length
    if (size === 0) {
      out.push(isArray ? '[]' : '{}')
      return true
    }
    if (depth >= maxDepth) {
      out.push(cut)
      return true
    }
    open.add(branch)
    out.push(isArray ? '[' : '{')
    let first = true
    for (let index = 0; index < size; index++) {
      const name = isArray ? String(index) : keys![index]!
      const member = (branch as Record<string, unknown>)[name]
      const mark = out.length
      out.push(first ? `\n${inner}` : `,\n${inner}`)
      if (!isArray) out.push(`${JSON.stringify(name)}: `)
      if (write(member, name, depth + 1, inner)) {
        first = false
      } else if (isArray) {
        out.push('null')
        first = false
      } else {
        out.length = mark
      }
    }
    open.delete(branch)
    out.push(first ? (isArray ? ']' : '}') : `\n${indent}${isArray ? ']' : '}'}`)
    if (first && !isArray) out[out.length - 2] = '{'
    return true
  }
  return write(value, '', 0, '') ? out.join('') : ''
}
