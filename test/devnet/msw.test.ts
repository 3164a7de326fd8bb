import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createGatewayClient } from '../../src/core/client.ts'
import { GatewayError } from '../../src/core/errors.ts'
import { createDevnet } from '../../src/devnet/gateway.ts'
import { createDevnetHandlers } from '../../src/devnet/msw.ts'
import { getBalances } from '../../src/modules/bank/getBalances.ts'

const devnet = createDevnet({ seed: 'msw', autoAdvance: false })
const server = setupServer(...createDevnetHandlers(devnet, { baseUrl: 'http://devnet.test/lcd' }))
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

describe('devnet MSW handlers', () => {
  it('serve the same gateway as the Node server, under a base path', async () => {
    const client = createGatewayClient({ baseUrl: 'http://devnet.test/lcd', retry: 0 })
    const { balances } = await getBalances(client, { address: devnet.fixtures.richAddress })
    expect(balances.map((coin) => coin.denom)).toContain('akii')
    // Well-formed bech32 of another chain passes gatekit's own checks; the devnet refuses its prefix.
    const error = await getBalances(client, { address: 'cosmos1qurswpc8qurswpc8qurswpc8qurswpc8nn86qp' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(GatewayError)
    expect(error).toMatchObject({ status: 400, code: 3 })
  })
})
