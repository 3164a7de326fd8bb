import { Fragment, type ReactNode } from 'react'

/**
 * Fills `{name}` placeholders of a string template with elements (an amount, an
 * address), so that a translation decides the word order. A placeholder without
 * a value of its own in `values` stays as written. (`fillTemplate` in ./text.ts
 * fills a plain string; this one lives apart so that the views that only need
 * strings load no React here.)
 *
 * @example
 * ```tsx
 * fillNodes('{amount} to {to}', { amount: <AmountView {...coin} />, to: 'kii1…' })
 * ```
 */
export function fillNodes(template: string, values: Readonly<Record<string, ReactNode>>): ReactNode {
  const parts = template.split(/\{(\w+)\}/g)
  return parts.map((part, index) => {
    if (index % 2 === 0) return part === '' ? null : <Fragment key={index}>{part}</Fragment>
    return <Fragment key={index}>{Object.hasOwn(values, part) ? values[part] : `{${part}}`}</Fragment>
  })
}
