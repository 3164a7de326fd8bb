import { HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SchemaError } from '../../src/core/errors.ts'
import { getTxSearch } from '../../src/modules/tx/getTxSearch.ts'
import { setupDevnetServer, testClient } from '../helpers.tsx'

// A page with a strict Content-Security-Policy refuses `eval` and `new Function`. Neither the
// validator of schema descriptions nor zod, loaded here for the first time on the failure path,
// may call them: both are replaced by traps before anything is validated in this file.

describe('under a strict Content-Security-Policy (no eval, no new Function)', () => {
  const gateway = setupDevnetServer()
  const mock = { calls: [] as string[] }
  const original = { Function: globalThis.Function, eval: globalThis.eval }

  beforeEach(() => {
    mock.calls = []
    const refuse = (what: string) => {
      mock.calls.push(what)
      throw new EvalError(`refused by the page's Content-Security-Policy: ${what}`)
    }
    globalThis.Function = new Proxy(original.Function, {
      construct: () => refuse('new Function'),
      apply: () => refuse('Function()'),
    })
    globalThis.eval = () => refuse('eval')
  })
  afterEach(() => {
    globalThis.Function = original.Function
    globalThis.eval = original.eval
  })

  it('validates a devnet transaction page and reports an invalid one through zod, never compiling code', async () => {
    for (let block = 0; block < 6; block++) gateway.devnet.produceBlock()
    const client = testClient({ baseUrl: gateway.url, retry: 0 })
    const page = await getTxSearch(client, { eventQuery: 'tx.height>0', limit: 50 })
    expect(page.tx_responses?.length).toBeGreaterThan(0)

    const broken = await getTxSearch(testClient({ baseUrl: gateway.url, retry: 0, fetch: breakFirstHeight }), {
      eventQuery: 'tx.height>0',
      limit: 50,
    }).catch((e: unknown) => e)
    expect(broken).toBeInstanceOf(SchemaError)
    expect(broken).toMatchObject({ path: '$.tx_responses[0].height', received: 'number' })
    expect(mock.calls).toEqual([])
  })
})

/** A fetch that answers as the devnet does, but with a transaction page's first height as a JSON number. */
async function breakFirstHeight(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, init)
  const body = (await response.json()) as { tx_responses?: { height: unknown }[] }
  if (body.tx_responses?.[0]) body.tx_responses[0].height = 5
  return HttpResponse.json(body)
}
