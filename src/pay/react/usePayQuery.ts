import { useQuery, type DefaultError, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query'
import type { ExactPartial } from '../../core/types.ts'
import type { QueryParameter } from '../../react/useGatekitQuery.ts'
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
