import { useDenomMetadata, useDenomOwners, useDenomTrace, useSupplyOf } from 'gatekit'
import { Address, Amount, EntityLink, isNotFoundError, QueryStatus, toViewStatus } from 'gatekit/components'
import { useId } from 'react'

/** Holders shown: the first page of `denom_owners`, largest first as the gateway orders them. */
const holdersShown = 20

/** The account that created a token-factory denom (`factory/<creator>/<subdenom>`). */
export function factoryCreator(denom: string): string | undefined {
  const [module, creator, ...subdenom] = denom.split('/')
  return module === 'factory' && creator && subdenom.length > 0 ? creator : undefined
}

/**
 * One denom: its bank metadata (name, symbol, display unit and every unit with its exponent), its
 * total supply in display units, and the accounts holding it where the gateway offers `denom_owners`
 * (SDK 0.46+). A denom without metadata is shown by its base units: not an error.
 */
export function DenomPage({ denom }: { denom: string }) {
  const unitsId = useId()
  const holdersId = useId()
  const metadataQuery = useDenomMetadata({ denom })
  const supply = useSupplyOf({ denom })
  const metadata = metadataQuery.data?.metadata
  // No metadata is a 404: the denom is shown in base units, which is no fault of the reader.
  const noMetadata = metadataQuery.isError && isNotFoundError(metadataQuery.error)
  const title = metadata?.name || metadata?.symbol || metadata?.display
  const creator = factoryCreator(denom)
  const trace = useDenomTrace({ hash: denom, query: { enabled: denom.startsWith('ibc/') } }).data?.denom_trace
  // The first hop (`transfer/channel-0`) is this chain's channel end; the hops after it are on other chains.
  const [port, channelId, ...otherHops] = trace?.path.split('/') ?? []
  return (
    <>
      <h1>{title ? <bdi>{title}</bdi> : 'Denom'}</h1>
      <p className="explorer-lead">
        Base denom <code className="explorer-subject">{denom}</code>
      </p>
      <dl className="explorer-facts">
        {creator && (
          <div>
            <dt>Created by</dt>
            <dd>
              <Address value={creator} />
            </dd>
          </div>
        )}
        {trace && (
          <div>
            <dt>Came over</dt>
            <dd className="explorer-wrap">
              {port && channelId ? (
                <>
                  <EntityLink kind="channel" value={{ portId: port, channelId }}>
                    {port}/{channelId}
                  </EntityLink>
                  {otherHops.length > 0 && <span className="explorer-remote">, then {otherHops.join('/')} on other chains</span>}
                </>
              ) : (
                'this chain'
              )}
              , from <code className="explorer-remote">{trace.base_denom}</code> on its origin chain
            </dd>
          </div>
        )}
        {metadata?.symbol && (
          <div>
            <dt>Symbol</dt>
            <dd>
              <bdi>{metadata.symbol}</bdi>
            </dd>
          </div>
        )}
        {metadata?.display && (
          <div>
            <dt>Display unit</dt>
            <dd>
              <code className="explorer-wrap">{metadata.display}</code>
            </dd>
          </div>
        )}
        {metadata?.description && (
          <div>
            <dt>Description</dt>
            <dd className="explorer-wrap explorer-prose">{metadata.description}</dd>
          </div>
        )}
        <div>
          <dt>Total supply</dt>
          <dd>
            {supply.data?.amount ? (
              <Amount amount={supply.data.amount.amount} denom={denom} />
            ) : (
              <QueryStatus status={toViewStatus(supply.status, false)} error={supply.error} onRetry={() => void supply.refetch()} />
            )}
          </dd>
        </div>
      </dl>
      <section aria-labelledby={unitsId}>
        <h2 id={unitsId}>Units</h2>
        {metadata ? (
          <table className="explorer-table">
            <thead>
              <tr>
                <th scope="col">Unit</th>
                <th scope="col" className="explorer-table__number">
                  Exponent
                </th>
                <th scope="col">Aliases</th>
              </tr>
            </thead>
            <tbody>
              {metadata.denom_units.map((unit) => (
                <tr key={unit.denom}>
                  <th scope="row">
                    {/* Units of this denom, named by the page: not denoms with pages of their own. */}
                    <code className="explorer-subject">{unit.denom}</code>
                    {unit.denom === metadata.display ? ' (display)' : unit.denom === metadata.base ? ' (base)' : ''}
                  </th>
                  <td className="explorer-table__number">{unit.exponent}</td>
                  <td className="explorer-wrap">{unit.aliases?.length ? unit.aliases.join(', ') : 'None'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <QueryStatus
            status={noMetadata ? 'empty' : toViewStatus(metadataQuery.status, false)}
            error={metadataQuery.error}
            onRetry={() => void metadataQuery.refetch()}
            emptyText="This denom has no metadata: amounts are shown in its base units."
          />
        )}
      </section>
      <section aria-labelledby={holdersId}>
        <h2 id={holdersId}>Holders</h2>
        <Holders denom={denom} />
      </section>
    </>
  )
}

function Holders({ denom }: { denom: string }) {
  const owners = useDenomOwners({ denom, pagination: { limit: holdersShown } })
  const list = owners.data?.denom_owners
  if (!list || list.length === 0) {
    return (
      <QueryStatus
        status={toViewStatus(owners.status, true)}
        error={owners.error}
        onRetry={() => void owners.refetch()}
        emptyText="No account holds this denom."
      />
    )
  }
  return (
    <ol className="explorer-holders">
      {list.map((owner) => (
        <li key={owner.address}>
          <Address value={owner.address} />
          {owner.balance && <Amount amount={owner.balance.amount} denom={owner.balance.denom} />}
        </li>
      ))}
    </ol>
  )
}
