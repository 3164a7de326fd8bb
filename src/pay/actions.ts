import * as z from '../core/zod.ts'
import { ParameterError } from '../core/errors.ts'
import { toJsonPath } from '../core/parseResponse.ts'
import { toSearchParams, type QueryRecord, type QueryScalar } from '../core/searchParams.ts'
import type { PayClient } from './client.ts'
import type {
  AnyPayModule,
  PayMsgBody,
  PayMsgName,
  PayMsgResult,
  PayQueryName,
  PayQueryParams,
  PayQueryResult,
  PayRoute,
} from './module.ts'
import type { PaySchema } from './paySchema.ts'
import { sendPayRequest, type PayRequestOptions, type PaySend } from './request.ts'
import { buildPayTarget } from './target.ts'
import { usersModule, type PayUser } from './modules/users.ts'

/**
 * The arguments after the method name: the input (optional when every field of
 * it is optional) and per-call options.
 */
export type PayCallArguments<TInput> = undefined extends TInput
  ? [input?: TInput, options?: PayRequestOptions]
  : Record<string, never> extends TInput
    ? [input?: TInput, options?: PayRequestOptions]
    : [input: TInput, options?: PayRequestOptions]

type Declared = PayRoute & { params?: PaySchema | undefined; body?: PaySchema | undefined; response: PaySchema }

function lookup(module: AnyPayModule, kind: 'query' | 'msg', method: string): Declared {
  const table: Record<string, Declared> = kind === 'query' ? module.queries : module.msgs
  const found = Object.hasOwn(table, method) ? table[method] : undefined
  if (!found) {
    throw new ParameterError({
      parameter: 'method',
      problem: `"${method}" is not a ${kind === 'query' ? 'read' : 'write'} of module ${module.name}`,
    })
  }
  return found
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<PropertyKey, unknown>)[key]
  }
  return current
}

/**
 * Validates a call's input against its schema. A field that is absent is
 * `missing` (a query waits for it); a present but wrong one is `invalid`.
 */
function validateInput(route: Declared, schema: PaySchema | undefined, input: unknown): unknown {
  if (!schema) return input ?? {}
  // A pay schema is a zod schema at run time (see PaySchema).
  const result = z.safeParse(schema as unknown as z.ZodType, input ?? {})
  if (result.success) return result.data
  const issue = result.error.issues[0]!
  const missing = issue.path.length > 0 && valueAt(input, issue.path) === undefined
  throw new ParameterError({
    parameter: issue.path.length > 0 ? toJsonPath(issue.path).replace(/^\$\.?/, '') : route.kind === 'query' ? 'params' : 'body',
    problem: missing ? 'is required' : `is invalid (${issue.message})`,
    reason: missing ? 'missing' : 'invalid',
    endpoint: route.id,
  })
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false
  const prototype = Object.getPrototypeOf(value) as unknown
  return prototype === Object.prototype || prototype === null
}

function toScalar(route: Declared, name: string, value: unknown): QueryScalar {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return value
  if (value instanceof Date) return value.toISOString()
  throw new ParameterError({ parameter: name, problem: 'cannot travel in a query string', endpoint: route.id })
}

// Query-string entries of a read's params: nested objects as `a.b`, arrays as repeated keys.
function toQueryRecord(route: Declared, value: unknown, prefix = '', record: QueryRecord = {}): QueryRecord {
  if (!isPlainObject(value)) {
    throw new ParameterError({ parameter: prefix || 'params', problem: 'must be an object to travel as a query string', endpoint: route.id })
  }
  for (const [key, item] of Object.entries(value)) {
    const name = prefix ? `${prefix}.${key}` : key
    if (item === undefined || item === null) continue
    if (Array.isArray(item)) record[name] = item.map((entry: unknown, index) => toScalar(route, `${name}[${index}]`, entry))
    else if (isPlainObject(item)) toQueryRecord(route, item, name, record)
    else record[name] = toScalar(route, name, item)
  }
  return record
}

