import { hmac } from '@noble/hashes/hmac.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'
import * as z from '../core/zod.ts'
import { ParameterError } from '../core/errors.ts'
import { payClientSecrets, type PayClient } from './client.ts'
import { payUserSchema } from './modules/users.ts'
import { sendPayRequest, type PayRequestOptions } from './request.ts'
import { buildPayTarget } from './target.ts'
import type { Assignable, ResponseSchema } from '../core/responseSchema.ts'
import type { PayUser } from './modules/users.ts'

/**
 * Body of AuthenticateUser, field names as on the wire. Which fields each
 * method needs is not specified; the API-key method sends `APIKey`, `Signature`,
 * `UserId` and `Nonce` (see {@link createAuthenticateUserBody}).
 *
 * @example
 * ```ts
 * const body: AuthenticateUserBody = { APIKey, Signature, UserId: '42', Nonce: '1700000000000' }
 * ```
 */
export type AuthenticateUserBody = {
  APIKey?: string | undefined
  /** Exchange-style signature: {@link userAuthSignature}. */
  Signature?: string | undefined
  UserId?: string | undefined
  UserName?: string | undefined
  Nonce?: string | undefined
}

const authenticationFields = {
  locked: /* @__PURE__ */ z._default(/* @__PURE__ */ z.boolean(), false),
  requires2FA: /* @__PURE__ */ z._default(/* @__PURE__ */ z.boolean(), false),
  twoFAType: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  twoFAToken: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
}

const authenticateUserResponseZod = /* @__PURE__ */ z.discriminatedUnion('authenticated', [
  /* @__PURE__ */ z.looseObject({ authenticated: /* @__PURE__ */ z.literal(true), user: /* @__PURE__ */ z.shapeOf(payUserSchema), ...authenticationFields }),
  /* @__PURE__ */ z.looseObject({ authenticated: /* @__PURE__ */ z.literal(false), user: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(payUserSchema)), ...authenticationFields }),
])
type _authenticateUserResponseZodCheck = [Assignable<z.output<typeof authenticateUserResponseZod>, AuthenticateUserResponse>, Assignable<AuthenticateUserResponse, z.output<typeof authenticateUserResponseZod>>]
/**
 * The 200 body of AuthenticateUser: `user`, `authenticated`, `locked`,
 * `requires2FA`, `twoFAType`, `twoFAToken`. Discriminated by `authenticated`,
 * so `user` is typed present once it is `true`.
 *
 * @example
 * ```ts
 * const result = authenticateUserResponseSchema.parse(json)
 * if (result.authenticated) console.log(result.user.userId)
 * ```
 */
export const authenticateUserResponseSchema: ResponseSchema<AuthenticateUserResponse> = authenticateUserResponseZod

/** The 200 body of AuthenticateUser. */
export type AuthenticateUserResponse = {
  locked: boolean
  requires2FA: boolean
  authenticated: true
  user: PayUser
  twoFAType?: string | null | undefined
  twoFAToken?: string | null | undefined
} | {
  locked: boolean
  requires2FA: boolean
  authenticated: false
  twoFAType?: string | null | undefined
  twoFAToken?: string | null | undefined
  user?: PayUser | null | undefined
}

/** Why an AuthenticateUser answer is what it is. */
export type AuthenticationState = 'authenticated' | 'requires2FA' | 'locked' | 'rejected'

/**
 * The state of an AuthenticateUser answer: `authenticated`; `locked` (the account
 * is locked); `requires2FA` (send the second factor with `twoFAToken`, of kind
 * `twoFAType`); or `rejected` for a 200 that says none of these.
 *
 * @example
 * ```ts
 * switch (authenticationState(result)) {
 *   case 'requires2FA': return askForCode(result.twoFAType, result.twoFAToken)
 *   case 'locked': return showLocked()
 * }
 * ```
 */
export function authenticationState(response: AuthenticateUserResponse): AuthenticationState {
  if (response.authenticated) return 'authenticated'
  if (response.locked) return 'locked'
  if (response.requires2FA) return 'requires2FA'
  return 'rejected'
}

/**
 * The exchange-style `Signature` of AuthenticateUser: lowercase hex of
 * HMAC-SHA256 with the API secret as key over `Nonce + UserId + APIKey`.
 * The API secret is a secret: compute this on a server.
 *
 * @example
 * ```ts
 * userAuthSignature({ apiSecret: process.env.api_secret!, nonce: '1700000000000', userId: '42', apiKey })
 * ```
 */
export function userAuthSignature(parameters: {
  apiSecret: string | Uint8Array
  nonce: string
  userId: string
  apiKey: string
}): string {
  const key = typeof parameters.apiSecret === 'string' ? utf8ToBytes(parameters.apiSecret) : parameters.apiSecret
  return bytesToHex(hmac(sha256, key, utf8ToBytes(`${parameters.nonce}${parameters.userId}${parameters.apiKey}`)))
}

let lastNonce = 0

/**
 * A nonce that grows with every call in this process: milliseconds since the
 * epoch, or one more than the previous nonce.
 *
 * @example
 * ```ts
 * const nonce = nextNonce() // "1700000000123"
 * ```
 */
