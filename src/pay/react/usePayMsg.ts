import { useMutation, type DefaultError, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query'
import { payMsg } from '../actions.ts'
import { isPayCall, type PayCall } from '../callHeaders.ts'
import type { PayClient } from '../client.ts'
import type { PayRequestOptions } from '../request.ts'
import type { AnyPayModule, PayMsgBody, PayMsgName, PayMsgResult } from '../module.ts'
import { usePayClient } from './usePayClient.ts'

/**
 * TanStack options a pay mutation hook accepts in its `mutation` bag. `retry`
 * is not among them: a write is never retried automatically.
 */
export type PayMutationParameter<TData, TVariables, TContext = unknown> = Omit<
  UseMutationOptions<TData, DefaultError, TVariables, TContext>,
  'mutationFn' | 'retry' | 'retryDelay'
>

/** Parameters of {@link usePayMsg}. */
export type UsePayMsgParameters<TModule extends AnyPayModule, TMethod extends PayMsgName<TModule>, TContext = unknown> = {
  /** The declared module, from `definePayModule`. */
  module: TModule
  /** One of its writes. */
  method: TMethod
  /** A pay client for this hook only; otherwise the provider's. */
  payClient?: PayClient | undefined
  /** TanStack mutation options (`onSuccess`, `onError`, `mutationKey`, ...). */
  mutation?: PayMutationParameter<PayMsgResult<TModule, TMethod>, PayMsgVariables<TModule, TMethod>, TContext> | undefined
}

/**
 * What `mutate` of {@link usePayMsg} takes: the body, or the body with headers of that call (`withPayHeaders`).
 *
 * @example
 * ```ts
 * const variables: PayMsgVariables<typeof payments, 'CreatePayment'> = withPayHeaders(body, { 'idempotency-key': 'order-1042' })
 * ```
 */
export type PayMsgVariables<TModule extends AnyPayModule, TMethod extends PayMsgName<TModule>> =
  | PayMsgBody<TModule, TMethod>
  | PayCall<PayMsgBody<TModule, TMethod>>

/**
 * A write of a declared module as a mutation: `mutate(body)` signs and sends it.
 * Never retried automatically; calling `mutate` again sends a new, freshly
 * signed request. Its default mutation key is `['gatekit', 'pay', payClient.id, module, method]`.
 * `mutate(withPayHeaders(body, { 'idempotency-key': key }))` adds headers to that call.
 *
 * @example
 * ```tsx
 * const queryClient = useQueryClient()
 * const create = usePayMsg({
 *   module: payments,
 *   method: 'CreatePayment',
 *   mutation: { onSuccess: () => queryClient.invalidateQueries({ queryKey: ['gatekit', 'pay'] }) },
 * })
 * create.mutate({ amount: '25.00', currency: 'USD', reference: 'order-1042' })
 * // With an idempotency key for this call:
 * create.mutate(withPayHeaders({ amount: '25.00', currency: 'USD', reference: 'order-1042' }, { 'idempotency-key': 'order-1042' }))
 * ```
 */
export function usePayMsg<TModule extends AnyPayModule, TMethod extends PayMsgName<TModule>, TContext = unknown>(
  parameters: UsePayMsgParameters<TModule, TMethod, TContext>,
): UseMutationResult<PayMsgResult<TModule, TMethod>, DefaultError, PayMsgVariables<TModule, TMethod>, TContext> {
  const { module, method, mutation } = parameters
  const payClient = usePayClient(parameters)
  const send = payMsg as (
    client: PayClient,
    module: AnyPayModule,
    method: string,
    body: unknown,
    options: PayRequestOptions,
  ) => Promise<PayMsgResult<TModule, TMethod>>
  return useMutation({
    mutationKey: ['gatekit', 'pay', payClient.id, module.name, method],
    ...mutation,
    mutationFn: (variables: PayMsgVariables<TModule, TMethod>) =>
      isPayCall(variables) ? send(payClient, module, method, variables.body, { headers: variables.headers }) : send(payClient, module, method, variables, {}),
    retry: 0,
  })
}
