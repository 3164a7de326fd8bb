import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { GatewayError, HttpError } from '../../src/core/errors.ts'
import { devnetCosmosSdkVersions, devnetSdkVersions, type DevnetSdkVersion } from '../../src/devnet/personality.ts'
import { getAccountInfo } from '../../src/modules/auth/getAccountInfo.ts'
import { getAddressBytesToString } from '../../src/modules/auth/getAddressBytesToString.ts'
import { getAddressStringToBytes } from '../../src/modules/auth/getAddressStringToBytes.ts'
import { getBech32Prefix } from '../../src/modules/auth/getBech32Prefix.ts'
import { getModuleAccount } from '../../src/modules/auth/getModuleAccount.ts'
import { getModuleAccounts } from '../../src/modules/auth/getModuleAccounts.ts'
import { getNextAccountNumber } from '../../src/modules/auth/getNextAccountNumber.ts'
import { getClientParams } from '../../src/modules/ibcClient/getClientParams.ts'
import { getConsensusState } from '../../src/modules/ibcClient/getConsensusState.ts'
import { getConsensusStateHeights } from '../../src/modules/ibcClient/getConsensusStateHeights.ts'
import { getConsensusStates } from '../../src/modules/ibcClient/getConsensusStates.ts'
import { getUpgradedClientState } from '../../src/modules/ibcClient/getUpgradedClientState.ts'
import { getUpgradedConsensusState } from '../../src/modules/ibcClient/getUpgradedConsensusState.ts'
import { getClientConnections } from '../../src/modules/ibcConnection/getClientConnections.ts'
import { getConnectionClientState } from '../../src/modules/ibcConnection/getConnectionClientState.ts'
import { getConnectionConsensusState } from '../../src/modules/ibcConnection/getConnectionConsensusState.ts'
import { getConnectionParams } from '../../src/modules/ibcConnection/getConnectionParams.ts'
import { getOracleRate } from '../../src/modules/oracle/getOracleRate.ts'
import { getOracleRates } from '../../src/modules/oracle/getOracleRates.ts'
import { getOracleTwaps } from '../../src/modules/oracle/getOracleTwaps.ts'
import { getValidators } from '../../src/modules/staking/getValidators.ts'
import { getAuthParams } from '../../src/modules/auth/getAuthParams.ts'
import { getAddressById } from '../../src/modules/auth/getAddressById.ts'
import { getBalances } from '../../src/modules/bank/getBalances.ts'
import { getDenomOwners } from '../../src/modules/bank/getDenomOwners.ts'
import { getDenomOwnersByQuery } from '../../src/modules/bank/getDenomOwnersByQuery.ts'
import { getSendEnabled } from '../../src/modules/bank/getSendEnabled.ts'
import { getSpendableBalances } from '../../src/modules/bank/getSpendableBalances.ts'
import { getSupply } from '../../src/modules/bank/getSupply.ts'
import { getSupplyOf } from '../../src/modules/bank/getSupplyOf.ts'
import { getLatestBlock } from '../../src/modules/base/getLatestBlock.ts'
import { getNodeInfo } from '../../src/modules/base/getNodeInfo.ts'
import { getEvmAddress } from '../../src/modules/evm/getEvmAddress.ts'
import { getChannels } from '../../src/modules/ibcChannel/getChannels.ts'
import { getClientStates } from '../../src/modules/ibcClient/getClientStates.ts'
import { getConnections } from '../../src/modules/ibcConnection/getConnections.ts'
import { getFeeEnabledChannels } from '../../src/modules/ibcFee/getFeeEnabledChannels.ts'
import { getTransferParams } from '../../src/modules/ibcTransfer/getTransferParams.ts'
import { getIcaHostParams } from '../../src/modules/ica/getIcaHostParams.ts'
import { getMintParams } from '../../src/modules/mint/getMintParams.ts'
import { getOracleParams } from '../../src/modules/oracle/getOracleParams.ts'
import { getTx } from '../../src/modules/tx/getTx.ts'
import { getTxSearch } from '../../src/modules/tx/getTxSearch.ts'
import { getSupplyOfQueryOptions } from '../../src/query/bank/getSupplyOf.ts'
import { getTxSearchQueryOptions } from '../../src/query/tx/getTxSearch.ts'
import { useSupplyOf } from '../../src/react/hooks/bank/useSupplyOf.ts'
import { useInfiniteTxSearch, useTxSearch } from '../../src/react/hooks/tx/useTxSearch.ts'
import { recordingClient, renderGatekitHook, requestParts, setupDevnetServer, testClient, walkPages } from '../helpers.tsx'

