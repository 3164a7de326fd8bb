import { bytesToHex, isBytes } from '@noble/hashes/utils.js'
import type { KyInstance } from 'ky'
import type { ResolvedRetryOptions } from '../core/retry.ts'
import { createHttpTransport, normalizeBaseUrl, type HttpTransportParameters } from '../core/transport.ts'
import { refuseRedirects } from './redirects.ts'
import type { PaySigningOptions } from './signRequest.ts'
import type { PaySigner } from './signer.ts'

/** A bearer token, or a function that returns a fresh one for each call. */
export type PayAuthToken = string | (() => string | Promise<string>)

/**
 * Options of {@link createPayClient}.
 *
 * @example
 * ```ts
 * const options: CreatePayClientParameters = {
 *   baseUrl: 'https://pay.example.com',
 *   authBaseUrl: 'https://auth.example.com',
 *   apiKey: process.env.api_key!,
 *   signer: ed25519Signer(process.env.priv_key!),
 *   correctClockSkew: true,
 * }
 * ```
 */
export type CreatePayClientParameters = HttpTransportParameters & {
  /** `{pay_base_url}` of the spec (the `base_url` environment variable of its clients); may carry a path. */
  baseUrl: string
  /** `{auth_base_url}`: where `/ap/AuthenticateUser` lives. Default: `baseUrl`. */
  authBaseUrl?: string | undefined
  /** The caller's API key (`api_key`), sent in `x-api-key` (see `apiKeyHeader`) with every request to `baseUrl`. */
  apiKey: string
  /**
   * Name of the header that carries the API key. Default `x-api-key`.
   *
   * @example
   * ```ts
   * createPayClient({ baseUrl, apiKey, signer, apiKeyHeader: 'X-NDAX-API-KEY' })
   * ```
   */
  apiKeyHeader?: string | undefined
  /**
   * How AuthenticateUser sends its credentials. `fields: 'body'` (default, as SPEC.md shows it):
   * `APIKey`, `Signature`, `UserId`, `UserName`, `Nonce` in the JSON body of a POST.
   * `fields: 'headers'`: the same names as HTTP headers and no body, as the KIIEX and
   * AlphaPoint (NDAX) HTTP APIs document it; those use `method: 'GET'`. Default method `POST`.
   *
   * @example
   * ```ts
   * createPayClient({ baseUrl, apiKey, signer, authenticateUser: { fields: 'headers', method: 'GET' } })
   * ```
   */
  authenticateUser?: PayAuthenticateUserTransport | undefined
  /** Signs writes: `ed25519Signer(priv_key)` on a server, a remote signer in a browser. */
  signer: PaySigner
  /** Current time in milliseconds. Default: `Date.now`. */
  clock?: (() => number) | undefined
  /**
   * Corrects the clock from the backend's `Date` header: after any response from
   * `baseUrl` (errors included) whose `Date` is more than two seconds off, timestamps
   * are shifted by the measured offset. Default `false`. In browsers the backend must
   * list `date` in `Access-Control-Expose-Headers`.
   */
  correctClockSkew?: boolean | undefined
  /** Replaces parts of the signing layout; see {@link signRequest}. */
  signing?: PaySigningOptions | undefined
  /** Also sign reads (GET). Default `false`: SPEC.md signs writes only; reads carry the API key. */
  signReads?: boolean | undefined
  /** Bearer token for AuthenticateUser, unless given per call. */
  authToken?: PayAuthToken | undefined
  /**
   * Paths that replace a method's route, by `Module/Method`
   * (`{ 'Users/Me': '/v2/UsersQueryServer/Me' }`); `ap/AuthenticateUser` moves that endpoint.
   */
  paths?: Readonly<Record<string, string>> | undefined
  /**
   * Identifies this backend and identity in query keys. Default: `baseUrl` and the first
   * 16 hex digits of the signer's public key, so two identities never share cache entries.
   * Never put the API key here.
   */
  id?: string | undefined
}

