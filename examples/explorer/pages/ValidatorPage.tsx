import { findValidatorByConsensusAddress, indexValidatorsByConsensusAddress, useStakingParams, useValidators } from 'gatekit'
import { Address, Amount, QueryStatus } from 'gatekit/components'
import { useMemo } from 'react'

export const statusNames: Record<string, string> = {
  BOND_STATUS_BONDED: 'Bonded',
  BOND_STATUS_UNBONDING: 'Unbonding',
  BOND_STATUS_UNBONDED: 'Unbonded',
}

/**
 * One validator, by its operator (`…valoper1…`) or consensus (`…valcons1…`) address: the proposer
 * links of the block pages lead here with the consensus address.
 */
export function ValidatorPage({ address }: { address: string }) {
  const query = useValidators({ pagination: { limit: 500 } })
  const validators = query.data?.validators
  const validator = useMemo(() => {
    if (!validators) return undefined
    return validators.find((candidate) => candidate.operator_address === address) ?? findValidatorByConsensusAddress(indexValidatorsByConsensusAddress(validators), address)
  }, [validators, address])
  const { refetch } = query
  // Validators count their tokens in base units of the bond denom, which only the staking parameters name.
  const stakingParams = useStakingParams()
  const bondDenom = stakingParams.data?.params?.bond_denom
  const rate = validator?.commission?.commission_rates?.rate
  return (
    <>
      <h1>{validator?.description?.moniker ? <bdi>{validator.description.moniker}</bdi> : 'Validator'}</h1>
      <p className="explorer-lead">
        <Address value={address} head={address.length} tail={0} kind="validator address" entity="validator" />
      </p>
      {validator ? (
        <dl className="explorer-facts">
          <div>
            <dt>Operator</dt>
            <dd>
              <Address value={validator.operator_address} head={16} tail={8} kind="operator address" />
            </dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>
              {statusNames[validator.status] ?? validator.status}
              {validator.jailed ? ', jailed' : ''}
            </dd>
          </div>
          <div>
            <dt>Bonded tokens</dt>
            <dd>
              {bondDenom ? (
                <Amount amount={validator.tokens} denom={bondDenom} />
              ) : stakingParams.isError ? (
                // Without the bond denom the exact count of base units, said to be one: never a guessed unit.
                `${validator.tokens} base units`
              ) : (
                <span data-state="pending">Loading…</span>
              )}
            </dd>
          </div>
          {rate !== undefined && (
            <div>
              <dt>Commission rate</dt>
              <dd>{rate}</dd>
            </div>
          )}
        </dl>
      ) : (
        <QueryStatus
          status={query.status === 'success' ? 'empty' : query.status}
          error={query.error}
          onRetry={() => void refetch()}
          emptyText="No validator of this chain has this address."
        />
      )}
    </>
  )
}
