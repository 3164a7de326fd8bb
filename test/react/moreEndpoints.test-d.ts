import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import { describe, expectTypeOf, it } from 'vitest'
import type { GatewayClient } from '../../src/core/client.ts'
import type { GetModuleAccountResponse } from '../../src/modules/auth/getModuleAccount.ts'
import type { GetConsensusStateHeightsResponse } from '../../src/modules/ibcClient/getConsensusStateHeights.ts'
import type { GetOracleTwapsResponse } from '../../src/modules/oracle/getOracleTwaps.ts'
import { getConsensusStatesInfiniteQueryOptions } from '../../src/query/ibcClient/getConsensusStates.ts'
import { getModuleAccountQueryOptions } from '../../src/query/auth/getModuleAccount.ts'
import { useSuspenseAddressStringToBytes } from '../../src/react/hooks/auth/useAddressStringToBytes.ts'
import { useModuleAccount, useSuspenseModuleAccount } from '../../src/react/hooks/auth/useModuleAccount.ts'
import { useSuspenseModuleAccounts } from '../../src/react/hooks/auth/useModuleAccounts.ts'
import { useSuspenseNextAccountNumber } from '../../src/react/hooks/auth/useNextAccountNumber.ts'
import { useSuspenseClientParams } from '../../src/react/hooks/ibcClient/useClientParams.ts'
import { useSuspenseConsensusState } from '../../src/react/hooks/ibcClient/useConsensusState.ts'
import { useSuspenseInfiniteConsensusStateHeights } from '../../src/react/hooks/ibcClient/useConsensusStateHeights.ts'
import { useSuspenseConnectionConsensusState } from '../../src/react/hooks/ibcConnection/useConnectionConsensusState.ts'
import { useOracleTwaps, useSuspenseOracleTwaps } from '../../src/react/hooks/oracle/useOracleTwaps.ts'

declare const client: GatewayClient
declare const queryClient: QueryClient
declare const maybeName: string | undefined

// The hooks of API.md's "More endpoints": data types, select, and the parameters a suspended component needs.
describe('More endpoints hook types', () => {
  it('type their data, and select changes it', () => {
    expectTypeOf(useSuspenseOracleTwaps({ lookbackSeconds: 60 }).data).toEqualTypeOf<GetOracleTwapsResponse>()
    expectTypeOf(useSuspenseInfiniteConsensusStateHeights({ clientId: '07-tendermint-0' }).data).toEqualTypeOf<
      InfiniteData<GetConsensusStateHeightsResponse, string | undefined>
    >()
    const twap = useOracleTwaps({ lookbackSeconds: 60n, query: { select: (data) => data.oracle_twap[0]?.twap } })
    expectTypeOf(twap.data).toEqualTypeOf<string | undefined>()
    // The module account's name stays a string the caller may not have yet.
    expectTypeOf(useModuleAccount).toBeCallableWith({ name: maybeName })
  })

  it('require the parameters a suspended component cannot wait for', () => {
    // @ts-expect-error name is required
    useSuspenseModuleAccount({})
    // @ts-expect-error addressString is required
    useSuspenseAddressStringToBytes({})
    // @ts-expect-error revisionHeight is required
    useSuspenseConsensusState({ clientId: '07-tendermint-0', revisionNumber: 4 })
    // @ts-expect-error connectionId is required
    useSuspenseConnectionConsensusState({ revisionNumber: 4, revisionHeight: 1 })
    // @ts-expect-error lookbackSeconds is required
    useSuspenseOracleTwaps({})
    // Endpoints without parameters take none.
    expectTypeOf(useSuspenseModuleAccounts).toBeCallableWith()
    expectTypeOf(useSuspenseNextAccountNumber).toBeCallableWith()
    expectTypeOf(useSuspenseClientParams).toBeCallableWith()
  })

  it('give query options whose key types getQueryData', () => {
    const options = getModuleAccountQueryOptions(client, { name: 'mint' })
    expectTypeOf(queryClient.getQueryData(options.queryKey)).toEqualTypeOf<GetModuleAccountResponse | undefined>()
    expectTypeOf(getConsensusStatesInfiniteQueryOptions(client, { clientId: '07-tendermint-0' }).initialPageParam).toEqualTypeOf<
      string | undefined
    >()
  })
})