const nodeInfoRoute = '/{sdk}/base/tendermint/v1beta1/node_info'
const sendAction = "message.action='/cosmos.bank.v1beta1.MsgSend'"

/** The query string of a tx search as each SDK line must receive it: page 2 of 3 results. */
const expectedSearchQuery: Record<DevnetSdkVersion, [string, string][]> = {
  '0.45': [
    ['events', sendAction],
    ['events', 'tx.height>=1'],
    ['pagination.offset', '3'],
    ['pagination.limit', '3'],
    ['order_by', 'ORDER_BY_ASC'],
  ],
  '0.47': [
    ['events', sendAction],
    ['events', 'tx.height>=1'],
    ['order_by', 'ORDER_BY_ASC'],
    ['page', '2'],
    ['limit', '3'],
  ],
  '0.50': [
    ['order_by', 'ORDER_BY_ASC'],
    ['page', '2'],
    ['limit', '3'],
    ['query', `${sendAction} AND tx.height>=1`],
  ],
}

describe.each(devnetSdkVersions)('an SDK %s devnet, read by a client given no configuration', (sdkVersion) => {
  const devnet = setupDevnetServer({ seed: `sdk-versions-${sdkVersion}`, sdkVersion })
  const stats = () => devnet.devnet.stats
  const fixtures = () => devnet.devnet.fixtures

  it('node_info reports the line as real nodes do', async () => {
    const { client } = recordingClient(devnet.url)
    const info = await getNodeInfo(client)
    expect(info.application_version!.cosmos_sdk_version).toBe(devnetCosmosSdkVersions[sdkVersion])
  })

  it("supply of one denom goes to this line's route and equals the supply list's entry", async () => {
    const { client, requests } = recordingClient(devnet.url)
    stats().reset()
    const denom = fixtures().nativeDenom
    const { amount } = await getSupplyOf(client, { denom })
    const listed = (await getSupply(client, { pagination: { limit: 1000 } })).supply.find((coin) => coin.denom === denom)
    expect(amount).toEqual(listed)
    expect(BigInt(amount!.amount)).toBeGreaterThan(0n)
    expect(requestParts(requests[0]).path).toBe('/stack/base/tendermint/v1beta1/node_info')
    expect(requestParts(requests[1])).toEqual(
      sdkVersion === '0.45'
        ? { method: 'GET', path: `/stack/bank/v1beta1/supply/${denom}`, query: [] }
        : { method: 'GET', path: '/stack/bank/v1beta1/supply/by_denom', query: [['denom', denom]] },
    )
    expect(stats().count(nodeInfoRoute)).toBe(1)
  })

  it("tx search takes eventQuery, page and limit in this line's form and finds the same transactions", async () => {
    const { client, requests } = recordingClient(devnet.url)
    const sends = devnet.devnet.chain.allTxs().filter((tx) => tx.indexed.get('message.action')?.includes('/cosmos.bank.v1beta1.MsgSend'))
    expect(sends.length).toBeGreaterThan(6)
    const found = await getTxSearch(client, { eventQuery: `${sendAction} AND tx.height>=1`, page: 2, limit: 3, orderBy: 'ORDER_BY_ASC' })
    expect(found.tx_responses!.map((response) => response.txhash)).toEqual(sends.slice(3, 6).map((tx) => tx.hash))
    // SDK 0.45 reports the count in pagination.total only.
    expect(found.total ?? found.pagination?.total).toBe(String(sends.length))
    expect(found.total === undefined).toBe(sdkVersion === '0.45')
    const search = requests.find((request) => new URL(request.url).pathname.endsWith('/txs'))
    expect(requestParts(search).query).toEqual(expectedSearchQuery[sdkVersion])
  })

  it('tx search with the deprecated events list works on this line too', async () => {
    const { client } = recordingClient(devnet.url)
    const sends = devnet.devnet.chain.allTxs().filter((tx) => tx.indexed.get('message.action')?.includes('/cosmos.bank.v1beta1.MsgSend'))
    const found = await getTxSearch(client, { events: [sendAction], pagination: { limit: 2 } })
    expect(found.tx_responses!.map((response) => response.txhash)).toEqual(sends.slice(0, 2).map((tx) => tx.hash))
  })

  it(sdkVersion === '0.45' ? 'address by id: SDK 0.45 has no such route (501, code 12)' : 'address by id reads the account number', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const target = devnet.devnet.chain.account(fixtures().richAddress)!
    const answer = await getAddressById(client, { accountId: target.accountNumber }).catch((error: unknown) => error)
    if (sdkVersion === '0.45') {
      expect(answer).toBeInstanceOf(GatewayError)
      expect(answer).toMatchObject({ status: 501, code: 12 })
    } else {
      expect(answer).toEqual({ account_address: fixtures().richAddress })
      expect(requestParts(requests.at(-1))).toMatchObject({
        path: '/stack/auth/v1beta1/address_by_id/0',
        query: [['account_id', target.accountNumber.toString()]],
      })
    }
  })

  it('routes newer than this line answer 501 (code 12), as its gateway does; older ones answer', async () => {
    const { client } = recordingClient(devnet.url)
    const address = fixtures().richAddress
    const denom = fixtures().nativeDenom
    const reads = {
      spendableBalances: getSpendableBalances(client, { address }), // in the 0.45 reference already
      denomOwners: getDenomOwners(client, { denom }), // 0.46
      accountInfo: getAccountInfo(client, { address }), // 0.47
      sendEnabled: getSendEnabled(client), // 0.47
      denomOwnersByQuery: getDenomOwnersByQuery(client, { denom }), // 0.50.3
    }
    const served = {
      '0.45': ['spendableBalances'],
      '0.47': ['spendableBalances', 'denomOwners', 'accountInfo', 'sendEnabled'],
      '0.50': Object.keys(reads),
    }[sdkVersion]
    for (const [name, read] of Object.entries(reads)) {
      const answer = await read.catch((error: unknown) => error)
      if (served.includes(name)) expect(answer, name).not.toBeInstanceOf(Error)
      else expect(answer, name).toMatchObject({ name: 'GatewayError', status: 501, code: 12 })
    }
  })

  it('reads one endpoint of every module, none of which asks node_info', async () => {
    const { client } = recordingClient(devnet.url)
    stats().reset()
    const firstTx = devnet.devnet.chain.allTxs()[0]!
    const reads = await Promise.all([
      getAuthParams(client),
      getBalances(client, { address: fixtures().richAddress }),
      getLatestBlock(client),
      getTx(client, { hash: firstTx.hash }),
      getChannels(client),
      getClientStates(client),
      getConnections(client),
      getFeeEnabledChannels(client),
      getTransferParams(client),
      getIcaHostParams(client),
      getMintParams(client),
      getOracleParams(client),
      getEvmAddress(client, { kiiAddress: fixtures().evmAddress }),
    ])
    const [auth, balances, block, tx, channels, clients, connections, feeChannels, transfer, ica, mint, oracle, evm] = reads
    expect(auth.params).toBeTruthy()
    expect(balances.balances.length).toBeGreaterThan(0)
    expect(block.block!.header!.height).toBe(devnet.devnet.chain.latestHeight().toString())
    expect(tx.tx_response!.txhash).toBe(firstTx.hash)
    expect(channels.channels.length).toBeGreaterThan(0)
    expect(clients.client_states.length).toBeGreaterThan(0)
    expect(connections.connections.length).toBeGreaterThan(0)
    expect(feeChannels.fee_enabled_channels).toBeDefined()
    expect(transfer.params).toBeTruthy()
    expect(ica.params).toBeTruthy()
    expect(mint.params).toBeTruthy()
    expect(oracle.params).toBeTruthy()
    expect(evm.associated).toBe(true)
    expect(stats().count(nodeInfoRoute)).toBe(0)
  })

  it("reads every route added to the modules, and staking's validators, in this line's form; the routes it lacks answer 501", async () => {
    const { client, requests } = recordingClient(devnet.url)
    const { client_states } = await getClientStates(client)
    const clientId = client_states[0]!.client_id
    const { connections } = await getConnections(client)
    const connectionId = connections[0]!.id
    const { consensus_state_heights } = await getConsensusStateHeights(client, { clientId })
    const height = consensus_state_heights[0]!
    const at = { revisionNumber: height.revision_number, revisionHeight: height.revision_height }
    const { denom_oracle_exchange_rate } = await getOracleRates(client)
    const ratedDenom = denom_oracle_exchange_rate[0]!.denom
    const reads = {
      bech32Prefix: () => getBech32Prefix(client),
      addressStringToBytes: () => getAddressStringToBytes(client, { addressString: fixtures().richAddress }),
      addressBytesToString: () => getAddressBytesToString(client, { addressBytes: 'AAECAwQFBgcICQoLDA0ODxAREhM=' }),
      moduleAccounts: () => getModuleAccounts(client),
      moduleAccount: () => getModuleAccount(client, { name: 'fee_collector' }),
      nextAccountNumber: () => getNextAccountNumber(client),
      consensusStates: () => getConsensusStates(client, { clientId }),
      consensusState: () => getConsensusState(client, { clientId, ...at }),
      clientParams: () => getClientParams(client),
      upgradedClientState: () => getUpgradedClientState(client),
      upgradedConsensusState: () => getUpgradedConsensusState(client),
      clientConnections: () => getClientConnections(client, { clientId }),
      connectionClientState: () => getConnectionClientState(client, { connectionId }),
      connectionConsensusState: () => getConnectionConsensusState(client, { connectionId, ...at }),
      connectionParams: () => getConnectionParams(client),
      oracleTwaps: () => getOracleTwaps(client, { lookbackSeconds: 1 }),
      oracleRate: () => getOracleRate(client, { denom: ratedDenom }),
      validators: () => getValidators(client),
    }
    // kiichain3's OpenAPI (SDK 0.45, ibc-go 4) has none of these; 0.47+ has them all.
    const lackedBy045 = ['bech32Prefix', 'addressStringToBytes', 'addressBytesToString', 'moduleAccounts', 'moduleAccount', 'connectionParams']
    // No upgrade is planned on the devnet: the upgraded states answer 404 on every line, as a node does.
    const notFound = ['upgradedClientState', 'upgradedConsensusState']
    for (const [name, read] of Object.entries(reads)) {
      const answer = await read().catch((error: unknown) => error)
      if (sdkVersion === '0.45' && lackedBy045.includes(name)) expect(answer, name).toMatchObject({ name: 'GatewayError', status: 501, code: 12 })
      else if (notFound.includes(name)) expect(answer, name).toMatchObject({ name: 'GatewayError', status: 404 })
      else expect(answer, name).not.toBeInstanceOf(Error)
    }
    // Client params are read at this line's path, the only one its gateway serves.
    const paramsPaths = requests.map((request) => new URL(request.url).pathname).filter((path) => path.endsWith('/client/v1/params'))
    expect(paramsPaths).toEqual([sdkVersion === '0.45' ? '/ibc/client/v1/params' : '/ibc/core/client/v1/params'])
    expect((await getClientParams(client)).params?.allowed_clients).toContain('07-tendermint')
  })

  it('an infinite search by eventQuery walks every match once, in pages of this line', async () => {
    const { client } = recordingClient(devnet.url)
    const sends = devnet.devnet.chain.allTxs().filter((tx) => tx.indexed.get('message.action')?.includes('/cosmos.bank.v1beta1.MsgSend'))
    const { result } = renderGatekitHook(() => useInfiniteTxSearch({ eventQuery: sendAction, limit: 4 }), client)
    const pages = await walkPages(result)
    expect(pages).toHaveLength(Math.ceil(sends.length / 4))
    expect(pages.flatMap((page) => page.tx_responses!.map((response) => response.txhash))).toEqual(sends.map((tx) => tx.hash))
  })

  it('hooks adapt too, and the query keys hold no version', async () => {
    const { client } = recordingClient(devnet.url)
    const supply = renderGatekitHook(() => useSupplyOf({ denom: fixtures().nativeDenom }), client)
    const search = renderGatekitHook(() => useTxSearch({ eventQuery: sendAction, limit: 2 }), client)
    await waitFor(() => expect(supply.result.current.error?.message ?? supply.result.current.status).toBe('success'))
    await waitFor(() => expect(search.result.current.error?.message ?? search.result.current.status).toBe('success'))
    expect(supply.result.current.data!.amount!.denom).toBe(fixtures().nativeDenom)
    expect(search.result.current.data!.tx_responses).toHaveLength(2)
    const pinned = testClient({ baseUrl: devnet.url, sdkVersion })
    expect(getSupplyOfQueryOptions(pinned, { denom: 'akii' }).queryKey).toEqual(getSupplyOfQueryOptions(client, { denom: 'akii' }).queryKey)
    expect(getTxSearchQueryOptions(pinned, { eventQuery: sendAction }).queryKey).toEqual(
      getTxSearchQueryOptions(client, { eventQuery: sendAction }).queryKey,
    )
  })
})

