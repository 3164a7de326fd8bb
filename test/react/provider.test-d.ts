import { describe, expectTypeOf, it } from 'vitest'
import type { GatewayClient } from '../../src/core/client.ts'
import type { PayClient } from '../../src/pay/client.ts'
import { usePayClient } from '../../src/pay/react/usePayClient.ts'
import type { GatekitContextValue } from '../../src/react/context.ts'
import { GatekitProvider, type GatekitProviderProps } from '../../src/react/GatekitProvider.tsx'

declare const client: GatewayClient
declare const payClient: PayClient

describe('GatekitProvider', () => {
  it('types payClient as a PayClient, in the props and in the context', () => {
    expectTypeOf<GatekitProviderProps['payClient']>().toEqualTypeOf<PayClient | undefined>()
    expectTypeOf<GatekitContextValue['payClient']>().toEqualTypeOf<PayClient | undefined>()
    expectTypeOf(GatekitProvider).toBeCallableWith({ client, payClient })
    expectTypeOf(usePayClient()).toEqualTypeOf<PayClient>()
  })

  it('refuses anything else as payClient', () => {
    // @ts-expect-error: a gateway client is not a pay client
    void GatekitProvider({ client, payClient: client })
    // @ts-expect-error: nor is a bag of options
    void GatekitProvider({ payClient: { baseUrl: 'http://pay.test', apiKey: 'key' } })
    // @ts-expect-error: nor a string
    void GatekitProvider({ payClient: 'pay-client' })
  })
})
