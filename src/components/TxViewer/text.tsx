import { Fragment, forwardRef, useState, type HTMLAttributes, type ReactNode } from 'react'
import { cx } from '../shared/cx.ts'
import { fillTemplate } from '../shared/text.ts'
import { codePointName, splitHiddenCharacters } from '../../core/hiddenCharacters.ts'
import { useGatekitUI } from '../shared/GatekitUIProvider.tsx'
import { defaultTxViewerStrings, type TxViewerStrings } from './strings.ts'

/** Template keys of {@link TxViewerStrings} that have a `...One` twin for a count the locale calls "one". */
export type PluralStringKey = 'jsonItems' | 'jsonFields' | 'bytes' | 'summaryMultiSend' | 'summaryExec' | 'summaryOracleVote'

/**
 * The template for a count: the `...One` twin when the locale's plural rules say "one", else the key's own.
 *
 * @example
 * ```ts
 * pluralTemplate(defaultTxViewerStrings, 'jsonItems', 1, 'en') // "{count} item"
 * ```
 */
export function pluralTemplate(strings: TxViewerStrings, key: PluralStringKey, count: number, locale: string | undefined): string {
  return new Intl.PluralRules(locale).select(count) === 'one' ? strings[`${key}One`] : strings[key]
}

// Browsers lay out a very long unbroken word (a 1 MB memo of one character) in time that grows
// with the square of its length: minutes for a few hundred kilobytes. Runs of this many
// non-space characters get a <wbr> break opportunity every `longRunPiece` characters.
const longRun = /\S{240,}/g
const longRunPiece = 200

/**
 * Text as React children that a browser lays out quickly whatever its length:
 * long runs without spaces are split with `<wbr>` (which copies as nothing).
 */
export function breakableText(text: string): ReactNode {
  if (text.length < 240) return text
  const parts: ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(longRun)) {
    const start = match.index
    if (start > last) parts.push(text.slice(last, start))
    const run = match[0]
    let offset = 0
    while (offset < run.length) {
      let end = Math.min(offset + longRunPiece, run.length)
      const code = run.charCodeAt(end - 1)
      if (end < run.length && code >= 0xd800 && code <= 0xdbff) end -= 1
      parts.push(run.slice(offset, end))
      if (end < run.length) parts.push(<wbr key={`${start}:${end}`} />)
      offset = end
    }
    last = start + run.length
  }
  if (last === 0) return text
  if (last < text.length) parts.push(text.slice(last))
  return parts
}

/** Props of {@link ChainText}. */
export type ChainTextProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** Text exactly as the chain sent it. */
  value: string
  strings?: Partial<TxViewerStrings> | undefined
}

/**
 * Text from the chain, made inert: rendered as React text (never markup), isolated
 * with `<bdi>` so bidi overrides cannot reorder what surrounds it, and every
 * invisible control character shown as a visible `⟨U+202E⟩` marker.
 *
 * @example
 * ```tsx
 * <ChainText value={tx.body.memo} />
 * ```
 */
export const ChainText = /* @__PURE__ */ forwardRef<HTMLElement, ChainTextProps>(function ChainText({ value, strings: ownStrings, className, ...rest }, ref) {
  const { strings } = useGatekitUI(defaultTxViewerStrings, { strings: ownStrings })
  // Multi-line chain text (a memo, a log) keeps its tabs and line breaks; every other hidden character is marked.
  const parts = splitHiddenCharacters(value, { multiline: true })
  return (
    <bdi ref={ref} className={cx('gk-tx-viewer__chain-text', className)} {...rest}>
      {parts.length === 1
        ? breakableText(value)
        : parts.map((part, index) =>
            index % 2 === 0 ? (
              <Fragment key={index}>{breakableText(part)}</Fragment>
            ) : (
              <span key={index} className="gk-tx-viewer__hidden-char" title={fillTemplate(strings.hiddenCharacter, { code: codePointName(part) })}>
                {`⟨${codePointName(part)}⟩`}
              </span>
            ),
          )}
    </bdi>
  )
})

/** Counts code points without building an array (memos can be megabytes). */
export function countCharacters(value: string): number {
  let count = 0
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index)
    if (code >= 0xd800 && code <= 0xdbff && index + 1 < value.length) {
      const next = value.charCodeAt(index + 1)
      if (next >= 0xdc00 && next <= 0xdfff) index++
    }
    count++
  }
  return count
}

/** The start of a text, at most `limit` UTF-16 units and `lines` lines, never splitting a surrogate pair. */
export function clipText(value: string, limit: number, lines: number): string {
  let end = Math.min(value.length, limit)
  let breaks = 0
  for (let index = 0; index < end; index++) {
    if (value.charCodeAt(index) === 10 && ++breaks >= lines) {
      end = index
      break
    }
  }
  const last = value.charCodeAt(end - 1)
  if (end < value.length && last >= 0xd800 && last <= 0xdbff) end -= 1
  return value.slice(0, end)
}

/** Props of {@link LongText}. */
export type LongTextProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  value: string
  /** UTF-16 units shown before "Show all". Default 480. */
  limit?: number | undefined
  /** Lines shown before "Show all". Default 6. */
  lines?: number | undefined
  /** Names the scrollable full text for assistive technology (`Memo`). */
  label?: string | undefined
  locale?: string | undefined
  strings?: Partial<TxViewerStrings> | undefined
}

/**
 * Chain text that may be very long (a 1 MB memo, a contract's event value):
 * clipped to its start with a "Show all" toggle; shown in full inside a
 * scrollable, focusable box so it never stretches the layout.
 *
 * @example
 * ```tsx
 * <LongText value={memo} label="Memo" />
 * ```
 */
export const LongText = /* @__PURE__ */ forwardRef<HTMLDivElement, LongTextProps>(function LongText(
  { value, limit = 480, lines = 6, label, locale: ownLocale, strings: ownStrings, className, ...rest },
  ref,
) {
  const { strings, locale } = useGatekitUI(defaultTxViewerStrings, { strings: ownStrings, locale: ownLocale })
  const [expanded, setExpanded] = useState(false)
  const clipped = clipText(value, limit, lines)
  const isClipped = clipped.length < value.length
  if (!isClipped) {
    return (
      <div ref={ref} className={cx('gk-tx-viewer__long-text', className)} {...rest}>
        <ChainText value={value} strings={ownStrings} />
      </div>
    )
  }
  const count = new Intl.NumberFormat(locale).format(countCharacters(value))
  return (
    <div ref={ref} className={cx('gk-tx-viewer__long-text', className)} data-expanded={expanded} {...rest}>
      {expanded ? (
        <div className="gk-tx-viewer__long-text-full" role={label ? 'region' : undefined} aria-label={label} tabIndex={0}>
          <ChainText value={value} strings={ownStrings} />
        </div>
      ) : (
        <div className="gk-tx-viewer__long-text-clip">
          <ChainText value={clipped} strings={ownStrings} />
          <span aria-hidden="true">…</span>
        </div>
      )}
      <button type="button" className="gk-tx-viewer__toggle" aria-expanded={expanded} onClick={() => setExpanded((open) => !open)}>
        {expanded ? strings.showLess : fillTemplate(strings.showAll, { count })}
      </button>
    </div>
  )
})
