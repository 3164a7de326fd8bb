import { ParameterError } from '../../core/errors.ts'

/**
 * The `denom` of an endpoint that takes it in the query string: a missing or
 * empty one throws a `missing` {@link ParameterError}, so that query options
 * wait for it instead of asking the gateway (which would answer 400).
 */
export function requireDenomQuery(denom: string | undefined, endpoint: string): string {
  if (denom === undefined || denom === '') {
    throw new ParameterError({ parameter: 'denom', problem: 'is required', reason: 'missing', endpoint })
  }
  return denom
}
