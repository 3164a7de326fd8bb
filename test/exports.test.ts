import { describe, expect, it } from 'vitest'
import * as root from '../src/exports/index.ts'
import * as core from '../src/exports/core.ts'
import * as components from '../src/exports/components.ts'
import * as devnet from '../src/exports/devnet.ts'
import * as pay from '../src/exports/pay.ts'
import * as payReact from '../src/exports/payReact.ts'
import * as widget from '../src/exports/widget.ts'

import packageJson from '../package.json' with { type: 'json' }

// The hooks of API.md's endpoint table, module by module.
const apiHooks = [
  ...['useAuthParams', 'useAccountInfo', 'useAccounts', 'useAccount', 'useAddressById'],
  ...['useDecodeTx', 'useEncodeTx', 'useDecodeAminoTx', 'useEncodeAminoTx', 'useTxSearch', 'useTx', 'useBroadcastTx', 'useBlockWithTxs', 'useSimulateTx'],
  ...['useBalances', 'useBalance', 'useDenomOwners', 'useDenomOwnersByQuery', 'useDenomsMetadata', 'useDenomMetadata', 'useDenomMetadataByQueryString'],
  ...['useBankParams', 'useSendEnabled', 'useSpendableBalances', 'useSpendableBalance', 'useSupply', 'useSupplyOf'],
  ...['useIncentivizedPackets', 'useIncentivizedPacket', 'useIncentivizedPacketsForChannel', 'useFeeEnabledChannel', 'useFeeEnabledChannels'],
  ...['useCounterpartyPayee', 'usePayee', 'useTotalAckFees', 'useTotalRecvFees', 'useTotalTimeoutFees'],
  ...['useEscrowAddress', 'useDenomHash', 'useDenomTraces', 'useDenomTrace', 'useTransferParams', 'useTotalEscrow'],
  ...['useInterchainAccount', 'useIcaControllerParams', 'useIcaHostParams'],
  ...['useClientState', 'useClientStates', 'useClientStatus', 'useVerifyMembership'],
  ...['useConnection', 'useConnections'],
  ...['useChannels', 'useChannel', 'useChannelConsensusState', 'useNextSequenceReceive', 'useNextSequenceSend', 'useChannelClientState'],
  ...['usePacketAcknowledgements', 'usePacketAcknowledgement', 'usePacketCommitments', 'usePacketCommitment', 'useUnreceivedAcks'],
  ...['useUnreceivedPackets', 'usePacketReceipt', 'useChannelUpgrade', 'useChannelUpgradeError', 'useConnectionChannels'],
  ...['useOracleParams', 'useOracleRates', 'useActiveDenoms', 'useFeederDelegation', 'useVotePenaltyCounter', 'usePriceSnapshotHistory'],
  ...['useVoteTargets', 'useSlashWindow'],
  ...['useEvmAddress', 'useKiiAddress', 'usePointee', 'usePointer', 'usePointerVersion', 'useStaticCall'],
  ...['useMinter', 'useMintParams'],
]

// The hooks of API.md's "More endpoints" for the spec's modules (auth, IBC client and connection, oracle).
const moreHooks = [
  ...['useBech32Prefix', 'useAddressBytesToString', 'useAddressStringToBytes', 'useModuleAccounts', 'useModuleAccount', 'useNextAccountNumber'],
  ...['useConsensusStates', 'useConsensusStateHeights', 'useConsensusState', 'useClientParams', 'useUpgradedClientState', 'useUpgradedConsensusState'],
  ...['useClientConnections', 'useConnectionClientState', 'useConnectionConsensusState', 'useConnectionParams'],
  ...['useOracleTwaps', 'useOracleRate'],
]

// POST operations are named by their verb (API.md).
const postVerbs: Record<string, string> = {
  useDecodeTx: 'decodeTx',
  useEncodeTx: 'encodeTx',
  useDecodeAminoTx: 'decodeAminoTx',
  useEncodeAminoTx: 'encodeAminoTx',
  useSimulateTx: 'simulateTx',
  useBroadcastTx: 'broadcastTx',
  useVerifyMembership: 'verifyMembership',
}

const paginatedHooks = [
  ...['useAccounts', 'useTxSearch', 'useBlockWithTxs', 'useBalances', 'useDenomOwners', 'useDenomOwnersByQuery', 'useDenomsMetadata'],
  ...['useSendEnabled', 'useSpendableBalances', 'useSupply', 'useIncentivizedPackets', 'useIncentivizedPacketsForChannel'],
  ...['useFeeEnabledChannels', 'useDenomTraces', 'useClientStates', 'useConnections', 'useChannels', 'usePacketAcknowledgements'],
  ...['usePacketCommitments', 'useConnectionChannels'],
]