describe('learning the SDK version', () => {
  const old = setupDevnetServer({ seed: 'sdk-versions-learning', sdkVersion: '0.45' })
  const recent = setupDevnetServer({ seed: 'sdk-versions-learning', sdkVersion: '0.50' })

  it('a 0.45 chain served the 0.50 form answers a wrong amount: that is what the adaptation prevents', async () => {
    const { client } = recordingClient(old.url, { sdkVersion: '0.50' })
    // grpc-gateway matches `/supply/{denom}` with denom "by_denom", a valid denom nobody holds.
    expect(await getSupplyOf(client, { denom: 'akii' })).toEqual({ amount: { denom: 'by_denom', amount: '0' } })
  })

  it('callers at the same time share one node_info request, and later calls ask no more', async () => {
    const { client } = recordingClient(old.url)
    old.devnet.stats.reset()
    const answers = await Promise.all(Array.from({ length: 5 }, () => getSupplyOf(client, { denom: 'akii' })))
    await getTxSearch(client, { eventQuery: 'tx.height>=1', limit: 1 })
    expect(new Set(answers.map((answer) => answer.amount!.amount)).size).toBe(1)
    expect(answers[0]!.amount!.denom).toBe('akii')
    expect(old.devnet.stats.count(nodeInfoRoute)).toBe(1)
    // Another client learns for itself.
    await getSupplyOf(recordingClient(old.url).client, { denom: 'akii' })
    expect(old.devnet.stats.count(nodeInfoRoute)).toBe(2)
  })

  it('the sdkVersion option skips the probe', async () => {
    const { client } = recordingClient(old.url, { sdkVersion: '0.45' })
    old.devnet.stats.reset()
    const { amount } = await getSupplyOf(client, { denom: 'akii' })
    await getTxSearch(client, { eventQuery: 'tx.height>=1', page: 1, limit: 1 })
    expect(amount!.denom).toBe('akii')
    expect(old.devnet.stats.count(nodeInfoRoute)).toBe(0)
    expect(old.devnet.stats.count()).toBe(2)
  })

  it('a paths override still wins, without asking node_info', async () => {
    const overridden = recordingClient(recent.url, { paths: { 'bank/supplyOf': '/{sdk}/bank/v1beta1/supply/{denom}' } })
    recent.devnet.stats.reset()
    // The 0.50 chain serves by_denom only, but the override says otherwise: the override is what is sent.
    const rejected = await getSupplyOf(overridden.client, { denom: 'akii' }).catch((error: unknown) => error)
    expect(requestParts(overridden.requests[0]).path).toBe('/stack/bank/v1beta1/supply/akii')
    expect(rejected).toMatchObject({ name: 'GatewayError', status: 501 })
    expect(recent.devnet.stats.count(nodeInfoRoute)).toBe(0)
    // The same override on the 0.45 chain reaches its route.
    const onOld = recordingClient(old.url, { paths: { 'bank/supplyOf': '/{sdk}/bank/v1beta1/supply/{denom}' } })
    expect((await getSupplyOf(onOld.client, { denom: 'akii' })).amount!.denom).toBe('akii')
    expect(onOld.requests).toHaveLength(1)
  })

  it('a failed probe is not kept: the call fails with its error and the next one asks again', async () => {
    const { client } = recordingClient(old.url)
    old.devnet.stats.reset()
    const fault = old.devnet.faults.inject({ kind: 'status', status: 503, times: 1, route: nodeInfoRoute })
    const first = await getSupplyOf(client, { denom: 'akii' }).catch((error: unknown) => error)
    expect(first instanceof GatewayError || first instanceof HttpError).toBe(true)
    expect(first).toMatchObject({ status: 503 })
    const second = await getSupplyOf(client, { denom: 'akii' })
    expect(second.amount!.denom).toBe('akii')
    expect(old.devnet.stats.count(nodeInfoRoute)).toBe(2)
    old.devnet.faults.remove(fault.id)
  })

  it('a gateway that does not serve node_info (501) gets the newest forms, without asking on every call', async () => {
    const { client } = recordingClient(recent.url)
    recent.devnet.stats.reset()
    const fault = recent.devnet.faults.inject({ kind: 'status', status: 501, route: nodeInfoRoute })
    try {
      expect((await getSupplyOf(client, { denom: 'akii' })).amount!.denom).toBe('akii')
      expect((await getSupplyOf(client, { denom: 'akii' })).amount!.denom).toBe('akii')
      expect(recent.devnet.stats.count(nodeInfoRoute)).toBe(1)
    } finally {
      recent.devnet.faults.remove(fault.id)
    }
  })

  it('an aborted caller stops waiting without failing the others sharing the probe', async () => {
    const { client } = recordingClient(old.url)
    old.devnet.stats.reset()
    const fault = old.devnet.faults.inject({ kind: 'latency', ms: 100, route: nodeInfoRoute })
    try {
      const controller = new AbortController()
      const aborted = getSupplyOf(client, { denom: 'akii' }, { signal: controller.signal }).catch((error: unknown) => error)
      const waiting = getSupplyOf(client, { denom: 'akii' })
      controller.abort(new Error('left the page'))
      expect(await aborted).toMatchObject({ message: 'left the page' })
      expect((await waiting).amount!.denom).toBe('akii')
      expect(old.devnet.stats.count(nodeInfoRoute)).toBe(1)
    } finally {
      old.devnet.faults.remove(fault.id)
    }
  })

  it('an sdkVersion that is not a version fails at client creation', () => {
    expect(() => testClient({ baseUrl: old.url, sdkVersion: 'latest' })).toThrow(/sdkVersion must be a version/)
  })
})

