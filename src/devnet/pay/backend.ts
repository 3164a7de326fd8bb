import * as ed from '@noble/ed25519'
import { hmac } from '@noble/hashes/hmac.js'
import { sha256, sha512 } from '@noble/hashes/sha2.js'
import { createRandom, type Random } from '../random.ts'
import { devnetPaymentsModule, type DevnetPayment } from './paymentsModule.ts'
import { createPayRequestVerifier, type PayDevnetReason, type RegisteredPayKey } from './verify.ts'

/** The authenticated user object, as the simulated backend sends it. */
export type PayDevnetUser = {
  userId: number
  userName: string
  email: string
  emailVerified: boolean
  accountId: number
  omsId: number
  use2FA: boolean
}

/** How AuthenticateUser answers for an account. */
export type PayDevnetAccountState = 'active' | 'twoFactor' | 'locked'

/**
 * A user of the simulated backend with every credential it has. All of it is
 * generated from the seed, for tests and demos: never reuse these values.
 */
export type PayDevnetAccount = {
  state: PayDevnetAccountState
  user: PayDevnetUser
  /** Payment backend API key (`api_key`), registered with `publicKey`. */
  apiKey: string
  /** Ed25519 private key (`priv_key`), 64 hex digits. */
  privateKey: string
  /** Ed25519 public key, 64 hex digits. */
  publicKey: string
  /** Exchange-style API key of AuthenticateUser. */
  authApiKey: string
  /** Exchange-style API secret of AuthenticateUser (HMAC key). */
  authApiSecret: string
}

/** An extra API key to register: its Ed25519 public key (bytes or hex) and its user. */
export type PayDevnetApiKey = {
  apiKey: string
  publicKey: Uint8Array | string
  /** Default: the active user's id. */
  userId?: number | undefined
}

/**
 * Options of {@link createPayDevnet}.
 *
 * @example
 * ```ts
 * let now = Date.UTC(2030, 0, 1)
 * const payDevnet = createPayDevnet({ seed: 'tests', now: () => now, apiKeys: [{ apiKey: 'pk_mine', publicKey: publicKeyHex(signer) }] })
 * now += 301_000 // signatures made before this are now outside the window
 * ```
 */
export type PayDevnetOptions = {
  /** Seed of every generated user, key and payment. Default 1. */
  seed?: number | string | undefined
  /** API keys to accept besides the generated ones. */
  apiKeys?: readonly PayDevnetApiKey[] | undefined
  /** Backend clock in milliseconds; also sent as the `Date` header. Default `Date.now`. */
  now?: (() => number) | undefined
  /** Accepted distance of `x-timestamp` from the backend clock, in seconds. Default 300. */
  windowSeconds?: number | undefined
  /** Bearer tokens AuthenticateUser accepts besides the generated `fixtures.bearerToken`. */
  bearerTokens?: readonly string[] | undefined
  /** Header that carries the API key, as a backend release names it. Default `x-api-key`. */
  apiKeyHeader?: string | undefined
}

/** Well-known credentials of a simulated payment backend. */
export type PayDevnetFixtures = {
  /** A bearer token AuthenticateUser accepts. */
  bearerToken: string
  /** Authenticates in one step. */
  active: PayDevnetAccount
  /** AuthenticateUser answers `requires2FA`. */
  twoFactor: PayDevnetAccount
  /** AuthenticateUser answers `locked`. */
  locked: PayDevnetAccount
}

const corsHeadersFor = (apiKeyHeader: string) => ({
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers': `content-type, accept, authorization, ${apiKeyHeader}, x-signature, x-timestamp, idempotency-key, apikey, signature, userid, username, nonce`,
  'access-control-expose-headers': 'date, retry-after',
})

/** AuthenticateUser's credential fields, in the body or (KIIEX, AlphaPoint over HTTP) as headers of the same names. */
const credentialFields = ['APIKey', 'Signature', 'UserId', 'UserName', 'Nonce'] as const

/** gRPC status codes the simulated backend puts in its error bodies. */
const codes = { invalidArgument: 3, notFound: 5, unimplemented: 12, unauthenticated: 16 } as const

class PayDevnetRejection extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    readonly reason: string,
    message: string,
  ) {
    super(message)
  }
}

const invalidRequest = (message: string) => new PayDevnetRejection(400, codes.invalidArgument, 'invalid_request', message)
const unauthenticated = (reason: PayDevnetReason, message: string) =>
  new PayDevnetRejection(401, codes.unauthenticated, reason, message)

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

