import * as z from 'zod'
import { definePayModule } from '../../pay/module.ts'

/**
 * A payment of the simulated backend's sample module. Amounts are decimal
 * strings; `createdAt` is an RFC 3339 time.
 *
 * @example
 * ```ts
 * const payment = devnetPaymentSchema.parse(json)
 * ```
 */
export const devnetPaymentSchema = z.looseObject({
  paymentId: z.string(),
  userId: z.number().int(),
  amount: z.string(),
  currency: z.string(),
  reference: z.string(),
  status: z.enum(['PENDING', 'COMPLETED', 'FAILED']),
  createdAt: z.string(),
})

/** A payment of the simulated backend. */
export type DevnetPayment = z.output<typeof devnetPaymentSchema>

/**
 * The simulated backend's sample module, declared as a user declares their
 * backend release: reads `GetPayment` and `ListPayments`
 * (`GET /PaymentsQueryServer/...`), write `CreatePayment`
 * (`POST /PaymentsMsgServer/CreatePayment`, signed).
 *
 * @example
 * ```ts
 * const { payment } = await payMsg(payClient, devnetPaymentsModule, 'CreatePayment', {
 *   amount: '12.50',
 *   currency: 'USD',
 *   reference: 'order-7',
 * })
 * const { payments } = await payQuery(payClient, devnetPaymentsModule, 'ListPayments', { status: 'PENDING' })
 * ```
 */
export const devnetPaymentsModule = definePayModule({
  name: 'Payments',
  queries: {
    GetPayment: {
      params: z.object({ paymentId: z.string().min(1) }),
      response: z.looseObject({ payment: devnetPaymentSchema }),
    },
    ListPayments: {
      params: z.object({
        status: z.enum(['PENDING', 'COMPLETED', 'FAILED']).optional(),
        /** Only the payments with this exact reference. */
        reference: z.string().optional(),
        limit: z.number().int().min(1).max(100).optional(),
      }),
      response: z.looseObject({ payments: z.array(devnetPaymentSchema), total: z.string() }),
    },
  },
  msgs: {
    CreatePayment: {
      body: z.object({
        amount: z.string().regex(/^\d+(\.\d+)?$/, 'a positive decimal string'),
        currency: z.string().regex(/^[A-Z]{3,5}$/, 'three to five capital letters'),
        reference: z.string().min(1).max(64),
      }),
      response: z.looseObject({ payment: devnetPaymentSchema }),
    },
  },
})