describe('entry points', () => {
  it('gatekit exports exactly these names', () => {
    expect(Object.keys(root).sort()).toMatchSnapshot()
  })

  it('gatekit/core exports exactly these names', () => {
    expect(Object.keys(core).sort()).toMatchSnapshot()
  })

  it('gatekit is gatekit/core plus the React provider and hooks', () => {
    const rootNames = new Set(Object.keys(root))
    for (const name of Object.keys(core)) expect(rootNames.has(name), name).toBe(true)
    const reactOnly = Object.keys(root).filter((name) => !(name in core))
    // Only React names are added on top of the React-free core: hooks, the provider and its context.
    expect(reactOnly.filter((name) => !/^use[A-Z]/.test(name)).sort()).toEqual(['GatekitContext', 'GatekitProvider', 'GatewayClientNotFoundError'])
    expect(Object.keys(core).filter((name) => /^use[A-Z]/.test(name))).toEqual([])
  })

  it('gatekit/devnet exports exactly these names', () => {
    expect(Object.keys(devnet).sort()).toMatchSnapshot()
  })

  it('gatekit/pay exports exactly these names', () => {
    expect(Object.keys(pay).sort()).toMatchSnapshot()
  })

  it('gatekit/pay/react exports exactly these names', () => {
    expect(Object.keys(payReact).sort()).toMatchSnapshot()
  })

  it('gatekit/pay holds no hook (they are in gatekit/pay/react)', () => {
    expect(Object.keys(pay).filter((name) => /^use[A-Z]/.test(name))).toEqual([])
  })

  it('gatekit/components exports exactly these names', () => {
    expect(Object.keys(components).sort()).toMatchSnapshot()
  })

  it('gatekit/widget exports exactly these names', () => {
    expect(Object.keys(widget).sort()).toMatchSnapshot()
  })

  it('every entry point of the exports map has a barrel in src/exports', () => {
    expect(Object.keys(packageJson.exports)).toEqual([
      '.',
      './core',
      './devnet',
      './pay',
      './pay/react',
      './components',
      './widget',
      './widget.global.js',
      './styles.css',
      './package.json',
    ])
  })

  it('carries the package version', () => {
    expect(root.version).toBe(packageJson.version)
  })

  it("exports every hook of API.md's table with its action and query options", () => {
    const exported = root as Record<string, unknown>
    for (const hook of apiHooks) {
      expect(typeof exported[hook], hook).toBe('function')
      const verb = postVerbs[hook]
      const action = verb ?? `get${hook.slice(3)}`
      expect(typeof exported[action], action).toBe('function')
      const options = hook === 'useBroadcastTx' ? 'broadcastTxMutationOptions' : `${action}QueryOptions`
      expect(typeof exported[options], options).toBe('function')
    }
    expect(apiHooks).toHaveLength(84)
  })

  it('exports every hook of API.md\'s "More endpoints" with its suspense twin, action and query options (infinite ones for lists)', () => {
    const exported = root as Record<string, unknown>
    const paginated = new Set(['useConsensusStates', 'useConsensusStateHeights'])
    for (const hook of moreHooks) {
      const name = hook.slice(3)
      const expected = [hook, `useSuspense${name}`, `get${name}`, `get${name}QueryOptions`, `get${name}Endpoint`]
      if (paginated.has(hook)) expected.push(`useInfinite${name}`, `useSuspenseInfinite${name}`, `get${name}InfiniteQueryOptions`)
      for (const exportName of expected) expect(exported[exportName], exportName).toBeDefined()
    }
    expect(moreHooks).toHaveLength(18)
  })

  it('exports a suspense hook for every query hook and a suspense infinite hook for every infinite one', () => {
    const exported = root as Record<string, unknown>
    const names = Object.keys(exported)
    // Every `useX` whose options factory is a query (mutations such as useBroadcastTx have none).
    const queryHooks = names.filter(
      (name) => /^use[A-Z]/.test(name) && !/^use(Suspense|Infinite|Gatekit|Gateway)/.test(name),
    )
    const withQueryOptions = queryHooks.filter((hook) => {
      const action = postVerbs[hook] ?? `get${hook.slice(3)}`
      return typeof exported[`${action}QueryOptions`] === 'function'
    })
    expect(withQueryOptions.length).toBeGreaterThanOrEqual(apiHooks.length - 1)
    expect(queryHooks.filter((hook) => !withQueryOptions.includes(hook))).toEqual(['useBroadcastTx'])
    for (const hook of withQueryOptions) {
      expect(typeof exported[`useSuspense${hook.slice(3)}`], hook).toBe('function')
    }
    const infiniteHooks = names.filter((name) => name.startsWith('useInfinite'))
    expect(infiniteHooks.length).toBeGreaterThanOrEqual(paginatedHooks.length)
    for (const hook of infiniteHooks) {
      expect(typeof exported[`useSuspenseInfinite${hook.slice('useInfinite'.length)}`], hook).toBe('function')
    }
    // And nothing suspends without its non-suspense twin.
    for (const hook of names.filter((name) => name.startsWith('useSuspense'))) {
      expect(typeof exported[`use${hook.slice('useSuspense'.length)}`], hook).toBe('function')
    }
  })

  it('gatekit/pay/react exports a suspense hook for each pay query hook', () => {
    const exported = payReact as Record<string, unknown>
    for (const hook of ['useMe', 'usePayQuery']) {
      expect(typeof exported[hook], hook).toBe('function')
      expect(typeof exported[`useSuspense${hook.slice(3)}`], hook).toBe('function')
    }
  })

  it('exports an infinite hook and infinite query options for every paginated list', () => {
    const exported = root as Record<string, unknown>
    for (const hook of paginatedHooks) {
      expect(typeof exported[`useInfinite${hook.slice(3)}`], hook).toBe('function')
      expect(typeof exported[`get${hook.slice(3)}InfiniteQueryOptions`], hook).toBe('function')
    }
  })
})
