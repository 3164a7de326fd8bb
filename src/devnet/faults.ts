// The faults a devnet can inject and their presets: declarations only. faultLayer.ts
// applies them, faultResponses.ts answers for them, stats.ts counts the requests.

/**
 * The faults a devnet can inject, one per way a gateway in the wild goes wrong.
 *
 * @example
 * ```ts
 * for (const kind of devnetFaultKinds) console.log(kind) // latency, status, rateLimit, ...
 * ```
 */
export const devnetFaultKinds = ['latency', 'status', 'rateLimit', 'reset', 'truncate', 'html', 'drip', 'schema'] as const

/**
 * Name of a fault kind.
 *
 * @example
 * ```ts
 * const kind: DevnetFaultKind = 'rateLimit'
 * ```
 */
export type DevnetFaultKind = (typeof devnetFaultKinds)[number]

/**
 * Which requests a fault hits, how often, and for how long.
 *
 * @example
 * ```ts
 * const scope: DevnetFaultScope = { route: '/{sdk}/bank/v1beta1/balances/{address}', method: 'GET', times: 2 }
 * ```
 */
export type DevnetFaultScope = {
  /**
   * The requests it hits: a route template of the devnet, written as the routes
   * are (`'/{sdk}/bank/v1beta1/balances/{address}'`); a glob over the request
   * path (`'/stack/bank/**'`, `*` within one segment, `**` across segments); or
   * a RegExp tested against the path. Absent: every request.
   */
  route?: string | RegExp | undefined
  /** Only requests with this method. Absent: any method. */
  method?: 'GET' | 'POST' | undefined
  /** How many requests it hits before it is spent and removed. Absent: every matching request. */
  times?: number | undefined
  /**
   * Chance (0 to 1) that a matching request is hit, drawn from a random source
   * seeded by the devnet's seed and the fault's id, so a run is the same for the
   * same seed and the same requests. Default 1.
   */
  probability?: number | undefined
}

/**
 * One fault to inject into the simulated gateway.
 *
 * - `latency`: waits `ms` before answering; combines with any other fault.
 * - `status`: a 5xx answer with the gateway's error body (`times: 2` is a burst of two).
 * - `rateLimit`: 429 with `Retry-After` (seconds, or an HTTP date for a `Date` or string).
 * - `reset`: the connection is dropped without an answer (the Node server destroys the
 *   socket; under MSW or a plain `handle` call it is `Response.error()`, a network error).
 * - `truncate`: the real JSON cut in half; `ending: 'reset'` (default) cuts the connection
 *   mid-body as a crashing upstream does, `'clean'` ends a complete 200 whose body is not JSON.
 * - `html`: a proxy's HTML error page (default 502).
 * - `drip`: the real answer's headers at once, then its body `chunkSize` bytes every `interval` ms.
 * - `schema`: valid JSON that breaks the endpoint's schema: `change: 'numbers'` (default) sends
 *   every decimal string (amounts, heights) as a JSON number, `'missing'` leaves out the first field.
 *   Or JSON a gateway may legally send: `'null'` sets the fields at `at` to `null` and `'absent'`
 *   leaves them out (proto3 JSON's two forms of an unset message or bytes field), and `'deep'`
 *   wraps the value at `at` `depth` times in `wrap` (`$` marks the value; default `[$]`), written
 *   as text so any depth can be sent. `at` is a dotted path (`tx.auth_info.signer_infos.0.mode_info`,
 *   `*` for every element or field), or a list of them.
 *
 * @example
 * ```ts
 * devnet.faults.inject({ kind: 'status', status: 503, times: 2 }) // a burst of two 503s on any route
 * devnet.faults.inject({ kind: 'rateLimit', retryAfter: 1, route: '/stack/bank/**' })
 * devnet.faults.inject({ kind: 'reset', probability: 0.2 }) // seeded chaos: one request in five
 * ```
 */
