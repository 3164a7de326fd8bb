import type { DevnetFaultKind } from './faults.ts'
import { scopeMatcher, type RequestFacts } from './requestScope.ts'

// The request counters of a devnet: what it served, by route and fault, and a bounded log.

/**
 * One request the devnet answered, as the request log keeps it.
 *
 * @example
 * ```ts
 * const [first, retry] = devnet.stats.log
 * const waited = retry.time - first.time // what the server saw between a 429 and its retry
 * ```
 */
export type DevnetRequestRecord = {
  method: string
  /** Path and query string as they arrived (mount path removed). */
  path: string
  /** Template of the route that matched, when one did. */
  route: string | undefined
  /** When the request arrived, in ms on `performance.now()`'s clock. */
  time: number
  /** Kind of the fault that answered it, when one did (latency counts only when alone). */
  fault: DevnetFaultKind | undefined
}

/**
 * Counters of the requests a devnet served (`GET /_devnet/stats` answers them as JSON).
 *
 * @example
 * ```ts
 * const { requests, maxInFlight } = await (await fetch('http://127.0.0.1:1317/_devnet/stats')).json()
 * ```
 */
export type DevnetStatsSnapshot = {
  /** Requests answered since the last reset (control requests and CORS preflights excluded). */
  requests: number
  /** Requests being answered now: from arrival until the last byte of the body. */
  inFlight: number
  /** The most requests in flight at once since the last reset. */
  maxInFlight: number
  /** Requests per route: `GET /{sdk}/bank/v1beta1/balances/{address}`, or the path when no route matched. */
  byRoute: Record<string, number>
  /** Requests a fault answered, by kind. */
  faulted: Partial<Record<DevnetFaultKind, number>>
  /** The latest requests (at most 1000), oldest first. */
  log: DevnetRequestRecord[]
}

/**
 * The request counters of a devnet: read them, or reset them between tests.
 *
 * @example
 * ```ts
 * devnet.stats.count('/{sdk}/bank/v1beta1/balances/{address}') // requests that route served
 * devnet.stats.maxInFlight // the most requests in flight at once
 * devnet.stats.reset()
 * ```
 */
export type DevnetStats = Readonly<DevnetStatsSnapshot> & {
  /** Requests that matched a route template, glob or RegExp (as in a fault's `route`), optionally by method. */
  count(route?: string | RegExp | undefined, method?: string | undefined): number
  /** A copy of the counters, as JSON. */
  snapshot(): DevnetStatsSnapshot
  /** Sets every counter to zero and empties the log. */
  reset(): void
}

const logLimit = 1000

/** The counters of one devnet: `view` to read them, `begin` when a request arrives (it returns the call for its end). */
export function createStats() {
  let requests = 0
  let inFlight = 0
  let maxInFlight = 0
  let byRoute: Record<string, number> = {}
  let faulted: Partial<Record<DevnetFaultKind, number>> = {}
  let log: DevnetRequestRecord[] = []

  const snapshot = (): DevnetStatsSnapshot => ({
    requests,
    inFlight,
    maxInFlight,
    byRoute: { ...byRoute },
    faulted: { ...faulted },
    log: log.map((record) => ({ ...record })),
  })

  const view: DevnetStats = {
    get requests() {
      return requests
    },
    get inFlight() {
      return inFlight
    },
    get maxInFlight() {
      return maxInFlight
    },
    get byRoute() {
      return { ...byRoute }
    },
    get faulted() {
      return { ...faulted }
    },
    get log() {
      return log.map((record) => ({ ...record }))
    },
    count(route, method) {
      const matches = scopeMatcher({ kind: 'reset', route, method: method as 'GET' | undefined })
      return log.filter((record) =>
        matches({ method: record.method, path: record.path.split('?')[0]!, search: '', route: record.route }),
      ).length
    },
    snapshot,
    reset() {
      requests = 0
      maxInFlight = inFlight
      byRoute = {}
      faulted = {}
      log = []
    },
  }

  function begin(facts: RequestFacts, fault: DevnetFaultKind | undefined): () => void {
    requests++
    inFlight++
    maxInFlight = Math.max(maxInFlight, inFlight)
    const key = `${facts.method} ${facts.route ?? facts.path}`
    byRoute[key] = (byRoute[key] ?? 0) + 1
    if (fault) faulted[fault] = (faulted[fault] ?? 0) + 1
    log.push({ method: facts.method, path: `${facts.path}${facts.search}`, route: facts.route, time: performance.now(), fault })
    if (log.length > logLimit) log = log.slice(-logLimit)
    let ended = false
    return () => {
      if (ended) return
      ended = true
      inFlight--
    }
  }

  return { view, begin }
}
