import { beforeAll, expect } from 'vitest'
import * as gatekit from '../../src/exports/index.ts'
import { buildUrl } from '../../src/core/request.ts'
import { testClient, type setupDevnetServer } from '../helpers.tsx'

// The seeds of the property tests that mutate real answers (the devnet's answers, fetched over HTTP,
// for endpoints of every module whose answers have nested objects, arrays, integers and base64), and
// how they are changed.

/** A JSON value. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/** Paths to every value inside a JSON document, the root included. */
export function pathsOf(json: Json, path: (string | number)[] = []): (string | number)[][] {
  const paths = [path]
  if (Array.isArray(json)) json.forEach((item, index) => paths.push(...pathsOf(item, [...path, index])))
  else if (json !== null && typeof json === 'object') for (const [key, value] of Object.entries(json)) paths.push(...pathsOf(value, [...path, key]))
  return paths
}

/**
 * A copy of `json` with `change` applied to the value at `path`; returning `undefined` removes it
 * (from its object, or from its array).
 */
export function mutate(json: Json, path: (string | number)[], change: (value: Json) => Json | undefined): Json | undefined {
  if (path.length === 0) return change(json)
  const [head, ...rest] = path as [string | number, ...(string | number)[]]
  const copy: Json = Array.isArray(json) ? [...json] : { ...(json as Record<string, Json>) }
  const next = mutate((copy as Record<string | number, Json>)[head]!, rest, change)
  if (next === undefined) {
    if (Array.isArray(copy)) copy.splice(head as number, 1)
    else delete (copy as Record<string, Json>)[head as string]
  } else (copy as Record<string | number, Json>)[head] = next
  return copy
}

/** `levels` arrays and objects nested in turn (an array outermost), with a string inside the innermost. */
export function nestedJson(levels: number): Json {
  let value: Json = 'leaf'
  for (let level = 0; level < levels; level++) value = level % 2 ? { next: value } : [value]
  return value
}

/**
 * Fills the returned list, in a `beforeAll`, with the devnet's answers to a dozen and a half endpoints
 * (each must answer 200), typed as the caller's endpoint type.
 */
export function devnetSamples<Endpoint>(devnet: ReturnType<typeof setupDevnetServer>): { endpoint: Endpoint; json: Json }[] {
  const samples: { endpoint: Endpoint; json: Json }[] = []
  beforeAll(async () => {
    const client = testClient({ baseUrl: devnet.url, retry: 0 })
    const { fixtures } = devnet.devnet.chain
    const height = devnet.devnet.chain.latestHeight()
    const calls: [{ id: string }, unknown][] = [
      [gatekit.getNodeInfoEndpoint, {}],
      [gatekit.getLatestBlockEndpoint, {}],
      [gatekit.getBlockWithTxsEndpoint, { height }],
      [gatekit.getTxSearchEndpoint, { events: ['tx.height>0'], pagination: { limit: 3 } }],
      [gatekit.getAccountEndpoint, { address: fixtures.vestingAddress }],
      [gatekit.getBalancesEndpoint, { address: fixtures.richAddress }],
      [gatekit.getDenomsMetadataEndpoint, {}],
      [gatekit.getChannelsEndpoint, {}],
      [gatekit.getConnectionsEndpoint, {}],
      [gatekit.getClientStatesEndpoint, {}],
      [gatekit.getDenomTracesEndpoint, {}],
      [gatekit.getOracleRatesEndpoint, {}],
      [gatekit.getPriceSnapshotHistoryEndpoint, {}],
      [gatekit.getMinterEndpoint, {}],
      [gatekit.getIncentivizedPacketsEndpoint, {}],
    ]
    for (const [endpoint, parameters] of calls) {
      const response = await fetch(buildUrl(client, endpoint as never, parameters as never))
      expect(response.status, endpoint.id).toBe(200)
      samples.push({ endpoint: endpoint as Endpoint, json: (await response.json()) as Json })
    }
  })
  return samples
}