export type DevnetFault = DevnetFaultScope &
  (
    | { kind: 'latency'; ms: number }
    | { kind: 'status'; status?: number | undefined }
    | { kind: 'rateLimit'; retryAfter?: number | string | Date | undefined }
    | { kind: 'reset' }
    | { kind: 'truncate'; ending?: 'reset' | 'clean' | undefined }
    | { kind: 'html'; status?: number | undefined }
    | { kind: 'drip'; interval?: number | undefined; chunkSize?: number | undefined }
    | {
        kind: 'schema'
        change?: 'numbers' | 'missing' | 'null' | 'absent' | 'deep' | undefined
        /** For `null`, `absent` and `deep`: dotted paths of the fields to change. */
        at?: string | readonly string[] | undefined
        /** For `deep`: how many times the value is wrapped. */
        depth?: number | undefined
        /** For `deep`: the JSON text of one wrapping, `$` where the wrapped value goes. Default `[$]`. */
        wrap?: string | undefined
      }
  )

/**
 * An injected fault as `list()` shows it: its id, its definition, how often it hit.
 *
 * @example
 * ```ts
 * devnet.faults.list() // [{ kind: 'status', status: 503, times: 2, id: 'fault-1', hits: 1 }]
 * ```
 */
export type DevnetFaultInfo = DevnetFault & {
  /** Identifies the fault, for `remove` and `DELETE /_devnet/faults/{id}`. */
  id: string
  /** Requests it has hit so far. */
  hits: number
}

/**
 * What `inject` returns: the fault's id, its hit count, and a way to remove it.
 *
 * @example
 * ```ts
 * const outage = devnet.faults.inject({ kind: 'reset' })
 * // ...
 * outage.remove()
 * ```
 */
export type DevnetFaultHandle = {
  readonly id: string
  /** Requests it has hit so far. */
  readonly hits: number
  /** Removes the fault; `false` when it was already spent or removed. */
  remove(): boolean
}

/**
 * Ready-made fault sets, by name: what the Storybook toolbar's Faults menu and
 * `POST /_devnet/faults { "preset": "flaky5xx" }` apply to every route.
 *
 * @example
 * ```ts
 * for (const fault of devnetFaultPresets.flaky5xx) devnet.faults.inject(fault)
 * ```
 */
export const devnetFaultPresets = {
  none: [],
  slow: [{ kind: 'latency', ms: 1500 }],
  flaky5xx: [{ kind: 'status', status: 503, probability: 0.5 }],
  rateLimited: [{ kind: 'rateLimit', retryAfter: 1, probability: 0.5 }],
  resets: [{ kind: 'reset', probability: 0.5 }],
  truncated: [{ kind: 'truncate', probability: 0.5 }],
  html502: [{ kind: 'html', status: 502 }],
  drip: [{ kind: 'drip' }],
  schema: [{ kind: 'schema' }],
} as const satisfies Record<string, readonly DevnetFault[]>

/**
 * Name of a fault preset.
 *
 * @example
 * ```ts
 * const preset: DevnetFaultPresetName = 'rateLimited'
 * ```
 */
export type DevnetFaultPresetName = keyof typeof devnetFaultPresets

/**
 * The fault controls of a devnet (`devnet.faults`).
 *
 * @example
 * ```ts
 * const burst = devnet.faults.inject({ kind: 'status', status: 502, times: 3 })
 * devnet.faults.injectPreset('slow')
 * devnet.faults.clear()
 * ```
 */
export type DevnetFaults = {
  /** Adds a fault; it hits matching requests until it is spent or removed. Throws for an invalid fault. */
  inject(fault: DevnetFault): DevnetFaultHandle
  /** Adds every fault of a preset. */
  injectPreset(name: DevnetFaultPresetName): DevnetFaultHandle[]
  /** Removes one fault by id; `false` when there was none. */
  remove(id: string): boolean
  /** Removes every fault. */
  clear(): void
  /** The active faults, in the order they were added. */
  list(): DevnetFaultInfo[]
}
