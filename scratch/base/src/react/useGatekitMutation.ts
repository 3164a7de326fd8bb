import {
  useMutation,
  type DefaultError,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query'
import type { GatewayClient } from '../core/client.ts'
import { useGatewayClient } from './useGatewayClient.ts'

/**
 * TanStack options a mutation hook accepts in its `mutation` bag (`onSuccess`,
 * `onError`, `onSettled`, `onMutate`, `meta`, `scope`, ...). The mutation
 * function, its key and its retry policy belong to gatekit: writes are never retried.
 */
export type MutationParameter<TData, TVariables, TOnMutateResult = unknown> = Omit<
  UseMutationOptions<TData, DefaultError, TVariables, TOnMutateResult>,
  'mutationFn' | 'mutationKey' | 'retry' | 'retryDelay'
>

/** Parameters every mutation hook takes. */
export type MutationHookParameters<TMutation> = {
  /** A client for this hook only; otherwise the provider's. */
  client?: GatewayClient | undefined
  /** TanStack mutation options (`onSuccess`, `onError`, `onSettled`, ...). */
  mutation?: TMutation | undefined
}

/**
 * Runs gatekit mutation options in `useMutation`: resolves the client, builds
 * the options, and lays the caller's `mutation` bag under them (the key,
 * function and retry policy stay gatekit's).
 *
 * @example
 * ```ts
 * export function useBroadcastTx(parameters: UseBroadcastTxParameters = {}) {
 *   return useGatekitMutation(broadcastTxMutationOptions, parameters)
 * }
 * ```
 */
export function useGatekitMutation<TData, TVariables, TOnMutateResult = unknown>(
  factory: (client: GatewayClient) => UseMutationOptions<TData, DefaultError, TVariables>,
  parameters: MutationHookParameters<MutationParameter<TData, TVariables, TOnMutateResult>>,
): UseMutationResult<TData, DefaultError, TVariables, TOnMutateResult> {
  const { client: ownClient, mutation } = parameters
  const client = useGatewayClient({ client: ownClient })
  const options = factory(client)
  return useMutation({
    ...mutation,
    mutationKey: options.mutationKey,
    mutationFn: options.mutationFn,
    retry: options.retry ?? 0,
  } as UseMutationOptions<TData, DefaultError, TVariables, TOnMutateResult>)
}
