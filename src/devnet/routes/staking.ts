import { checkBech32, toHexUpper, validatorPrefix } from '../encoding.ts'
import { invalidArgument, notFound } from '../errors.ts'
import { paginate } from '../paginate.ts'
import type { Route, RouteContext } from '../router.ts'
import { delegatedTokens, validatorJson, type DevnetValidator } from '../validators.ts'

const bondStatuses = ['BOND_STATUS_UNSPECIFIED', 'BOND_STATUS_UNBONDED', 'BOND_STATUS_UNBONDING', 'BOND_STATUS_BONDED']

// The staking store keys validators by operator address bytes, so lists come in that order.
function operatorKey(validator: DevnetValidator): string {
  const check = checkBech32(validator.operatorAddress, validatorPrefix)
  return check.ok ? toHexUpper(check.bytes) : validator.operatorAddress
}

function allValidators({ chain }: RouteContext): DevnetValidator[] {
  return [...chain.genesis.validators, ...chain.genesis.inactiveValidators].sort((a, b) => (operatorKey(a) < operatorKey(b) ? -1 : 1))
}

/** Staking routes (an explorer extension of the gateway): the parameters, the validator set, by status, and one validator. */
export const stakingRoutes: Route[] = [
  {
    method: 'GET',
    path: '/{sdk}/staking/v1beta1/params',
    // The SDK's defaults (x/staking DefaultParams) bonding the chain's native denom, in which validators' tokens are counted.
    handle: ({ chain }) => ({
      params: {
        unbonding_time: '1814400s',
        max_validators: 100,
        max_entries: 7,
        historical_entries: 10000,
        bond_denom: chain.genesis.fixtures.nativeDenom,
        min_commission_rate: '0.000000000000000000',
      },
    }),
  },
  {
    method: 'GET',
    path: '/{sdk}/staking/v1beta1/validators',
    handle: (context) => {
      const status = context.query.get('status') ?? ''
      // The SDK refuses a status it does not know; an empty or unspecified one lists every validator.
      if (status !== '' && !bondStatuses.includes(status)) throw invalidArgument(`invalid validator status ${status}`)
      const matching = allValidators(context).filter(
        (validator) => status === '' || status === 'BOND_STATUS_UNSPECIFIED' || validator.status === status,
      )
      const { page, pagination } = paginate(matching, context.query, operatorKey)
      const delegated = delegatedTokens(context.chain.allTxs())
      return { validators: page.map((validator) => validatorJson(validator, delegated.get(validator.operatorAddress))), pagination }
    },
  },
  {
    method: 'GET',
    path: '/{sdk}/staking/v1beta1/validators/{validator_addr}',
    handle: (context) => {
      const address = context.params.validator_addr!
      const check = checkBech32(address, validatorPrefix)
      if (!check.ok) throw invalidArgument(check.reason)
      const validator = allValidators(context).find((candidate) => candidate.operatorAddress === address)
      if (!validator) throw notFound(`validator ${address} not found`)
      return { validator: validatorJson(validator, delegatedTokens(context.chain.allTxs()).get(address)) }
    },
  },
]
