// A route handler on Next.js's edge runtime (no Node APIs): gatekit/core reads the gateway and gatekit/pay
// signs a request there, as they would in a worker or at the edge.
import { createGatewayClient, getBalances } from 'gatekit/core'
import { createPayClient, ed25519Signer, getMe } from 'gatekit/pay'
import { devnetEnv } from '../../devnetEnv'

export const runtime = 'edge'
export const dynamic = 'force-dynamic'

export async function GET() {
  const client = createGatewayClient({ baseUrl: devnetEnv('GATEKIT_GATEWAY_URL') })
  const payClient = createPayClient({
    baseUrl: devnetEnv('GATEKIT_PAY_URL'),
    apiKey: devnetEnv('GATEKIT_PAY_API_KEY'),
    signer: ed25519Signer(devnetEnv('GATEKIT_PAY_PRIVATE_KEY')),
  })
  const [{ balances }, me] = await Promise.all([getBalances(client, { address: devnetEnv('GATEKIT_ADDRESS') }), getMe(payClient)])
  return Response.json({ runtime: typeof EdgeRuntime === 'string' ? 'edge' : 'node', firstBalance: balances[0] ?? null, userId: me.userId })
}

declare const EdgeRuntime: string | undefined
