import { useValidators } from 'gatekit'
import { EntityLink, QueryStatus, toViewStatus } from 'gatekit/components'
import { statusNames } from './ValidatorPage.tsx'

/** The chain's validators, bonded first, each linked to its page. */
export function ValidatorsPage() {
  const query = useValidators({ pagination: { limit: 500 } })
  const validators = query.data?.validators ?? []
  // Bonded first, then by name; the gateway's order is by operator address.
  const sorted = [...validators].sort(
    (left, right) =>
      Number(right.status === 'BOND_STATUS_BONDED') - Number(left.status === 'BOND_STATUS_BONDED') ||
      (left.description?.moniker ?? '').localeCompare(right.description?.moniker ?? ''),
  )
  return (
    <>
      <h1>Validators</h1>
      {sorted.length > 0 ? (
        <ul className="explorer-validators">
          {sorted.map((validator) => (
            <li key={validator.operator_address}>
              <EntityLink kind="validator" value={validator.operator_address}>
                <bdi>{validator.description?.moniker || validator.operator_address}</bdi>
              </EntityLink>{' '}
              <span className="explorer-muted">
                {statusNames[validator.status] ?? validator.status}
                {validator.jailed ? ', jailed' : ''}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <QueryStatus
          status={toViewStatus(query.status, true)}
          error={query.error}
          onRetry={() => void query.refetch()}
          emptyText="This chain has no validators."
        />
      )}
    </>
  )
}