function buildSend(client: PayClient, route: Declared, input: unknown): PaySend<PaySchema> {
  const path = client.paths[route.id] ?? route.path
  const search = route.method === 'GET' ? toSearchParams(toQueryRecord(route, input)) : ''
  const target = buildPayTarget(client.baseUrl, path, search, route.id)
  const common = { id: route.id, method: route.method, target, audience: 'backend', response: route.response } as const
  return route.method === 'GET' ? common : { ...common, body: input }
}

/**
 * Whether a read still waits for required params: query options stay disabled
 * until they are set. Malformed values do not wait; they fail with their error.
 *
 * @example
 * ```ts
 * isPayQueryWaiting(payments, 'GetPayment', { paymentId: undefined }) // true
 * ```
 */
export function isPayQueryWaiting(module: AnyPayModule, method: string, params: unknown): boolean {
  const route = lookup(module, 'query', method)
  try {
    validateInput(route, route.params, params)
    return false
  } catch (error) {
    return error instanceof ParameterError && error.reason === 'missing'
  }
}

/**
 * Calls a read of a declared module: validates the params, sends them (as a
 * query string for GET) with the API key, and returns the validated response.
 * Reads are retried on 408, 429, 5xx and network errors like the gateway's.
 * Errors: `ParameterError` before sending; `PayRequestError` (400), `PayAuthError`
 * (401, 403), `PayBackendError`, `HttpError`, `TimeoutError`, `NetworkError`,
 * `SchemaError` after.
 *
 * @example
 * ```ts
 * const { payment } = await payQuery(payClient, payments, 'GetPayment', { paymentId: 'pay_1' })
 * const me = await payQuery(payClient, usersModule, 'Me')
 * ```
 */
export async function payQuery<TModule extends AnyPayModule, TMethod extends PayQueryName<TModule>>(
  payClient: PayClient,
  module: TModule,
  method: TMethod,
  ...[params, options]: PayCallArguments<PayQueryParams<TModule, TMethod>>
): Promise<PayQueryResult<TModule, TMethod>> {
  const route = lookup(module, 'query', method)
  const input = validateInput(route, route.params, params)
  return (await sendPayRequest(payClient, buildSend(payClient, route, input), options)) as PayQueryResult<TModule, TMethod>
}

/**
 * Calls a write of a declared module: validates the body, serializes it once,
 * signs that exact string and target with the current timestamp and sends it.
 * A write is never retried automatically. Sending the very same write again
 * within one timestamp unit would repeat its signature, which replay protection
 * refuses: the second send takes the next unit (never more than one unit ahead
 * of the clock) and any further one waits for the clock to get there. Writes
 * that differ in anything signed go out at once.
 *
 * @example
 * ```ts
 * const { payment } = await payMsg(payClient, payments, 'CreatePayment', {
 *   amount: '25.00',
 *   currency: 'USD',
 *   reference: 'order-1042',
 * })
 * // With a header of this call only, such as an idempotency key:
 * await payMsg(payClient, payments, 'CreatePayment', body, { headers: { 'idempotency-key': 'order-1042' } })
 * ```
 */
export async function payMsg<TModule extends AnyPayModule, TMethod extends PayMsgName<TModule>>(
  payClient: PayClient,
  module: TModule,
  method: TMethod,
  ...[body, options]: PayCallArguments<PayMsgBody<TModule, TMethod>>
): Promise<PayMsgResult<TModule, TMethod>> {
  const route = lookup(module, 'msg', method)
  const input = validateInput(route, route.body, body)
  return (await sendPayRequest(payClient, buildSend(payClient, route, input), options)) as PayMsgResult<TModule, TMethod>
}

/**
 * The user the API key belongs to: Users `Me` (`GET /UsersQueryServer/Me`).
 *
 * @example
 * ```ts
 * const me = await getMe(payClient)
 * console.log(me.userName, me.accountId, me.use2FA)
 * ```
 */
export function getMe(payClient: PayClient, options?: PayRequestOptions): Promise<PayUser> {
  return payQuery(payClient, usersModule, 'Me', undefined, options)
}
