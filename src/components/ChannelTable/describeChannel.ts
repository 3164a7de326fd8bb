import type { ChannelTableStrings } from './strings.ts'

/** How a channel state looks: its badge tone, independent of the words. */
export type ChannelStateTone = 'open' | 'pending' | 'flushing' | 'closed' | 'unknown'

const knownStates: Record<string, { key: keyof ChannelTableStrings; tone: ChannelStateTone; rank: number }> = {
  STATE_OPEN: { key: 'stateOpen', tone: 'open', rank: 0 },
  STATE_INIT: { key: 'stateInit', tone: 'pending', rank: 1 },
  STATE_TRYOPEN: { key: 'stateTryOpen', tone: 'pending', rank: 2 },
  STATE_FLUSHING: { key: 'stateFlushing', tone: 'flushing', rank: 3 },
  STATE_FLUSHCOMPLETE: { key: 'stateFlushComplete', tone: 'flushing', rank: 4 },
  STATE_CLOSED: { key: 'stateClosed', tone: 'closed', rank: 5 },
  STATE_UNINITIALIZED_UNSPECIFIED: { key: 'stateUninitialized', tone: 'unknown', rank: 6 },
}

/** A channel state for people: its label, its tone and whether gatekit knows it. */
export type ChannelStateDescription = {
  /** The state as the gateway sent it (`STATE_OPEN`). */
  value: string
  /** Its label (`Open`); a state gatekit does not know is shown exactly as given. */
  label: string
  tone: ChannelStateTone
  known: boolean
  /** Sort rank: open first, closed last, unknown states after every known one. */
  rank: number
}

/**
 * Describes a channel state: `STATE_OPEN` is "Open"; a state newer than
 * gatekit (`STATE_SOMETHING_NEW`) keeps its own name, so nothing is hidden.
 *
 * @example
 * ```ts
 * describeChannelState('STATE_TRYOPEN', defaultChannelTableStrings) // { label: 'Try open', tone: 'pending', known: true, ... }
 * describeChannelState('STATE_FROZEN', defaultChannelTableStrings).label // "STATE_FROZEN"
 * ```
 */
export function describeChannelState(state: string, strings: ChannelTableStrings): ChannelStateDescription {
  const known = Object.hasOwn(knownStates, state) ? knownStates[state] : undefined
  if (!known) return { value: state, label: state, tone: 'unknown', known: false, rank: 7 }
  return { value: state, label: strings[known.key], tone: known.tone, known: true, rank: known.rank }
}

/** The states gatekit names, in the order the filter lists them. */
export const channelStates = /* @__PURE__ */ Object.keys(knownStates)

/**
 * A channel ordering for people (`ORDER_ORDERED` is "Ordered"); an unknown one is shown as given.
 *
 * @example
 * ```ts
 * describeChannelOrdering('ORDER_UNORDERED', defaultChannelTableStrings) // "Unordered"
 * ```
 */
export function describeChannelOrdering(ordering: string, strings: ChannelTableStrings): string {
  if (ordering === 'ORDER_ORDERED') return strings.orderOrdered
  if (ordering === 'ORDER_UNORDERED') return strings.orderUnordered
  if (ordering === 'ORDER_NONE_UNSPECIFIED') return strings.orderNone
  return ordering
}

/** A channel version taken apart: the application version, fee middleware, other JSON fields. */
export type ChannelVersionDescription = {
  /** The version exactly as the chain wrote it. */
  raw: string
  /** The application version (`ics20-1`, `ics27-1`); for a version that is not JSON, the version itself. */
  app: string
  /** The ICS number of the application (20, 27), when the version is named `icsN-M`. */
  ics: number | undefined
  /** The fee middleware version (`ics29-1`) when the channel is fee-enabled. */
  fee: string | undefined
  /** Every other field of a JSON version, as text, in the order written. */
  fields: [string, string][]
}

function parseObject(text: string): Record<string, unknown> | undefined {
  if (!text.trimStart().startsWith('{')) return undefined
  try {
    const parsed: unknown = JSON.parse(text)
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value) ?? String(value))

function icsNumber(app: string): number | undefined {
  const match = /^ics(\d{1,4})-\d+$/i.exec(app)
  return match ? Number(match[1]) : undefined
}

/**
 * Takes a channel version apart for display: a plain ICS-20 version
 * (`ics20-1`), an ICS-27 JSON version (`{"version":"ics27-1","address":...}`)
 * and fee-wrapped versions (`{"fee_version":"ics29-1","app_version":"ics20-1"}`).
 * Values stay text; nothing from the version is interpreted as markup.
 *
 * @example
 * ```ts
 * describeChannelVersion('{"fee_version":"ics29-1","app_version":"ics20-1"}')
 * // { raw: '...', app: 'ics20-1', ics: 20, fee: 'ics29-1', fields: [] }
 * ```
 */
export function describeChannelVersion(version: string): ChannelVersionDescription {
  const object = parseObject(version)
  if (!object) return { raw: version, app: version, ics: icsNumber(version), fee: undefined, fields: [] }
  if (typeof object.fee_version === 'string' && typeof object.app_version === 'string') {
    const inner = describeChannelVersion(object.app_version)
    const rest = Object.entries(object).filter(([key]) => key !== 'fee_version' && key !== 'app_version')
    return { ...inner, raw: version, fee: object.fee_version, fields: [...inner.fields, ...rest.map(([key, value]): [string, string] => [key, asText(value)])] }
  }
  const app = typeof object.version === 'string' ? object.version : ''
  const fields = Object.entries(object)
    .filter(([key]) => !(key === 'version' && typeof object.version === 'string'))
    .map(([key, value]): [string, string] => [key, asText(value)])
  return { raw: version, app, ics: icsNumber(app), fee: undefined, fields }
}

/**
 * The name of an ICS application for people ("ICS-20 token transfer"), or
 * undefined for a version that names no ICS standard.
 */
export function channelVersionName(description: ChannelVersionDescription, strings: ChannelTableStrings): string | undefined {
  switch (description.ics) {
    case undefined:
      return undefined
    case 20:
      return strings.versionIcs20
    case 27:
      return strings.versionIcs27
    case 29:
      return strings.versionIcs29
    default:
      return strings.versionIcs.replace('{number}', String(description.ics))
  }
}
