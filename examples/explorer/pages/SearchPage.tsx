import { useChannels, useDenomMetadata, useDenomsMetadata, useSupplyOf, useValidators } from 'gatekit'
import { EntityLink, QueryStatus } from 'gatekit/components'
import { useId } from 'react'
import { searchHint } from '../routes.ts'

const channelId = /^channel-\d{1,19}$/

/**
 * What a search entry that is no hash, address or height may name: a denom (by base denom, or by
 * the name, symbol or display unit of its metadata), a validator by moniker, a channel by id. Each
 * result links to its page.
 */
export function SearchPage({ text }: { text: string }) {
  const headingId = useId()
  const needle = text.toLowerCase()
  // A denom the bank knows: with metadata, or with a supply (no metadata needed).
  const metadata = useDenomMetadata({ denom: text })
  const supply = useSupplyOf({ denom: text })
  const known = Boolean(metadata.data?.metadata) || (supply.data?.amount?.amount !== undefined && supply.data.amount.amount !== '0')
  const allMetadata = useDenomsMetadata({ pagination: { limit: 500 } })
  const denoms = new Set<string>(known ? [text] : [])
  for (const entry of allMetadata.data?.metadatas ?? []) {
    if ([entry.name, entry.symbol, entry.display].some((name) => name && name.toLowerCase() === needle)) denoms.add(entry.base)
  }
  const validators = useValidators({ pagination: { limit: 500 } })
  const namedValidators = (validators.data?.validators ?? []).filter((validator) => validator.description?.moniker?.toLowerCase().includes(needle))
  const isChannel = channelId.test(text)
  const channels = useChannels({ pagination: { limit: 1000 }, query: { enabled: isChannel } })
  const namedChannels = isChannel ? (channels.data?.channels ?? []).filter((channel) => channel.channel_id === text) : []

  const pending = metadata.isPending || supply.isPending || allMetadata.isPending || validators.isPending || (isChannel && channels.isPending)
  const count = denoms.size + namedValidators.length + namedChannels.length
  return (
    <>
      <h1>Search results</h1>
      <p className="explorer-lead">
        For <q className="explorer-subject">{text}</q>
      </p>
      {count > 0 ? (
        <section aria-labelledby={headingId}>
          <h2 id={headingId}>{count === 1 ? '1 match' : `${count} matches`}</h2>
          <ul className="explorer-results">
            {[...denoms].map((denom) => (
              <li key={`denom ${denom}`}>
                <span className="explorer-muted">Denom</span>{' '}
                <EntityLink kind="denom" value={denom}>
                  <bdi className="explorer-wrap">{denom}</bdi>
                </EntityLink>
              </li>
            ))}
            {namedValidators.map((validator) => (
              <li key={`validator ${validator.operator_address}`}>
                <span className="explorer-muted">Validator</span>{' '}
                <EntityLink kind="validator" value={validator.operator_address}>
                  <bdi>{validator.description?.moniker}</bdi>
                </EntityLink>
              </li>
            ))}
            {namedChannels.map((channel) => (
              <li key={`channel ${channel.port_id} ${channel.channel_id}`}>
                <span className="explorer-muted">Channel</span>{' '}
                <EntityLink kind="channel" value={{ portId: channel.port_id, channelId: channel.channel_id }}>
                  <bdi className="explorer-wrap">
                    {channel.channel_id} on port {channel.port_id}
                  </bdi>
                </EntityLink>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <QueryStatus status={pending ? 'pending' : 'empty'} emptyText={`Nothing matches. ${searchHint.replace(/\.$/, '')}, a denom, a validator's name or a channel id.`} />
      )}
    </>
  )
}
