// A registered symbol, so that two copies of gatekit in one bundle still recognize each other's calls.
const payCallTag = Symbol.for('gatekit.payCall')

/**
 * A write's body with headers for that one call, made by {@link withPayHeaders}.
 *
 * @example
 * ```ts
 * const call: PayCall<{ paymentId: string }> = withPayHeaders({ paymentId: 'pay_1' }, { 'idempotency-key': 'cancel-pay_1' })
 * ```
 */
export type PayCall<TBody> = {
  readonly [payCallTag]: true
  /** The body, as `mutate(body)` would take it. */
  readonly body: TBody
  /** Headers of this call only, such as an idempotency key. */
  readonly headers: Readonly<Record<string, string>>
}

/**
 * Wraps a write's body with headers for that one call, for the mutation hooks
 * (`usePayMsg`, `useAuthenticateUser`): `mutate(withPayHeaders(body, headers))`.
 * The headers travel as `PayRequestOptions.headers` would with `payMsg`; the wrapper
 * (body and headers) is what TanStack keeps as the mutation's variables, so keep
 * secrets out of these headers.
 *
 * @example
 * ```tsx
 * const create = usePayMsg({ module: payments, method: 'CreatePayment' })
 * create.mutate(withPayHeaders({ amount: '25.00', currency: 'USD', reference: 'order-1042' }, { 'idempotency-key': 'order-1042' }))
 * ```
 */
export function withPayHeaders<TBody>(body: TBody, headers: Readonly<Record<string, string>>): PayCall<TBody> {
  return Object.freeze({ [payCallTag]: true as const, body, headers: Object.freeze({ ...headers }) })
}

/**
 * Whether a mutation's variables are a {@link withPayHeaders} wrapper rather than a bare body.
 *
 * @example
 * ```ts
 * const { body, headers } = isPayCall(variables) ? variables : { body: variables, headers: undefined }
 * ```
 */
export function isPayCall(value: unknown): value is PayCall<unknown> {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[payCallTag] === true
}
