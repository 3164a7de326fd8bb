import type { ResponseSchema } from './responseSchema.ts'
import type { SdkRouteForm } from './sdkRouteForms.ts'
import type { ParameterChecks } from './parameters.ts'
import type { QueryRecord } from './searchParams.ts'

/** A value that can fill a path parameter. */
export type PathValue = string | number | bigint | undefined

/**
 * A parameter an endpoint cannot be called without: its name, or `{ anyOf, problem }` when
 * any one of several will do (`{ anyOf: ['eventQuery', 'events'], problem: 'or `events` is required' }`;
 * the error then names the first). A value is missing when it is `undefined`, `null`, `''` or
 * an empty list or byte array. Path parameters of the template are required without being listed.
 */
export type RequiredParameter = string | { readonly anyOf: readonly [string, ...string[]]; readonly problem: string }

/**
 * How an endpoint pages, from which its infinite query options are derived:
 * - `key`: the SDK's cursor, `pagination.key` in, `pagination.next_key` out (the default);
 * - `offset`: `pagination.offset` and `pagination.limit`, the next offset after the `items`
 *   received, until `pagination.total` (a block's transactions);
 * - `page`: numbered pages from 1 with `page` and `limit`, until `total` (or `pagination.total`)
 *   is covered or a page comes back short (the transaction search).
 *
 * `items` names the response's list; `defaultLimit` is the page size when the call gives none.
 */
export type EndpointPagination<TParameters = never> =
  | { readonly style: 'key' }
  | { readonly style: 'offset'; readonly items: string; readonly defaultLimit: number }
  | {
      readonly style: 'page'
      readonly items: string
      readonly defaultLimit: number
      /**
       * The parameters of page `page` (from 1) of `limit` items, when they are not simply
       * `{ ...parameters, page, limit }` (a search on older chains pages by offset).
       */
      readonly pageParameters?: ((parameters: TParameters, page: number, limit: number) => TParameters) | undefined
    }

/**
 * One gateway endpoint as data: its id, method, path template, how parameters
 * map onto the path, query string and body, the parameters it requires, how it
 * pages and the schema of its response. Every action is `request(client, endpoint, parameters)`.
 *
 * Path templates name the route prefixes as `{sdk}` and `{app}`. A parameter
 * written `{name}` is one path segment (a `/` inside it is escaped);
 * `{name=**}` is a wildcard route of the gateway, where `/` stays a separator
 * (denoms such as `ibc/27394F...` or `factory/kii1.../ORO`).
 *
 * The mappers (`pathParams`, `query`, `body`) only translate: they run once every required
 * parameter is present and every check has passed, and never throw.
 */
export type Endpoint<
  TParameters,
  TResponse,
  TPagination extends EndpointPagination<TParameters> | undefined = EndpointPagination<TParameters> | undefined,
> = {
  /** `module/name`, such as `bank/balances`; also the key of a path override. */
  readonly id: string
  readonly method: 'GET' | 'POST'
  /** Path template, such as `/{sdk}/bank/v1beta1/balances/{address}`. */
  readonly path: string
  /** Values of the template's path parameters. */
  readonly pathParams?: ((parameters: TParameters) => Record<string, PathValue>) | undefined
  /** Query-string entries by their wire name. */
  readonly query?: ((parameters: TParameters) => QueryRecord) | undefined
  /** JSON body of a POST. */
  readonly body?: ((parameters: TParameters) => unknown) | undefined
  /** Schema the JSON response must match: a zod schema, whose output is the response type. */
  readonly response: ResponseSchema<TResponse>
  /**
   * Parameters the call cannot go without, beyond the template's path parameters: while one is
   * missing, query options stay disabled and {@link request} throws a `missing` ParameterError.
   */
  readonly required?: readonly RequiredParameter[] | undefined
  /**
   * Rules of parameters checked before anything is sent, by parameter name (see
   * {@link checkParameters}): `{ address: accountAddressRule, pagination: paginationRule }`.
   * Only the rules named here are bundled with the endpoint.
   */
  readonly checks?: ParameterChecks | undefined
  /** How the endpoint pages, for its infinite query options; omitted on endpoints that do not page. */
  readonly pagination?: TPagination
  /**
   * Whether the gateway answers the endpoint at the height of an `x-cosmos-block-height` header, so
   * that a `blockHeight` is accepted (see `readsAtHeight` in blockHeight.ts). Defaults to `true` for a GET and
   * `false` for a POST; the services the node answers from CometBFT or its transaction index
   * (blocks, node info, transactions) say `false`, a POST query of the state says `true`.
   */
  readonly readsAtHeight?: boolean | undefined
  /** Route forms of older SDK versions, oldest first; the chain's version picks one (see sdkVersion.ts). */
  readonly sdkForms?: readonly SdkRouteForm<TParameters>[] | undefined
}

/**
 * Declares an endpoint; an identity function that lets TypeScript infer the types.
 * Its `required` and `checks` name the parameters {@link request} verifies before the network.
 *
 * @example
 * ```ts
 * const paramsEndpoint = defineEndpoint({
 *   id: 'auth/params',
 *   method: 'GET',
 *   path: '/{sdk}/auth/v1beta1/params',
 *   response: z.object({ params: z.looseObject({}) }),
 * })
 * const supplyEndpoint = defineEndpoint({
 *   id: 'mine/supplyOf',
 *   method: 'GET',
 *   path: '/{sdk}/bank/v1beta1/supply/by_denom',
 *   query: (parameters: { denom: string }) => ({ denom: parameters.denom }),
 *   required: ['denom'], // without a denom, query options wait and request() throws, nothing is sent
 *   response: z.unknown(),
 * })
 * ```
 */
export function defineEndpoint<
  TParameters = void,
  TResponse = unknown,
  const TPagination extends EndpointPagination<TParameters> | undefined = undefined,
>(
  endpoint: Endpoint<TParameters, TResponse, TPagination>,
): Endpoint<TParameters, TResponse, TPagination> & { readonly pagination: TPagination } {
  // An endpoint that declares no pagination reads `undefined` there, as the type says.
  return endpoint as Endpoint<TParameters, TResponse, TPagination> & { readonly pagination: TPagination }
}
