import type { ExactPartial } from '../core/types.ts'
import { tagQueryKey, type KeyValue } from '../query/queryKey.ts'
import type { GatekitQueryOptions } from '../query/types.ts'
import { getMe, isPayQueryWaiting, payQuery } from './actions.ts'
import type { PayClient } from './client.ts'
import type { AnyPayModule, PayQueryName, PayQueryParams, PayQueryResult } from './module.ts'
import { usersModule, type PayUser } from './modules/users.ts'

// The client already retries reads with backoff; a second layer in TanStack would multiply requests.
const noRetry = 0

/**
 * Params as they appear in a query key: `undefined` dropped, bigints and dates as
 * strings, functions dropped, every field name kept (a pay method may well have
 * a param called `query`).
 */
function toPayKeyValue(value: unknown): KeyValue {
  if (value === null || value === undefined) return null
  if (typeof value === 'bigint') return value.toString()
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value
  if (value instanceof Date) return value.toISOString()
  if (Array.isArray(value)) return value.map(toPayKeyValue)
  if (typeof value === 'object') {
    const entries: [string, KeyValue][] = []
    for (const [name, item] of Object.entries(value)) {
      if (item === undefined || typeof item === 'function') continue
      entries.push([name, toPayKeyValue(item)])
    }
    return Object.fromEntries(entries)
  }
  return null
}

/**
 * The query key of a payment backend read, built in this one place:
 * `['gatekit', 'pay', payClient.id, module, method, params]`. It holds the
 * client's id (base URL and public-key prefix) and the JSON form of the params,
 * never the API key or anything secret. Invalidate a prefix of it to refetch a
 * module after a write.
 *
 * @example
 * ```ts
 * payQueryKey(payClient, 'Payments', 'GetPayment', { paymentId })
 * queryClient.invalidateQueries({ queryKey: ['gatekit', 'pay', payClient.id, 'Payments'] })
 * ```
 */
export function payQueryKey(payClient: Pick<PayClient, 'id'>, module: string, method: string, params: unknown) {
  return ['gatekit', 'pay', payClient.id, module, method, toPayKeyValue(params ?? {})] as const
}

/** A gatekit pay query key. */
export type PayQueryKey = ReturnType<typeof payQueryKey>

/**
 * The query options of a payment backend read: {@link GatekitQueryOptions} under a pay key, so
 * `queryClient.getQueryData(options.queryKey)` is typed with the result.
 *
 * @example
 * ```ts
 * const options: PayQueryOptions<PayUser> = getMeQueryOptions(payClient)
 * ```
 */
export type PayQueryOptions<TData> = GatekitQueryOptions<TData, PayQueryKey>

/**
 * Query options of a declared read: the key from {@link payQueryKey}, a queryFn
 * that passes TanStack's `signal` on, `enabled` while required params are
 * missing, and TanStack's own retry off (the client retries reads itself).
 *
 * @example
 * ```ts
 * const { data } = useQuery(payQueryOptions(payClient, payments, 'GetPayment', { paymentId }))
 * ```
 */
export function payQueryOptions<TModule extends AnyPayModule, TMethod extends PayQueryName<TModule>>(
  payClient: PayClient,
  module: TModule,
  method: TMethod,
  params?: ExactPartial<PayQueryParams<TModule, TMethod>> | undefined,
): PayQueryOptions<PayQueryResult<TModule, TMethod>> {
  const call = payQuery as (
    client: PayClient,
    module: AnyPayModule,
    method: string,
    params: unknown,
    options: { signal: AbortSignal },
  ) => Promise<PayQueryResult<TModule, TMethod>>
  return {
    retry: noRetry,
    queryKey: tagQueryKey(payQueryKey(payClient, module.name, method, params)),
    queryFn: ({ signal }) => call(payClient, module, method, params, { signal }),
    enabled: !isPayQueryWaiting(module, method, params),
  }
}

/**
 * Query options of {@link getMe}: key `['gatekit', 'pay', payClient.id, 'Users', 'Me', {}]`.
 *
 * @example
 * ```ts
 * const { data: me } = useQuery(getMeQueryOptions(payClient))
 * ```
 */
export function getMeQueryOptions(payClient: PayClient): PayQueryOptions<PayUser> {
  return {
    retry: noRetry,
    queryKey: tagQueryKey(payQueryKey(payClient, usersModule.name, 'Me', {})),
    queryFn: ({ signal }) => getMe(payClient, { signal }),
    // Me takes no params, so nothing can be missing.
    enabled: true,
  }
}
