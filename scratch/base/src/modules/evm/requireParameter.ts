import { ParameterError } from '../../core/errors.ts'

/**
 * Returns a required query-string input, or throws a {@link ParameterError} with
 * `reason: 'missing'` when it is absent or empty, which keeps query options disabled
 * until it is set. A `0` (such as pointer type `ERC20`) is a value, not a missing one.
 *
 * @example
 * ```ts
 * query: (parameters) => ({ kii_address: requireParameter('evm/evmAddress', 'kiiAddress', parameters.kiiAddress) })
 * ```
 */
export function requireParameter<T>(endpoint: string, parameter: string, value: T | undefined): T {
  if (value === undefined || value === null || value === '') {
    throw new ParameterError({ parameter, problem: 'is required', reason: 'missing', endpoint })
  }
  return value
}