/**
 * How AuthenticateUser sends its credentials; see `CreatePayClientParameters.authenticateUser`.
 *
 * @example
 * ```ts
 * const alphaPointStyle: PayAuthenticateUserTransport = { fields: 'headers', method: 'GET' }
 * ```
 */
export type PayAuthenticateUserTransport = {
  /** Where `APIKey`, `Signature`, `UserId`, `UserName` and `Nonce` travel. Default `body`. */
  fields?: 'body' | 'headers' | undefined
  /** HTTP method. Default `POST`; `GET` only with `fields: 'headers'` (a GET has no body). */
  method?: 'POST' | 'GET' | undefined
}

/**
 * A configured connection to a payment backend. Pass it to the pay actions
 * (`getMe(payClient)`), query options, or `<GatekitProvider payClient={payClient}>`.
 * It holds no secret as a property: the API key and the token live in a private
 * store, the private key inside the signer.
 */
export type PayClient = {
  readonly type: 'payClient'
  /** Identifies backend and identity in query keys. */
  readonly id: string
  /** Base URL without a trailing slash. */
  readonly baseUrl: string
  /** Base URL of AuthenticateUser, without a trailing slash. */
  readonly authBaseUrl: string
  readonly signer: PaySigner
  readonly signing: Readonly<PaySigningOptions>
  readonly signReads: boolean
  /** Header that carries the API key. */
  readonly apiKeyHeader: string
  /** How AuthenticateUser sends its credentials, defaults filled in. */
  readonly authenticateUser: { readonly fields: 'body' | 'headers'; readonly method: 'POST' | 'GET' }
  readonly correctClockSkew: boolean
  readonly paths: Readonly<Record<string, string>>
  readonly timeout: number | false
  readonly retry: Readonly<ResolvedRetryOptions>
  /** The ky instance requests go through: reads retried, writes never; errors are converted by the pay actions. */
  readonly ky: KyInstance
  /** The time used for timestamps: the clock plus the measured skew, in milliseconds. */
  now(): number
  /** Milliseconds added to the clock (backend time minus local time); 0 until corrected. */
  readonly clockOffset: number
}

/** What the client keeps out of sight: never a property, never in a key, error or log. */
type PayClientSecrets = {
  apiKey: string
  authToken: PayAuthToken | undefined
  clock: () => number
  offset: number
  /** Hashes of the messages signed lately and their timestamp values, so no signature is sent twice. */
  signed: Map<string, number>
}

const secrets = new WeakMap<PayClient, PayClientSecrets>()

/** @internal The private store of a client; for the pay actions only. */
export function payClientSecrets(client: PayClient): PayClientSecrets {
  const found = secrets.get(client)
  if (!found) throw new TypeError('gatekit: not a pay client created by createPayClient().')
  return found
}

/**
 * Creates a client for the payment backend. Every request to `baseUrl` carries
 * the API key in `x-api-key`; every write (POST, PUT, PATCH, DELETE) is signed
 * with `signer`, afresh for each send (see {@link signRequest}). Reads retry like
 * the gateway client's; writes are never retried.
 *
 * @example
 * ```ts
 * // On a server: the private key comes from the environment.
 * const payClient = createPayClient({
 *   baseUrl: process.env.base_url!,
 *   apiKey: process.env.api_key!,
 *   signer: ed25519Signer(process.env.priv_key!),
 * })
 * const me = await getMe(payClient)
 * ```
 */