function fromHex(hex: string): Uint8Array {
  const clean = hex.replace(/^0x/i, '')
  if (!/^(?:[0-9a-fA-F]{2})*$/.test(clean)) throw new TypeError('gatekit devnet: a public key must be hex or bytes.')
  return Uint8Array.from(clean.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))
}

function timingSafeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let difference = 0
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return difference === 0
}

function makeAccount(random: Random, state: PayDevnetAccountState, index: number): PayDevnetAccount {
  const r = random.fork(state)
  const privateKey = r.bytes(32)
  const userName = `${state === 'twoFactor' ? 'two-factor' : state}-${toHex(r.bytes(3))}`
  return {
    state,
    user: {
      userId: (index + 1) * 10_000 + r.int(1, 9_999),
      userName,
      email: `${userName}@devnet.invalid`,
      emailVerified: state !== 'locked',
      accountId: (index + 1) * 1_000 + r.int(1, 999),
      omsId: 1,
      use2FA: state === 'twoFactor',
    },
    apiKey: `pk_devnet_${toHex(r.bytes(12))}`,
    privateKey: toHex(privateKey),
    publicKey: toHex(ed.getPublicKey(privateKey)),
    authApiKey: toHex(r.bytes(16)),
    authApiSecret: toHex(r.bytes(32)),
  }
}

/**
 * Creates a simulated payment backend that checks what a real one would and
 * answers with a fetch-style `handle(request)`, for MSW (`createPayDevnetHandlers`)
 * and Node (`startPayDevnetServer`).
 *
 * - Every request to the backend needs a registered `x-api-key`; every write
 *   (POST, PUT, PATCH, DELETE), and every read that carries a signature, needs
 *   `x-timestamp` within five minutes of the backend clock and an `x-signature`
 *   that verifies over the documented layout, and is refused if that signature
 *   was seen before. Each refusal is a 401 with a `reason` (see `payDevnetReasons`).
 * - `POST /ap/AuthenticateUser` checks the bearer token and the exchange-style
 *   HMAC signature and answers for an active, a second-factor and a locked user.
 * - Users `Me`, and a sample Payments module (`GetPayment`, `ListPayments`,
 *   `CreatePayment`) for the generic client.
 *
 * Every answer carries a `Date` header from the backend clock.
 *
 * @example
 * ```ts
 * let now = Date.now()
 * const payDevnet = createPayDevnet({ seed: 'demo', now: () => now })
 * const { apiKey, privateKey } = payDevnet.fixtures.active
 * const response = await payDevnet.handle(new Request('http://pay.test/UsersQueryServer/Me', { headers: { 'x-api-key': apiKey } }))
 * ```
 */
