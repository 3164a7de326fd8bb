import type { PaySchema, PaySchemaInput, PaySchemaOutput } from './paySchema.ts'
import type { PayHttpMethod } from './request.ts'

/** HTTP methods of a write. SPEC.md signs every one of them. */
export type PayWriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** One read of a module's query server, as declared. */
export type PayQueryDefinition = {
  /** HTTP method. Default `GET`: the params travel as a query string. Any other method sends them as JSON and is signed. */
  method?: PayHttpMethod | undefined
  /** Route under the base URL. Default `/{Module}QueryServer/{Method}`. */
  path?: string | undefined
  /** Schema of the params; they are validated before sending. Without one, they are sent as given (none when omitted). */
  params?: PaySchema | undefined
  /** Schema of the 200 response. */
  response: PaySchema
}

/** One write of a module's message server, as declared. */
export type PayMsgDefinition = {
  /** HTTP method. Default `POST`. */
  method?: PayWriteMethod | undefined
  /** Route under the base URL. Default `/{Module}MsgServer/{Method}`. */
  path?: string | undefined
  /** Schema of the JSON body; it is validated before signing. Without one, it is sent as given (`{}` when omitted). */
  body?: PaySchema | undefined
  /** Schema of the 200 response. */
  response: PaySchema
}

/** Where a declared method goes, defaults filled in. */
export type PayRoute<TMethod extends PayHttpMethod = PayHttpMethod> = {
  /** `Module/Method`: names the call in errors, query keys and the client's `paths`. */
  readonly id: string
  readonly kind: 'query' | 'msg'
  readonly method: TMethod
  readonly path: string
}

/** A payment backend module: its name and its declared reads and writes, routes resolved. */
export type PayModule<
  TName extends string = string,
  TQueries extends Record<string, PayQueryDefinition> = Record<string, PayQueryDefinition>,
  TMsgs extends Record<string, PayMsgDefinition> = Record<string, PayMsgDefinition>,
> = {
  readonly type: 'payModule'
  readonly name: TName
  readonly queries: { readonly [K in keyof TQueries]: TQueries[K] & PayRoute }
  readonly msgs: { readonly [K in keyof TMsgs]: TMsgs[K] & PayRoute<PayWriteMethod> }
}

/** Any module, for generic code. */
export type AnyPayModule = PayModule<string, Record<string, PayQueryDefinition>, Record<string, PayMsgDefinition>>

/** Names of a module's reads. */
export type PayQueryName<TModule extends AnyPayModule> = keyof TModule['queries'] & string
/** Names of a module's writes. */
export type PayMsgName<TModule extends AnyPayModule> = keyof TModule['msgs'] & string

/** What a read takes: the params schema's input, or nothing. */
export type PayQueryParams<TModule extends AnyPayModule, TMethod extends PayQueryName<TModule>> =
  TModule['queries'][TMethod] extends { params: infer S extends PaySchema } ? PaySchemaInput<S> : Record<string, never> | undefined
/** What a read returns: the response schema's output. */
export type PayQueryResult<TModule extends AnyPayModule, TMethod extends PayQueryName<TModule>> = PaySchemaOutput<
  TModule['queries'][TMethod]['response']
>
/** What a write takes: the body schema's input, or nothing. */
export type PayMsgBody<TModule extends AnyPayModule, TMethod extends PayMsgName<TModule>> =
  TModule['msgs'][TMethod] extends { body: infer S extends PaySchema } ? PaySchemaInput<S> : Record<string, never> | undefined
/** What a write returns: the response schema's output. */
export type PayMsgResult<TModule extends AnyPayModule, TMethod extends PayMsgName<TModule>> = PaySchemaOutput<
  TModule['msgs'][TMethod]['response']
>

/**
 * Default route of a read: `/{Module}QueryServer/{Method}`, after SPEC.md's folder names.
 *
 * @example
 * ```ts
 * defaultQueryPath('Users', 'Me') // "/UsersQueryServer/Me"
 * ```
 */