export function nextNonce(now: number = Date.now()): string {
  lastNonce = Math.max(Math.floor(now), lastNonce + 1)
  return String(lastNonce)
}

/**
 * The body of an API-key AuthenticateUser call, its `Signature` computed with
 * {@link userAuthSignature} and its `Nonce` from {@link nextNonce} unless given.
 * Needs the API secret: build it on a server.
 *
 * @example
 * ```ts
 * const body = createAuthenticateUserBody({ apiKey, apiSecret: process.env.api_secret!, userId: 42 })
 * const result = await authenticateUser(payClient, body, { token })
 * ```
 */
export function createAuthenticateUserBody(parameters: {
  apiKey: string
  apiSecret: string | Uint8Array
  userId: string | number | bigint
  userName?: string | undefined
  nonce?: string | undefined
}): AuthenticateUserBody {
  const userId = String(parameters.userId)
  const nonce = parameters.nonce ?? nextNonce()
  return {
    APIKey: parameters.apiKey,
    Signature: userAuthSignature({ apiSecret: parameters.apiSecret, nonce, userId, apiKey: parameters.apiKey }),
    UserId: userId,
    ...(parameters.userName === undefined ? {} : { UserName: parameters.userName }),
    Nonce: nonce,
  }
}

/** Per-call options of {@link authenticateUser}. */
export type AuthenticateUserOptions = PayRequestOptions & {
  /** Bearer token for this call; otherwise the client's `authToken`. */
  token?: string | undefined
}

/**
 * Default path of AuthenticateUser under `authBaseUrl`; `paths['ap/AuthenticateUser']` replaces it.
 *
 * @example
 * ```ts
 * createPayClient({ baseUrl, apiKey, signer, paths: { 'ap/AuthenticateUser': `/v2${authenticateUserPath}` } })
 * ```
 */
export const authenticateUserPath = '/ap/AuthenticateUser'

/**
 * Authenticates a user: `POST {auth_base_url}/ap/AuthenticateUser` with
 * `Authorization: Bearer <token>` and the JSON body. A 200 resolves, whether the
 * user is authenticated or not: `authenticationState(result)` says which
 * (`locked`, `requires2FA`). A 400 rejects with `PayRequestError`, a 401 with
 * `PayAuthError`. This endpoint has its own credentials (token and body), so it
 * carries neither `x-api-key` nor an Ed25519 signature. With
 * `createPayClient({ authenticateUser: { fields: 'headers' } })` the body's fields
 * travel as headers of the same names instead (KIIEX and AlphaPoint's NDAX HTTP API).
 *
 * @example
 * ```ts
 * const result = await authenticateUser(payClient, body, { token })
 * if (result.authenticated) console.log('welcome', result.user.userName)
 * else if (result.requires2FA) promptForCode(result.twoFAType)
 * // AlphaPoint-style: GET with APIKey, Signature, UserId and Nonce as headers.
 * const apex = createPayClient({ baseUrl, apiKey, signer, authenticateUser: { fields: 'headers', method: 'GET' } })
 * await authenticateUser(apex, body, { token })
 * ```
 */
export async function authenticateUser(
  payClient: PayClient,
  body: AuthenticateUserBody,
  options: AuthenticateUserOptions = {},
): Promise<AuthenticateUserResponse> {
  const configured = payClientSecrets(payClient).authToken
  const token = options.token ?? (typeof configured === 'function' ? await configured() : configured)
  if (!token) {
    throw new ParameterError({
      parameter: 'token',
      problem: 'is required: pass { token } or create the client with authToken',
      reason: 'missing',
      endpoint: 'ap/AuthenticateUser',
    })
  }
  const { fields, method } = payClient.authenticateUser
  const credentials = Object.fromEntries(
    (['APIKey', 'Signature', 'UserId', 'UserName', 'Nonce'] as const).flatMap((name) => (body[name] === undefined ? [] : [[name, body[name]]])),
  ) as Record<string, string>
  if (fields === 'headers') {
    for (const [name, value] of Object.entries(credentials)) {
      // A header value is bytes; fetch refuses anything beyond Latin-1 with a bare TypeError.
      if (typeof value !== 'string' || !/^[\x20-\x7e]*$/.test(value)) {
        throw new ParameterError({ parameter: name, problem: 'must be visible ASCII to travel as a header', endpoint: 'ap/AuthenticateUser' })
      }
    }
  }
  const path = payClient.paths['ap/AuthenticateUser'] ?? authenticateUserPath
  return sendPayRequest(
    payClient,
    {
      id: 'ap/AuthenticateUser',
      method,
      target: buildPayTarget(payClient.authBaseUrl, path, '', 'ap/AuthenticateUser'),
      ...(fields === 'headers' ? {} : { body }),
      headers: { authorization: `Bearer ${token}`, ...(fields === 'headers' ? credentials : {}) },
      audience: 'auth',
      // The exchange-style API key and its single-use signature are credentials too.
      secrets: [token, ...(body.Signature ? [body.Signature] : []), ...(body.APIKey ? [body.APIKey] : [])],
      response: authenticateUserResponseSchema,
    },
    { ...(options.signal ? { signal: options.signal } : {}), ...(options.headers ? { headers: options.headers } : {}) },
  )
}