export function createPayDevnet(options: PayDevnetOptions = {}) {
  // Key generation uses the sync API of @noble/ed25519, which needs a SHA-512.
  if (!ed.hashes.sha512) ed.hashes.sha512 = sha512
  const now = options.now ?? Date.now
  const random = createRandom(`pay/${options.seed ?? 1}`)
  const accounts = (['active', 'twoFactor', 'locked'] as const).map((state, index) => makeAccount(random, state, index))
  const [active, twoFactor, locked] = accounts as [PayDevnetAccount, PayDevnetAccount, PayDevnetAccount]
  const fixtures: PayDevnetFixtures = {
    bearerToken: `devnet-token-${toHex(random.fork('token').bytes(16))}`,
    active,
    twoFactor,
    locked,
  }
  const bearerTokens = new Set([fixtures.bearerToken, ...(options.bearerTokens ?? [])])
  const usersById = new Map(accounts.map((account) => [account.user.userId, account.user]))

  const keys = new Map<string, RegisteredPayKey>()
  const registerApiKey = (key: PayDevnetApiKey): void => {
    const publicKey = typeof key.publicKey === 'string' ? fromHex(key.publicKey) : Uint8Array.from(key.publicKey)
    if (publicKey.length !== 32) throw new TypeError('gatekit devnet: an Ed25519 public key has 32 bytes.')
    const userId = key.userId ?? active.user.userId
    if (!usersById.has(userId)) throw new TypeError(`gatekit devnet: no user ${userId}.`)
    keys.set(key.apiKey, { apiKey: key.apiKey, publicKey, userId })
  }
  for (const account of accounts) registerApiKey({ apiKey: account.apiKey, publicKey: account.publicKey, userId: account.user.userId })
  for (const key of options.apiKeys ?? []) registerApiKey(key)

  const apiKeyHeader = (options.apiKeyHeader ?? 'x-api-key').toLowerCase()
  const corsHeaders = corsHeadersFor(apiKeyHeader)
  const verifier = createPayRequestVerifier({ keys, now, windowSeconds: options.windowSeconds, apiKeyHeader })
  const lastNonces = new Map<string, bigint>()

  const payments = new Map<string, DevnetPayment>()
  let paymentCount = 0
  const addPayment = (userId: number, fields: Pick<DevnetPayment, 'amount' | 'currency' | 'reference' | 'status'>, at: number) => {
    paymentCount += 1
    const payment: DevnetPayment = {
      paymentId: `pay_${String(paymentCount).padStart(6, '0')}`,
      userId,
      ...fields,
      createdAt: new Date(at).toISOString(),
    }
    payments.set(payment.paymentId, payment)
    return payment
  }
  const seedPayments = random.fork('payments')
  const statuses = ['COMPLETED', 'COMPLETED', 'FAILED', 'PENDING'] as const
  statuses.forEach((status, index) => {
    const cents = seedPayments.int(100, 250_000)
    addPayment(
      active.user.userId,
      {
        amount: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
        currency: seedPayments.pick(['USD', 'EUR', 'BRL']),
        reference: `invoice-${1000 + index}`,
        status,
      },
      now() - (statuses.length - index) * 3_600_000,
    )
  })

  const respond = (status: number, body: unknown): Response =>
    new Response(body === null ? null : JSON.stringify(body), {
      status,
      headers: {
        ...(body === null ? {} : { 'content-type': 'application/json' }),
        date: new Date(now()).toUTCString(),
        ...corsHeaders,
      },
    })

  const decoder = new TextDecoder('utf-8', { fatal: true })
  function readJsonObject(body: Uint8Array): Record<string, unknown> {
    let value: unknown
    try {
      value = JSON.parse(decoder.decode(body))
    } catch {
      throw invalidRequest('the body must be a JSON object')
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) throw invalidRequest('the body must be a JSON object')
    return value as Record<string, unknown>
  }

  function authenticateUser(headers: Headers, body: Uint8Array): Response {
    const authorization = headers.get('authorization')
    const bearer = authorization ? /^Bearer\s+(\S+)$/i.exec(authorization) : null
    if (!bearer) throw unauthenticated('missing_token', 'Authorization: Bearer <token> is required')
    if (!bearerTokens.has(bearer[1]!)) throw unauthenticated('invalid_token', 'the bearer token is not valid')
    const inHeaders = body.length === 0 && credentialFields.some((name) => headers.has(name))
    if (!inHeaders && !(headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')) {
      throw invalidRequest('Content-Type must be application/json')
    }
    const fields: Record<string, unknown> = inHeaders
      ? Object.fromEntries(credentialFields.flatMap((name) => (headers.has(name) ? [[name, headers.get(name)]] : [])))
      : readJsonObject(body)
    for (const name of credentialFields) {
      if (fields[name] !== undefined && typeof fields[name] !== 'string') throw invalidRequest(`${name} must be a string`)
    }
    const { APIKey, Signature, UserId, UserName, Nonce } = fields as Record<string, string | undefined>
    if (!APIKey || !Signature || !UserId || !Nonce) {
      throw invalidRequest('the API key method needs APIKey, Signature, UserId and Nonce')
    }
    if (!/^[0-9]{1,20}$/.test(Nonce)) throw invalidRequest('Nonce must be a decimal number')
    const account = accounts.find((candidate) => candidate.authApiKey === APIKey)
    if (!account || String(account.user.userId) !== UserId || (UserName !== undefined && UserName !== account.user.userName)) {
      throw unauthenticated('invalid_credentials', 'the API key, user or signature is not valid')
    }
    const expected = toHex(hmac(sha256, new TextEncoder().encode(account.authApiSecret), new TextEncoder().encode(`${Nonce}${UserId}${APIKey}`)))
    if (!timingSafeEqual(expected, Signature)) throw unauthenticated('invalid_credentials', 'the API key, user or signature is not valid')
    const nonce = BigInt(Nonce)
    if (nonce <= (lastNonces.get(APIKey) ?? -1n)) throw unauthenticated('nonce_reused', 'Nonce must grow with every request')
    lastNonces.set(APIKey, nonce)

    if (account.state === 'locked') {
      return respond(200, { user: null, authenticated: false, locked: true, requires2FA: false, twoFAType: '', twoFAToken: '' })
    }
    if (account.state === 'twoFactor') {
      const twoFAToken = toHex(sha256(new TextEncoder().encode(`${fixtures.bearerToken}/${APIKey}/${Nonce}`))).slice(0, 32)
      return respond(200, { user: null, authenticated: false, locked: false, requires2FA: true, twoFAType: 'Google', twoFAToken })
    }
    return respond(200, { user: account.user, authenticated: true, locked: false, requires2FA: false, twoFAType: '', twoFAToken: '' })
  }

  type BackendRoute = { method: string; path: string; handle: (context: { userId: number; query: URLSearchParams; body: Uint8Array }) => unknown }
  const routes: BackendRoute[] = [
    { method: 'GET', path: '/UsersQueryServer/Me', handle: ({ userId }) => usersById.get(userId) },
    {
      method: 'GET',
      path: '/PaymentsQueryServer/GetPayment',
      handle: ({ userId, query }) => {
        const paymentId = query.get('paymentId')
        if (!paymentId) throw invalidRequest('paymentId is required')
        const payment = payments.get(paymentId)
        if (!payment || payment.userId !== userId) throw new PayDevnetRejection(404, codes.notFound, 'not_found', `payment ${paymentId} not found`)
        return { payment }
      },
    },
    {
      method: 'GET',
      path: '/PaymentsQueryServer/ListPayments',
      handle: ({ userId, query }) => {
        const status = query.get('status')
        const reference = query.get('reference')
        if (status !== null && !['PENDING', 'COMPLETED', 'FAILED'].includes(status)) throw invalidRequest('status must be PENDING, COMPLETED or FAILED')
        const limitText = query.get('limit')
        const limit = limitText === null ? 100 : Number(limitText)
        if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw invalidRequest('limit must be an integer from 1 to 100')
        const matching = [...payments.values()].filter((payment) =>
            payment.userId === userId && (status === null || payment.status === status) && (reference === null || payment.reference === reference),
        )
        return { payments: matching.slice(0, limit), total: String(matching.length) }
      },
    },
    {
      method: 'POST',
      path: '/PaymentsMsgServer/CreatePayment',
      handle: ({ userId, body }) => {
        const parsed = devnetPaymentsModule.msgs.CreatePayment.body.safeParse(readJsonObject(body))
        if (!parsed.success) {
          const issue = parsed.error.issues[0]!
          throw invalidRequest(`${issue.path.join('.') || 'body'}: ${issue.message}`)
        }
        return { payment: addPayment(userId, { ...parsed.data, status: 'PENDING' }, now()) }
      },
    },
  ]

  /**
   * Answers one request. `basePath` is the path the backend is mounted at,
   * removed before routing (the signature still covers the full target);
   * `target` is the raw request target when the server has it, otherwise the
   * request URL's path and query.
   */
  async function handle(
    request: Request,
    handleOptions: { basePath?: string | undefined; target?: string | undefined } = {},
  ): Promise<Response> {
    if (request.method === 'OPTIONS') return respond(204, null)
    const url = new URL(request.url)
    const basePath = (handleOptions.basePath ?? '').replace(/\/+$/, '')
    const path = basePath && url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) || '/' : url.pathname
    const body = new Uint8Array(await request.arrayBuffer())
    try {
      if (path === '/ap/AuthenticateUser') {
        // GET carries the credentials as headers (the AlphaPoint HTTP form); POST in the body or as headers.
        if (request.method !== 'POST' && request.method !== 'GET') throw new PayDevnetRejection(405, codes.unimplemented, 'method_not_allowed', 'use POST')
        return authenticateUser(request.headers, body)
      }
      const write = request.method !== 'GET' && request.method !== 'HEAD'
      const verification = await verifier.verify(
        { method: request.method, target: handleOptions.target ?? `${url.pathname}${url.search}`, body, headers: request.headers },
        { signed: write },
      )
      if (!verification.ok) throw unauthenticated(verification.reason, verification.message)
      const candidates = routes.filter((route) => route.path === path)
      if (candidates.length === 0) throw new PayDevnetRejection(404, codes.notFound, 'not_found', `no route ${path}`)
      const route = candidates.find((candidate) => candidate.method === request.method)
      if (!route) throw new PayDevnetRejection(405, codes.unimplemented, 'method_not_allowed', `use ${candidates[0]!.method}`)
      return respond(200, route.handle({ userId: verification.key.userId, query: url.searchParams, body }))
    } catch (error) {
      if (error instanceof PayDevnetRejection) return respond(error.status, { code: error.code, message: error.message, reason: error.reason })
      throw error
    }
  }

  return {
    /** Well-known credentials: the bearer token and the three accounts. */
    fixtures,
    handle,
    /** The backend clock in milliseconds. */
    now: () => now(),
    /** Accepted distance of `x-timestamp` from the backend clock, in seconds. */
    windowSeconds: verifier.windowSeconds,
    /** Accepts another API key from now on. */
    registerApiKey,
    /** Every payment, in creation order. */
    payments: (): DevnetPayment[] => [...payments.values()],
  }
}

/** A simulated payment backend. */
export type PayDevnet = ReturnType<typeof createPayDevnet>
