import { Fragment, useMemo } from 'react'
import { Address } from '../Address/Address.tsx'
import { Hash } from '../Hash/Hash.tsx'
import { recogniseEventValue, type EventValueContext, type EventValuePart } from '../shared/eventValueEntities.ts'
import { EntityLink } from '../shared/links.tsx'
import type { TxViewerStrings } from './strings.ts'
import { LongText } from './text.tsx'

// An event attribute's value with its entities as links through the routes in force (`GatekitUIProvider`):
// addresses and hashes as `Address`/`Hash` (shortened, full value in their popover), heights, denoms
// and channels as links with their chain text. Chain text stays React text, never HTML.

type TxViewerEventValueProps = {
  attributeKey: string
  value: string
  event: EventValueContext
  /** The chain's account prefix: addresses under another prefix (another chain's) stay text. */
  accountPrefix: string | undefined
  strings: TxViewerStrings
  locale: string | undefined
}

function EventValuePartView({ part, strings }: { part: EventValuePart; strings: TxViewerStrings }) {
  switch (part.kind) {
    case 'text':
      return <>{part.text}</>
    case 'account':
    case 'validator':
      return <Address value={part.address} entity={part.kind} kind={strings.addressKind} strings={strings} />
    case 'tx':
      return <Hash value={part.hash} entity="tx" kind={strings.hashKind} head={10} tail={10} strings={strings} />
    case 'block':
      return (
        <EntityLink kind="block" value={part.height} className="gk-tx-viewer__event-link">
          {part.height}
        </EntityLink>
      )
    case 'denom':
      return (
        <EntityLink kind="denom" value={part.denom} className="gk-tx-viewer__event-link" textClassName="gk-tx-viewer__event-entity">
          {part.denom}
        </EntityLink>
      )
    case 'coin':
      // The amount as the chain wrote it (base units, no grouping): the events table is the record.
      return (
        <span className="gk-tx-viewer__event-coin">
          {part.amount}
          <EntityLink kind="denom" value={part.denom} className="gk-tx-viewer__event-link" textClassName="gk-tx-viewer__event-entity">
            {part.denom}
          </EntityLink>
        </span>
      )
    case 'channel':
      return (
        <EntityLink kind="channel" value={{ portId: part.portId, channelId: part.channelId }} className="gk-tx-viewer__event-link">
          {part.channelId}
        </EntityLink>
      )
  }
}

/** One attribute value: its entities linked, or the chain text clipped with "Show all" when it has none. */
export function TxViewerEventValue({ attributeKey, value, event, accountPrefix, strings, locale }: TxViewerEventValueProps) {
  const parts = useMemo(() => recogniseEventValue(attributeKey, value, event, { accountPrefix }), [attributeKey, value, event, accountPrefix])
  if (parts.length === 1 && parts[0]!.kind === 'text') return <LongText value={value} limit={300} lines={4} locale={locale} strings={strings} />
  return (
    <span className="gk-tx-viewer__event-entities">
      {parts.map((part, index) => (
        <Fragment key={index}>
          <EventValuePartView part={part} strings={strings} />
        </Fragment>
      ))}
    </span>
  )
}