export function defaultQueryPath(module: string, method: string): string {
  return `/${module}QueryServer/${method}`
}

/**
 * Default route of a write: `/{Module}MsgServer/{Method}`.
 *
 * @example
 * ```ts
 * defaultMsgPath('Payments', 'CreatePayment') // "/PaymentsMsgServer/CreatePayment"
 * ```
 */
export function defaultMsgPath(module: string, method: string): string {
  return `/${module}MsgServer/${method}`
}

const identifier = /^[A-Za-z][A-Za-z0-9_]*$/

function checkName(kind: string, name: string): void {
  if (!identifier.test(name)) throw new TypeError(`gatekit: pay ${kind} name "${name}" must be a letter then letters, digits or _.`)
}

function checkPath(id: string, path: string): void {
  if (!path.startsWith('/') || path.includes('?') || path.includes('#')) {
    throw new TypeError(`gatekit: the path of ${id} must start with "/" and carry no query or fragment, got "${path}".`)
  }
}

/**
 * Declares a payment backend module as your backend release has it: each read
 * (query server) and write (message server) with its HTTP method, route and zod
 * schemas. `payQuery`, `payMsg` and the hooks then call it typed.
 *
 * Defaults (each replaceable per method with `method` and `path`, or per client
 * with `createPayClient({ paths })`): a read is `GET /{Module}QueryServer/{Method}`
 * with its params as a query string (nested objects as `a.b`, arrays as repeated
 * keys); a write is `POST /{Module}MsgServer/{Method}` with its body as JSON.
 * Any method other than GET sends its input as a JSON body and is signed.
 *
 * @example
 * ```ts
 * const payments = definePayModule({
 *   name: 'Payments',
 *   queries: {
 *     GetPayment: { params: z.object({ paymentId: z.string() }), response: z.object({ payment: paymentSchema }) },
 *   },
 *   msgs: {
 *     CreatePayment: { body: z.object({ amount: z.string(), currency: z.string(), reference: z.string() }), response: z.object({ payment: paymentSchema }) },
 *     CancelPayment: { method: 'DELETE', path: '/v2/payments/cancel', body: z.object({ paymentId: z.string() }), response: z.object({}) },
 *   },
 * })
 * const { payment } = await payQuery(payClient, payments, 'GetPayment', { paymentId })
 * ```
 */
export function definePayModule<
  const TName extends string,
  TQueries extends Record<string, PayQueryDefinition> = Record<never, PayQueryDefinition>,
  TMsgs extends Record<string, PayMsgDefinition> = Record<never, PayMsgDefinition>,
>(definition: { name: TName; queries?: TQueries | undefined; msgs?: TMsgs | undefined }): PayModule<TName, TQueries, TMsgs> {
  checkName('module', definition.name)
  const resolve = <TDefinition extends PayQueryDefinition | PayMsgDefinition>(
    kind: 'query' | 'msg',
    entries: Record<string, TDefinition> | undefined,
  ) => {
    const resolved: Record<string, TDefinition & PayRoute> = {}
    for (const [method, declared] of Object.entries(entries ?? {})) {
      checkName('method', method)
      const id = `${definition.name}/${method}`
      const path =
        declared.path ?? (kind === 'query' ? defaultQueryPath(definition.name, method) : defaultMsgPath(definition.name, method))
      checkPath(id, path)
      const route: PayRoute = { id, kind, method: declared.method ?? (kind === 'query' ? 'GET' : 'POST'), path }
      resolved[method] = Object.freeze({ ...(declared as object), ...route }) as unknown as TDefinition & PayRoute
    }
    return Object.freeze(resolved)
  }
  return Object.freeze({
    type: 'payModule',
    name: definition.name,
    queries: resolve('query', definition.queries),
    msgs: resolve('msg', definition.msgs),
  }) as unknown as PayModule<TName, TQueries, TMsgs>
}