export function createPayClient(parameters: CreatePayClientParameters): PayClient {
  if (typeof parameters.apiKey !== 'string' || parameters.apiKey.length === 0) {
    throw new TypeError('gatekit: createPayClient needs a non-empty apiKey.')
  }
  if (!parameters.signer || typeof parameters.signer.sign !== 'function') {
    throw new TypeError('gatekit: createPayClient needs a signer ({ publicKey, sign }).')
  }
  if (!isBytes(parameters.signer.publicKey) || parameters.signer.publicKey.length !== 32) {
    throw new TypeError('gatekit: signer.publicKey must be the 32-byte Ed25519 public key as a Uint8Array.')
  }
  const baseUrl = normalizeBaseUrl(parameters.baseUrl)
  const authBaseUrl = parameters.authBaseUrl === undefined ? baseUrl : normalizeBaseUrl(parameters.authBaseUrl, 'authBaseUrl')
  // The gateway client's transport: ky with a per-attempt timeout that covers the body,
  // and retries limited to GET and HEAD.
  const apiKeyHeader = parameters.apiKeyHeader ?? 'x-api-key'
  if (!/^[!#$%&'*+.^`|~\w-]+$/.test(apiKeyHeader)) {
    throw new TypeError(`gatekit: apiKeyHeader must be an HTTP header name, got "${apiKeyHeader}".`)
  }
  const authenticateUser = {
    fields: parameters.authenticateUser?.fields ?? 'body',
    method: parameters.authenticateUser?.method ?? 'POST',
  } as const
  if (authenticateUser.method === 'GET' && authenticateUser.fields !== 'headers') {
    throw new TypeError('gatekit: authenticateUser.method GET needs fields: "headers" (a GET has no body).')
  }
  // Every pay request carries a credential (API key, signature, bearer token): none follows a
  // redirect, so a hostile or misconfigured backend cannot have it re-sent to another origin.
  const transport = createHttpTransport({ ...parameters, fetch: refuseRedirects(parameters.fetch) })
  const store: PayClientSecrets = {
    apiKey: parameters.apiKey,
    authToken: parameters.authToken,
    clock: parameters.clock ?? Date.now,
    offset: 0,
    signed: new Map(),
  }
  const client: PayClient = {
    type: 'payClient',
    id: parameters.id ?? `${baseUrl}#${bytesToHex(parameters.signer.publicKey).slice(0, 16)}`,
    baseUrl,
    authBaseUrl,
    signer: parameters.signer,
    signing: { ...parameters.signing },
    signReads: parameters.signReads ?? false,
    apiKeyHeader,
    authenticateUser,
    correctClockSkew: parameters.correctClockSkew ?? false,
    paths: { ...parameters.paths },
    timeout: transport.timeout,
    retry: transport.retry,
    ky: transport.ky,
    now: () => store.clock() + store.offset,
    get clockOffset() {
      return store.offset
    },
  }
  secrets.set(client, store)
  return client
}

/**
 * Whether an HTTP method is a write (POST, PUT, PATCH, DELETE), which SPEC.md signs.
 *
 * @example
 * ```ts
 * isWriteMethod('patch') // true
 * isWriteMethod('GET') // false
 * ```
 */
export function isWriteMethod(method: string): boolean {
  const upper = method.toUpperCase()
  return upper === 'POST' || upper === 'PUT' || upper === 'PATCH' || upper === 'DELETE'
}

// A `Date` header has one-second resolution; smaller differences are noise.
const skewThresholdMs = 2_000

/** @internal Updates the clock offset from a response's `Date` header, when correction is on. */
export function observeServerDate(client: PayClient, date: string | null): void {
  if (!client.correctClockSkew || !date) return
  const serverMs = Date.parse(date)
  if (Number.isNaN(serverMs)) return
  const store = payClientSecrets(client)
  // The header rounds down to the second; the middle of that second is the best estimate.
  const offset = serverMs + 500 - store.clock()
  if (Math.abs(offset - store.offset) > skewThresholdMs) store.offset = Math.abs(offset) > skewThresholdMs ? offset : 0
}

/**
 * Whether a value is a client made by `createPayClient`.
 *
 * @example
 * ```ts
 * if (isPayClient(value)) await getMe(value)
 * ```
 */
export function isPayClient(value: unknown): value is PayClient {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'payClient'
}
