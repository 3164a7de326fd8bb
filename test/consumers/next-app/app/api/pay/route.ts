// A route handler signs a payment request on the server, where the private key stays.
import { createPayClient, definePayModule, ed25519Signer, payMsg } from 'gatekit/pay'
import * as z from 'zod'
import { devnetEnv } from '../../devnetEnv'

/** The payment devnet's sample module, declared as a user declares their backend's. */
const payments = definePayModule({
  name: 'Payments',
  queries: {},
  msgs: {
    CreatePayment: {
      body: z.object({ amount: z.string(), currency: z.string(), reference: z.string() }),
      response: z.object({ payment: z.looseObject({ paymentId: z.string(), amount: z.string(), status: z.string() }) }),
    },
  },
})

export async function POST(request: Request) {
  const { reference } = z.object({ reference: z.string() }).parse(await request.json())
  const payClient = createPayClient({
    baseUrl: devnetEnv('GATEKIT_PAY_URL'),
    apiKey: devnetEnv('GATEKIT_PAY_API_KEY'),
    signer: ed25519Signer(devnetEnv('GATEKIT_PAY_PRIVATE_KEY')),
  })
  const { payment } = await payMsg(payClient, payments, 'CreatePayment', { amount: '12.50', currency: 'USD', reference })
  return Response.json({ payment })
}
