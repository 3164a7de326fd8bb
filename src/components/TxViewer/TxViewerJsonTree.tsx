import { forwardRef, useState, type HTMLAttributes } from 'react'
import { formatAmount, truncateMiddle } from '../../core/format.ts'
import { cx } from '../shared/cx.ts'
import { useGatekitUI } from '../shared/GatekitUIProvider.tsx'
import { defaultTxViewerStrings, type TxViewerStrings } from './strings.ts'
import { ChainText, LongText, pluralTemplate } from './text.tsx'
import { fillTemplate } from '../shared/text.ts'
import { jsonDisplayMaxDepth } from './prettyJson.ts'

/** Props of {@link TxViewerJsonTree}. */
export type TxViewerJsonTreeProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  /** Any JSON value: a message, a packet, a whole transaction. */
  value: unknown
  /** Name of the root (`Fields`); without it the root's members are listed directly. */
  label?: string | undefined
  /** Levels open at first. Default 1 (the root's members shown, deeper ones collapsed). */
  defaultExpandDepth?: number | undefined
  /** Members listed before "Show more" in a long object or array. Default 100. */
  pageSize?: number | undefined
  locale?: string | undefined
  strings?: Partial<TxViewerStrings> | undefined
}

type TreeSettings = { expandDepth: number; pageSize: number; locale: string | undefined; strings: TxViewerStrings }

const isBranch = (value: unknown): value is Record<string, unknown> | unknown[] => value !== null && typeof value === 'object'

function membersOf(value: Record<string, unknown> | unknown[]): [string, unknown][] {
  return Array.isArray(value) ? value.map((item, index) => [String(index), item]) : Object.entries(value)
}

// Without building the list of members: a branch with a million keys is checked in constant time.
function hasMembers(value: Record<string, unknown> | unknown[]): boolean {
  if (Array.isArray(value)) return value.length > 0
  for (const key in value) if (Object.hasOwn(value, key)) return true
  return false
}

function JsonKey({ name }: { name: string }) {
  return (
    <span className="gk-tx-viewer__json-key">
      <ChainText value={truncateMiddle(name, { head: 60, tail: 20 })} />
    </span>
  )
}

function JsonPrimitive({ value, settings }: { value: unknown; settings: TreeSettings }) {
  if (typeof value === 'string') {
    return (
      <div className="gk-tx-viewer__json-value" data-type="string">
        <LongText value={value} limit={240} lines={4} locale={settings.locale} strings={settings.strings} />
      </div>
    )
  }
  const type = value === null ? 'null' : typeof value
  const text = value === undefined ? 'undefined' : typeof value === 'bigint' ? value.toString() : JSON.stringify(value)
  return (
    <span className="gk-tx-viewer__json-value" data-type={type}>
      {text}
    </span>
  )
}

function JsonMembers({ value, depth, settings }: { value: Record<string, unknown> | unknown[]; depth: number; settings: TreeSettings }) {
  const [shown, setShown] = useState(settings.pageSize)
  const members = membersOf(value)
  return (
    <>
      <ul className="gk-tx-viewer__json-list">
        {members.slice(0, shown).map(([name, member]) => (
          <JsonNode key={name} name={name} value={member} depth={depth} settings={settings} />
        ))}
      </ul>
      {members.length > shown && (
        <button type="button" className="gk-tx-viewer__toggle" onClick={() => setShown((count) => count + settings.pageSize)}>
          {fillTemplate(settings.strings.jsonShowMore, { count: formatAmount(String(members.length - shown), { locale: settings.locale }) })}
        </button>
      )}
    </>
  )
}

function JsonBranch({ name, value, depth, settings }: { name: string; value: Record<string, unknown> | unknown[]; depth: number; settings: TreeSettings }) {
  const [open, setOpen] = useState(depth < settings.expandDepth)
  const size = Array.isArray(value) ? value.length : Object.keys(value).length
  const count = formatAmount(String(size), { locale: settings.locale })
  return (
    <details className="gk-tx-viewer__json-branch" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="gk-tx-viewer__json-summary">
        <JsonKey name={name} />{' '}
        <span className="gk-tx-viewer__json-count">
          {fillTemplate(pluralTemplate(settings.strings, Array.isArray(value) ? 'jsonItems' : 'jsonFields', size, settings.locale), { count })}
        </span>
      </summary>
      {/* Members render only while open, so a huge message costs nothing until asked for. */}
      {open && <JsonMembers value={value} depth={depth + 1} settings={settings} />}
    </details>
  )
}

function JsonNode({ name, value, depth, settings }: { name: string; value: unknown; depth: number; settings: TreeSettings }) {
  const branch = isBranch(value) && hasMembers(value)
  if (branch && depth <= jsonDisplayMaxDepth) {
    return (
      <li className="gk-tx-viewer__json-item">
        <JsonBranch name={name} value={value} depth={depth} settings={settings} />
      </li>
    )
  }
  return (
    <li className="gk-tx-viewer__json-item gk-tx-viewer__json-leaf">
      <JsonKey name={name} />
      <span className="gk-tx-viewer__json-colon">: </span>
      {/* Bounded like the raw JSON: a 10,000-deep value would otherwise nest 10,000 levels of elements. */}
      {branch ? (
        <span className="gk-tx-viewer__json-value" data-type="too-deep">
          {fillTemplate(settings.strings.jsonTooDeep, { levels: jsonDisplayMaxDepth })}
        </span>
      ) : isBranch(value) ? (
        <span className="gk-tx-viewer__json-value" data-type="empty">
          {Array.isArray(value) ? '[]' : '{}'}
        </span>
      ) : (
        <JsonPrimitive value={value} settings={settings} />
      )}
    </li>
  )
}

/**
 * A JSON value as a collapsible tree: objects and arrays are `<details>` you
 * open with a click, Enter or Space; every key and value is inert text. Used for
 * messages no renderer knows.
 *
 * @example
 * ```tsx
 * <TxViewerJsonTree value={message} label="Fields" />
 * ```
 */
export const TxViewerJsonTree = /* @__PURE__ */ forwardRef<HTMLDivElement, TxViewerJsonTreeProps>(function TxViewerJsonTree(
  { value, label, defaultExpandDepth = 1, pageSize = 100, locale: ownLocale, strings: ownStrings, className, ...rest },
  ref,
) {
  const { strings, locale } = useGatekitUI(defaultTxViewerStrings, { strings: ownStrings, locale: ownLocale })
  const settings: TreeSettings = { expandDepth: defaultExpandDepth, pageSize, locale, strings }
  return (
    <div ref={ref} className={cx('gk-tx-viewer__json', className)} {...rest}>
      {label !== undefined && isBranch(value) ? (
        <ul className="gk-tx-viewer__json-list gk-tx-viewer__json-root">
          <JsonNode name={label} value={value} depth={0} settings={settings} />
        </ul>
      ) : isBranch(value) ? (
        <JsonMembers value={value} depth={1} settings={settings} />
      ) : (
        <JsonPrimitive value={value} settings={settings} />
      )}
    </div>
  )
})
