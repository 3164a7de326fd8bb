import {
  useQuery,
  useSuspenseQuery,
  type DefaultError,
  type UseQueryOptions,
  type UseQueryResult,
  type UseSuspenseQueryOptions,
  type UseSuspenseQueryResult,
} from '@tanstack/react-query'
import type { QueryParameter } from '../../react/useGatekitQuery.ts'
import { withoutEnabled, type SuspenseQueryParameter } from '../../react/useGatekitSuspenseQuery.ts'
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

/** Parameters of {@link useSuspenseMe}. */
export type UseSuspenseMeParameters<TData = PayUser> = {
  /** A pay client for this hook only; otherwise the provider's. */
  payClient?: PayClient | undefined
  /** TanStack suspense query options (`select`, `staleTime`, ...; no `enabled`). */
  query?: SuspenseQueryParameter<PayUser, TData> | undefined
}

/**
 * The user the API key belongs to, for a component inside `<Suspense>` (see
 * {@link useMe}): it suspends until the user is there, so `data` is never
 * undefined. Errors (a refused key as `PayAuthError`) go to the nearest error boundary.
 *
 * @example
 * ```tsx
 * const { data: me } = useSuspenseMe()
 * return <p>{me.userName}</p>
 * ```
 */
export function useSuspenseMe<TData = PayUser>(
  parameters: UseSuspenseMeParameters<TData> = {},
): UseSuspenseQueryResult<TData, DefaultError> {
  const payClient = usePayClient(parameters)
  const options = withoutEnabled(getMeQueryOptions(payClient), 'useSuspenseMe')
  // The `query` bag is typed for any key, the options for their own one: neither type covers the merge.
  return useSuspenseQuery({ ...options, ...parameters.query } as unknown as UseSuspenseQueryOptions<PayUser, DefaultError, TData>)
}