describe('the personalities answer other forms as real nodes of their line do', () => {
  const v045 = setupDevnetServer({ seed: 'sdk-versions-raw', sdkVersion: '0.45' })
  const v047 = setupDevnetServer({ seed: 'sdk-versions-raw', sdkVersion: '0.47' })
  const v050 = setupDevnetServer({ seed: 'sdk-versions-raw', sdkVersion: '0.50' })
  const get = async (baseUrl: string, path: string) => {
    const response = await fetch(`${baseUrl}${path}`)
    return { status: response.status, body: (await response.json()) as { code?: number; message?: string; total?: string } }
  }

  it('tx search: 0.45 and 0.47 ignore query= and want events; 0.50 ignores events= and wants query', async () => {
    for (const server of [v045, v047]) {
      expect(await get(server.url, '/stack/tx/v1beta1/txs?query=tx.height%3E%3D1')).toMatchObject({
        status: 400,
        body: { code: 3, message: 'must declare at least one event to search' },
      })
    }
    expect(await get(v050.url, '/stack/tx/v1beta1/txs?events=tx.height%3E%3D1')).toMatchObject({
      status: 400,
      body: { code: 3, message: 'query cannot be empty' },
    })
    expect((await get(v050.url, '/stack/tx/v1beta1/txs?query=tx.height%3E%3D1')).status).toBe(200)
  })

  it('tx search before 0.50: an event without exactly one = is refused; page and limit are unknown to 0.45', async () => {
    expect(await get(v047.url, '/stack/tx/v1beta1/txs?events=tx.height%3E1')).toMatchObject({
      status: 400,
      body: { code: 3, message: 'invalid event; event tx.height>1 should be of the format: {eventType}.{eventAttribute}={value}' },
    })
    const paged = await get(v045.url, '/stack/tx/v1beta1/txs?events=tx.height%3E%3D1&page=2&limit=1')
    const offset = await get(v045.url, '/stack/tx/v1beta1/txs?events=tx.height%3E%3D1&pagination.offset=1&pagination.limit=1')
    // 0.45 ignores page and limit: the first page at the default size, not the second result.
    const all = v045.devnet.chain.allTxs()
    expect((paged.body as { tx_responses: unknown[] }).tx_responses).toHaveLength(Math.min(all.length, 100))
    expect((offset.body as { tx_responses: { txhash: string }[] }).tx_responses.map((tx) => tx.txhash)).toEqual([all[1]!.hash])
    expect(paged.body.total).toBeUndefined()
  })

  it('supply of a denom: 0.45 has no by_denom route (it reads "by_denom" as the denom); 0.47+ have no /supply/{denom}', async () => {
    expect((await get(v045.url, '/stack/bank/v1beta1/supply/by_denom?denom=akii')).body).toEqual({ amount: { denom: 'by_denom', amount: '0' } })
    expect(await get(v047.url, '/stack/bank/v1beta1/supply/akii')).toMatchObject({ status: 501, body: { code: 12 } })
    expect(await get(v050.url, '/stack/bank/v1beta1/supply/akii')).toMatchObject({ status: 501, body: { code: 12 } })
  })

  it('address by id: 0.45 has none; 0.47+ refuse a non-zero path id, even alone', async () => {
    expect(await get(v045.url, '/stack/auth/v1beta1/address_by_id/0?account_id=1')).toMatchObject({ status: 501, body: { code: 12 } })
    for (const server of [v047, v050]) {
      expect(await get(server.url, '/stack/auth/v1beta1/address_by_id/1')).toMatchObject({
        status: 400,
        body: { code: 3, message: "requesting with id isn't supported, try to request using account-id" },
      })
    }
  })
})
