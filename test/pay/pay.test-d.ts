import { describe, expectTypeOf, it } from 'vitest'
import { devnetPaymentsModule, type DevnetPayment } from '../../src/devnet/pay/paymentsModule.ts'
import { getMe, payMsg, payQuery } from '../../src/pay/actions.ts'
import { authenticateUser, type AuthenticateUserBody } from '../../src/pay/authenticateUser.ts'
import { withPayHeaders, type PayCall } from '../../src/pay/callHeaders.ts'
import type { PayClient } from '../../src/pay/client.ts'
import type { PayUser } from '../../src/pay/modules/users.ts'
import { usersModule } from '../../src/pay/modules/users.ts'
import { useAuthenticateUser } from '../../src/pay/react/useAuthenticateUser.ts'
import { useMe } from '../../src/pay/react/useMe.ts'
import { usePayMsg } from '../../src/pay/react/usePayMsg.ts'
import { usePayQuery } from '../../src/pay/react/usePayQuery.ts'

declare const payClient: PayClient
declare const maybeId: string | undefined

describe('pay types', () => {
  it('type reads and writes from the module schemas', async () => {
    expectTypeOf(await getMe(payClient)).toEqualTypeOf<PayUser>()
    expectTypeOf(await payQuery(payClient, usersModule, 'Me')).toEqualTypeOf<PayUser>()
    const { payment } = await payQuery(payClient, devnetPaymentsModule, 'GetPayment', { paymentId: 'p' })
    expectTypeOf(payment).toEqualTypeOf<DevnetPayment>()
    // All of ListPayments' params are optional, so the params argument is too.
    expectTypeOf((await payQuery(payClient, devnetPaymentsModule, 'ListPayments')).payments).toEqualTypeOf<DevnetPayment[]>()
    expectTypeOf((await payMsg(payClient, devnetPaymentsModule, 'CreatePayment', { amount: '1', currency: 'USD', reference: 'r' })).payment).toEqualTypeOf<DevnetPayment>()
  })

  it('refuse wrong methods and params', () => {
    // @ts-expect-error GetPayment needs its paymentId
    void payQuery(payClient, devnetPaymentsModule, 'GetPayment')
    // @ts-expect-error not a read of the module
    void payQuery(payClient, devnetPaymentsModule, 'CreatePayment', {})
    // @ts-expect-error not a write of the module
    void payMsg(payClient, devnetPaymentsModule, 'GetPayment', { paymentId: 'p' })
    // @ts-expect-error amount is a string
    void payMsg(payClient, devnetPaymentsModule, 'CreatePayment', { amount: 1, currency: 'USD', reference: 'r' })
  })

  it('narrow AuthenticateUser on authenticated', async () => {
    const result = await authenticateUser(payClient, {})
    if (result.authenticated) expectTypeOf(result.user).toEqualTypeOf<PayUser>()
    else expectTypeOf(result.user).toEqualTypeOf<PayUser | null | undefined>()
    expectTypeOf(result.requires2FA).toEqualTypeOf<boolean>()
  })

  it('type the hooks', () => {
    expectTypeOf(useMe().data).toEqualTypeOf<PayUser | undefined>()
    expectTypeOf(useMe({ query: { select: (user) => user.userId } }).data).toEqualTypeOf<number | undefined>()
    const payment = usePayQuery({ module: devnetPaymentsModule, method: 'GetPayment', params: { paymentId: maybeId } })
    expectTypeOf(payment.data).toEqualTypeOf<{ [x: string]: unknown; payment: DevnetPayment } | undefined>()
    const create = usePayMsg({ module: devnetPaymentsModule, method: 'CreatePayment' })
    type CreateBody = { amount: string; currency: string; reference: string }
    expectTypeOf(create.mutate).parameter(0).toEqualTypeOf<CreateBody | PayCall<CreateBody>>()
    expectTypeOf(useAuthenticateUser().mutate).parameter(0).toEqualTypeOf<AuthenticateUserBody | PayCall<AuthenticateUserBody>>()
    // A body with headers of its call keeps the body's type.
    create.mutate(withPayHeaders({ amount: '1', currency: 'USD', reference: 'r' }, { 'idempotency-key': 'k' }))
    // @ts-expect-error the wrapped body is still checked
    create.mutate(withPayHeaders({ amount: 1, currency: 'USD', reference: 'r' }, { 'idempotency-key': 'k' }))
  })

  it('take per-call headers in the actions', () => {
    void payMsg(payClient, devnetPaymentsModule, 'CreatePayment', { amount: '1', currency: 'USD', reference: 'r' }, { headers: { 'idempotency-key': 'k' } })
    void getMe(payClient, { headers: { 'x-request-id': 'r' } })
    // @ts-expect-error header values are strings
    void getMe(payClient, { headers: { 'x-request-id': 1 } })
  })
})
