import { useQuery, type DefaultError, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query'
import type { QueryParameter } from '../../react/useGatekitQuery.ts'
import type { PayClient } from '../client.ts'
import type { PayUser } from '../modules/users.ts'
import { getMeQueryOptions } from '../query.ts'
import { usePayClient } from './usePayClient.ts'

/** Parameters of {@link useMe}. */
export type UseMeParameters<TData = PayUser> = {
  /** A pay client for this hook only; otherwise the provider's. */
  payClient?: PayClient | undefined
  /** TanStack Query options (`enabled`, `select`, `staleTime`, ...). */
  query?: QueryParameter<PayUser, TData> | undefined
}

/**
 * The user the API key belongs to (Users `Me`).
 *
 * @example
 * ```tsx
 * const { data: me, error } = useMe()
 * return me ? <p>{me.userName}</p> : null
 * ```
 */
export function useMe<TData = PayUser>(parameters: UseMeParameters<TData> = {}): UseQueryResult<TData, DefaultError> {
  const payClient = usePayClient(parameters)
  // The `query` bag is typed for any key, the options for their own one: neither type covers the merge.
  return useQuery({ ...getMeQueryOptions(payClient), ...parameters.query } as unknown as UseQueryOptions<PayUser, DefaultError, TData>)
}
