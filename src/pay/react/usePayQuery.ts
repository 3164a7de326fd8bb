import {
  useQuery,
  useSuspenseQuery,
  type DefaultError,
  type UseQueryOptions,
  type UseQueryResult,
  type UseSuspenseQueryOptions,
  type UseSuspenseQueryResult,
} from '@tanstack/react-query'
import type { ExactPartial } from '../../core/types.ts'
import type { QueryParameter } from '../../react/useGatekitQuery.ts'
import { withoutEnabled, type SuspenseQueryParameter } from '../../react/useGatekitSuspenseQuery.ts'
import type { PayClient } from '../client.ts'
import type { AnyPayModule, PayQueryName, PayQueryParams, PayQueryResult } from '../module.ts'
import { payQueryOptions } from '../query.ts'
import { usePayClient } from './usePayClient.ts'

/** Parameters of {@link usePayQuery}. */
export type UsePayQueryParameters<
  TModule extends AnyPayModule,
  TMethod extends PayQueryName<TModule>,
  TData = PayQueryResult<TModule, TMethod>,
> = {
  /** The declared module, from `definePayModule`. */
  module: TModule
  /** One of its reads. */
  method: TMethod
  /** The read's params; the query waits while a required one is `undefined`. */
  params?: ExactPartial<PayQueryParams<TModule, TMethod>> | undefined
  /** A pay client for this hook only; otherwise the provider's. */
  payClient?: PayClient | undefined
  /** TanStack Query options (`enabled`, `select`, `staleTime`, `refetchInterval`, ...). */
  query?: QueryParameter<PayQueryResult<TModule, TMethod>, TData> | undefined
}

/**
 * Runs a read of a declared module in `useQuery`, typed from its schemas.
 *
 * @example
 * ```tsx
 * const { data } = usePayQuery({ module: payments, method: 'GetPayment', params: { paymentId } })
 * ```
 */
export function usePayQuery<
  TModule extends AnyPayModule,
  TMethod extends PayQueryName<TModule>,
  TData = PayQueryResult<TModule, TMethod>,
>(parameters: UsePayQueryParameters<TModule, TMethod, TData>): UseQueryResult<TData, DefaultError> {
  const { module, method, params, query } = parameters
  const payClient = usePayClient(parameters)
  const options = payQueryOptions(payClient, module, method, params)
  return useQuery({
    ...options,
    ...query,
    // Missing required params always win over the caller's `enabled`.
    enabled: options.enabled === false ? false : query?.enabled,
  } as unknown as UseQueryOptions<PayQueryResult<TModule, TMethod>, DefaultError, TData>)
}

/**
 * `params` of a suspense read: required when the read has a required param (a
 * suspended component cannot wait for it), optional otherwise, as in `payQuery`.
 */
type SuspensePayParams<TParams> = undefined extends TParams
  ? { params?: TParams | undefined }
  : Record<string, never> extends TParams
    ? { params?: TParams | undefined }
    : { params: TParams }

/** Parameters of {@link useSuspensePayQuery}. */
export type UseSuspensePayQueryParameters<
  TModule extends AnyPayModule,
  TMethod extends PayQueryName<TModule>,
  TData = PayQueryResult<TModule, TMethod>,
> = {
  /** The declared module, from `definePayModule`. */
  module: TModule
  /** One of its reads. */
  method: TMethod
  /** A pay client for this hook only; otherwise the provider's. */
  payClient?: PayClient | undefined
  /** TanStack suspense query options (`select`, `staleTime`, `refetchInterval`, ...; no `enabled`). */
  query?: SuspenseQueryParameter<PayQueryResult<TModule, TMethod>, TData> | undefined
} & SuspensePayParams<PayQueryParams<TModule, TMethod>>

/**
 * Runs a read of a declared module in `useSuspenseQuery`, for a component inside
 * `<Suspense>` (see {@link usePayQuery}): it suspends until the result is there,
 * so `data` is never undefined. Errors go to the nearest error boundary; a
 * missing required param as a `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspensePayQuery({ module: payments, method: 'GetPayment', params: { paymentId } })
 * return <p>{data.payment.status}</p>
 * ```
 */
export function useSuspensePayQuery<
  TModule extends AnyPayModule,
  TMethod extends PayQueryName<TModule>,
  TData = PayQueryResult<TModule, TMethod>,
>(parameters: UseSuspensePayQueryParameters<TModule, TMethod, TData>): UseSuspenseQueryResult<TData, DefaultError> {
  const { module, method, query } = parameters
  const params = (parameters as { params?: ExactPartial<PayQueryParams<TModule, TMethod>> | undefined }).params
  const payClient = usePayClient(parameters)
  const options = withoutEnabled(payQueryOptions(payClient, module, method, params), 'useSuspensePayQuery')
  // The `query` bag is typed for any key, the options for their own one: neither type covers the merge.
  return useSuspenseQuery({ ...options, ...query } as unknown as UseSuspenseQueryOptions<
    PayQueryResult<TModule, TMethod>,
    DefaultError,
    TData
  >)
}
