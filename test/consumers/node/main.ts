// gatekit in plain Node, with react, TanStack Query and msw absent: the devnet servers, the gateway
// client and its actions from `gatekit/core`, the payment client from `gatekit/pay`.
import assert from 'node:assert/strict'
import { createGatewayClient, GatewayError, getAccount, getBalances, paginate } from 'gatekit/core'
import { createPayClient, ed25519Signer, getMe } from 'gatekit/pay'

// The type check is about gatekit/core and gatekit/pay. gatekit/devnet's declarations also describe its MSW
// handlers (msw's types, an optional peer absent here), so the devnet is loaded untyped: it must still RUN
// with nothing but gatekit installed.
type DevnetServers = {
  startDevnetServer(options: { port: number; seed: string }): Promise<{
    url: string
    close(): Promise<void>
    devnet: { fixtures: { richAddress: string; collectorAddress: string; unknownAddress: string } }
  }>
  startPayDevnetServer(options: { port: number; seed: string }): Promise<{
    url: string
    close(): Promise<void>
    payDevnet: { fixtures: { active: { apiKey: string; privateKey: string; user: { userId: number } } } }
  }>
}
const devnetEntry: string = 'gatekit/devnet'
const { startDevnetServer, startPayDevnetServer } = (await import(devnetEntry)) as DevnetServers

const gateway = await startDevnetServer({ port: 0, seed: 'consumers' })
const pay = await startPayDevnetServer({ port: 0, seed: 'consumers' })
try {
  const client = createGatewayClient({ baseUrl: gateway.url })
  const { richAddress, collectorAddress, unknownAddress } = gateway.devnet.fixtures

  const { balances } = await getBalances(client, { address: richAddress })
  assert.ok(balances.length > 0, 'the rich account holds balances')
  for (const coin of balances) assert.match(coin.amount, /^\d+$/, 'amounts stay decimal strings')

  let pages = 0
  let coins = 0
  const denoms = new Set<string>()
  for await (const page of paginate((parameters, options) => getBalances(client, parameters, options), {
    address: collectorAddress,
    pagination: { limit: 10 },
  })) {
    pages += 1
    coins += page.balances.length
    for (const coin of page.balances) denoms.add(coin.denom)
  }
  assert.ok(pages > 3, `the collector's balances span more than three pages of 10 (got ${pages})`)
  assert.equal(denoms.size, coins, 'no denom comes twice across pages')

  const missing = await getAccount(client, { address: unknownAddress }).catch((error: unknown) => error)
  assert.ok(missing instanceof GatewayError, 'an unknown account is a GatewayError')
  assert.equal(missing.code, 5, 'with gRPC code NOT_FOUND')

  const { apiKey, privateKey, user } = pay.payDevnet.fixtures.active
  const payClient = createPayClient({ baseUrl: pay.url, apiKey, signer: ed25519Signer(privateKey) })
  const me = await getMe(payClient)
  assert.equal(me.userId, user.userId, 'getMe answers for the API key of the active user')

  console.log(`ok: ${balances.length} balances, ${denoms.size} denoms over ${pages} pages, user ${me.userId}`)
} finally {
  await Promise.all([gateway.close(), pay.close()])
}
